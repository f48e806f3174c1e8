// Whether the reader's connection allows loading things ahead of need (spec §3): not when saving data or on 2G.
// Shared by the runtime's route prefetch and the search button's idle preload. Browser-only.

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(): boolean {
  const conn = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!conn) return true;
  return !conn.saveData && !/2g/.test(conn.effectiveType ?? '');
}

/** Events that mean a reader is using the page (a scroll alone does not: the browser scrolls to a #hash). */
const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Runs `run` in idle time after the reader's first interaction with the page, so that code loaded ahead of
 * need (the search modal) never competes with the page's first load; any click, tap or key comes after
 * such an interaction. Returns a cancel function.
 */
export function whenIdleAfterInteraction(run: () => void, timeoutMs = 2000): () => void {
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    stopListening();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const t = window.setTimeout(run, 1);
      cancelIdle = () => window.clearTimeout(t);
    }
  };
  const stopListening = () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, start, true);
  };
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
