// Fetching route data, sidebars and site data, each at most once per URL.
import type { RouteData, SidebarNode, SiteData } from '@tondocs/theme';
import { routeDataUrl } from './paths.ts';

interface Fetched<T> {
  value: T;
  /** Bytes of the response body (decoded), for the prefetch budget. */
  bytes: number;
}

const cache = new Map<string, Promise<Fetched<unknown>>>();

function fetchSized<T>(url: string): { result: Promise<Fetched<T>>; fresh: boolean } {
  let p = cache.get(url) as Promise<Fetched<T>> | undefined;
  if (p) return { result: p, fresh: false };
  p = fetch(url, { credentials: 'same-origin' }).then(async (r) => {
    if (!r.ok) throw new Error(`${r.status} ${r.statusText}: ${url}`);
    const body = await r.arrayBuffer();
    return { value: JSON.parse(new TextDecoder().decode(body)) as T, bytes: body.byteLength };
  });
  // A failed request is not cached: Retry must really retry.
  p.catch(() => cache.delete(url));
  cache.set(url, p);
  return { result: p, fresh: true };
}

export function fetchJson<T>(url: string): Promise<T> {
  return fetchSized<T>(url).result.then((f) => f.value);
}

export const loadRoute = (path: string) => fetchJson<RouteData>(routeDataUrl(path));
export const loadSidebar = (url: string) => fetchJson<SidebarNode[]>(url);
export const loadSite = (url: string) => fetchJson<SiteData>(url);

/** Fetches a route's data ahead of a click; resolves to the bytes it cost now (0 when already fetched). */
export async function prefetchRoute(path: string): Promise<number> {
  const { result, fresh } = fetchSized<RouteData>(routeDataUrl(path));
  const { bytes } = await result;
  return fresh ? bytes : 0;
}

/** Forget what was fetched for a path (live reload under `serve --watch`). */
export function invalidate(url: string): void {
  cache.delete(url);
}
