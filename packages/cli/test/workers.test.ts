// Markdown renders in worker threads (more of them for larger sites): the output must not depend on how many.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { DOCS_PER_EXTRA_WORKER, workerCount } from '../src/markdown/pool.ts';
import { collectingReporter, tempSite } from './helpers.ts';

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
