// Large sites render their Markdown in worker threads: the output must be the same as in-process.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { MIN_DOCS_FOR_WORKERS, workerCount } from '../src/markdown/pool.ts';
import { collectingReporter, tempSite } from './helpers.ts';

function siteWithManyDocs(): string {
  const site = tempSite();
  const dir = path.join(site, 'content/ru/docs/many');
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 0; i < MIN_DOCS_FOR_WORKERS + 6; i++) {
    fs.writeFileSync(
      path.join(dir, `page-${i}.md`),
      `---\ntitle: Страница ${i}\ndescription: Проверка потоков.\n---\n\n## Раздел ${i}\n\nСсылка на [введение](../intro.md#details).\n\n:::note\nЗаметка ${i}.\n:::\n\n\`\`\`ts title="p${i}.ts" {1}\nconst n = ${i};\n\`\`\`\n`,
    );
  }
  return site;
}

describe('markdown in worker threads', () => {
  it('uses workers only for sites large enough to gain from them', () => {
    expect(workerCount(10)).toBe(0);
    expect(workerCount(MIN_DOCS_FOR_WORKERS + 6)).toBeGreaterThan(0);
  });

  it('produces the same pages as the in-process path', async () => {
    const site = siteWithManyDocs();
    const viaWorkers = path.join(site, 'out-workers');
    const inProcess = path.join(site, 'out-main');
    await runBuild({ siteDir: site, locale: 'ru', outDir: viaWorkers, reporter: collectingReporter() });
    process.env.TONDOCS_WORKERS = '0';
    try {
      await runBuild({ siteDir: site, locale: 'ru', outDir: inProcess, reporter: collectingReporter() });
    } finally {
      delete process.env.TONDOCS_WORKERS;
    }
    for (const rel of ['many/page-3/index.html', 'many/page-69/__route.json', 'intro/index.html']) {
      expect(fs.readFileSync(path.join(viaWorkers, rel), 'utf8'), rel).toBe(fs.readFileSync(path.join(inProcess, rel), 'utf8'));
    }
    expect(fs.readFileSync(path.join(viaWorkers, 'many/page-3/index.html'), 'utf8')).toContain('<span class="token keyword">const</span>');
  });
});
