// Where search results come from (spec §7): the offline payload ("local") or a hosted DocSearch index
// ("algolia"). The modal and the /search page talk to a SearchSource and render the same grouped result
// either way. Both filter by the locale and the site's doc tags (contextual search). Lazy-chunk code only:
// the hosted client itself is a further dynamic import, so a local-search site never downloads it.
import type { SiteData } from '../types.ts';
import type { HostedClient, HostedHit, HighlightResult, HighlightTree } from './hosted-client.ts';
import { createLocalSearch, highlight, HITS_LIMIT, loadLocalSearch, PER_GROUP, snippet, type LocalSearch, type PayloadFetcher } from './local.ts';
import type { HeadingLevel, Hierarchy, SearchGroup, SearchHit, SearchResult, TextPart } from './types.ts';

export interface SearchOptions {
  /** Hits in all groups together (20 in the modal). */
  limit?: number;
  /** Snippet length in words (10, or 5 on small screens). */
  words?: number;
  /** A newer query replaced this one: the local source stops loading for it. */
  signal?: AbortSignal;
}

interface SourceBase {
  /** The hit's own title (its deepest heading, or the page title) with the matched words marked. */
  titleParts(hit: SearchHit, query: string): TextPart[];
  /** About `words` words of a content hit's text around the match, matched words marked. */
  snippetParts(hit: SearchHit, query: string, words: number): TextPart[];
  /** Up to 3 queries that do return results (no-results suggestions); a hosted source has none. */
  suggest(query: string, candidates: readonly string[]): Promise<string[]>;
  /** Rejects with the source's errors (a failed download; the hosted client's ApiError, UnreachableHostsError, ...). */
  search(query: string, options?: SearchOptions): Promise<SearchResult>;
}

/** Answers from the split offline index, loading the shards and chunks a query needs. */
export interface LocalSource extends SourceBase {
  readonly kind: 'local';
  /** The answer at once when everything it needs is loaded already, else null. */
  peek(query: string, options?: SearchOptions): SearchResult | null;
  /** Starts loading the shards of the query's words (a keystroke, before the query settles). */
  prefetch(query: string): void;
}

/** Answers over the network. */
export interface HostedSource extends SourceBase {
  readonly kind: 'hosted';
}

export type SearchSource = LocalSource | HostedSource;

const LEVELS: readonly HeadingLevel[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function ownTitle(hit: Pick<SearchHit, 'hierarchy'>): { level: HeadingLevel; text: string } {
  for (let i = LEVELS.length - 1; i >= 0; i--) {
    const text = hit.hierarchy[LEVELS[i]];
    if (text) return { level: LEVELS[i], text };
  }
  return { level: 'lvl1', text: hit.hierarchy.lvl1 };
}

export function localSource(engine: LocalSearch): LocalSource {
  return {
    kind: 'local',
    search: (query, options = {}) => engine.search(query, options.limit ?? HITS_LIMIT, options.signal),
    peek: (query, options = {}) => engine.peek(query, options.limit ?? HITS_LIMIT),
    prefetch: (query) => engine.prefetch(query),
    suggest: (query, candidates) => engine.suggest(query, candidates),
    titleParts: (hit, query) => highlight(ownTitle(hit).text, query),
    snippetParts: (hit, query, words) => snippet(hit, query, words),
  };
}

export { createLocalSearch };

// ---- hosted (DocSearch) ----

const PRE = '<mark>';
const POST = '</mark>';

/**
 * A highlighted or snippeted value of the API ('a <mark>b</mark> c') as text parts. The markers are the only
 * markup recognised; everything else stays text (the UI renders parts as text nodes, never as HTML).
 */
export function parseHighlighted(value: string): TextPart[] {
  const out: TextPart[] = [];
  const add = (text: string, match: boolean) => {
    if (!text) return;
    const prev = out[out.length - 1];
    if (prev && prev.match === match) prev.text += text;
    else out.push({ text, match });
  };
  let pos = 0;
  while (pos < value.length) {
    const open = value.indexOf(PRE, pos);
    if (open < 0) break;
    const close = value.indexOf(POST, open + PRE.length);
    if (close < 0) break;
    add(value.slice(pos, open), false);
    add(value.slice(open + PRE.length, close), true);
    pos = close + POST.length;
  }
  add(value.slice(pos), false);
  return out;
}

function isResult(node: HighlightTree | HighlightResult | undefined): node is HighlightResult {
  return !!node && typeof (node as HighlightResult).value === 'string';
}

/** `_snippetResult.hierarchy.lvl2`, `_highlightResult.content`, ... as text parts; undefined when absent. */
function partsAt(tree: HighlightTree | undefined, path: readonly string[]): TextPart[] | undefined {
  let node: HighlightTree | HighlightResult | undefined = tree;
  for (const key of path) {
    if (!node || isResult(node)) return undefined;
    node = (node as HighlightTree)[key];
  }
  return isResult(node) ? parseHighlighted(node.value) : undefined;
}

/** The site path of a hit's URL: DocSearch records hold absolute URLs of the production site. */
export function sitePath(url: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return url;
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return url;
  }
}

/** What a hosted hit keeps for rendering: the server's highlight and snippet parts. */
interface HostedParts {
  title?: TextPart[];
  snippet?: TextPart[];
}
const partsOf = new WeakMap<SearchHit, HostedParts>();

function toHit(raw: HostedHit, locale: string, tags: readonly string[]): SearchHit {
  const h = (raw.hierarchy ?? {}) as Partial<Record<string, string | null>>;
  const hierarchy: Hierarchy = {
    lvl0: h.lvl0 ?? '',
    lvl1: h.lvl1 ?? '',
    lvl2: h.lvl2 ?? null,
    lvl3: h.lvl3 ?? null,
    lvl4: h.lvl4 ?? null,
    lvl5: h.lvl5 ?? null,
    lvl6: h.lvl6 ?? null,
  };
  const type = raw.type === 'content' || LEVELS.includes(raw.type as HeadingLevel) ? (raw.type as SearchHit['type']) : raw.type === 'lvl0' ? 'lvl1' : 'content';
  const hit: SearchHit = { objectID: String(raw.objectID), url: sitePath(String(raw.url ?? '')), type, hierarchy, content: raw.content ?? null, locale, tags: [...tags], score: 0, matched: [] };
  const own = ownTitle(hit).level;
  partsOf.set(hit, {
    title: partsAt(raw._highlightResult, ['hierarchy', own]) ?? partsAt(raw._snippetResult, ['hierarchy', own]),
    snippet: type === 'content' ? (partsAt(raw._snippetResult, ['content']) ?? partsAt(raw._highlightResult, ['content'])) : partsAt(raw._snippetResult, ['hierarchy', own]),
  });
  return hit;
}

/** DocSearch hits (best first) grouped by page, as the local searcher groups: ≤ perGroup per page, ≤ limit in all. */
export function groupHostedHits(query: string, raw: readonly HostedHit[], options: { limit?: number; perGroup?: number; locale: string; tags?: readonly string[] }): SearchResult {
  const limit = options.limit ?? HITS_LIMIT;
  const perGroup = options.perGroup ?? PER_GROUP;
  const groups = new Map<string, SearchGroup>();
  let count = 0;
  for (const r of raw) {
    if (count >= limit) break;
    if (!r || typeof r !== 'object' || typeof r.url !== 'string') continue;
    const hit = toHit(r, options.locale, options.tags ?? []);
    const page = hit.url.replace(/[#?].*$/, '');
    let g = groups.get(page);
    if (!g) groups.set(page, (g = { page, lvl0: hit.hierarchy.lvl0, title: hit.hierarchy.lvl1, hits: [] }));
    if (g.hits.length >= perGroup) continue;
    g.hits.push(hit);
    count++;
  }
  const ordered = [...groups.values()];
  return { query, groups: ordered, hits: ordered.flatMap((g) => g.hits) };
}

export interface HostedSourceOptions {
  /** The hosted client (tests); created from site.hostedSearch otherwise. */
  client?: HostedClient;
}

export async function hostedSource(site: Pick<SiteData, 'hostedSearch' | 'htmlLang' | 'locale' | 'searchTags'>, options: HostedSourceOptions = {}): Promise<HostedSource> {
  const lib = await import('./hosted-client.ts');
  const config = site.hostedSearch;
  if (!config && !options.client) throw new Error('tondocs: no hosted search is configured');
  const client = options.client ?? lib.createHostedClient({ appId: config!.appId, apiKey: config!.apiKey, indexName: config!.indexName });
  const tags = site.searchTags ?? [];
  const facetFilters = lib.contextualFacetFilters(site.htmlLang, tags);
  return {
    kind: 'hosted',
    async search(query, { limit = HITS_LIMIT, words = lib.SNIPPET_WORDS } = {}) {
      const q = query.trim();
      const response = await client.search<HostedHit>([{ query: q, params: { hitsPerPage: limit, facetFilters, attributesToSnippet: lib.snippetAttributes(words) } }]);
      const first = response.results[0];
      return groupHostedHits(q, Array.isArray(first?.hits) ? first.hits : [], { limit, locale: site.locale, tags });
    },
    suggest: async () => [],
    titleParts: (hit, query) => partsOf.get(hit)?.title ?? highlight(ownTitle(hit).text, query),
    snippetParts: (hit, query, words) => partsOf.get(hit)?.snippet ?? snippet(hit, query, words),
  };
}

/**
 * The site's search source: hosted when `site.hostedSearch` is set, otherwise the locale's payload at
 * `site.searchIndexUrl` (downloaded with `fetchPayload`, e.g. the preloaded one). Rejects when neither is usable.
 */
export async function loadSearchSource(site: Pick<SiteData, 'hostedSearch' | 'searchIndexUrl' | 'htmlLang' | 'locale' | 'searchTags'>, fetchPayload: PayloadFetcher = defaultFetch): Promise<SearchSource> {
  if (site.hostedSearch) {
    // One client per configuration for the page's life: it remembers hosts that are down.
    const key = JSON.stringify([site.hostedSearch, site.htmlLang, site.locale, site.searchTags]);
    let source = hostedSources.get(key);
    if (!source) {
      source = hostedSource(site);
      hostedSources.set(key, source);
      source.catch(() => hostedSources.delete(key));
    }
    return source;
  }
  if (!site.searchIndexUrl) throw new Error('tondocs: this site has no search index');
  return localSource(await loadLocalSearch(site.searchIndexUrl, fetchPayload, defaultFetch, site.searchTags ?? []));
}

const hostedSources = new Map<string, Promise<HostedSource>>();

async function defaultFetch(url: string): Promise<unknown> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`Search index ${url}: HTTP ${r.status}`);
  return r.json();
}
