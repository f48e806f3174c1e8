// Fetching route data, sidebars and site data, each at most once per URL.
import type { RouteData, SidebarNode, SiteData } from '@tondocs/theme';
import { routeDataUrl } from './paths.ts';

const cache = new Map<string, Promise<unknown>>();

export function fetchJson<T>(url: string): Promise<T> {
  let p = cache.get(url) as Promise<T> | undefined;
  if (!p) {
    p = fetch(url, { credentials: 'same-origin' }).then((r) => {
      if (!r.ok) throw new Error(`${r.status} ${r.statusText}: ${url}`);
      return r.json() as Promise<T>;
    });
    // A failed request is not cached: Retry must really retry.
    p.catch(() => cache.delete(url));
    cache.set(url, p);
  }
  return p;
}

export const loadRoute = (path: string) => fetchJson<RouteData>(routeDataUrl(path));
export const loadSidebar = (url: string) => fetchJson<SidebarNode[]>(url);
export const loadSite = (url: string) => fetchJson<SiteData>(url);

/** Forget what was fetched for a path (live reload under `serve --watch`). */
export function invalidate(url: string): void {
  cache.delete(url);
}
