// Adversarial and random Markdown through the real pipeline (worker threads, per-file time budget): every
// input ends in clean HTML or in an error naming its file, within bounded time; never an uncaught exception
// or a hang.
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarkdownPool } from '../src/markdown/pool.ts';
import { workerBundle } from '../src/markdown/worker-bundle.ts';
import type { MarkdownJob } from '../src/markdown/worker.ts';
import { TondocsError } from '../src/errors.ts';
import { Parser } from 'htmlparser2';

const BUDGET_MS = 1_500;
const siteDir = path.join(import.meta.dirname, 'fixtures', 'basic');
const job = (name: string, body: string): MarkdownJob => ({
  file: path.join(siteDir, 'content/ru/docs', `${name}.md`),
  relFile: `content/ru/docs/${name}.md`,
  siteDir,
  body,
  bodyLineOffset: 0,
  tocMin: 2,
  tocMax: 3,
  htmlLang: 'ru',
});

let pool: MarkdownPool;
let previousBudget: string | undefined;
beforeAll(() => {
  previousBudget = process.env.TONDOCS_FILE_BUDGET_MS;
  process.env.TONDOCS_FILE_BUDGET_MS = String(BUDGET_MS);
  pool = new MarkdownPool(2);
});
afterAll(async () => {
  if (previousBudget === undefined) delete process.env.TONDOCS_FILE_BUDGET_MS;
  else process.env.TONDOCS_FILE_BUDGET_MS = previousBudget;
  await pool.close();
});

type Outcome = { ok: true; html: string } | { ok: false; error: TondocsError };

async function render(name: string, body: string): Promise<Outcome> {
  try {
    const [r] = await pool.render([job(name, body)]);
    return { ok: true, html: r!.html };
  } catch (e) {
    // Anything but a located TondocsError is a defect.
    expect(e, `${name}: ${String(e)}`).toBeInstanceOf(TondocsError);
    return { ok: false, error: e as TondocsError };
  }
}

/** Clean HTML: nothing in it runs code (no script element, no event handler, no javascript: URL), read by a parser. */
function assertClean(html: string, name: string): void {
  expect(typeof html, name).toBe('string');
  const unsafe: string[] = [];
  const parser = new Parser({
    onopentag(tag, attribs) {
      if (tag === 'script') unsafe.push('<script>');
      for (const [k, v] of Object.entries(attribs)) {
        if (/^on/i.test(k)) unsafe.push(`${tag} ${k}`);
        if (/^(href|src|action|formaction)$/i.test(k) && /^\s*(javascript|vbscript):/i.test(v.replace(/[\u0000-\u001f]/g, ''))) unsafe.push(`${tag} ${k}=${v}`);
      }
    },
  });
  parser.write(html);
  parser.end();
  expect(unsafe, name).toEqual([]);
}

describe('pathological pages end in bounded time with a located error or clean HTML', () => {
  const cases: Record<string, string> = {
    'nested-list-500': Array.from({ length: 500 }, (_, i) => `${' '.repeat(i * 2)}- a`).join('\n'),
    'nested-list-10000': '- '.repeat(10_000) + 'x',
    'quotes-3000': `${'>'.repeat(3_000)} x`,
    'open-links-30000': '[a]('.repeat(30_000),
    'emphasis-20000': '*a _b '.repeat(20_000),
    'html-nesting-5000': '<div>'.repeat(5_000),
  };
  for (const [name, body] of Object.entries(cases)) {
    it(name, async () => {
      const t0 = performance.now();
      const r = await render(name, body);
      // The budget plus the start of a replacement worker, with a margin for a slow, busy machine.
      expect(performance.now() - t0).toBeLessThan(BUDGET_MS * 4 + 10_000);
      if (r.ok) assertClean(r.html, name);
      else {
        expect(r.error.position?.file).toBe(`content/ru/docs/${name}.md`);
        expect(r.error.message).toMatch(/Cannot render the page/);
      }
    });
  }

  it('a stopped page does not take the other pages down', async () => {
    const [a, b] = await Promise.all([render('ok-after', '## Заголовок\n\nТекст.'), render('bad', '- '.repeat(10_000))]);
    expect(a.ok).toBe(true);
    expect(b.ok || b.error.position?.file === 'content/ru/docs/bad.md').toBe(true);
  });
});

/** A seeded generator (mulberry32), so a failure is reproducible from the seed in its name. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '# ', '## ', '### ', '- ', '1. ', '> ', '```', '```ts live\n', '~~~', ':::', ':::tip[Совет]\n', '::::tabs\n', ':::tab[A]\n', '{#id}', '[', ']', '(', ')', '![', '](', '<', '>', '</', '<a href="', '<script>', '<img src=x onerror=alert(1)>',
  'javascript:alert(1)', '%zz', '%', '#', '*', '_', '**', '`', '|', '| --- |', '\\', '&', '&amp;', '&#0;', '\u0000', '\uFFFD', '\u202E', 'текст', 'word', ' ', '  ', '\t', '\n', '\n\n', '$$', '$', '{', '}', '{/* c */}', '<!-- truncate -->', '---', '[^1]', '[^1]: сноска', 'https://ton.org', './a.md', '../b.md#x', '~/c',
];

function randomDoc(next: () => number): string {
  const n = 1 + Math.floor(next() * 120);
  let s = '';
  for (let i = 0; i < n; i++) s += PIECES[Math.floor(next() * PIECES.length)];
  return s;
}

describe('fuzz: random Markdown', () => {
  it('gives clean HTML or a located error for every input (time-limited)', async () => {
    // Bounded by time, not count: a slow machine runs fewer cases, never longer than the limit (8 s in the
    // test run, which shares two cores with the browser tests; TONDOCS_FUZZ_SECONDS=600 for a long run).
    const seconds = Number(process.env.TONDOCS_FUZZ_SECONDS ?? 8);
    const until = performance.now() + seconds * 1000;
    let cases = 0;
    for (let seed = 1; performance.now() < until && seed <= 50 * seconds; seed++) {
      const batch = Array.from({ length: 10 }, (_, i) => ({ seed: seed * 10 + i, body: randomDoc(rng(seed * 10 + i)) }));
      const outcomes = await Promise.all(batch.map((b) => render(`fuzz-${b.seed}`, b.body)));
      outcomes.forEach((o, i) => {
        if (o.ok) assertClean(o.html, `seed ${batch[i]!.seed}`);
        else expect(o.error.position?.file, `seed ${batch[i]!.seed}`).toBe(`content/ru/docs/fuzz-${batch[i]!.seed}.md`);
      });
      cases += batch.length;
    }
    expect(cases).toBeGreaterThanOrEqual(10);
  });
});

describe('time budget', () => {
  it('counts from when the worker has loaded: a slow worker start does not fail a simple page', async () => {
    // The real worker behind a start that takes longer than the budget (a busy machine, ~0.3 s idle).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-slow-worker-'));
    const script = path.join(dir, 'slow-worker.mjs');
    fs.writeFileSync(script, `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);\nawait import(${JSON.stringify(pathToFileURL(await workerBundle()).href)});\n`);
    const previous = process.env.TONDOCS_FILE_BUDGET_MS;
    process.env.TONDOCS_FILE_BUDGET_MS = '1000';
    const slow = new MarkdownPool(1, Promise.resolve(script));
    try {
      const [r] = await slow.render([job('simple', '## Заголовок\n\nТекст.')]);
      expect(r!.html).toContain('Текст.');
    } finally {
      if (previous === undefined) delete process.env.TONDOCS_FILE_BUDGET_MS;
      else process.env.TONDOCS_FILE_BUDGET_MS = previous;
      await slow.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the process alive while a document renders, before its worker is ready (nothing else holds it)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-pool-alive-'));
    const script = path.join(dir, 'render-one.mts');
    const pool = pathToFileURL(path.join(import.meta.dirname, '../src/markdown/pool.ts')).href;
    fs.writeFileSync(script, `import { MarkdownPool } from ${JSON.stringify(pool)};\nconst [r] = await new MarkdownPool(1).render([${JSON.stringify(job('alive', 'Текст страницы.'))}]);\nconsole.log(r.html);\n`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 120_000 });
    fs.rmSync(dir, { recursive: true, force: true });
    // Exit code 13 (an unsettled top-level await) was the process ending while the worker loaded.
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Текст страницы.');
  }, 150_000);
});
