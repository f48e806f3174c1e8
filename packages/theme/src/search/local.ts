// The offline search engine in the browser (spec §4, §7 read as "local"): loads the locale's JSON payload
// once, builds the in-memory searcher, and answers queries. Only the lazy search chunk imports this file
// (the theme's modal and the search page, through dynamic import), so nothing of it is on a page's first load.
import { createSearcher, MAX_QUERY_LENGTH, type SearchPayload, type SearchResult, type Searcher } from './client.ts';

export { snippet, highlight, MAX_QUERY_LENGTH } from './client.ts';
export type { SearchGroup, SearchHit, SearchResult, TextPart } from './client.ts';

/** Spec §9: 20 hits, up to 5 per page group, at most 3 no-results suggestions. */
export const HITS_LIMIT = 20;
export const PER_GROUP = 5;
export const MAX_SUGGESTIONS = 3;

export interface LocalSearch {
  readonly locale: string;
  search(query: string, limit?: number): SearchResult;
  /** Up to 3 queries that do return results: the given candidates first, then page titles sharing a word. */
  suggest(query: string, candidates: readonly string[]): string[];
}

export type PayloadFetcher = (url: string) => Promise<unknown>;

function isPayload(value: unknown): value is SearchPayload {
  const v = value as Partial<SearchPayload> | null;
  return !!v && typeof v === 'object' && v.v === 1 && typeof v.locale === 'string' && Array.isArray(v.pages) && Array.isArray(v.lvl0s);
}

/** Word stems good enough to say two texts "share a word": lowercase, ё→е, the first 4 letters. */
function stems(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/ё/g, 'е')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3)
      .map((w) => w.slice(0, 4)),
  );
}

/**
 * `tags`: contextual search (spec §7), the page's doc tags; records carrying none of them are left out.
 * Empty: no tag filter.
 */
export function createLocalSearch(payload: SearchPayload, tags: readonly string[] = []): LocalSearch {
  const searcher: Searcher = createSearcher(payload);
  const titles = [...new Set(payload.pages.map((p) => p[3]))];
  const filter = tags.length ? [...tags] : undefined;
  const search = (query: string, limit = HITS_LIMIT) => searcher.search(query.slice(0, MAX_QUERY_LENGTH), { limit, perGroup: PER_GROUP, locale: payload.locale, tags: filter });
  return {
    locale: payload.locale,
    search,
    suggest(query, candidates) {
      const q = stems(query);
      const q0 = query.trim().toLowerCase();
      const sharing = titles.filter((t) => [...stems(t)].some((s) => q.has(s)));
      const out: string[] = [];
      for (const c of [...candidates, ...sharing, ...payload.lvl0s]) {
        if (out.length >= MAX_SUGGESTIONS) break;
        const text = c.trim().slice(0, MAX_QUERY_LENGTH);
        if (!text || text.toLowerCase() === q0 || out.includes(text)) continue;
        if (search(text, 1).hits.length > 0) out.push(text);
      }
      return out;
    },
  };
}

const engines = new Map<string, Promise<LocalSearch>>();

/**
 * The engine for a payload URL, built once per page life. `payload` is the (possibly already started)
 * download; a failed download is forgotten, so the next attempt fetches again.
 */
export function loadLocalSearch(url: string, fetchPayload: PayloadFetcher, tags: readonly string[] = []): Promise<LocalSearch> {
  const key = `${url}\0${tags.join('\0')}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = fetchPayload(url).then((json) => {
      if (!isPayload(json)) throw new Error(`The search payload at ${url} is not a version 1 payload`);
      return createLocalSearch(json, tags);
    });
    engines.set(key, engine);
    engine.catch(() => engines.delete(key));
  }
  return engine;
}
