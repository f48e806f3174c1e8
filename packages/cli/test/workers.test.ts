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

  it('produces the same pages with one worker as with several', async () => {
    const site = siteWithManyDocs();
    const viaWorkers = path.join(site, 'out-workers');
    const inProcess = path.join(site, 'out-main');
    await runBuild({ siteDir: site, locale: 'ru', outDir: viaWorkers, reporter: collectingReporter() });
    process.env.TONDOCS_WORKERS = '1';
    try {
      await runBuild({ siteDir: site, locale: 'ru', outDir: inProcess, reporter: collectingReporter() });
    } finally {
      delete process.env.TONDOCS_WORKERS;
    }
    for (const rel of ['many/page-3/index.html', 'many/page-60/__route.json', 'intro/index.html']) {
      expect(fs.readFileSync(path.join(viaWorkers, rel), 'utf8'), rel).toBe(fs.readFileSync(path.join(inProcess, rel), 'utf8'));
    }
    expect(fs.readFileSync(path.join(viaWorkers, 'many/page-3/index.html'), 'utf8')).toContain('<span class="token keyword">const</span>');
  });
});

/** Builds `site` into `out` with `env` set for the build. */
async function buildWith(site: string, out: string, env: Record<string, string>, locale?: string): Promise<BuildSummary> {
  Object.assign(process.env, env);
  try {
    return await runBuild({ siteDir: site, locale, outDir: out, reporter: collectingReporter() });
  } finally {
    for (const k of Object.keys(env)) delete process.env[k];
  }
}

describe('pages rendered in worker threads', () => {
  // Docs, blog list/post/tag pages, generated indexes, doc cards, math, i18n (basic); Docusaurus content with
  // MDX, tabs, admonitions and a page module (docusaurus-site): every file byte for byte.
  for (const [fixture, locale] of [['basic', undefined], ['docusaurus-site', undefined]] as const) {
    it(`writes the same bytes as the main thread for every file of the ${fixture} fixture`, async () => {
      const site = fixture === 'basic' ? siteWithManyDocs() : tempSite(fixture);
      const viaWorkers = path.join(site, 'out-workers');
      const onMain = path.join(site, 'out-main');
      const workers = await buildWith(site, viaWorkers, {}, locale);
      const main = await buildWith(site, onMain, { TONDOCS_RENDER_WORKERS: '0' }, locale);
      // The worker took pages (the main thread takes one when the worker has four waiting, and page modules).
      expect(workers.pagesOnWorkers).toBeGreaterThan(0);
      expect(main.pagesOnWorkers).toBe(0);
      const files = filesOf(viaWorkers);
      expect(files.length).toBeGreaterThan(fixture === 'basic' ? 80 : 10);
      expect(files).toEqual(filesOf(onMain));
      const differ = files.filter((rel) => !fs.readFileSync(path.join(viaWorkers, rel)).equals(fs.readFileSync(path.join(onMain, rel))));
      expect(differ).toEqual([]);
    });
  }

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
