// Lighthouse 12 scores of pages of the built ru site (issue #13: 100 in every category, mobile and desktop),
// served by tondocs' own static server (gzip, as a host would). Lighthouse's simulated throttling multiplies
// the main-thread time it observes, so a busy machine lowers Performance: every run records the load average
// before it, and the median of --runs runs is reported.
//
//   npx tsx bench/lighthouse.ts [--out e2e/.tmp/site] [--runs 3] [--form mobile,desktop] [--pages intro,cookbook,...] [--json FILE] [--keep DIR]
//
// --keep DIR keeps every run's full report (DIR/<page>-<form>-<run>.json) to read what the audits found
// (LCP element, render-blocking resources, main-thread breakdown), with its Chromium trace and DevTools log
// beside it (-0.trace.json, -0.devtoolslog.json): the trace shows which tasks ran before the observed paint.
//
// Lighthouse runs through `npx -y lighthouse@12` (set LIGHTHOUSE_CLI to a cli.js to use another copy).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from '../e2e/browser.ts';
import { serve } from '../packages/cli/src/serve/serve.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..');

/** The pages of the issue's target. */
export const LIGHTHOUSE_PAGES: Record<string, string> = {
  intro: 'v3/concepts/dive-into-ton/introduction',
  cookbook: 'v3/documentation/smart-contracts/func/cookbook',
  blog: 'blog/tvm-instructions-reference',
  home: '',
  tvm: 'v3/documentation/tvm/instructions',
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface LighthouseRun {
  load1: number;
  scores: Record<Category, number>;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  /** Audits under a score of 1 that count in a category (their ids), to tell what is missing. */
  failing: string[];
}

interface LhReport {
  categories: Record<Category, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode: string }>;
}

async function lighthouse(url: string, form: 'mobile' | 'desktop', keepAs?: string): Promise<LighthouseRun> {
  const load1 = os.loadavg()[0]!;
  const file = keepAs ?? path.join(os.tmpdir(), `tondocs-lh-${process.pid}.json`);
  const cli = process.env.LIGHTHOUSE_CLI;
  const [cmd, pre] = cli ? [process.execPath, [cli]] : ['npx', ['-y', 'lighthouse@12']];
  const args = [
    ...pre,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${file}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ...(form === 'desktop' ? ['--preset=desktop'] : []),
    ...(keepAs ? ['--save-assets'] : []),
  ];
  await run(cmd, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 << 20 });
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as LhReport;
  if (!keepAs) fs.rmSync(file, { force: true });
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)])) as Record<Category, number>;
  const failing = new Set<string>();
  for (const c of CATEGORIES)
    for (const ref of report.categories[c].auditRefs) {
      const a = report.audits[ref.id];
      if (a && ref.weight > 0 && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative') failing.add(`${ref.id}=${a.score}`);
    }
  const num = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
  return { load1, scores, tbtMs: num('total-blocking-time'), lcpMs: num('largest-contentful-paint'), fcpMs: num('first-contentful-paint'), failing: [...failing] };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'e2e/.tmp/site' },
      site: { type: 'string', default: 'site' },
      runs: { type: 'string', default: '3' },
      form: { type: 'string', default: 'mobile,desktop' },
      pages: { type: 'string', default: Object.keys(LIGHTHOUSE_PAGES).join(',') },
      json: { type: 'string' },
      keep: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const forms = values.form.split(',') as ('mobile' | 'desktop')[];
  const pages = values.pages.split(',');
  for (const p of pages) if (!(p in LIGHTHOUSE_PAGES)) throw new Error(`--pages: unknown page "${p}" (known: ${Object.keys(LIGHTHOUSE_PAGES).join(', ')})`);
  const outDir = path.resolve(repoRoot, values.out);
  const keepDir = values.keep ? path.resolve(values.keep) : undefined;
  if (keepDir) fs.mkdirSync(keepDir, { recursive: true });
  if (!fs.existsSync(path.join(outDir, 'tondocs-build.json'))) throw new Error(`${outDir} is not a built site: build it first (npx tsx packages/cli/src/bin.ts build --locale ru --out ${values.out})`);
  const server = await serve({ siteDir: path.resolve(repoRoot, values.site), outDir, locale: 'ru', port: 0, host: '127.0.0.1', watch: false, quiet: true });
  const results: Record<string, Record<string, { median: Record<Category, number> & { tbtMs: number; lcpMs: number }; runs: LighthouseRun[] }>> = {};
  try {
    for (const page of pages) {
      for (const form of forms) {
        const all: LighthouseRun[] = [];
        for (let i = 0; i < runs; i++) {
          const keepAs = keepDir && path.join(keepDir, `${page}-${form}-${i + 1}.json`);
          all.push(await lighthouse(new URL(LIGHTHOUSE_PAGES[page]!, server.url).href, form, keepAs));
        }
        const med = {
          ...(Object.fromEntries(CATEGORIES.map((c) => [c, median(all.map((r) => r.scores[c]))])) as Record<Category, number>),
          tbtMs: median(all.map((r) => r.tbtMs)),
          lcpMs: median(all.map((r) => r.lcpMs)),
        };
        (results[page] ??= {})[form] = { median: med, runs: all };
        const failing = [...new Set(all.flatMap((r) => r.failing))].join(' ');
        process.stdout.write(
          `${page.padEnd(9)} ${form.padEnd(7)} ${CATEGORIES.map((c) => med[c]).join(' / ')}  TBT ${med.tbtMs} ms  LCP ${med.lcpMs} ms  ` +
            `(perf runs ${all.map((r) => r.scores.performance).join(',')}; load ${all.map((r) => r.load1.toFixed(2)).join(',')})${failing ? `  below 1: ${failing}` : ''}\n`,
        );
      }
    }
  } finally {
    await server.close();
  }
  if (values.json) fs.writeFileSync(path.resolve(repoRoot, values.json), JSON.stringify(results, null, 2));
}

await main();
