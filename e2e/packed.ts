// The published form of tondocs: the three packages built (tsc to dist/), packed with `pnpm pack` and
// installed from the tarballs into a project outside the workspace, as a user of npm would get them.
// Shared by the e2e test (packages.test.ts) and the install measurement (bench/install.ts).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const PACKAGES = ['theme', 'runtime', 'cli'] as const;
const PNPM = ['-y', 'pnpm@10'];

export interface Tarballs {
  /** Package name -> absolute path of its .tgz. */
  files: Record<string, string>;
}

/** Builds each package (dependencies first: runtime and cli compile against theme's dist) and packs it into `dest`. */
export async function buildAndPack(dest: string): Promise<Tarballs> {
  fs.mkdirSync(dest, { recursive: true });
  const files: Record<string, string> = {};
  for (const name of PACKAGES) {
    const dir = path.join(REPO_ROOT, 'packages', name);
    await run(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build-package.mjs')], { cwd: dir });
    const { stdout } = await run('npx', [...PNPM, 'pack', '--pack-destination', dest], { cwd: dir });
    const tgz = stdout.trim().split('\n').at(-1)!.trim();
    if (!tgz.endsWith('.tgz') || !fs.existsSync(tgz)) throw new Error(`pnpm pack of ${name} printed no tarball: ${stdout}`);
    files[`@tondocs/${name}`] = tgz;
  }
  return { files };
}

/**
 * A project that depends on @tondocs/cli from its tarball (the theme and runtime overridden to theirs), plus
 * `extra` registry packages (the optional toolchains). Installed from the local pnpm store without the network
 * when pnpm has the packages' metadata cached; otherwise it fetches the metadata (never the packages it has).
 */
export async function installProject(dir: string, tarballs: Tarballs, extra: Record<string, string> = {}): Promise<{ seconds: number; offline: boolean }> {
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    name: 'tondocs-packed-test',
    private: true,
    type: 'module',
    dependencies: { '@tondocs/cli': `file:${tarballs.files['@tondocs/cli']}`, ...extra },
    pnpm: {
      overrides: { '@tondocs/theme': `file:${tarballs.files['@tondocs/theme']}`, '@tondocs/runtime': `file:${tarballs.files['@tondocs/runtime']}` },
      onlyBuiltDependencies: ['esbuild'],
    },
  };
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const started = performance.now();
  // A project outside any workspace; CI=1 keeps pnpm from prompting.
  const env = { ...process.env, CI: '1' };
  try {
    await run('npx', [...PNPM, 'install', '--offline'], { cwd: dir, env });
    return { seconds: (performance.now() - started) / 1000, offline: true };
  } catch (e) {
    const out = `${(e as { stdout?: string }).stdout ?? ''}${(e as { stderr?: string }).stderr ?? ''}`;
    if (!/ERR_PNPM_NO_OFFLINE_META|ERR_PNPM_NO_OFFLINE_TARBALL/.test(out)) throw e;
  }
  await run('npx', [...PNPM, 'install', '--prefer-offline'], { cwd: dir, env });
  return { seconds: (performance.now() - started) / 1000, offline: false };
}

/** The installed `tondocs` command of a project. */
export function tondocsBin(projectDir: string): string {
  return path.join(projectDir, 'node_modules', '.bin', 'tondocs');
}

/** Bytes under a folder, as `du` counts them (allocated blocks), symlinks not followed. */
export async function diskUsageMb(dir: string): Promise<number> {
  const { stdout } = await run('du', ['-sk', dir]);
  return Math.round((Number(stdout.split(/\s/)[0]) / 1024) * 10) / 10;
}

/** Starts the installed `tondocs serve` of a site on a free port; resolves with its URL once it listens. */
export function serveInstalled(projectDir: string, siteDir: string, env: NodeJS.ProcessEnv = process.env): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(tondocsBin(projectDir), ['serve', '--port', '0', '--site', siteDir], { stdio: ['ignore', 'pipe', 'pipe'], env });
  return new Promise((resolve, reject) => {
    let out = '';
    // serve logs to stderr; stdout is read too in case that changes.
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(out);
      if (m) resolve({ url: m[1]!, server });
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.once('exit', (code) => reject(new Error(`tondocs serve exited with ${code}: ${out}`)));
  });
}
