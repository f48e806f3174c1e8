// The search as React state (spec §4): idle with no query; loading while the source (index manifest or
// hosted client) or a query's answer (its shards and chunks, or the hosted response) is not ready; stalled when a query is still loading after 300 ms; error
// when the payload cannot be loaded or the hosted index fails (ApiError, UnreachableHostsError, ...).
// The data source is a SearchSource: the offline payload, or the hosted DocSearch index when the site
// configures one (site.hostedSearch); both give the same grouped result.
import { useEffect, useMemo, useState } from 'react';
import type { SearchResult } from '../../search/local.ts';
import { loadSearchSource, type SearchSource } from '../../search/source.ts';
import type { SiteData } from '../../types.ts';
import { fetchPayload } from './preload.ts';

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';

/** Spec §9: stall threshold. */
export const STALL_THRESHOLD = 300;
/** Keystrokes closer than this do not load the index pieces of the forms in between. */
export const LOAD_DELAY = 40;

export interface SearchState {
  status: SearchStatus;
  source: SearchSource | null;
  result: SearchResult | null;
}

type SiteSearch = Pick<SiteData, 'hostedSearch' | 'searchIndexUrl' | 'htmlLang' | 'locale' | 'searchTags'>;

interface Answer {
  key: string;
  result?: SearchResult;
  error?: unknown;
}

export function useSearchSource(site: SiteSearch, query: string, options: { limit?: number; words?: number } = {}): SearchState {
  const { limit, words } = options;
  const [source, setSource] = useState<SearchSource | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [stalled, setStalled] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
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
    let live = true;
    const abort = new AbortController();
    // A word being typed fast loads only its last form: each keystroke restarts a short wait.
    const timer = window.setTimeout(
      () =>
        source.search(q, { limit, words, signal: abort.signal }).then(
          (result) => live && setAnswer({ key, result }),
          (error: unknown) => {
            if (!live) return;
            console.warn('tondocs: the search failed', error);
            setAnswer({ key, error });
          },
        ),
      source.kind === 'local' ? LOAD_DELAY : 0,
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
  return { status, source, result: error ? null : result };
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
