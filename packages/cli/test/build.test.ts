// Whole builds of the fixture site: output layout, head tags, locales, registry, warnings and errors.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import type { BuildSummary } from '../src/build/builder.ts';
import { formatError } from '../src/errors.ts';
import { collectingReporter, markup, read, tempSite } from './helpers.ts';

describe('tondocs build --locale ru', () => {
  let site: string;
  let out: string;
  let summary: BuildSummary;
  let reporter: ReturnType<typeof collectingReporter>;
  beforeAll(async () => {
    site = tempSite();
    out = path.join(site, 'build');
    reporter = collectingReporter();
    summary = await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter });
  });

  it('writes index.html, route data and a 404 page per route, and the site map', () => {
    for (const rel of ['index.html', 'intro/index.html', 'guide/first/index.html', 'guide-index/index.html', 'site-map/index.html', '404.html', 'intro/__route.json', 'registry.json']) {
      expect(fs.existsSync(path.join(out, rel)), rel).toBe(true);
    }
    expect(summary.pages).toBe(6);
    const siteMap = read(out, 'site-map/index.html');
    for (const href of ['/ru/intro', '/ru/guide/first', '/ru/guide-index']) expect(siteMap).toContain(`href="${href}"`);
  });

  it('titles pages "<page> | <site>" and fills the head', () => {
    const html = read(out, 'intro/index.html');
    expect(html).toContain('<title>Введение | Fixture</title>');
    expect(html).toContain('<html lang="ru" dir="ltr" data-theme="light">');
    expect(html).toContain('<meta name="description" content="Первая страница тестового сайта.">');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.org/ru/intro">');
    expect(html).toContain('<meta property="og:url" content="https://docs.example.org/ru/intro">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://docs.example.org/intro">');
    expect(html).toContain('<link rel="alternate" hreflang="ru" href="https://docs.example.org/ru/intro">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://docs.example.org/intro">');
    expect(html).toContain('<meta name="keywords" content="тест, введение">');
    expect(html).toContain('<meta property="og:image" content="https://docs.example.org/ru/img/social.svg">');
    expect(fs.existsSync(path.join(out, 'img/social.svg'))).toBe(true);
    expect(html).toMatch(/<script type="module" src="\/ru\/assets\/main\.[A-Z0-9]+\.js"><\/script>/);
    // No render-blocking stylesheet: the theme's CSS is inline (the same bytes as the bundle's main.css), the
    // rules for what only JavaScript creates load without blocking the first paint.
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]*"\s*>/);
    const inline = /<style>(:root\{[\s\S]*?)<\/style>/.exec(html)?.[1];
    const mainCss = fs.readdirSync(path.join(out, 'assets')).find((f) => /^main\.[A-Z0-9]+\.css$/.test(f));
    expect(inline).toBe(fs.readFileSync(path.join(out, 'assets', mainCss!), 'utf8'));
    expect(inline).toContain('.navbar{');
    expect(inline).toContain("[data-theme=dark]{");
    expect(html).toMatch(/<link rel="stylesheet" href="\/ru\/assets\/deferred\.[A-Z0-9]+\.css" media="print" onload="this\.media='all'">/);
  });

  it('renders the doc with sidebar, TOC, breadcrumbs and pagination through the theme', () => {
    const html = read(out, 'guide/first/index.html');
    expect(html).toContain('class="sidebar"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('class="toc"');
    expect(html).toContain('href="#шаг-первый"');
    expect(html).toContain('<span id="shag-pervyy" class="heading-alias"></span>');
    expect(html).toContain('class="paginator"');
    expect(html).toContain('href="/ru/intro"');
    expect(html).toContain('Руководство');
    expect(html).toContain('href="https://github.com/example/repo/edit/main/site/content/ru/docs/guide/first.md"');
  });

  it('does not ship the document text twice: the inline data has no body', () => {
    const html = read(out, 'guide/first/index.html');
    const inline = /<script id="__tondocs_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(inline).not.toContain('Содержимое совета');
    expect(html.split('Содержимое совета').length - 1).toBe(1);
    const data = JSON.parse(read(out, 'guide/first/__route.json')) as { doc: { html: string } };
    expect(data.doc.html).toContain('Содержимое совета');
  });

  it('points links in the text at pages of the same locale', () => {
    const html = read(out, 'intro/index.html');
    expect(html).toContain('<a href="/ru/guide/first#shag-pervyy">первое руководство</a>');
    expect(html).toContain('<a href="/ru/guide/second">второе</a>');
    expect(html).not.toContain('href="~');
  });

  it('copies images with hashed names and points the page at them', () => {
    const html = read(out, 'guide/first/index.html');
    const src = /src="(\/ru\/assets\/images\/diagram\.[0-9a-f]+\.svg)"/.exec(html)![1]!;
    expect(fs.existsSync(path.join(out, src.slice('/ru/'.length)))).toBe(true);
  });

  it('generates category index pages with cards', () => {
    const html = read(out, 'guide-index/index.html');
    expect(html).toContain('<title>Все руководства | Fixture</title>');
    expect(html).toContain('class="card-grid"');
    expect(html).toContain('Второе');
  });

  it('renders page modules with their meta', () => {
    expect(read(out, 'index.html')).toContain('<p class="fixture-home">Fixture home</p>');
  });

  it('writes a registry of pages and sidebars', () => {
    const reg = JSON.parse(read(out, 'registry.json')) as { pages: { id: string; path: string; title: string; sidebar?: string }[]; sidebars: Record<string, unknown[]> };
    expect(reg.pages).toContainEqual({ id: 'guide/first', path: '/ru/guide/first', title: 'Первое руководство', sidebar: 'main' });
    expect(Object.keys(reg.sidebars)).toEqual(['main']);
  });

  it('warns about broken links and anchors with file:line:col', () => {
    const messages = reporter.warnings.map((w) => `${w.position.file}:${w.position.line}:${w.position.column} ${w.message}`);
    expect(messages).toContainEqual(expect.stringMatching(/^content\/ru\/docs\/guide\/first\.md:9:\d+ Broken link "\.\/missing\.md"/));
    expect(messages).toContainEqual(expect.stringMatching(/^content\/ru\/docs\/guide\/first\.md:9:\d+ Broken anchor "#nope"/));
    expect(messages.some((m) => m.startsWith('content/ru/docs/intro.md'))).toBe(false);
    expect(summary.warnings).toHaveLength(2);
  });

  it('prints a summary line', () => {
    expect(reporter.lines.at(-1)).toMatch(/^Built 6 pages \(ru\) in [\d.]+ s: \d+ files, [\d.]+ (KB|MB), 2 warning\(s\)$/);
  });
});

describe('every locale into one tree, with fallback', () => {
  it('puts the default locale at the root and falls back to the ru page, marked untranslated', async () => {
    const site = tempSite();
    const out = path.join(site, 'build');
    await runBuild({ siteDir: site, outDir: out, reporter: collectingReporter() });
    expect(read(out, 'intro/index.html')).toContain('<title>Introduction | Fixture</title>');
    const fallback = read(out, 'guide/first/index.html');
    expect(fallback).toContain('<html lang="en"');
    expect(fallback).toContain('<article class="doc" lang="ru">');
    expect(fallback).toContain('This page has not been translated yet');
    expect(markup(read(out, 'ru/guide/first/index.html'))).not.toContain('untranslated-banner');
    // The language switch and hreflang point at pages that exist.
    expect(fs.existsSync(path.join(out, 'ru/intro/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'ru/404.html')) && fs.existsSync(path.join(out, '404.html'))).toBe(true);
  });
});

describe('failures', () => {
  it('--strict fails on warnings and keeps the previous output', async () => {
    const site = tempSite();
    const out = path.join(site, 'build');
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
    const before = read(out, 'intro/index.html');
    await expect(runBuild({ siteDir: site, locale: 'ru', outDir: out, strict: true, reporter: collectingReporter() })).rejects.toThrow(/2 warning\(s\) with --strict/);
    expect(read(out, 'intro/index.html')).toBe(before);
    expect(fs.readdirSync(site).filter((f) => f.includes('staging'))).toEqual([]);
  });

  it('a failed build leaves the previous output intact', async () => {
    const site = tempSite();
    const out = path.join(site, 'build');
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
    fs.writeFileSync(path.join(site, 'content/ru/docs/intro.md'), '---\ntitle: [broken\n---\n');
    const err = await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() }).catch((e: unknown) => e);
    expect(formatError(err)).toMatch(/^content\/ru\/docs\/intro\.md:\d+:\d+: Malformed frontmatter/);
    expect(read(out, 'intro/index.html')).toContain('Введение');
  });

  it('a sidebar naming a missing doc id is an error', async () => {
    const site = tempSite();
    const cfgFile = path.join(site, 'tondocs.config.ts');
    fs.writeFileSync(cfgFile, read(site, 'tondocs.config.ts').replace("'guide/second'", "'guide/third'"));
    const err = await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter: collectingReporter() }).catch((e: unknown) => e);
    expect(formatError(err)).toMatch(/Sidebar "main" names the doc id "guide\/third" \(docs\.sidebars\.main\[1\]\.items\[1\]\), but no such doc exists/);
  });

  it('hides and counts missing docs when the site allows it', async () => {
    const site = tempSite();
    const cfgFile = path.join(site, 'tondocs.config.ts');
    fs.writeFileSync(cfgFile, read(site, 'tondocs.config.ts').replace("'guide/second'", "'guide/third'").replace("editUrl:", "onMissingDoc: 'hide', editUrl:"));
    const summary = await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter: collectingReporter() });
    expect(summary.missingDocs).toBe(1);
  });

  it('shows no category, and writes no index page, when none of its pages is written', async () => {
    const site = tempSite();
    const cfgFile = path.join(site, 'tondocs.config.ts');
    fs.writeFileSync(cfgFile, read(site, 'tondocs.config.ts').replace("items: ['guide/first', 'guide/second']", "items: ['guide/later', 'guide/much-later']").replace("editUrl:", "onMissingDoc: 'hide', editUrl:"));
    const out = path.join(site, 'build');
    const summary = await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
    expect(summary.missingDocs).toBe(2);
    expect(fs.existsSync(path.join(out, 'guide-index'))).toBe(false);
    expect(markup(read(out, 'intro/index.html'))).not.toContain('menu-category');
  });

  it('an unknown navbar item type is an error naming the item', async () => {
    const site = tempSite();
    const cfgFile = path.join(site, 'tondocs.config.ts');
    fs.writeFileSync(cfgFile, read(site, 'tondocs.config.ts').replace("{ type: 'colorMode' }", "{ type: 'weather', city: 'Moscow' }"));
    const err = await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter: collectingReporter() }).catch((e: unknown) => e);
    expect(formatError(err)).toMatch(/navbar\.items\[1\]: Unknown navbar item type "weather": \{"type":"weather","city":"Moscow"\}/);
  });

  it('a page module without a default export is an error', async () => {
    const site = tempSite();
    fs.writeFileSync(path.join(site, 'src/pages/broken.tsx'), 'export const meta = { title: "x" };\nexport function Broken() { return null; }\n');
    const err = await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter: collectingReporter() }).catch((e: unknown) => e);
    expect(formatError(err)).toContain(`The page component at ${path.join('src', 'pages', 'broken.tsx')} has no default export`);
  });

  it('a navbar link to a page that does not exist warns', async () => {
    const site = tempSite();
    const cfgFile = path.join(site, 'tondocs.config.ts');
    fs.writeFileSync(cfgFile, read(site, 'tondocs.config.ts').replace("to: '/intro' }", "to: '/intro' }, { label: 'Потерянная', to: '/lost' }"));
    const reporter = collectingReporter();
    await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter });
    expect(reporter.warnings.map((w) => w.message)).toContain('Broken link in the navbar: "Потерянная" points at /ru/lost, which is not a page of the site.');
  });

  it('duplicate routes warn with both files', async () => {
    const site = tempSite();
    fs.writeFileSync(path.join(site, 'content/ru/docs/guide/dup.md'), '---\ntitle: Дубль\nslug: /intro\n---\nТекст\n');
    const reporter = collectingReporter();
    await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter });
    expect(reporter.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/^Duplicate route \/ru\/intro: also produced by content\/ru\/docs\/(guide\/dup|intro)\.md/));
  });
});
