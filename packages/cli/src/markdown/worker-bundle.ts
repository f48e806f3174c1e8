// The Markdown worker as one pre-bundled file: a worker then starts in a fraction of the time it takes
// to load hundreds of modules through the TypeScript loader, and all workers share the one bundle.
// The file is named by its content hash in a cache folder of the package, so no temporary directory
// outlives a killed process and concurrent builds share one file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import * as esbuild from 'esbuild';
import { siblingModule } from '../module-file.ts';

let pending: Promise<string> | null = null;

/** node_modules/.cache/tondocs of this package (the find-cache-dir convention of babel, terser, etc.). */
export function packageCacheDir(): string {
  return path.resolve(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'tondocs');
}

/** Builds (once per process) and returns the path of the bundled worker script. */
export function workerBundle(): Promise<string> {
  pending ??= (async () => {
    const result = await esbuild.build({
      entryPoints: [siblingModule(import.meta.url, 'worker')],
      outfile: 'markdown-worker.mjs',
      write: false,
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
    const code = result.outputFiles[0]!.contents;
    const dir = packageCacheDir();
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `markdown-worker.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
    if (!fs.existsSync(file)) {
      // Written under a unique name and renamed: a concurrent build never loads a half-written file.
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, code);
      fs.renameSync(tmp, file);
    }
    removeLegacyTempDirs();
    return file;
  })();
  return pending;
}

/** Earlier versions bundled into $TMPDIR/tondocs-worker-*; a killed process left them behind. */
function removeLegacyTempDirs(): void {
  const tmp = os.tmpdir();
  let names: string[];
  try {
    names = fs.readdirSync(tmp).filter((n) => n.startsWith('tondocs-worker-'));
  } catch {
    return;
  }
  for (const n of names) {
    const abs = path.join(tmp, n);
    try {
      if (Date.now() - fs.statSync(abs).mtimeMs > 10 * 60_000) fs.rmSync(abs, { recursive: true, force: true });
    } catch {
      // another process removed it
    }
  }
}
