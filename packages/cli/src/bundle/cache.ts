// The browser bundle kept between builds in <site>/.tondocs/client/. Bundling React, the theme and the runtime
// costs about a second, a fixed cost that dominates small sites; the bundle is reused when its options and the
// bytes of every file esbuild read for it (listed in the last build's metafile) are unchanged.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { ClientAssets } from './client.ts';

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

/** The bundle of `options` (anything that changes the output besides the input files), built or reused. */
export async function cachedBundle(siteDir: string, options: unknown, build: () => Promise<ClientAssets>): Promise<ClientAssets & { fromCache: boolean }> {
  const dir = path.join(siteDir, DIR);
  const key = sha256(JSON.stringify({ format: FORMAT, esbuild: esbuild.version, bundler: bundlerHash(), options }));
  const cached = read(dir, key);
  if (cached) return { ...cached, fromCache: true };
  const assets = await build();
  write(dir, key, assets);
  return { ...assets, fromCache: false };
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
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir);
  } catch {
    // The cache only saves time: a build that cannot keep it still succeeds.
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
