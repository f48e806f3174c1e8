// The split search index as output files (issue #15): one manifest per locale (the site's searchIndexUrl)
// and, beside it in `<locale>/`, shards named by their own content hash and text chunks named by the hash of
// their block of chunks (sharded.ts). Every shard and chunk name is immutable. The manifest has a stable name (`<locale>.json`,
// fetched with revalidation, like a page): the site data that points at it, and so every page, stays the
// same when an edit changes the index — a warm build or a `serve --watch` update rewrites the edited page
// and the index, not all pages (issue #16).
import crypto from 'node:crypto';
import { chunkFile, encodeSharded, type PageWeights, type PostingsCache, type SearchChunk, type SearchManifest, type SearchShard } from '@tondocs/theme/search/sharded';
import { searcherOf, type Searcher } from '@tondocs/theme/search/searcher';
import type { SearchPayload } from '@tondocs/theme/search/types';

export interface SearchFiles {
  /** Output-relative path of the manifest, e.g. `assets/search/ru.json`. */
  manifest: string;
  /** Every file (manifest included): output-relative path -> body. */
  files: Map<string, string>;
}

const hash = (data: string) => crypto.createHash('sha256').update(data).digest('hex').slice(0, 10);

/** `cache`: pages' postings kept from an earlier encode (postings-cache.ts). */
export function searchFiles(payload: SearchPayload, options: { weights?: PageWeights; cache?: PostingsCache } = {}): SearchFiles {
  const index = encodeSharded(payload, options.weights, options.cache);
  const locale = payload.locale;
  const dir = 'assets/search/';
  const files = new Map<string, string>();
  for (const [i, shard] of index.shards.entries()) {
    const body = JSON.stringify(shard);
    const rel = `${locale}/s${i}.${hash(body)}.json`;
    index.manifest.shards.files.push(rel);
    files.set(`${dir}${rel}`, body);
  }
  // Chunks named by the hash of their block: an edit of one page renames the chunks of its block only.
  const chunks = index.manifest.chunks;
  chunks.prefix = `${locale}/d`;
  const bodies = index.chunks.map((c) => JSON.stringify(c));
  for (let b = 0; b * chunks.block < bodies.length; b++) {
    const block = crypto.createHash('sha256');
    for (const body of bodies.slice(b * chunks.block, (b + 1) * chunks.block)) block.update(body).update('\0');
    chunks.hashes.push(block.digest('hex').slice(0, 10));
  }
  bodies.forEach((body, i) => files.set(`${dir}${chunkFile(chunks, i)}`, body));
  const manifestBody = JSON.stringify(index.manifest);
  const manifest = searchManifestRel(locale);
  files.set(manifest, manifestBody);
  return { manifest, files };
}

/** A searcher over written search files (tests, the bench): the browser's engine with everything loaded. */
/** Names `searchFiles` writes (manifest, shards, chunks): the only ones a warm build takes from its output manifest. */
export function isSearchFile(rel: string): boolean {
  return /^assets\/search\/[\w-]+(?:\/[sd]\d+)?(?:\.[0-9a-f]{10})?\.json$/.test(rel);
}

/** Where a locale's manifest is in the output. */
export function searchManifestRel(locale: string): string {
  return `assets/search/${locale}.json`;
}

export function searcherOfFiles(out: SearchFiles): Searcher {
  const manifest = JSON.parse(out.files.get(out.manifest)!) as SearchManifest;
  const dir = 'assets/search/';
  const read = <T>(rel: string) => JSON.parse(out.files.get(`${dir}${rel}`)!) as T;
  const shards = manifest.shards.files.map((f) => read<SearchShard>(f));
  const chunks = Array.from({ length: manifest.chunks.count }, (_, i) => read<SearchChunk>(chunkFile(manifest.chunks, i)));
  return searcherOf({ manifest, shards, chunks });
}
