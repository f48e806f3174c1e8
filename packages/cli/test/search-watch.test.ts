// Search under `serve --watch`: the split index follows an edit, over HTTP as the browser reads it (the manifest
// at its stable address, revalidated; shards and chunks immutable), and stale pieces are removed.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { serve } from '../src/serve/serve.ts';
import { createEngine } from '@tondocs/theme/search/engine';
import { chunkFile, type SearchChunk, type SearchManifest, type SearchShard } from '@tondocs/theme/search/sharded';
import { tempSite } from './helpers.ts';

/** The pages a query finds, loading the pieces over HTTP as the browser does. */
async function pagesFound(base: string, query: string): Promise<string[]> {
  const get = async <T>(rel: string) => {
    const r = await fetch(`${base}assets/search/${rel}`);
    if (!r.ok) throw new Error(`${rel}: HTTP ${r.status}`);
    return (await r.json()) as T;
  };
  const manifest = await get<SearchManifest>('ru.json');
  const shards = new Map<number, SearchShard>();
  const chunks = new Map<number, SearchChunk>();
  const engine = createEngine({ manifest, shard: (i) => shards.get(i), chunk: (i) => chunks.get(i) });
  for (;;) {
    const out = engine.search(query);
    if ('result' in out) return out.result.groups.map((g) => g.page);
    for (const i of out.missing.shards) shards.set(i, await get<SearchShard>(manifest.shards.files[i]));
    for (const i of out.missing.chunks) chunks.set(i, await get<SearchChunk>(chunkFile(manifest.chunks, i)));
  }
}

it('finds an edited page by its new text, and serves the pieces with immutable caching', async () => {
  const site = tempSite();
  const out = path.join(site, 'build');
  const server = await serve({ siteDir: site, outDir: out, locale: 'ru', port: 0, host: '127.0.0.1', watch: true, quiet: true });
  try {
    expect(await pagesFound(server.url, 'ксилофонный')).toEqual([]);
    const file = path.join(site, 'content/ru/docs/guide/second.md');
    const update = server.nextUpdate();
    fs.appendFileSync(file, '\nКсилофонный абзац, добавленный правкой.\n');
    expect((await update).ok).toBe(true);
    // The index is written just after the update, off its path.
    await expect.poll(() => pagesFound(server.url, 'ксилофонный'), { timeout: 15_000, interval: 100 }).toEqual(['/ru/guide/second']);
    const manifest = (await (await fetch(`${server.url}assets/search/ru.json`)).json()) as SearchManifest;
    const shard = await fetch(`${server.url}assets/search/${manifest.shards.files[0]}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(shard.headers.get('cache-control')).toContain('immutable');
    expect(shard.headers.get('content-encoding')).toBe('gzip');
    const shardBr = await fetch(`${server.url}assets/search/${manifest.shards.files[0]}`, { headers: { 'accept-encoding': 'br' } });
    expect(shardBr.headers.get('content-encoding')).toBe('br');
    const chunk = await fetch(`${server.url}assets/search/${chunkFile(manifest.chunks, 0)}`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    const manifestHead = await fetch(`${server.url}assets/search/ru.json`);
    expect(manifestHead.headers.get('cache-control')).toBe('no-cache');
    const etag = manifestHead.headers.get('etag');
    expect(etag).toBeTruthy();
    // Revalidation: an unchanged manifest answers 304 without a body.
    const again = await fetch(`${server.url}assets/search/ru.json`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    // Only the current index's pieces stay in the output.
    const files = fs.readdirSync(path.join(out, 'assets/search/ru'));
    const named = new Set([...manifest.shards.files.map((f) => path.basename(f)), ...Array.from({ length: manifest.chunks.count }, (_, i) => path.basename(chunkFile(manifest.chunks, i)))]);
    expect(files.filter((f) => !named.has(f))).toEqual([]);
  } finally {
    await server.close();
  }
}, 60_000);
