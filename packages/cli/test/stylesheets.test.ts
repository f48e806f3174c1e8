// A page's stylesheets without a render-blocking request: inline CSS that still works where the page is,
// and a deferred link that never blocks the first paint.
import { describe, expect, it } from 'vitest';
import { inlineStylesheet, stylesheetTags } from '../src/render/stylesheets.ts';
import { linkMathStylesheet } from '../src/render/math-stylesheet.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('inline stylesheets', () => {
  it('resolves relative url()s against the stylesheet, not the page, and leaves absolute and data URLs alone', () => {
    const css = '.a{background:url(./media/bg.ABC.svg)}.b{src:url("../fonts/f.woff2?v=1#x")}.c{background:url(/img/x.png)}.d{background:url(data:image/png;base64,AAAA)}.e{background:url(https://cdn.example.org/y.png)}.f{mask:url(#m)}';
    expect(inlineStylesheet(css, '/ru/assets/main.X.css')).toBe(
      '.a{background:url(/ru/assets/media/bg.ABC.svg)}.b{src:url("/ru/fonts/f.woff2?v=1#x")}.c{background:url(/img/x.png)}.d{background:url(data:image/png;base64,AAAA)}.e{background:url(https://cdn.example.org/y.png)}.f{mask:url(#m)}',
    );
    // Assets on another origin (a CDN) keep it.
    expect(inlineStylesheet('.a{background:url(media/bg.svg)}', 'https://cdn.example.org/assets/main.css')).toBe('.a{background:url(https://cdn.example.org/assets/media/bg.svg)}');
  });

  it('cannot end its <style> element early', () => {
    const out = inlineStylesheet('.a::after{content:"</style><script>alert(1)</script>"}/* </STYLE> */', '/assets/main.css');
    expect(out).not.toMatch(/<\/style/i);
    expect(out).toBe('.a::after{content:"<\\/style><script>alert(1)</script>"}/* <\\/STYLE> */');
  });

  it('writes inline CSS as <style>, a deferred stylesheet as a print stylesheet switched on load, and the rest as a plain link', () => {
    expect(
      stylesheetTags(
        [
          { kind: 'inline', css: ':root{--a:1}' },
          { kind: 'link', href: '/assets/deferred.X.css', deferred: true },
          { kind: 'link', href: '/assets/site.Y.css?a=1&b=2', deferred: false },
        ],
        esc,
      ),
    ).toEqual([
      '<style>:root{--a:1}</style>',
      `<link rel="stylesheet" href="/assets/deferred.X.css" media="print" onload="this.media='all'">`,
      '<link rel="stylesheet" href="/assets/site.Y.css?a=1&amp;b=2">',
    ]);
  });
});

describe("KaTeX's stylesheet in a page with math", () => {
  it('is linked right before the first formula (inline, display or error), once, and nowhere without one', () => {
    const link = '<link rel="stylesheet" href="/ru/assets/katex/katex.min.css">';
    expect(linkMathStylesheet('<p>Текст</p><p>a <span class="katex">x</span> <span class="katex">y</span></p>', '/ru/assets/katex/katex.min.css')).toBe(
      `<p>Текст</p><p>a ${link}<span class="katex">x</span> <span class="katex">y</span></p>`,
    );
    expect(linkMathStylesheet('<h2>Итог</h2><div class="math math-display"><span class="katex-display"><span class="katex">z</span></span></div>', '/ru/assets/katex/katex.min.css')).toBe(
      `<h2>Итог</h2><div class="math math-display">${link}<span class="katex-display"><span class="katex">z</span></span></div>`,
    );
    expect(linkMathStylesheet('<p><span class="katex-error" title="ParseError">\\frac</span></p>', '/k.css?a=1&b="2"')).toBe('<p><link rel="stylesheet" href="/k.css?a=1&amp;b=&quot;2&quot;"><span class="katex-error" title="ParseError">\\frac</span></p>');
    // A code sample that shows KaTeX's markup is text, not a formula.
    const code = '<pre><code>&lt;span class="katex"&gt;</code></pre>';
    expect(linkMathStylesheet(code, '/k.css')).toBe(code);
  });
});
