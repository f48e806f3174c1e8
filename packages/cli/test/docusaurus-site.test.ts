// A Docusaurus 3 docs folder built as it is: the sidebar in Docusaurus's object form with its extra keys,
// _category_.yml, DocCardList, math (KaTeX stylesheet only where used), static files and base-path links.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { collectingReporter, markup, read, tempSite } from './helpers.ts';

describe('a Docusaurus 3 docs folder', () => {
  let site: string;
  let out: string;
  let reporter: ReturnType<typeof collectingReporter>;
  beforeAll(async () => {
    site = tempSite('docusaurus-site');
    out = path.join(site, 'build');
    reporter = collectingReporter();
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter });
  }, 120_000);

  it('warns about exactly what it cannot render or find, with file:line:col', () => {
    expect(reporter.warnings.map((w) => `${w.position.file}:${w.position.line}:${w.position.column}: ${w.message}`)).toEqual([
      `${path.join('content', 'ru', 'docs', 'tools', 'auto', 'notitle.mdx')}:1:undefined: The page has no title: add \`title:\` to its frontmatter (the content standard requires it).`,
      `${path.join('content', 'ru', 'docs', 'unknown.mdx')}:5:1: Unknown component <Player> (imported from "@site/src/components/player"): only its children are rendered. Replace it with Markdown or a standard component, or register it in tondocs.config.ts (markdown.components: { Player: './src/components/Player.tsx' }).`,
      `${path.join('content', 'ru', 'docs', 'tools', 'images.mdx')}:9:93: Broken link "/missing.pdf": no page at /ru/missing.pdf and no such file in static/ (put it at static/missing.pdf).`,
    ]);
    expect(read(out, 'unknown/index.html')).toContain('Подпись к видео.');
    // A title after a multi-line import and a comment is found: no "no title" warning, and it is the h1.
    expect(read(out, 'tools/auto/multiline/index.html')).toContain('<h1>После импорта</h1>');
  });

  it('reads the Docusaurus sidebar (object form, ref, html, extra keys, default generated-index slug, _category_.yml)', () => {
    const sidebar = fs.readdirSync(path.join(out, 'assets/data')).find((f) => f.startsWith('sidebar-ru-main'))!;
    const json = read(out, `assets/data/${sidebar}`);
    for (const label of ['Guide', 'Tools', 'Формулы', 'Картинки', 'TON', 'Первая автоматическая', 'Вложенные', 'Index']) expect(json).toContain(`"label":"${label}"`);
    expect(json).not.toContain('className');
    expect(fs.existsSync(path.join(out, 'category/index/index.html'))).toBe(true);
  });

  it('fills <DocCardList /> with the cards of the page\'s category', () => {
    const html = read(out, 'tools/index.html');
    expect(html).toContain('<li><a class="card" href="/ru/tools/math"><span class="card-title">Формулы</span><span class="card-description">Формулы на странице.</span></a></li>');
    expect(html).toContain('href="/ru/tools/images"');
    expect(html).not.toContain('data-doc-card-list');
  });

  it('renders math at build time and links the KaTeX stylesheet from math pages only', () => {
    const math = read(out, 'tools/math/index.html');
    // Before the first formula, so the text above it paints without waiting for the stylesheet.
    expect(math).toContain('<p>Комиссия <link rel="stylesheet" href="/ru/assets/katex/katex.min.css"><span class="katex">');
    expect(math.match(/katex\.min\.css/g)).toHaveLength(1);
    expect(math).toContain('<annotation encoding="application/x-tex">\\sum_{i=1}^{n} x_i</annotation>');
    expect(markup(read(out, 'intro/index.html'))).not.toContain('katex');
    expect(fs.existsSync(path.join(out, 'assets/katex/katex.min.css'))).toBe(true);
    expect(fs.readdirSync(path.join(out, 'assets/katex/fonts')).some((f) => f.endsWith('.woff2'))).toBe(true);
  });

  it('puts the base path on /img/ and static-file links once, and does not double it on /ru/ links', () => {
    const html = read(out, 'tools/images/index.html');
    expect(html).toContain('<img src="/ru/img/logo.svg" alt="Логотип"/>');
    expect(html).toContain('<a href="/ru/catchain.pdf">описание Catchain</a>');
    expect(html).toContain('<a href="/ru/intro">введению</a>');
    expect(html).not.toContain('/ru/ru/');
  });

  it('renders a site component registered in the config, with its literal props and the page\'s Markdown as children', () => {
    const html = read(out, 'tools/images/index.html');
    expect(html).toMatch(/<div class="callout callout-info"><ul class="callout-items"><li>один<\/li><li>два<\/li><\/ul>\s*<p>Текст <strong>внутри<\/strong> компонента сайта\.<\/p>\s*<\/div>/);
    // An interactive component: rendered the same way inside an island that the runtime hydrates.
    expect(html).toMatch(/<div class="island" data-island="Counter" data-props="\{&quot;start&quot;:2,&quot;label&quot;:&quot;Нажатия&quot;\}"><div class="counter"><div class="island-children">\s*<p>Счётчик <strong>ниже<\/strong> живой\.<\/p>\s*<\/div><button type="button">Нажатия<!-- -->: <!-- -->2<\/button><\/div><\/div>/);
    expect(html).not.toContain('tondocs-site-component');
  });

  it('fails under --strict: the unknown component and the broken link become errors', async () => {
    await expect(runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'strict'), strict: true, reporter: collectingReporter() })).rejects.toThrow(/warning\(s\) with --strict/);
  });
});

describe('site components of .mdx pages', () => {
  it('refuses a component module whose real path is outside the site (a symlink to a file elsewhere)', async () => {
    const site = tempSite('docusaurus-site');
    const outside = fs.mkdtempSync(path.join(path.dirname(site), 'outside-'));
    fs.writeFileSync(path.join(outside, 'Callout.tsx'), 'export default function Callout() { return null; }\n');
    fs.rmSync(path.join(site, 'src/components/Callout.tsx'));
    fs.symlinkSync(path.join(outside, 'Callout.tsx'), path.join(site, 'src/components/Callout.tsx'));
    await expect(runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter: collectingReporter() })).rejects.toThrow(/Refusing to read src\/components\/Callout\.tsx: it resolves to .*outside the site directory/);
  }, 120_000);
});
