// The first page of `tondocs serve --watch` as an author gets it: the command started as a process (Node, the
// compiled CLI, the config, the content), the page requested until it answers 200. Measured twice: right after
// an install (the tool's caches emptied: the compiled CLI, the Markdown worker and client bundles are made on
// the way) and on the next start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { round } from './measure.ts';
import { freePort } from '../packages/cli/src/serve/free-port.ts';

export interface CommandStart {
  /** Seconds from spawning the command to the page's 200, or null if it did not answer within the timeout. */
  firstStartSeconds: number | null;
  nextStartSeconds: number | null;
}

const TIMEOUT_MS = 120_000;

async function firstPage(cliBin: string, site: { dir: string; outDir: string }, urlPath: string, env: NodeJS.ProcessEnv): Promise<number | null> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [cliBin, 'serve', '--watch', '--locale', 'ru', '--port', String(port), '--out', site.outDir], { cwd: site.dir, env, stdio: 'ignore' });
  try {
    while (performance.now() - t0 < TIMEOUT_MS && child.exitCode === null) {
      const res = await fetch(`http://127.0.0.1:${port}${urlPath}`).catch(() => undefined);
      if (res?.status === 200) {
        await res.arrayBuffer();
        return round((performance.now() - t0) / 1000, 3);
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    return null;
  } finally {
    child.kill();
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(undefined)));
  }
}

/** `toolCache`: the CLI package's cache folder, emptied before the first start. */
export async function measureCommandStart(o: { cliBin: string; toolCache: string; site: { dir: string; outDir: string }; urlPath: string; env: NodeJS.ProcessEnv }): Promise<CommandStart> {
  fs.rmSync(o.toolCache, { recursive: true, force: true });
  fs.rmSync(o.site.outDir, { recursive: true, force: true });
  const firstStartSeconds = await firstPage(o.cliBin, o.site, o.urlPath, o.env);
  const nextStartSeconds = await firstPage(o.cliBin, o.site, o.urlPath, o.env);
  return { firstStartSeconds, nextStartSeconds };
}

export const toolCacheDir = (repoRoot: string) => path.join(repoRoot, 'packages', 'cli', 'node_modules', '.cache', 'tondocs');
