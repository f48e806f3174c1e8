// The hosted search backend (spec §7 "Calls it makes"): an Algolia-compatible DocSearch client for the
// browser, written on fetch + AbortController instead of the Algolia SDK to keep the search chunk small.
// It sends multi-index queries and Insights events; host fallback, retries and time-outs live in
// hosted-transport.ts, the errors in hosted-errors.ts.
import { createTransport, HOSTED_TIMEOUTS, type FetchLike, type HostedHost, type HostedTimeouts } from './hosted-transport.ts';
import { MissingCredentialsError } from './hosted-errors.ts';

export { DOWN_TTL, HOSTED_TIMEOUTS, type HostedHost, type HostedTimeouts, type FetchLike } from './hosted-transport.ts';
export {
  ApiError,
  DeserializationError,
  HostedSearchError,
  MissingCredentialsError,
  RetryError,
  UnreachableHostsError,
  type HostAttempt,
} from './hosted-errors.ts';

/** Spec §7: the index is named ton. */
export const DEFAULT_INDEX_NAME = 'ton';
/** Spec §9: 20 hits per page. */
export const HITS_PER_PAGE = 20;
/** Spec §9: snippets are 10 words long, 5 on screens up to 768 px wide. */
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_SMALL_SCREEN = 5;
/** Spec §7: Insights events are chunked at 20 objects (the Insights API's limit of objectIDs per event). */
export const INSIGHTS_CHUNK_SIZE = 20;
/** The Insights API takes at most 1000 events per request. */
export const INSIGHTS_MAX_EVENTS_PER_REQUEST = 1000;

export const QUERIES_PATH = '/1/indexes/*/queries';
export const INSIGHTS_PATH = '/1/events';
export const INSIGHTS_HOST: HostedHost = { url: 'https://insights.algolia.io' };

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof LEVELS)[number];

/** The DocSearch record fields of a search hit (spec §3), which is all the modal renders. */
export const ATTRIBUTES_TO_RETRIEVE: readonly string[] = [...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'];

/** The attributes snippeted at `words` words, as DocSearch asks for them. */
export function snippetAttributes(words: number = SNIPPET_WORDS): string[] {
  return [...LEVELS.slice(1).map((l) => `hierarchy.${l}:${words}`), `content:${words}`];
}

/** Parameters sent with every query unless the caller overrides them. */
export const DEFAULT_SEARCH_PARAMS: Readonly<Record<string, unknown>> = Object.freeze({
  hitsPerPage: HITS_PER_PAGE,
  attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
  attributesToSnippet: snippetAttributes(SNIPPET_WORDS),
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
});

/**
 * Contextual search (spec §7): hits in the current language AND carrying any of the page's doc tags
 * (the inner array is an OR group), e.g. ['language:ru', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']].
 */
export function contextualFacetFilters(language: string, tags: readonly string[]): (string | string[])[] {
  const filters: (string | string[])[] = [`language:${language}`];
  // An empty OR group would match nothing on some engines; no tags simply means no tag filter.
  if (tags.length > 0) filters.push(tags.map((t) => `docusaurus_tag:${t}`));
  return filters;
}

/**
 * Encodes search parameters as Algolia's JavaScript client does for the `params` string of a multi-query:
 * key=value pairs joined with '&', arrays and objects as JSON, each key and value URL-encoded; the order is
 * the caller's, and undefined values are left out.
 */
export function encodeParams(params: Readonly<Record<string, unknown>>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))}`)
    .join('&');
}

/**
 * The read host first (Algolia's DSN: the nearest replica), then the three fallbacks in random order so that
 * clients spread over them when the DSN host is down (Algolia shuffles them too).
 */
export function defaultHosts(appId: string, random: () => number = Math.random): HostedHost[] {
  const fallbacks = [1, 2, 3].map((i) => ({ url: `https://${appId}-${i}.algolianet.com` }));
  for (let i = fallbacks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [fallbacks[i], fallbacks[j]] = [fallbacks[j], fallbacks[i]];
  }
  return [{ url: `https://${appId}-dsn.algolia.net` }, ...fallbacks];
}

export interface HostedClientOptions {
  appId: string;
  /** The public, search-only API key. */
  apiKey: string;
  indexName?: string;
  /** Replaces the default Algolia hosts (tests, proxies). Tried in the order given. */
  hosts?: readonly HostedHost[];
  /** Replaces the Insights host. */
  insightsHosts?: readonly HostedHost[];
  /** Defaults to the global fetch (browsers, Node 20). */
  fetch?: FetchLike;
  /** Clock for the down-host expiry; defaults to Date.now. */
  now?: () => number;
  /** Overrides of HOSTED_TIMEOUTS, in ms. */
  timeouts?: Partial<HostedTimeouts>;
}

export interface HostedSearchRequest {
  query: string;
  /** Search parameters merged over DEFAULT_SEARCH_PARAMS (facetFilters, hitsPerPage, clickAnalytics, ...). */
  params?: Readonly<Record<string, unknown>>;
  /** Defaults to the client's index. */
  indexName?: string;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords?: string[];
  fullyHighlighted?: boolean;
}
/** Highlight and snippet results mirror the record: one HighlightResult per text attribute, nested for hierarchy. */
export interface HighlightTree {
  [attribute: string]: HighlightResult | HighlightTree | undefined;
}

/** A DocSearch record as returned by the index (spec §3 "Search hit"). */
export interface HostedHit {
  objectID: string;
  url: string;
  type: HierarchyLevel | 'content';
  hierarchy: Record<HierarchyLevel, string | null>;
  content: string | null;
  _highlightResult?: HighlightTree;
  _snippetResult?: HighlightTree;
}

export interface HostedSearchResult<THit> {
  hits: THit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  processingTimeMS: number;
  index?: string;
  /** Present when the query asked for clickAnalytics; Insights click events refer to it. */
  queryID?: string;
}

export interface HostedSearchResponse<THit> {
  results: HostedSearchResult<THit>[];
}

/** An Insights event (view, click, conversion) about search hits. */
export interface InsightsEvent {
  eventType: 'view' | 'click' | 'conversion';
  eventName: string;
  index: string;
  userToken: string;
  objectIDs?: readonly string[];
  /** 1-based positions of the clicked objectIDs, one per objectID (clicks after a search). */
  positions?: readonly number[];
  queryID?: string;
  filters?: readonly string[];
  timestamp?: number;
  authenticatedUserToken?: string;
}

export interface HostedClient {
  readonly appId: string;
  readonly indexName: string;
  /** One POST to the multi-index queries path for all requests; resolves to one result per request, in order. */
  search<THit = HostedHit>(requests: readonly HostedSearchRequest[]): Promise<HostedSearchResponse<THit>>;
  /** Sends Insights events, each split into events of at most 20 objectIDs; resolves to the number of events sent. */
  sendEvents(events: readonly InsightsEvent[]): Promise<number>;
}

export function createHostedClient(options: HostedClientOptions): HostedClient {
  const { appId, apiKey, indexName = DEFAULT_INDEX_NAME } = options;
  // Checked at run time too: the values usually come from build-time config or the environment, untyped.
  const blank = (v: unknown): boolean => typeof v !== 'string' || v.trim() === '';
  const missing = (['appId', 'apiKey'] as const).filter((k) => blank(options[k]));
  if (missing.length > 0) throw new MissingCredentialsError(missing);

  // Bound lazily: calling an unbound window.fetch throws "Illegal invocation" in browsers.
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const timeouts: HostedTimeouts = { ...HOSTED_TIMEOUTS, ...options.timeouts };
  // Credentials as headers (spec §7). text/plain is what Algolia's client sends: the API parses the JSON
  // body whatever the type, and a CORS-safelisted type keeps the preflight as small as it can be.
  const headers = { 'content-type': 'text/plain', 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey };

  const searchTransport = createTransport({ hosts: options.hosts ?? defaultHosts(appId), headers, fetch: fetchImpl, now, timeouts });
  const insightsTransport = createTransport({ hosts: options.insightsHosts ?? [INSIGHTS_HOST], headers, fetch: fetchImpl, now, timeouts });

  return {
    appId,
    indexName,

    async search<THit = HostedHit>(requests: readonly HostedSearchRequest[]): Promise<HostedSearchResponse<THit>> {
      const body = {
        requests: requests.map((r) => ({
          indexName: r.indexName ?? indexName,
          query: r.query,
          params: encodeParams({ ...DEFAULT_SEARCH_PARAMS, ...r.params }),
        })),
      };
      // A search POST is a read: it goes to the read hosts with the connect + read time-outs. Valid JSON of
      // the wrong shape is rejected here, as it would otherwise crash the modal's rendering far from the cause.
      const json = await searchTransport.post(QUERIES_PATH, body, 'read', (value) =>
        isResultsResponse(value) ? undefined : 'expected an object with a "results" array',
      );
      // The API's result shape is trusted beyond `results` (spec §7: "Response shape: not shown").
      return json as HostedSearchResponse<THit>;
    },

    async sendEvents(events: readonly InsightsEvent[]): Promise<number> {
      const chunked = events.flatMap(chunkEvent);
      for (let i = 0; i < chunked.length; i += INSIGHTS_MAX_EVENTS_PER_REQUEST) {
        // Insights is a write for the transporter (POST, not a search): connect + write time-outs.
        await insightsTransport.post(INSIGHTS_PATH, { events: chunked.slice(i, i + INSIGHTS_MAX_EVENTS_PER_REQUEST) }, 'write');
      }
      return chunked.length;
    },
  };
}

function isResultsResponse(json: unknown): json is { results: unknown[] } {
  return json !== null && typeof json === 'object' && 'results' in json && Array.isArray(json.results);
}

/**
 * Splits an event into events of at most INSIGHTS_CHUNK_SIZE objectIDs (positions split alongside), as
 * Algolia's autocomplete Insights plugin does: the API rejects an event with more than 20 objectIDs.
 */
export function chunkEvent(event: InsightsEvent): InsightsEvent[] {
  const ids = event.objectIDs;
  if (event.positions !== undefined && (ids === undefined || event.positions.length !== ids.length)) {
    throw new RangeError(`Insights event "${event.eventName}": ${event.positions.length} positions for ${ids?.length ?? 0} objectIDs; give one position per objectID`);
  }
  if (ids === undefined || ids.length <= INSIGHTS_CHUNK_SIZE) return [event];
  const out: InsightsEvent[] = [];
  for (let i = 0; i < ids.length; i += INSIGHTS_CHUNK_SIZE) {
    const chunk: InsightsEvent = { ...event, objectIDs: ids.slice(i, i + INSIGHTS_CHUNK_SIZE) };
    if (event.positions !== undefined) chunk.positions = event.positions.slice(i, i + INSIGHTS_CHUNK_SIZE);
    out.push(chunk);
  }
  return out;
}
