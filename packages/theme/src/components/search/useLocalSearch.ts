// The search engine as React state (spec §4): idle with no query; loading while the payload or the index
// is not ready; stalled when a query is still loading after 300 ms; error when the payload cannot be loaded.
import { useEffect, useMemo, useState } from 'react';
import { loadLocalSearch, type LocalSearch, type SearchResult } from '../../search/local.ts';
import { fetchPayload } from './preload.ts';

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';

/** Spec §9: stall threshold. */
export const STALL_THRESHOLD = 300;

export interface LocalSearchState {
  status: SearchStatus;
  engine: LocalSearch | null;
  result: SearchResult | null;
}

export function useLocalSearch(payloadUrl: string | undefined, query: string, limit?: number): LocalSearchState {
  const [engine, setEngine] = useState<LocalSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [stalled, setStalled] = useState(false);
  const q = query.trim();

  useEffect(() => {
    if (!payloadUrl) {
      setFailed(true);
      return;
    }
    let live = true;
    loadLocalSearch(payloadUrl, fetchPayload).then(
      (e) => live && (setEngine(e), setFailed(false)),
      (error: unknown) => {
        if (!live) return;
        console.warn('tondocs: the search index could not be loaded', error);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [payloadUrl, attempt]);

  // A new query after a failure tries the download again (the connection may be back).
  useEffect(() => {
    if (failed && q && payloadUrl) setAttempt((a) => a + 1);
    // Only a change of the query retries, not the failure itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const pending = !!q && !engine && !failed;
  useEffect(() => {
    setStalled(false);
    if (!pending) return;
    const t = window.setTimeout(() => setStalled(true), STALL_THRESHOLD);
    return () => window.clearTimeout(t);
  }, [pending, q]);

  const result = useMemo(() => (engine && q ? engine.search(q, limit) : null), [engine, q, limit]);
  const status: SearchStatus = !q ? 'idle' : failed && !engine ? 'error' : pending ? (stalled ? 'stalled' : 'loading') : 'idle';
  return { status, engine, result };
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
