// The search as React state (spec §4): idle with no query; loading while the source (index manifest or
// hosted client) or a query's answer (its shards and chunks, or the hosted response) is not ready; stalled when a query is still loading after 300 ms; error
// when the payload cannot be loaded or the hosted index fails (ApiError, UnreachableHostsError, ...).
// The data source is a SearchSource: the offline payload, or the hosted DocSearch index when the site
// configures one (site.hostedSearch); both give the same grouped result.
import { useEffect, useMemo, useRef, useState } from 'react';
import { HITS_LIMIT, type SearchResult } from '../../search/local.ts';
import { loadSearchSource, type SearchSource } from '../../search/source.ts';
import type { SiteData } from '../../types.ts';
import { fetchPayload } from './preload.ts';

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';

/** Spec §9: stall threshold. */
export const STALL_THRESHOLD = 300;
/** Keystrokes closer than this do not load the text chunks of the forms in between. */
export const LOAD_DELAY = 40;
/** Hits shown first while the chunks of the rest load (spec §9's 20 follow). */
export const FIRST_HITS = 6;

export interface SearchState {
  status: SearchStatus;
  source: SearchSource | null;
  result: SearchResult | null;
  /** The result shown is the query's full answer (not the first hits of a local search, nor a previous query's). */
  complete: boolean;
}

type SiteSearch = Pick<SiteData, 'hostedSearch' | 'searchIndexUrl' | 'htmlLang' | 'locale' | 'searchTags'>;

interface Answer {
  key: string;
  result?: SearchResult;
  error?: unknown;
  /** The first hits only: the full list follows. */
  partial?: boolean;
}

export function useSearchSource(site: SiteSearch, query: string, options: { limit?: number; words?: number } = {}): SearchState {
  const { limit, words } = options;
  const [source, setSource] = useState<SearchSource | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [stalled, setStalled] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  /** When the query last changed (performance.now()): keys closer than LOAD_DELAY wait for the pause. */
  const lastChange = useRef(-Infinity);
  const q = query.trim();
  const available = !!site.hostedSearch || !!site.searchIndexUrl;
  // The source depends on these only; the site object itself may be a new one after a client navigation.
  const siteKey = JSON.stringify([site.hostedSearch ?? null, site.searchIndexUrl ?? null, site.htmlLang, site.locale, site.searchTags ?? []]);

  useEffect(() => {
    if (!available) {
      setFailed(true);
      return;
    }
    let live = true;
    loadSearchSource(site, fetchPayload).then(
      (s) => live && (setSource(s), setFailed(false)),
      (error: unknown) => {
        if (!live) return;
        console.warn('tondocs: the search could not be loaded', error);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
    // siteKey stands for the fields of site used here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteKey, attempt]);

  // A new query after a failure tries the download again (the connection may be back).
  useEffect(() => {
    if (failed && q && available) setAttempt((a) => a + 1);
    // Only a change of the query retries, not the failure itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  // One answer per query (a later answer for an older query is dropped). A local source answers at once when
  // the query's shards and chunks are loaded already (peek); otherwise it loads them first.
  const key = JSON.stringify([q, limit ?? null, words ?? null]);
  const peeked = useMemo(() => (source?.kind === 'local' && q ? source.peek(q, { limit, words }) : null), [source, q, limit, words]);
  useEffect(() => {
    if (!source || !q || peeked) return;
    // The shards of the words typed so far load at once (small, and shared by the next letters); the chunks of
    // the hits wait for the pause below.
    if (source.kind === 'local') source.prefetch(q);
    const now = performance.now();
    const fast = now - lastChange.current < LOAD_DELAY;
    lastChange.current = now;
    let live = true;
    const abort = new AbortController();
    // A word being typed fast loads only its last form: each keystroke restarts a short wait.
    const run = async () => {
      // Local: the first hits as soon as their few chunks are in, then the full list (fewer files before the first result).
      if (source.kind === 'local' && (limit ?? HITS_LIMIT) > FIRST_HITS) {
        const first = await source.search(q, { limit: FIRST_HITS, words, signal: abort.signal });
        if (live) setAnswer({ key, result: first, partial: true });
      }
      const result = await source.search(q, { limit, words, signal: abort.signal });
      if (live) setAnswer({ key, result });
    };
    const timer = window.setTimeout(
      () =>
        run().catch((error: unknown) => {
          if (!live) return;
          console.warn('tondocs: the search failed', error);
          setAnswer({ key, error });
        }),
      // Only keys coming faster than LOAD_DELAY wait (auto-repeat, a very fast typist): the chunks of forms typed
      // in between are spared; a word typed at a reader's pace, or the first query, runs at once.
      source.kind === 'local' && fast ? LOAD_DELAY : 0,
    );
    return () => {
      live = false;
      abort.abort();
      window.clearTimeout(timer);
    };
    // key stands for q, limit and words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, key, peeked]);

  const current: Answer | null = peeked ? { key, result: peeked } : answer?.key === key ? answer : null;
  const answerPending = !!source && !!q && !current;
  // While the next answer is on its way, the previous hits stay on screen (no flicker while typing).
  const result = current?.result ?? (answerPending && answer?.result?.hits.length ? answer.result : null);

  const pending = !!q && ((!source && !failed) || answerPending);
  useEffect(() => {
    setStalled(false);
    if (!pending) return;
    const t = window.setTimeout(() => setStalled(true), STALL_THRESHOLD);
    return () => window.clearTimeout(t);
  }, [pending, q]);

  const error = (failed && !source) || (!!current && current.error !== undefined);
  const status: SearchStatus = !q ? 'idle' : error ? 'error' : pending ? (stalled ? 'stalled' : 'loading') : 'idle';
  return { status, source, result: error ? null : result, complete: !!current && !current.partial && current.error === undefined };
}

/** Spec §9: snippets of 10 words, 5 on screens up to 768 px wide. */
export const SMALL_SCREEN = '(max-width: 768px)';

export function useSnippetWords(): number {
  const [small, setSmall] = useState(() => typeof window !== 'undefined' && window.matchMedia(SMALL_SCREEN).matches);
  useEffect(() => {
    const mq = window.matchMedia(SMALL_SCREEN);
    const on = () => setSmall(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return small ? 5 : 10;
}
