// Prefetch route data of internal links the reader can see (in view, and on hover or keyboard focus),
// unless the reader saves data or is on 2G. Links in view are a guess, so they get a byte budget per page;
// hover and focus show intent and are always served.
import { isInternalPage, normalizePath } from './paths.ts';
import { prefetchRoute } from './data.ts';
import { prefetchAllowed } from '@tondocs/theme/frame';

/**
 * Bytes of route data (decoded JSON) that links in view may prefetch per page shown: about five median
 * pages of this site. Prefetching stops once it is spent (the last file may pass it).
 */
export const VIEWPORT_PREFETCH_BUDGET = 128 * 1024;

/** Route path of an internal page link, or null for anything else. */
function routePath(href: string, base: string): string | null {
  const url = new URL(href, window.location.href);
  return isInternalPage(url, base) ? normalizePath(url.pathname, base) : null;
}

/** Resolves to the bytes fetched now (0 when cached, not allowed or failed). */
export function prefetch(href: string, base: string): Promise<number> {
  const path = prefetchAllowed() ? routePath(href, base) : null;
  if (!path) return Promise.resolve(0);
  // Prefetch failures are silent: the click will retry and report.
  return prefetchRoute(path).catch(() => 0);
}

/** Rendered and not hidden: a link inside a closed dropdown (visibility: hidden, opacity 0) is not. */
function visible(a: Element): boolean {
  // checkVisibility: Chromium 121, Firefox 125, Safari 17.4; older browsers read the computed style.
  if ('checkVisibility' in a) return a.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  return (a as HTMLElement).getClientRects().length > 0 && getComputedStyle(a as HTMLElement).visibility !== 'hidden';
}

const idle: (cb: () => void) => void =
  typeof requestIdleCallback === 'function' ? (cb) => requestIdleCallback(() => cb()) : (cb) => setTimeout(cb, 1);

/** Watches links entering the viewport; `scan` after each navigation (which also renews the budget). */
export function createViewportPrefetcher(base: string): { scan: (root: ParentNode) => void } {
  if (typeof IntersectionObserver === 'undefined') return { scan: () => {} };
  let page = 0;
  let spent = 0;
  let queue: HTMLAnchorElement[] = [];
  let running = false;

  // One at a time, in idle time: prefetching never competes with the page itself nor overshoots the
  // budget by more than one file.
  const drain = (): void => {
    if (running) return;
    const a = queue.shift();
    if (!a) return;
    if (spent >= VIEWPORT_PREFETCH_BUDGET) {
      queue = [];
      return;
    }
    running = true;
    const mine = page;
    idle(() => {
      const done = (bytes: number) => {
        if (mine === page) spent += bytes;
        running = false;
        drain();
      };
      if (mine === page && a.isConnected && visible(a)) void prefetch(a.href, base).then(done);
      else done(0);
    });
  };
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      io.unobserve(e.target);
      // A link in a closed menu "intersects" too: it waits for hover or focus instead.
      if (visible(e.target)) queue.push(e.target as HTMLAnchorElement);
    }
    drain();
  });
  const onIntent = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.('a[href]');
    if (a instanceof HTMLAnchorElement) void prefetch(a.href, base);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return {
    scan(root) {
      page++;
      spent = 0;
      queue = [];
      if (!prefetchAllowed()) return;
      root.querySelectorAll('a[href]').forEach((a) => {
        // Links of the previous page that stay (navbar, sidebar) are candidates again: re-observed.
        io.unobserve(a);
        io.observe(a);
      });
    },
  };
}
