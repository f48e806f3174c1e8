// URL paths as the site writes them: no ".html", no "/index.html", no trailing slash (but the locale root).

/** "/ru/a/index.html" -> "/ru/a", "/ru/a.html" -> "/ru/a", "/ru/a/" -> "/ru/a"; the base itself keeps its slash. */
export function normalizePath(pathname: string, base: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  if (`${p}/` === base) return base;
  return p || '/';
}

/** URL of the route data file written beside each page's index.html. */
export function routeDataUrl(path: string): string {
  return `${path.endsWith('/') ? path : `${path}/`}__route.json`;
}

/** Whether a link goes to a page of this site (same origin, under the locale base, not a file). */
export function isInternalPage(url: URL, base: string): boolean {
  if (url.origin !== window.location.origin) return false;
  if (!(url.pathname === base.slice(0, -1) || url.pathname.startsWith(base))) return false;
  const last = url.pathname.split('/').pop() ?? '';
  // A file other than an .html page (a PDF, an image, an archive) is left to the browser.
  return !/\.[a-z0-9]+$/i.test(last) || /\.html$/i.test(last);
}

/** A hash id for scrolling: "#%zz" is a valid link but not a valid escape, so the raw text is the best guess. */
export function hashId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
