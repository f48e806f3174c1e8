// The browser bundle kept between builds in the package's cache folder (<cacheRoot>/<key>/, one folder per
// set of options, so every site and `--no-cache` build share it: it is not Markdown output and depends only
// on its inputs). Bundling React, the theme and the runtime costs one to two seconds of CPU, a fixed cost that
// dominates small sites; the bundle is reused when its options and the bytes of every file esbuild read for it
// (listed in the last build's metafile) are unchanged.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { ClientAssets } from './client.ts';

/** Bundles kept at once (one per site and option set): the least recently used beyond these are removed. */
const KEEP = 8;
// 2: the first load in one chunk (client.ts firstLoadInOneChunk), the content features split; 3: the deferred stylesheet.
const FORMAT = 3;

interface Manifest {
  format: number;
  key: string;
  /** [absolute path, sha256] of every input. */
  inputs: [string, string][];
  files: string[];
  entry: string;
  entryImports: string[];
  css: string[];
  deferredCss: string[];
  pageChunks: [string, string[]][];
}

const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest('hex');

function hashOf(file: string): string | undefined {
  try {
    return sha256(fs.readFileSync(file));
  } catch {
    return undefined;
  }
}

let bundler: string | undefined;

/** The bytes of the bundler (client.ts and its plugins beside this file): a change to how it bundles is a new bundle. */
function bundlerHash(): string {
  const self = fileURLToPath(import.meta.url);
  const file = (name: string) => fs.readFileSync(path.join(path.dirname(self), `${name}${path.extname(self)}`));
  return (bundler ??= sha256(Buffer.concat(['client', 'css-assets'].map(file))));
}

/** The bundle of `options` (anything that changes the output besides the input files), built or reused. */
export async function cachedBundle(cacheRoot: string, options: unknown, build: () => Promise<ClientAssets>): Promise<ClientAssets & { fromCache: boolean }> {
  const key = sha256(JSON.stringify({ format: FORMAT, esbuild: esbuild.version, bundler: bundlerHash(), options }));
  const dir = bundleCacheDir(cacheRoot, key);
  const cached = read(dir, key);
  if (cached) {
    touch(path.join(dir, 'manifest.json'));
    return { ...cached, fromCache: true };
  }
  const assets = await build();
  write(dir, key, assets);
  prune(cacheRoot);
  return { ...assets, fromCache: false };
}

/** The folder of the bundle of one option set. */
function bundleCacheDir(cacheRoot: string, key: string): string {
  return path.join(cacheRoot, key.slice(0, 16));
}

/** Marks a bundle as used (pruning keeps the most recently used). */
function touch(file: string): void {
  try {
    const now = new Date();
    fs.utimesSync(file, now, now);
  } catch {
    // another build replaced it meanwhile
  }
}

/** Removes the least recently used bundles beyond KEEP. */
function prune(cacheRoot: string): void {
  try {
    const entries = fs
      .readdirSync(cacheRoot, { withFileTypes: true })
      .filter((e) => e.isDirectory() && /^[0-9a-f]{16}$/.test(e.name))
      .map((e) => {
        const dir = path.join(cacheRoot, e.name);
        let used = 0;
        try {
          used = fs.statSync(path.join(dir, 'manifest.json')).mtimeMs;
        } catch {
          // half-written or damaged: oldest
        }
        return { dir, used };
      })
      .sort((a, b) => b.used - a.used);
    for (const e of entries.slice(KEEP)) fs.rmSync(e.dir, { recursive: true, force: true });
  } catch {
    // The cache only saves time.
  }
}

function read(dir: string, key: string): ClientAssets | undefined {
  try {
    const m = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    if (m.format !== FORMAT || m.key !== key || m.inputs.some(([file, hash]) => hashOf(file) !== hash)) return undefined;
    const files = new Map(m.files.map((f) => [f, new Uint8Array(fs.readFileSync(path.join(dir, 'files', f)))] as const));
    return { files, entry: m.entry, entryImports: m.entryImports, css: m.css, deferredCss: m.deferredCss, pageChunks: new Map(m.pageChunks), inputs: m.inputs.map(([f]) => f) };
  } catch {
    // No cache, or one that another build is replacing: build afresh.
    return undefined;
  }
}

function write(dir: string, key: string, a: ClientAssets): void {
  const inputs = a.inputs.map((f) => [f, hashOf(f)] as const);
  if (inputs.some(([, h]) => h === undefined)) return;
  const manifest: Manifest = { format: FORMAT, key, inputs: inputs as [string, string][], files: [...a.files.keys()], entry: a.entry, entryImports: a.entryImports, css: a.css, deferredCss: a.deferredCss, pageChunks: [...a.pageChunks] };
  // Written beside the cache and swapped in whole, so a reader never sees half of one.
  const tmp = `${dir}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    for (const [name, data] of a.files) {
      fs.mkdirSync(path.dirname(path.join(tmp, 'files', name)), { recursive: true });
      fs.writeFileSync(path.join(tmp, 'files', name), data);
    }
    fs.writeFileSync(path.join(tmp, 'manifest.json'), JSON.stringify(manifest));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir);
  } catch {
    // The cache only saves time: a build that cannot keep it still succeeds.
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
