// Prefetch route data of internal links in view (and on hover), unless the reader saves data or is on 2G.
import { isInternalPage, normalizePath } from './paths.ts';
import { loadRoute } from './data.ts';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(): boolean {
  const conn = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!conn) return true;
  return !conn.saveData && !/2g/.test(conn.effectiveType ?? '');
}

export function prefetch(href: string, base: string): void {
  if (!prefetchAllowed()) return;
  const url = new URL(href, window.location.href);
  if (!isInternalPage(url, base)) return;
  loadRoute(normalizePath(url.pathname, base)).catch(() => {
    // Prefetch failures are silent: the click will retry and report.
  });
}

/** Watches links entering the viewport; re-scan after each navigation. */
export function createViewportPrefetcher(base: string): { scan: (root: ParentNode) => void } {
  if (typeof IntersectionObserver === 'undefined') return { scan: () => {} };
  const seen = new WeakSet<Element>();
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      io.unobserve(e.target);
      const href = (e.target as HTMLAnchorElement).href;
      // Idle time only: prefetching never competes with the page itself.
      const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
      idle(() => prefetch(href, base));
    }
  });
  document.addEventListener('mouseover', (e) => {
    const a = (e.target as Element | null)?.closest?.('a[href]');
    if (a instanceof HTMLAnchorElement) prefetch(a.href, base);
  }, { passive: true });
  return {
    scan(root) {
      if (!prefetchAllowed()) return;
      root.querySelectorAll('a[href]').forEach((a) => {
        if (!seen.has(a)) {
          seen.add(a);
          io.observe(a);
        }
      });
    },
  };
}
