// Markdown and pages render in worker threads (more of them for larger sites): the output must not depend on
// how many, nor on whether a page rendered in a worker or on the main thread.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildSummary } from '../src/build/builder.ts';
import { runBuild } from '../src/build/run.ts';
import type { RouteData, SiteData } from '@tondocs/theme';
import { DOCS_PER_EXTRA_WORKER, MarkdownPool, workerCount } from '../src/markdown/pool.ts';
import type { PageContext } from '../src/render/page.ts';
import { collectingReporter, filesOf, tempSite } from './helpers.ts';

function siteWithManyDocs(): string {
  const site = tempSite();
  const dir = path.join(site, 'content/ru/docs/many');
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 0; i < DOCS_PER_EXTRA_WORKER * 2 + 6; i++) {
    fs.writeFileSync(
      path.join(dir, `page-${i}.md`),
      `---\ntitle: Страница ${i}\ndescription: Проверка потоков.\n---\n\n## Раздел ${i}\n\nСсылка на [введение](../intro.md#details).\n\n:::note\nЗаметка ${i}.\n:::\n\n\`\`\`ts title="p${i}.ts" {1}\nconst n = ${i};\n\`\`\`\n`,
    );
  }
  return site;
}

describe('markdown in worker threads', () => {
  it('uses one worker for a small site and more for a large one', () => {
    expect(workerCount(10)).toBe(1);
    process.env.TONDOCS_WORKERS = '4';
    try {
      expect(workerCount(DOCS_PER_EXTRA_WORKER * 2 + 6)).toBe(3);
    } finally {
      delete process.env.TONDOCS_WORKERS;
    }
  });

  it('produces the same files with several workers rendering Markdown and pages as with one worker and pages on the main thread', async () => {
    const site = siteWithManyDocs();
    const viaWorkers = path.join(site, 'out-workers');
    const onMain = path.join(site, 'out-main');
    // Every locale (ru and its en fallback), the blog, generated indexes and doc cards of the basic fixture.
    const workers = await buildWith(site, viaWorkers, {});
    const main = await buildWith(site, onMain, { TONDOCS_WORKERS: '1', TONDOCS_RENDER_WORKERS: '0' });
    // The workers took pages (the main thread renders page modules, and pages while a worker is starting).
    expect(workers.pagesOnWorkers).toBeGreaterThan(0);
    expect(main.pagesOnWorkers).toBe(0);
    expectSameFiles(viaWorkers, onMain, 80);
    expect(fs.readFileSync(path.join(viaWorkers, 'ru/many/page-3/index.html'), 'utf8')).toContain('<span class="token keyword">const</span>');
  });
});

/** Builds `site` (every locale) into `out` with `env` set for the build. */
async function buildWith(site: string, out: string, env: Record<string, string>): Promise<BuildSummary> {
  Object.assign(process.env, env);
  try {
    return await runBuild({ siteDir: site, outDir: out, reporter: collectingReporter() });
  } finally {
    for (const k of Object.keys(env)) delete process.env[k];
  }
}

/** The two outputs hold the same files, byte for byte (at least `min` of them). */
function expectSameFiles(a: string, b: string, min: number): void {
  const files = filesOf(a);
  expect(files.length).toBeGreaterThan(min);
  expect(files).toEqual(filesOf(b));
  expect(files.filter((rel) => !fs.readFileSync(path.join(a, rel)).equals(fs.readFileSync(path.join(b, rel))))).toEqual([]);
}

describe('pages rendered in worker threads', () => {
  // Docusaurus content: MDX, tabs, admonitions, a page module.
  it('writes the same bytes as the main thread for every file of a Docusaurus site', async () => {
    const site = tempSite('docusaurus-site');
    const viaWorkers = path.join(site, 'out-workers');
    const onMain = path.join(site, 'out-main');
    const workers = await buildWith(site, viaWorkers, {});
    const main = await buildWith(site, onMain, { TONDOCS_RENDER_WORKERS: '0' });
    expect(workers.pagesOnWorkers).toBeGreaterThan(0);
    expect(main.pagesOnWorkers).toBe(0);
    expectSameFiles(viaWorkers, onMain, 10);
  });

  it('fails with the page\'s path when a page cannot render in a worker, and the worker goes on', async () => {
    const pool = new MarkdownPool(1);
    try {
      await pool.warm();
      // Site data without its texts: the theme cannot render a page of it.
      const context: PageContext = { key: 'ru#1', locale: 'ru', site: { base: '/ru/' } as SiteData, trees: new Map(), base: '/ru/', rootUrl: '/ru/', mathCss: '', stylesheets: [] };
      const route = { path: '/ru/broken', kind: 'doc', title: 'Сломанная', description: '', alternates: [] } as RouteData;
      const head = { siteUrl: '/ru/site.json', canonicalUrl: 'https://example.org/ru/broken', alternates: [], assets: { entry: '/ru/assets/entry.js', modulepreload: [], preloadJson: [] } };
      await expect(pool.renderPage(context, { route, head })).rejects.toThrow(/^Cannot render the page \/ru\/broken: Error: useStrings/);
      await expect(pool.renderPage(context, { route: { ...route, path: '/ru/broken-2' }, head })).rejects.toThrow(/\/ru\/broken-2/);
    } finally {
      await pool.close();
    }
  });
});
