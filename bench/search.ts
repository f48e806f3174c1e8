// Search measurements on a built site (the 1000-page corpus build of run.ts):
//
//   NODE_ENV=production node --import tsx bench/search.ts --site DIR --out DIR --page a/b.md --result FILE [--skip-browser]
//
// 1. Index size: the built `assets/search/<locale>.<hash>.json`, raw and gzip level 9, per page.
// 2. Query latency in Node: the payload parsed, `createSearcher(payload)` timed (the browser's searcher),
//    then a query set drawn from the corpus (page titles, heading words, words typed letter by letter, typos,
//    phrases from paragraphs) run once as a warm-up and then ROUNDS times; p50/p95/max over every timed query.
// 3. Time to first result in headless Chromium: the build served by the programmatic `serve()` (no watch,
//    port 0), the sample page opened in a fresh browser context (empty cache), then a click on the navbar
//    search button and the query typed into the modal; measured up to the first `[role=option]` of the
//    modal. Cold: no hover before (the click's own pointer move is the only one, as for a real click, so the
//    modal chunk and the payload start downloading with the click); warm: hover first and wait for the
//    preload (chunk + payload) to finish, then the same click and typing.
//
// run.ts spawns this as a child (NODE_ENV=production, its own heap: a browser tab does not carry the build's).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSize, median, round } from './measure.ts';

export interface IndexSize {
  file: string;
  pages: number;
  records: number;
  rawBytes: number;
  gzipBytes: number;
  /** gzipBytes / pages. */
  gzipBytesPerPage: number;
}

export interface LatencyStats {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

export interface QueryLatency {
  /** JSON.parse of the payload. */
  parseMs: number;
  /** createSearcher(payload). */
  buildMs: number;
  records: number;
  queries: number;
  rounds: number;
  /** Over every timed query of every round (ms). */
  all: LatencyStats;
  byKind: Record<string, LatencyStats>;
  /** A few queries of each kind, for the record. */
  examples: Record<string, string[]>;
  /** Queries that found nothing (typos and prefixes of one letter may legitimately find nothing). */
  empty: number;
}

export interface BrowserRun {
  /** Wall time in the bench process: before the click -> first result found by waitForSelector. */
  wallMs: number;
  /** In the page: the click event -> the modal's input in the DOM. */
  inputMs: number | null;
  /** In the page: the click event -> the first result in the DOM. */
  firstResultMs: number | null;
}

export interface BrowserSection {
  url: string;
  query: string;
  runs: number;
  cold: BrowserRun[];
  warm: BrowserRun[];
  /** Medians of the runs above (in-page click -> first result; wall time next to it). */
  coldMs: number | null;
  coldWallMs: number;
  warmMs: number | null;
  warmWallMs: number;
}

export interface SearchResultFile {
  pages: number;
  page: string;
  index: IndexSize;
  latency: QueryLatency;
  browser: BrowserSection | { skipped: string };
}

const ROUNDS = 5;
const BROWSER_RUNS = 3;
const PAYLOAD_RE = /\/assets\/search\/[^/]+\.json$/;
const DIALOG = '[role="dialog"][aria-modal="true"]';
const INPUT = `${DIALOG} input[role="combobox"]`;
const OPTION = `${DIALOG} [role="option"]`;

/** The locale's payload in the output: `assets/search/<locale>.<hash>.json`. */
export function findPayload(outDir: string, locale = 'ru'): string {
  const dir = path.join(outDir, 'assets', 'search');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.startsWith(`${locale}.`) && f.endsWith('.json')) : [];
  if (files.length !== 1) throw new Error(`expected one ${dir}/${locale}.*.json, found ${files.length ? files.join(', ') : 'none'}`);
  return path.join(dir, files[0] as string);
}

export function stats(values: readonly number[]): LatencyStats {
  const s = [...values].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] ?? NaN;
  return { count: s.length, p50: round(q(0.5), 3), p95: round(q(0.95), 3), max: round(s[s.length - 1] ?? NaN, 3) };
}

type Payload = import('../packages/theme/src/search/types.ts').SearchPayload;

/** Every `step`-th element, `n` at most. */
const spread = <T>(list: readonly T[], n: number): T[] => {
  if (list.length <= n) return [...list];
  const step = list.length / n;
  return Array.from({ length: n }, (_, i) => list[Math.floor(i * step)] as T);
};

const WORD_RE = /[\p{L}\p{N}]{4,}/gu;
const wordsOf = (s: string) => [...s.toLowerCase().matchAll(WORD_RE)].map((m) => m[0]);

/** Swaps two letters in the middle of a word: one typo (the searcher tolerates 1 from 5 letters). */
const typo = (w: string) => (w.length >= 5 ? `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}` : w);

/** The query set, deterministic for a given payload: kind -> queries. */
export function querySet(payload: Payload): Record<string, string[]> {
  const pages = payload.pages;
  const titles = spread([...new Set(pages.map((p) => p[3]))], 12);
  const headings: string[] = [];
  const paragraphs: string[] = [];
  for (const p of spread(pages, 60)) {
    for (const item of p[4]) {
      if (typeof item === 'string') paragraphs.push(item);
      else headings.push(item[2]);
    }
  }
  const headingWords = spread([...new Set(headings.flatMap(wordsOf).filter((w) => w.length >= 5))], 12);
  // Typing letter by letter: every prefix of a few title words and of a two-word heading.
  const typed: string[] = [];
  for (const w of spread([...new Set(titles.flatMap(wordsOf))], 3)) for (let i = 1; i <= w.length; i++) typed.push(w.slice(0, i));
  const twoWords = headings.map((h) => h.toLowerCase().split(/\s+/).slice(0, 2).join(' ')).find((h) => /^\S{4,} \S{4,}$/.test(h));
  if (twoWords) for (let i = 1; i <= twoWords.length; i++) if (twoWords[i - 1] !== ' ') typed.push(twoWords.slice(0, i));
  const typos = spread(headingWords.concat(titles.flatMap(wordsOf)).filter((w) => w.length >= 6), 8).map(typo);
  const phrases = spread(paragraphs, 8).map((p) => wordsOf(p).slice(1, 4).join(' ')).filter((q) => q.includes(' '));
  return { title: titles, headingWord: headingWords, typed, typo: typos, phrase: phrases };
}

export async function measureLatency(payloadFile: string): Promise<QueryLatency> {
  const { createSearcher } = await import('../packages/theme/src/search/client.ts');
  const text = fs.readFileSync(payloadFile, 'utf8');
  const t0 = performance.now();
  const payload = JSON.parse(text) as Payload;
  const parseMs = performance.now() - t0;
  const t1 = performance.now();
  const searcher = createSearcher(payload);
  const buildMs = performance.now() - t1;

  const set = querySet(payload);
  const flat = Object.entries(set).flatMap(([kind, qs]) => qs.map((q) => ({ kind, q })));
  let empty = 0;
  for (const { q } of flat) if (searcher.search(q).hits.length === 0) empty++; // warm-up (JIT, caches of the searcher)
  const all: number[] = [];
  const byKind: Record<string, number[]> = {};
  for (let r = 0; r < ROUNDS; r++) {
    for (const { kind, q } of flat) {
      const t = performance.now();
      searcher.search(q);
      const ms = performance.now() - t;
      all.push(ms);
      (byKind[kind] ??= []).push(ms);
    }
  }
  return {
    parseMs: round(parseMs, 1),
    buildMs: round(buildMs, 1),
    records: searcher.size,
    queries: flat.length,
    rounds: ROUNDS,
    all: stats(all),
    byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, stats(v)])),
    examples: Object.fromEntries(Object.entries(set).map(([k, v]) => [k, v.slice(0, 4)])),
    empty,
  };
}

/** Query for the browser: a word of the sample page's title that the searcher finds. */
async function browserQuery(payload: Payload, sampleUrl: string): Promise<string> {
  const { createSearcher } = await import('../packages/theme/src/search/client.ts');
  const searcher = createSearcher(payload);
  const page = payload.pages.find((p) => p[0].replace(/\/$/, '') === sampleUrl.replace(/\/$/, '')) ?? payload.pages[0];
  const candidates = [...(page ? wordsOf(page[3]) : []), ...(page ? page[4].flatMap((i) => (typeof i === 'string' ? [] : wordsOf(i[2]))) : [])];
  return candidates.find((w) => searcher.search(w).hits.length > 0) ?? 'контракт';
}

export async function measureBrowser(siteDir: string, outDir: string, samplePage: string, payload: Payload): Promise<BrowserSection | { skipped: string }> {
  const { CHROMIUM_PATH, CHROMIUM_ARGS } = await import('../e2e/browser.ts');
  if (!fs.existsSync(CHROMIUM_PATH)) return { skipped: `no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)` };
  const { chromium } = await import('playwright-core');
  const { serve } = await import('../packages/cli/src/serve/serve.ts');
  const server = await serve({ siteDir, outDir, locale: 'ru', port: 0, host: '127.0.0.1', watch: false, quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const stem = samplePage.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
    const pageUrl = `${server.url}${stem}`;
    const routeUrl = new URL(pageUrl).pathname;
    const query = await browserQuery(payload, routeUrl);
    process.stderr.write(`[search] browser: ${pageUrl}, query "${query}"\n`);

    const once = async (warm: boolean): Promise<BrowserRun> => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(pageUrl);
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.waitForLoadState('networkidle');
        if (warm) {
          const payloadDone = page.waitForResponse((r) => PAYLOAD_RE.test(new URL(r.url()).pathname)).then((r) => r.finished());
          const chunkDone = page.waitForResponse((r) => /SearchModal/.test(r.url())).then((r) => r.finished());
          await page.hover('.search-button');
          await Promise.all([payloadDone, chunkDone]);
          await page.waitForLoadState('networkidle');
          await page.mouse.move(0, 0);
        }
        // In-page timestamps: the click (capture phase, before React's handler), the input, the first result.
        // (A string, not a function: tsx's keepNames would wrap named functions in a `__name` the page lacks.)
        await page.evaluate(`(() => {
          const sb = (window.__sb = {});
          document.addEventListener('click', () => { if (sb.click === undefined) sb.click = performance.now(); }, { capture: true });
          const observer = new MutationObserver(() => {
            const now = performance.now();
            if (sb.input === undefined && document.querySelector(${JSON.stringify(INPUT)})) sb.input = now;
            if (sb.option === undefined && document.querySelector(${JSON.stringify(OPTION)})) {
              sb.option = now;
              observer.disconnect();
            }
          });
          observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
        })()`);
        const t0 = performance.now();
        await page.click('.search-button');
        await page.waitForSelector(INPUT);
        await page.focus(INPUT);
        await page.keyboard.type(query);
        await page.waitForSelector(OPTION);
        const wallMs = performance.now() - t0;
        const sb = (await page.evaluate('window.__sb')) as { click?: number; input?: number; option?: number };
        if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
        const since = (t: number | undefined) => (t === undefined || sb.click === undefined ? null : round(t - sb.click, 1));
        return { wallMs: round(wallMs, 1), inputMs: since(sb.input), firstResultMs: since(sb.option) };
      } finally {
        await context.close();
      }
    };

    const cold: BrowserRun[] = [];
    const warm: BrowserRun[] = [];
    for (let i = 0; i < BROWSER_RUNS; i++) {
      cold.push(await once(false));
      warm.push(await once(true));
      process.stderr.write(`[search] run ${i + 1}: cold ${cold[i]?.firstResultMs} ms (wall ${cold[i]?.wallMs}), warm ${warm[i]?.firstResultMs} ms (wall ${warm[i]?.wallMs})\n`);
    }
    const med = (runs: BrowserRun[]) => {
      const v = runs.map((r) => r.firstResultMs).filter((x): x is number => x !== null);
      return v.length === runs.length ? round(median(v), 1) : null;
    };
    return {
      url: routeUrl,
      query,
      runs: BROWSER_RUNS,
      cold,
      warm,
      coldMs: med(cold),
      coldWallMs: round(median(cold.map((r) => r.wallMs)), 1),
      warmMs: med(warm),
      warmWallMs: round(median(warm.map((r) => r.wallMs)), 1),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function measureSearch(args: { site: string; out: string; page: string; skipBrowser: boolean }): Promise<SearchResultFile> {
  process.env.NODE_ENV ??= 'production';
  const file = findPayload(args.out);
  const buf = fs.readFileSync(file);
  const payload = JSON.parse(buf.toString('utf8')) as Payload;
  const pages = payload.pages.length;
  const records = payload.pages.reduce((n, p) => n + 1 + p[4].length, 0);
  const gz = gzipSize(buf);
  const index: IndexSize = { file: path.relative(args.out, file), pages, records, rawBytes: buf.byteLength, gzipBytes: gz, gzipBytesPerPage: round(gz / pages, 1) };
  process.stderr.write(`[search] index ${index.file}: ${(gz / 1000).toFixed(1)} KB gzip for ${pages} pages = ${(gz / pages / 1000).toFixed(2)} KB/page\n`);
  const latency = await measureLatency(file);
  process.stderr.write(`[search] searcher built in ${latency.buildMs} ms; ${latency.queries} queries x ${latency.rounds}: p50 ${latency.all.p50} ms, p95 ${latency.all.p95} ms\n`);
  const browser = args.skipBrowser ? { skipped: '--skip-browser' } : await measureBrowser(args.site, args.out, args.page, payload);
  return { pages, page: args.page, index, latency, browser };
}

function parseSearchArgs(argv: string[]) {
  const a = { site: '', out: '', page: '', result: '', skipBrowser: false };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = () => argv[++i] ?? '';
    if (k === '--site') a.site = path.resolve(v());
    else if (k === '--out') a.out = path.resolve(v());
    else if (k === '--page') a.page = v();
    else if (k === '--result') a.result = path.resolve(v());
    else if (k === '--skip-browser') a.skipBrowser = true;
    else if (k !== '--') throw new Error(`unknown argument ${k}`);
  }
  if (!a.site || !a.out || !a.page || !a.result) throw new Error('usage: node --import tsx bench/search.ts --site DIR --out DIR --page a/b.md --result FILE [--skip-browser]');
  return a;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = parseSearchArgs(process.argv.slice(2));
  const result = await measureSearch(args);
  fs.mkdirSync(path.dirname(args.result), { recursive: true });
  fs.writeFileSync(args.result, `${JSON.stringify(result, null, 2)}\n`);
  process.exit(0);
}
