// The offline search engine in the browser (spec §4, §7 read as "local"; issue #15): loads the locale's small
// manifest, then only the shards of the query's words and the text chunks of the hits it shows, each once per
// page life (their names are content hashes, so the HTTP cache keeps them across visits too). Nothing is
// rebuilt: shards are postings ready to use. Only the lazy search chunk imports this file (the theme's modal
// and the search page, through dynamic import), so nothing of it is on a page's first load.
import { createEngine, type Engine, type Missing, type Outcome, type Store } from './engine.ts';
import { SHARDED_VERSION, chunkFile, type SearchChunk, type SearchManifest, type SearchShard } from './sharded.ts';
import { MAX_QUERY_LENGTH } from './query.ts';
import type { SearchResult } from './types.ts';

export { snippet, highlight } from './snippet.ts';
export { MAX_QUERY_LENGTH } from './query.ts';
export type { SearchGroup, SearchHit, SearchResult, TextPart } from './types.ts';

/** Spec §9: 20 hits, up to 5 per page group, at most 3 no-results suggestions. */
export const HITS_LIMIT = 20;
export const PER_GROUP = 5;
export const MAX_SUGGESTIONS = 3;
/** Rounds of loading for one query: shards, then chunks (a second shard round is a safety margin). */
const MAX_ROUNDS = 4;

export interface LocalSearch {
  readonly locale: string;
  /** The result, loading what the query needs first. */
  search(query: string, limit?: number, signal?: AbortSignal): Promise<SearchResult>;
  /** Starts loading the shards of a query's words (not the chunks): called at each keystroke, before the pause. */
  prefetch(query: string): void;
  /** The result when everything it needs is already loaded (a warm query answers in the same task), else null. */
  peek(query: string, limit?: number): SearchResult | null;
  /** Up to 3 queries that do return results: the given candidates first, then titles of pages sharing a word's start. */
  suggest(query: string, candidates: readonly string[]): Promise<string[]>;
}

export type PayloadFetcher = (url: string) => Promise<unknown>;

export function isManifest(value: unknown): value is SearchManifest {
  const v = value as Partial<SearchManifest> | null;
  return !!v && typeof v === 'object' && v.v === SHARDED_VERSION && typeof v.locale === 'string' && !!v.shards && Array.isArray(v.shards.first) && !!v.chunks;
}

/** A store that fetches shards and chunks relative to the manifest's URL and keeps them. */
export function fetchingStore(manifest: SearchManifest, manifestUrl: string, fetchJson: PayloadFetcher): Store & { load(missing: Missing): Promise<void>; version(): number } {
  const base = new URL('.', new URL(manifestUrl, 'http://x/')).pathname;
  const shards = new Map<number, SearchShard>();
  const chunks = new Map<number, SearchChunk>();
  const pending = new Map<string, Promise<void>>();
  /** Counts the files put in: an answer computed on the same files is the same answer. */
  let version = 0;
  const once = (key: string, url: string, put: (json: unknown) => void) => {
    let p = pending.get(key);
    if (!p) {
      p = fetchJson(url).then((json) => {
        put(json);
        version++;
      });
      pending.set(key, p);
      // A failed download is forgotten: the next query tries again.
      p.catch(() => pending.delete(key));
    }
    return p;
  };
  return {
    manifest,
    version: () => version,
    shard: (i) => shards.get(i),
    chunk: (i) => chunks.get(i),
    async load(missing) {
      await Promise.all([
        ...missing.shards.map((i) => once(`s${i}`, `${base}${manifest.shards.files[i]}`, (j) => shards.set(i, j as SearchShard))),
        ...missing.chunks.map((i) => once(`d${i}`, `${base}${chunkFile(manifest.chunks, i)}`, (j) => chunks.set(i, j as SearchChunk))),
      ]);
    },
  };
}

/**
 * `tags`: contextual search (spec §7), the page's doc tags; records carrying none of them are left out.
 * Empty: no tag filter.
 */
export function createLocalSearch(manifest: SearchManifest, manifestUrl: string, fetchJson: PayloadFetcher, tags: readonly string[] = []): LocalSearch {
  const store = fetchingStore(manifest, manifestUrl, fetchJson);
  const engine: Engine = createEngine(store);
  const filter = tags.length ? [...tags] : undefined;
  const options = (limit: number) => ({ limit, perGroup: PER_GROUP, locale: manifest.locale, tags: filter });
  // A keystroke asks the same question several times (prefetch, peek, the search itself) on the same files:
  // each is computed once per version of the store (the engine's work is the main-thread cost of typing).
  let cacheVersion = -1;
  const cache = new Map<string, Outcome>();
  const run = (q: string, limit: number): Outcome => {
    if (cacheVersion !== store.version()) {
      cache.clear();
      cacheVersion = store.version();
    }
    const key = `${limit}\0${q}`;
    let out = cache.get(key);
    if (!out) {
      out = engine.search(q, options(limit));
      if (cache.size >= 16) cache.clear();
      cache.set(key, out);
    }
    return out;
  };
  const peek = (query: string, limit = HITS_LIMIT) => {
    const out = run(query.slice(0, MAX_QUERY_LENGTH), limit);
    return 'result' in out ? out.result : null;
  };
  async function search(query: string, limit = HITS_LIMIT, signal?: AbortSignal): Promise<SearchResult> {
    const q = query.slice(0, MAX_QUERY_LENGTH);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      signal?.throwIfAborted();
      const out = run(q, limit);
      if ('result' in out) return out.result;
      await store.load(out.missing);
    }
    throw new Error(`tondocs: the search index did not provide what «${q}» needs`);
  }
  const prefetch = (query: string) => {
    const out = run(query.slice(0, MAX_QUERY_LENGTH), HITS_LIMIT);
    if ('missing' in out && out.missing.shards.length) store.load({ shards: out.missing.shards, chunks: [] }).catch(() => {});
  };
  return {
    locale: manifest.locale,
    search,
    peek,
    prefetch,
    async suggest(query, candidates) {
      const q0 = query.trim().toLowerCase();
      const out: string[] = [];
      const add = (text: string) => {
        if (out.length < MAX_SUGGESTIONS && text && text.toLowerCase() !== q0 && !out.includes(text)) out.push(text);
      };
      for (const c of candidates) {
        if (out.length >= MAX_SUGGESTIONS) break;
        const text = c.trim().slice(0, MAX_QUERY_LENGTH);
        if (text && !out.includes(text) && (await search(text, 1)).hits.length > 0) add(text);
      }
      // Then titles of the pages a word's first letters lead to (шардингqqq -> «шард» -> Шардинг).
      const heads = [...new Set(q0.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 5).map((w) => w.slice(0, 4)))];
      for (const head of heads) {
        if (out.length >= MAX_SUGGESTIONS) break;
        for (const g of (await search(head, MAX_SUGGESTIONS * 2)).groups) add(g.title.slice(0, MAX_QUERY_LENGTH));
      }
      return out;
    },
  };
}

const engines = new Map<string, { key: string; search: LocalSearch }>();
const loading = new Map<string, Promise<LocalSearch>>();

/** Content-hashed names never change; `<locale>.json` (serve --watch) is asked again at each opening. */
const HASHED = /\.[0-9a-f]{8,}\.json$/;

/**
 * The engine for a manifest URL, made once per page life (per manifest version under `serve --watch`).
 * `fetchManifest` may return the download a hover already started; a failed download is forgotten.
 */
export function loadLocalSearch(url: string, fetchManifest: PayloadFetcher, fetchJson: PayloadFetcher, tags: readonly string[] = []): Promise<LocalSearch> {
  const id = `${url}\0${tags.join('\0')}`;
  const made = engines.get(id);
  if (made && HASHED.test(url)) return Promise.resolve(made.search);
  let p = loading.get(id);
  if (p) return p;
  p = (made ? fetchJson(url) : fetchManifest(url))
    .then((json) => {
      if (!isManifest(json)) throw new Error(`The search index at ${url} is not a version ${SHARDED_VERSION} manifest`);
      const key = JSON.stringify([json.shards.files, json.chunks.hashes, json.records]);
      const again = engines.get(id);
      if (again && again.key === key) return again.search;
      const search = createLocalSearch(json, url, fetchJson, tags);
      engines.set(id, { key, search });
      return search;
    })
    .finally(() => loading.delete(id));
  loading.set(id, p);
  return p;
}
