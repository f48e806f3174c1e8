// Docusaurus 3 content, one small docs folder per construct (fixtures/docusaurus/<construct>/docs), written
// from the Docusaurus documentation's description of each feature and compared with the expected HTML.
// TONDOCS_UPDATE_FIXTURES=1 rewrites expected.html (review the diff before committing it).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor, renderMarkdown } from '../src/markdown/pipeline.ts';
import type { MarkdownResult } from '../src/markdown/types.ts';
import { FIXTURES } from './helpers.ts';

const ROOT = path.join(FIXTURES, 'docusaurus');
const md = createMarkdownProcessor();
const mdx = createMarkdownProcessor({ mdx: true });

function render(construct: string): MarkdownResult & { file: string } {
  const siteDir = path.join(ROOT, construct);
  const name = fs.readdirSync(path.join(siteDir, 'docs')).find((f) => /\.mdx?$/.test(f))!;
  const file = path.join(siteDir, 'docs', name);
  const isMdx = name.endsWith('.mdx');
  const result = renderMarkdown(isMdx ? mdx : md, fs.readFileSync(file, 'utf8'), {
    file,
    relFile: `content/en/docs/${name}`,
    siteDir,
    bodyLineOffset: 0,
    tocMin: 2,
    tocMax: 3,
    htmlLang: 'en',
    routeOfFile: () => undefined,
    mdx: isMdx,
  });
  return { ...result, file };
}

const constructs = fs.readdirSync(ROOT).filter((d) => fs.existsSync(path.join(ROOT, d, 'docs')));

describe('Docusaurus 3 constructs render as expected', () => {
  it.each(constructs)('%s', (construct) => {
    const { html } = render(construct);
    const expectedFile = path.join(ROOT, construct, 'expected.html');
    if (process.env.TONDOCS_UPDATE_FIXTURES) fs.writeFileSync(expectedFile, `${html}\n`);
    expect(html).toBe(fs.readFileSync(expectedFile, 'utf8').replace(/\n$/, ''));
  });
});

describe('Docusaurus 3 constructs: what the HTML comparison does not show', () => {
  it('takes the title from the first "# heading" after imports and renders it once', () => {
    const r = render('imports-title');
    expect(r.h1).toBe('Getting started');
    expect(r.html).not.toMatch(/<h1|import |export const|Written for Docusaurus/);
    expect(r.notices).toEqual([]);
  });

  it('reports each construct it cannot render with its line, column and what to do; children still render', () => {
    const r = render('unknown-component');
    expect(r.html).toContain('<p>Fallback <strong>text</strong> of the player.</p>');
    expect(r.notices).toEqual([
      { line: 7, column: 1, message: 'Unknown component <Player> (imported from "./Player.tsx"): only its children are rendered. Replace it with Markdown or a standard component, or register it in tondocs.config.ts (markdown.components: { Player: \'./src/components/Player.tsx\' }).' },
      { line: 11, column: 5, message: '{items.map((i) => <li>{i}</li>)} was not rendered. A .map() expression is not evaluated: write the list out in Markdown.' },
      { line: 2, column: 1, message: 'The import of "data" from "./data.js" is not run: tondocs does not execute page code. Write what it provides into the page, or register a component in tondocs.config.ts (markdown.components).' },
    ]);
  });

  it('notes unknown admonition types and keeps Markdown in titles', () => {
    const r = render('admonitions');
    expect(r.notices).toEqual([{ line: 25, column: 1, message: expect.stringMatching(/^Unknown admonition type ":::custom": rendered as a note\./) }]);
    expect(r.html).toContain('<p class="admonition-heading"><svg');
    expect(r.html).toMatch(/<strong>Bold<\/strong> title<\/p><div class="admonition-content"><p>Markdown in the title is kept.<\/p>/);
  });

  it('marks pages with math, so that only they link the KaTeX stylesheet', () => {
    expect(render('math').math).toBe(true);
    expect(render('tabs').math).toBe(false);
  });

  it('keeps code titles on a page with raw HTML, and numbers the lines', () => {
    const r = render('raw-html-meta');
    expect(r.html).toContain('<div class="code-block-title">a.ts</div>');
    expect(r.html).toMatch(/<span class="code-line line-number highlight-line" line="2">/);
  });

  it('gives headings the ids Docusaurus gives them, and keeps the old ids as anchors', () => {
    const r = render('heading-ids');
    expect(r.toc.map((t) => t.id)).toEqual(['сравнение-существующих-альтернатив', 'store_ref', '-start----now', 'my-id', 'сравнение-существующих-альтернатив-1']);
    expect(r.anchors).toEqual(expect.arrayContaining(['sravnenie-suschestvuyuschih-alternativ', 'store-ref', 'start-now']));
  });
});
