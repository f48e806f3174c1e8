// The browser bundle kept between builds in <site>/.tondocs/client/. Bundling React, the theme and the runtime
// costs about a second, a fixed cost that dominates small sites; the bundle is reused when its options and the
// bytes of every file esbuild read for it (listed in the last build's metafile) are unchanged.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { ClientAssets } from './client.ts';
import { packageCacheDir } from '../markdown/worker-bundle.ts';

const DIR = path.join('.tondocs', 'client');
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

/** The bytes of the bundler (client.ts beside this file): a change to how it bundles is a new bundle. */
function bundlerHash(): string {
  const self = fileURLToPath(import.meta.url);
  return (bundler ??= sha256(fs.readFileSync(path.join(path.dirname(self), `client${path.extname(self)}`))));
}

/** Bundles kept in the tool's cache folder (one per key): a new site or a fresh clone of one starts warm. */
const SHARED_SLOTS = 8;

/**
 * The bundle of `options` (anything that changes the output besides the input files), built or reused: from the
 * site's cache, else from the tool's (`shared`, null for none), where a bundle is found by its key and checked
 * against the bytes of its inputs like the site's own — another site with the same options and inputs gets the
 * same bytes a build would give it.
 */
export async function cachedBundle(siteDir: string, options: unknown, build: () => Promise<ClientAssets>, shared: string | null = path.join(packageCacheDir(), 'client')): Promise<ClientAssets & { fromCache: boolean }> {
  const dir = path.join(siteDir, DIR);
  const key = sha256(JSON.stringify({ format: FORMAT, esbuild: esbuild.version, bundler: bundlerHash(), options }));
  const slot = shared ? path.join(shared, key.slice(0, 16)) : null;
  const cached = read(dir, key) ?? (slot ? read(slot, key) : undefined);
  if (cached) return { ...cached, fromCache: true };
  const assets = await build();
  write(dir, key, assets);
  if (slot && shared) {
    write(slot, key, assets);
    pruneSlots(shared);
  }
  return { ...assets, fromCache: false };
}

/** Keeps the most recently written SHARED_SLOTS bundles of the tool's cache. */
function pruneSlots(shared: string): void {
  try {
    const slots = fs.readdirSync(shared, { withFileTypes: true }).filter((d) => d.isDirectory() && /^[0-9a-f]{16}$/.test(d.name));
    const byAge = slots.map((d) => ({ dir: path.join(shared, d.name), t: fs.statSync(path.join(shared, d.name)).mtimeMs })).sort((a, b) => b.t - a.t);
    for (const old of byAge.slice(SHARED_SLOTS)) fs.rmSync(old.dir, { recursive: true, force: true });
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
  const tmp = `${dir}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  try {
    for (const [name, data] of a.files) {
      fs.mkdirSync(path.dirname(path.join(tmp, 'files', name)), { recursive: true });
      fs.writeFileSync(path.join(tmp, 'files', name), data);
    }
    fs.writeFileSync(path.join(tmp, 'manifest.json'), JSON.stringify(manifest));
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir);
  } catch {
    // The cache only saves time: a build that cannot keep it still succeeds.
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
