// How a page gets its stylesheets without a render-blocking request: the first paint's CSS is inlined in a
// <style> (the theme's stylesheet, ~5 KB gzip, and a small site stylesheet), the theme's rules for what only
// JavaScript creates load without blocking, and a large site stylesheet stays a (cached) link.

/** One stylesheet of a page, in cascade order. */
export type PageStylesheet =
  | { kind: 'inline'; css: string }
  /** `deferred`: fetched without blocking the first paint (its rules style nothing of the server HTML). */
  | { kind: 'link'; href: string; deferred: boolean };

/**
 * A site stylesheet up to this size (minified) is inlined like the theme's; a larger one would weigh on every
 * page's HTML more than the request it saves, and stays a link the browser caches.
 */
export const INLINE_SITE_CSS_MAX_BYTES = 8 * 1024;

/**
 * `css` (served at `href`) as the text of an inline <style>: its relative url()s resolved against `href`
 * (they were relative to the stylesheet, the page is elsewhere), and no `</style` that would end the element.
 */
export function inlineStylesheet(css: string, href: string): string {
  const local = 'https://tondocs.invalid';
  const base = new URL(href, `${local}/`);
  const resolved = css.replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g, (whole, quote: string, ref: string) => {
    if (ref === '' || /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole;
    const url = new URL(ref, base);
    const out = url.origin === local ? `${url.pathname}${url.search}${url.hash}` : url.href;
    return `url(${quote}${out}${quote})`;
  });
  // `\/` is an escaped "/" wherever CSS allows one (strings, identifiers); in a comment it changes nothing.
  return resolved.replace(/<\/(style)/gi, '<\\/$1');
}

/** The <head> tags of a page's stylesheets. */
export function stylesheetTags(sheets: PageStylesheet[], esc: (s: string) => string): string[] {
  return sheets.map((s) =>
    s.kind === 'inline'
      ? `<style>${s.css}</style>`
      : s.deferred
        ? // Loaded as a print stylesheet (which never blocks rendering), then switched to every medium.
          `<link rel="stylesheet" href="${esc(s.href)}" media="print" onload="this.media='all'">`
        : `<link rel="stylesheet" href="${esc(s.href)}">`,
  );
}
