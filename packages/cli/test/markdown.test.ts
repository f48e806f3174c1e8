import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor, renderMarkdown } from '../src/markdown/pipeline.ts';
import { parseCodeMeta } from '../src/markdown/code-meta.ts';
import { normalizeAdmonitionTitles } from '../src/markdown/admonitions.ts';
import { Slugger, slugify } from '../src/markdown/slug.ts';
import type { MarkdownContext } from '../src/markdown/types.ts';
import { FIXTURES } from './helpers.ts';

const processor = createMarkdownProcessor();
const docs = path.join(FIXTURES, 'basic/content/ru/docs');
const ctx = (over: Partial<MarkdownContext> = {}): MarkdownContext => ({
  file: path.join(docs, 'intro.md'),
  relFile: 'content/ru/docs/intro.md',
  siteDir: path.join(FIXTURES, 'basic'),
  bodyLineOffset: 4,
  tocMin: 2,
  tocMax: 3,
  htmlLang: 'ru',
  routeOfFile: (f) => (f === path.join(docs, 'guide/first.md') ? '/guide/first' : undefined),
  ...over,
});
const md = (src: string, over: Partial<MarkdownContext> = {}) => renderMarkdown(processor, src, ctx(over));

describe('markdown: GFM', () => {
  it('renders tables, strikethrough, task lists, autolinks and footnotes', () => {
    const { html, anchors } = md('| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~\n\n- [x] done\n- [ ] todo\n\nsee https://ton.org now[^1]\n\n[^1]: The note.\n');
    expect(html).toContain('<div class="table-wrapper"><table>');
    expect(html).toContain('<del>old</del>');
    expect(html).toMatch(/<input type="checkbox" disabled="" checked=""\/?>/);
    expect(html).toContain('<a href="https://ton.org" target="_blank" rel="noopener noreferrer">https://ton.org</a>');
    expect(html).toContain('data-footnote-ref');
    expect(anchors).toContain('user-content-fn-1');
    expect(html).toContain('Примечания');
    expect(md('a[^1]\n\n[^1]: b\n', { htmlLang: 'en' }).html).toMatch(/>Footnotes<[\s\S]*aria-label="Back to the text"/);
  });
});

describe('markdown: admonitions', () => {
  it('titles admonitions in the language of the text', () => {
    expect(md(':::tip\nТекст.\n:::\n').html).toContain('Совет</p>');
    expect(md(':::tip\nText.\n:::\n', { htmlLang: 'en' }).html).toContain('Tip</p>');
    expect(md('## Раздел\n').html).toContain('aria-label="Прямая ссылка на раздел"');
  });

  it('renders every kind, with bracket and space titles, and default titles from the catalogue', () => {
    const { html } = md(':::tip[Совет дня]\nТекст **жирный**.\n:::\n\n:::warning Осторожно\nВнимание.\n:::\n\n:::danger\nБез заголовка.\n:::\n');
    expect(html).toContain('<aside class="admonition admonition-tip">');
    expect(html).toContain('Совет дня</p>');
    expect(html).toContain('Осторожно</p>');
    expect(html).toContain('<aside class="admonition admonition-danger">');
    expect(html).toContain('<strong>жирный</strong>');
  });

  it('keeps text that only looks like a directive', () => {
    const { html } = md('Встреча в 10:30, смайлик :smile: и ::leaf в тексте.\n\n::leaf\n\n:::unknown\nтекст\n:::\n');
    expect(html).toContain('10:30');
    expect(html).toContain(':smile:');
    expect(html).toContain('::leaf');
  });

  it('rewrites legacy titles without touching other lines', () => {
    expect(normalizeAdmonitionTitles(':::note Заголовок\nx\n:::')).toBe(':::note[Заголовок]\nx\n:::');
    expect(normalizeAdmonitionTitles(':::note[Уже]\n')).toBe(':::note[Уже]\n');
    expect(normalizeAdmonitionTitles(':::\n')).toBe(':::\n');
  });
});

describe('markdown: headings and table of contents', () => {
  it('makes ids as Docusaurus does (github-slugger), keeps custom ids and the transliterated ids as extra anchors', () => {
    const { html, toc, anchors } = md('## Как устроен шардинг\n\n### Адреса {#addresses}\n\n## Как устроен шардинг\n\n#### Глубоко\n\n## Ёлки и ёжики!\n\n## store_ref\n\n## 🚀 Start -- now\n');
    expect(toc).toEqual([
      { id: 'как-устроен-шардинг', text: 'Как устроен шардинг', depth: 2 },
      { id: 'addresses', text: 'Адреса', depth: 3 },
      { id: 'как-устроен-шардинг-1', text: 'Как устроен шардинг', depth: 2 },
      { id: 'ёлки-и-ёжики', text: 'Ёлки и ёжики!', depth: 2 },
      { id: 'store_ref', text: 'store_ref', depth: 2 },
      { id: '-start----now', text: '🚀 Start -- now', depth: 2 },
    ]);
    // Links written to the ids of earlier versions still land.
    for (const old of ['kak-ustroen-sharding', 'kak-ustroen-sharding-1', 'gluboko', 'elki-i-ezhiki', 'store-ref']) expect(anchors).toContain(old);
    expect(anchors).toContain('глубоко');
    expect(html).toContain('<h2 id="как-устроен-шардинг"><span id="kak-ustroen-sharding" class="heading-alias"></span>Как устроен шардинг<a class="hash-link" href="#как-устроен-шардинг"');
    expect(html).toContain('<h3 id="addresses">Адреса<a class="hash-link" href="#addresses"');
    expect(html).not.toContain('{#addresses}');
  });

  it('honours toc_min/max heading levels', () => {
    const { toc } = md('## A\n\n### B\n\n#### C\n', { tocMin: 3, tocMax: 4 });
    expect(toc.map((t) => t.text)).toEqual(['B', 'C']);
  });

  it('takes a leading h1 as the title and removes it from the body', () => {
    const r = md('# Заголовок страницы\n\nТекст.\n');
    expect(r.h1).toBe('Заголовок страницы');
    expect(r.html).not.toContain('<h1');
  });

  it('slugs are stable and readable', () => {
    expect(slugify('Что такое TON?')).toBe('chto-takoe-ton');
    expect(slugify('get-метод `seqno`')).toBe('get-metod-seqno');
    const s = new Slugger();
    s.reserve('x');
    expect(s.slug('x')).toBe('x-1');
  });
});

describe('markdown: links, images, code', () => {
  it('resolves relative .md links to routes and keeps anchors, recording lines', () => {
    const r = md('Текст [гайд](./guide/first.md#shag) и [нет](./nope.md).\n\n[локальный](#x)\n');
    expect(r.html).toContain('href="~/guide/first#shag"');
    expect(r.links).toEqual([
      { url: './guide/first.md#shag', route: '/guide/first', anchor: 'shag', line: 5, column: 7, targetFile: path.join(docs, 'guide/first.md') },
      { url: './nope.md', anchor: undefined, unresolvedFile: path.join(docs, 'nope.md'), line: 5, column: 39 },
      { url: '#x', anchor: 'x', line: 7, column: 1 },
    ]);
  });

  it('copies images under hashed names', () => {
    const r = md('![Схема](./img/diagram.svg)\n');
    expect(r.images).toHaveLength(1);
    expect(r.images[0]!.output).toMatch(/^assets\/images\/diagram\.[0-9a-f]{10}\.svg$/);
    expect(r.html).toContain(`src="~/${r.images[0]!.output}"`);
  });

  it('highlights code with title, line highlights and line numbers', () => {
    const r = md('```ts title="a.ts" {2} showLineNumbers\nconst a = 1;\nconst b = "x";\n```\n');
    expect(r.html).toContain('<div class="code-block-title">a.ts</div>');
    expect(r.html).toContain('code-block--numbered');
    expect(r.html).toMatch(/<span class="code-line line-number highlight-line" line="2">/);
    expect(r.html).toContain('<span class="token keyword">const</span>');
    expect(r.code).toEqual([{ lang: 'ts', meta: 'title="a.ts" {2} showLineNumbers', value: 'const a = 1;\nconst b = "x";', line: 5 }]);
  });

  it('keeps fence meta on a page with raw HTML (the raw pass used to drop title, highlight and line numbers)', () => {
    const r = md('Текст<br/>ещё, 2<sup>13</sup>.\n\n```ts title="a.ts" {2} showLineNumbers\nconst a = 1;\nconst b = 2;\n```\n');
    expect(r.html).toContain('<br/>');
    expect(r.html).toContain('<div class="code-block-title">a.ts</div>');
    expect(r.html).toContain('code-block--numbered');
    expect(r.html).toMatch(/<span class="code-line line-number highlight-line" line="2">/);
    expect(r.html).not.toContain('metastring');
  });

  it('parses fence meta', () => {
    expect(parseCodeMeta('title="x y.ts" {1,3-5} showLineNumbers fragment live')).toEqual({ title: 'x y.ts', highlight: [1, 3, 4, 5], showLineNumbers: true, fragment: true, live: true });
    expect(parseCodeMeta(undefined)).toEqual({ title: undefined, highlight: [], showLineNumbers: false, fragment: false, live: false });
  });

  it('renders raw HTML such as inline SVG diagrams', () => {
    const r = md('<svg role="img" aria-label="Схема"><rect width="1" height="1"/></svg>\n\nТекст.\n');
    expect(r.html).toContain('<svg role="img" aria-label="Схема">');
  });
});
