// KaTeX's stylesheet on a page with math: linked in the article right before the first formula, not before
// the article. A stylesheet in the body holds back the rendering of what follows it until it has loaded
// (~23 KB here), so the text above the first formula paints without waiting for it; the formulas never show
// unstyled. Written into the content's HTML, it also reaches blog posts and their excerpts, and a client
// navigation that inserts the HTML loads it too.

/** The first element KaTeX renders: `katex` (inline), `katex-display` (block), `katex-error`. */
const FIRST_FORMULA = /<span class="katex(?:-display|-error)?"/;

/** `html` with a `<link rel="stylesheet">` to `href` before its first formula (unchanged without one). */
export function linkMathStylesheet(html: string, href: string): string {
  const at = html.search(FIRST_FORMULA);
  if (at < 0) return html;
  return `${html.slice(0, at)}<link rel="stylesheet" href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${html.slice(at)}`;
}
