// The Markdown worker as one pre-bundled file: a worker then starts in a fraction of the time it takes
// to load hundreds of modules through the TypeScript loader, and all workers share the one bundle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';

let pending: Promise<string> | null = null;

/** Builds (once per process) and returns the path of the bundled worker script. */
export function workerBundle(): Promise<string> {
  pending ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-worker-'));
    const outfile = path.join(dir, 'markdown-worker.mjs');
    await esbuild.build({
      entryPoints: [path.join(import.meta.dirname, 'worker.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
      // Bundled CommonJS (react-dom/server) still calls require() for Node built-ins.
      banner: { js: "import { createRequire as __tondocsCreateRequire } from 'node:module'; const require = __tondocsCreateRequire(import.meta.url);" },
    });
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return outfile;
  })();
  return pending;
}
