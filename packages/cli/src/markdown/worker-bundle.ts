// The Markdown worker as one pre-bundled file: a worker then starts in a fraction of the time it takes
// to load hundreds of modules through the TypeScript loader, and all workers share the one bundle.
// The file is named by its content hash in a cache folder of the package, so no temporary directory
// outlives a killed process and concurrent builds share one file. Bundling takes about a second, so the
// bundle is reused while every file esbuild read for it is byte-identical (a manifest lists them); its hash
// names the Markdown stage's code and dependencies for the content cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import * as esbuild from 'esbuild';
import { siblingModule } from '../module-file.ts';
import { packageCacheDir } from '../cache-dir.ts';

export interface WorkerScript {
  file: string;
  /** sha256 (16 hex) of the bundled code: changes with any code or dependency of the Markdown stage. */
  hash: string;
}

interface Manifest {
  key: string;
  file: string;
  hash: string;
  /** [absolute path, sha256] of every file esbuild read. */
  inputs: [string, string][];
}

let pending: Promise<WorkerScript> | null = null;

export { packageCacheDir };

const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest('hex');
/** The worker module beside this one (worker.ts in the workspace, worker.js when installed). */
const entry = () => siblingModule(import.meta.url, 'worker');

/** Builds or reuses (once per process) the bundled worker script. */
export function workerScript(): Promise<WorkerScript> {
  pending ??= (async () => {
    const dir = packageCacheDir();
    const nodeEnv = process.env.NODE_ENV ?? 'production';
    const key = sha256(JSON.stringify({ esbuild: esbuild.version, nodeEnv, entry: entry(), node: process.versions.modules }));
    const manifestFile = path.join(dir, `markdown-worker.${nodeEnv === 'production' ? 'prod' : 'dev'}.json`);
    const reused = reuse(manifestFile, key);
    if (reused) return reused;
    const result = await esbuild.build({
      entryPoints: [entry()],
      outfile: 'markdown-worker.mjs',
      write: false,
      bundle: true,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
      // Bundled CommonJS (react-dom/server) still calls require() for Node built-ins.
      banner: { js: "import { createRequire as __tondocsCreateRequire } from 'node:module'; const require = __tondocsCreateRequire(import.meta.url);" },
    });
    const code = result.outputFiles[0]!.contents;
    fs.mkdirSync(dir, { recursive: true });
    const hash = sha256(code).slice(0, 16);
    const file = path.join(dir, `markdown-worker.${hash}.mjs`);
    if (!fs.existsSync(file)) writeAtomically(file, code);
    const inputs = Object.keys(result.metafile.inputs).map((f) => path.resolve(f));
    const hashes = inputs.map((f): [string, string | undefined] => [f, hashOf(f)]);
    if (hashes.every(([, h]) => h !== undefined)) writeAtomically(manifestFile, JSON.stringify({ key, file, hash, inputs: hashes as [string, string][] } satisfies Manifest));
    removeLegacyTempDirs();
    return { file, hash };
  })();
  return pending;
}

/** Path of the bundled worker script (built or reused once per process). */
export async function workerBundle(): Promise<string> {
  return (await workerScript()).file;
}

function reuse(manifestFile: string, key: string): WorkerScript | undefined {
  try {
    const m = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    if (m.key !== key || !fs.existsSync(m.file) || m.inputs.some(([f, h]) => hashOf(f) !== h)) return undefined;
    return { file: m.file, hash: m.hash };
  } catch {
    return undefined;
  }
}

function hashOf(file: string): string | undefined {
  try {
    return sha256(fs.readFileSync(file));
  } catch {
    return undefined;
  }
}

/** Written under a unique name and renamed: a concurrent build never loads a half-written file. */
function writeAtomically(file: string, data: string | Uint8Array): void {
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, file);
  } catch {
    // The cache only saves time.
    fs.rmSync(tmp, { force: true });
  }
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
