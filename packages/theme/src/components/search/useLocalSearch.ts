// The search as React state (spec §4): idle with no query; loading while the source (payload download or
// hosted client) or a hosted query is not ready; stalled when a query is still loading after 300 ms; error
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

  // Hosted: one request per query (a later answer for an older query is dropped).
  const key = JSON.stringify([q, limit ?? null, words ?? null]);
  useEffect(() => {
    if (!source || source.kind !== 'hosted' || !q) return;
    let live = true;
    source.search(q, { limit, words }).then(
      (result) => live && setAnswer({ key, result }),
      (error: unknown) => {
        if (!live) return;
        console.warn('tondocs: the hosted search failed', error);
        setAnswer({ key, error });
      },
    );
    return () => {
      live = false;
    };
    // key stands for q, limit and words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, key]);

  const local = useMemo(() => (source?.kind === 'local' && q ? source.search(q, { limit, words }) : null), [source, q, limit, words]);
  const current = answer?.key === key ? answer : null;
  const hostedPending = source?.kind === 'hosted' && !!q && !current;
  // While the next answer is on its way, the previous hits stay on screen (no flicker while typing).
  const result = source?.kind === 'hosted' ? (current?.result ?? (hostedPending && answer?.result?.hits.length ? answer.result : null)) : local;

  const pending = !!q && ((!source && !failed) || hostedPending);
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
