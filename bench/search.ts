// Search measurements on a built site (a corpus build of run.ts, or the ru site):
//
//   NODE_ENV=production node --import tsx bench/search.ts --site DIR --out DIR --page a/b.md --result FILE [--skip-browser]
//
// 1. Index size: the split index of the output (issue #15): the manifest `assets/search/<locale>.json`,
//    the shards and the text chunks beside it in `<locale>/`, gzip level 9: totals, largest, per page.
// 2. Query latency in Node: the engine the browser runs (packages/theme/src/search/engine.ts) on the files
//    of the output; each query runs once to load what it needs (not timed), then ROUNDS times; p50/p95/max.
//    The query set is drawn from the chunks (page titles, heading words, words typed letter by letter, typos,
//    phrases from paragraphs).
// 3. Time to first result in headless Chromium: the build served by the programmatic `serve()` (no watch,
//    port 0), the sample page opened in a fresh browser context (empty cache), then a click on the navbar
//    search button and the query typed into the modal; measured up to the first `[role=option]` of the
//    modal. Cold: no hover before (the click's own pointer move is the only one); warm: hover first and wait
//    for the preload (modal chunk + manifest) to finish; repeat: the modal closed and the same query typed
//    again in the same page (shards and chunks cached). For each: the search files fetched before the first
//    result (bytes, gzip level 9 of the files on disk, and as sent) and the longest main-thread task between
//    the click and the first result (PerformanceObserver `longtask`: tasks over 50 ms; 0 when none).
//
// run.ts spawns this as a child (NODE_ENV=production, its own heap: a browser tab does not carry the build's).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSize, median, round } from './measure.ts';
import { openServedSite } from './served-site.ts';
import { traceMainThread } from '../e2e/main-thread.ts';
import { chunkFile, type SearchChunk, type SearchManifest, type SearchShard } from '../packages/theme/src/search/sharded.ts';

export interface IndexSize {
  /** The manifest, relative to the output. */
  file: string;
  pages: number;
  records: number;
  manifestGzipBytes: number;
  shards: { count: number; gzipBytes: number; maxGzipBytes: number };
  chunks: { count: number; gzipBytes: number; maxGzipBytes: number };
  rawBytes: number;
  /** Every search file together (what a full download would cost; no query loads it all). */
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
  /** Reading and parsing the manifest (what the browser does before its first query). */
  parseMs: number;
  /** Making the engine on the manifest. */
  buildMs: number;
  records: number;
  queries: number;
  rounds: number;
  /** Over every timed query of every round (ms), with its shards and chunks loaded. */
  all: LatencyStats;
  /**
   * Each query's fastest round, over the queries: what the engine costs without the preemption a shared,
   * loaded machine adds to single runs (the target is read on this one; `all` is kept beside it).
   */
  bestOfRounds: LatencyStats;
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
  /** In the page: the input event that completes the word -> the first result (the typing itself left out). */
  afterTypingMs: number | null;
  /**
   * The page's own time to the first result: click -> modal input ready, plus word complete -> first result
   * (the driver's round trips between the two, focusing and sending the word, left out).
   */
  pageMs: number | null;
  /** Search files (manifest, shards, chunks) fetched from the click to the first result: gzip -9 of the files, and as sent (br/gzip). */
  searchBytes: number;
  searchBytesSent: number;
  searchFiles: number;
  /** The modal's JavaScript fetched in that time (0 when preloaded), as sent. */
  jsBytesSent: number;
  /** Longest main-thread task from the click to the first result (longtask entries are over 50 ms; 0 when none). */
  longestTaskMs: number;
  /**
   * CPU time of the longest main-thread task from the click to the result (+100 ms), from a performance trace:
   * what the page's own work costs, without the preemption that stretches wall time on a loaded machine.
   */
  longestTaskCpuMs: number;
  /** Wall time of the longest task in the same trace (any length, where `longestTaskMs` sees only those over 50 ms). */
  longestTaskTraceWallMs: number;
}

export interface BrowserSection {
  url: string;
  query: string;
  runs: number;
  cold: BrowserRun[];
  warm: BrowserRun[];
  repeat: BrowserRun[];
  /** Medians of the runs above (in-page click -> first result; wall time next to it). */
  coldMs: number | null;
  coldWallMs: number;
  warmMs: number | null;
  warmWallMs: number;
  repeatMs: number | null;
  /** Medians of pageMs: the page's own time to the first result (the targets are read on these). */
  coldPageMs: number | null;
  warmPageMs: number | null;
  repeatPageMs: number | null;
  /** Medians of afterTypingMs: the word typed -> first result. */
  coldAfterTypingMs: number | null;
  warmAfterTypingMs: number | null;
  repeatAfterTypingMs: number | null;
  /** Largest over the cold runs: search bytes before the first result (gzip -9). */
  coldSearchBytes: number;
  /** Longest main-thread task over every run. */
  longestTaskMs: number;
  /** Largest CPU time of one main-thread task over every run (trace). */
  longestTaskCpuMs: number;
  /** Load average (1 min) of the machine at each run's start: the times above are inflated by it. */
  load1: number[];
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
/** Pause between keys while the bench types the query. */
const KEY_DELAY_MS = 120;
const MANIFEST_RE = /\/assets\/search\/[^/]+\.json$/;
const SEARCH_FILE_RE = /\/assets\/search\//;
const DIALOG = '[role="dialog"][aria-modal="true"]';
const INPUT = `${DIALOG} input[role="combobox"]`;
const OPTION = `${DIALOG} [role="option"]`;

/** The locale's manifest in the output: `assets/search/<locale>.json`. */
export function findManifest(outDir: string, locale = 'ru'): string {
  const file = path.join(outDir, 'assets', 'search', `${locale}.json`);
  if (!fs.existsSync(file)) throw new Error(`expected the search manifest ${file}`);
  return file;
}

export function stats(values: readonly number[]): LatencyStats {
  const s = [...values].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] ?? NaN;
  return { count: s.length, p50: round(q(0.5), 3), p95: round(q(0.95), 3), max: round(s[s.length - 1] ?? NaN, 3) };
}

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

/** Pages as the chunks hold them: url, title, headings and paragraphs. */
interface BenchPage {
  url: string;
  title: string;
  headings: string[];
  paragraphs: string[];
}

export function readPages(manifestFile: string): BenchPage[] {
  const m = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const dir = path.dirname(manifestFile);
  // Chunks hold one page each, in page order: a chunk that starts at the title starts a page.
  const pages: BenchPage[] = [];
  for (let i = 0; i < m.chunks.count; i++) {
    const c = JSON.parse(fs.readFileSync(path.join(dir, chunkFile(m.chunks, i)), 'utf8')) as SearchChunk;
    if (c.n === 0) pages.push({ url: c.p[0], title: c.p[1], headings: [], paragraphs: [] });
    const p = pages[pages.length - 1]!;
    c.r.forEach((item, j) => {
      if (c.n + j === 0) return;
      if (typeof item === 'string') p.paragraphs.push(item);
      else if (item[0] === 0) p.paragraphs.push(item[2]);
      else p.headings.push(item[2]);
    });
  }
  return pages;
}

/** The query set, deterministic for a given index: kind -> queries. */
export function querySet(pages: BenchPage[]): Record<string, string[]> {
  const titles = spread([...new Set(pages.map((p) => p.title))], 12);
  const headings: string[] = [];
  const paragraphs: string[] = [];
  for (const p of spread(pages, 60)) {
    headings.push(...p.headings);
    paragraphs.push(...p.paragraphs);
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

/** The browser's engine on the output's files, loading from disk what a query asks for. */
export async function diskEngine(manifestFile: string) {
  const { createEngine } = await import('../packages/theme/src/search/engine.ts');
  const t0 = performance.now();
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const parseMs = performance.now() - t0;
  const dir = path.dirname(manifestFile);
  const shards = new Map<number, SearchShard>();
  const chunks = new Map<number, SearchChunk>();
  const t1 = performance.now();
  const engine = createEngine({ manifest, shard: (i) => shards.get(i), chunk: (i) => chunks.get(i) });
  const buildMs = performance.now() - t1;
  const search = (q: string) => {
    for (;;) {
      const out = engine.search(q);
      if ('result' in out) return out.result;
      for (const i of out.missing.shards) shards.set(i, JSON.parse(fs.readFileSync(path.join(dir, manifest.shards.files[i] as string), 'utf8')) as SearchShard);
      for (const i of out.missing.chunks) chunks.set(i, JSON.parse(fs.readFileSync(path.join(dir, chunkFile(manifest.chunks, i)), 'utf8')) as SearchChunk);
    }
  };
  return { engine, search, parseMs, buildMs, records: manifest.records };
}

export async function measureLatency(manifestFile: string, pages: BenchPage[]): Promise<QueryLatency> {
  const { engine, search, parseMs, buildMs, records } = await diskEngine(manifestFile);
  const set = querySet(pages);
  const flat = Object.entries(set).flatMap(([kind, qs]) => qs.map((q) => ({ kind, q })));
  let empty = 0;
  for (const { q } of flat) if (search(q).hits.length === 0) empty++; // loads the files, warms the JIT
  const all: number[] = [];
  const byKind: Record<string, number[]> = {};
  const best = new Array<number>(flat.length).fill(Infinity);
  for (let r = 0; r < ROUNDS; r++) {
    flat.forEach(({ kind, q }, i) => {
      const t = performance.now();
      engine.search(q);
      const ms = performance.now() - t;
      all.push(ms);
      best[i] = Math.min(best[i], ms);
      (byKind[kind] ??= []).push(ms);
    });
  }
  return {
    parseMs: round(parseMs, 1),
    buildMs: round(buildMs, 1),
    records,
    queries: flat.length,
    rounds: ROUNDS,
    all: stats(all),
    bestOfRounds: stats(best),
    byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, stats(v)])),
    examples: Object.fromEntries(Object.entries(set).map(([k, v]) => [k, v.slice(0, 4)])),
    empty,
  };
}

/** Query for the browser: a word of the sample page's title that the engine finds. */
async function browserQuery(manifestFile: string, pages: BenchPage[], sampleUrl: string): Promise<string> {
  const { search } = await diskEngine(manifestFile);
  const page = pages.find((p) => p.url.replace(/\/$/, '') === sampleUrl.replace(/\/$/, '')) ?? pages[0];
  const candidates = [...(page ? wordsOf(page.title) : []), ...(page ? page.headings.flatMap(wordsOf) : [])];
  return candidates.find((w) => search(w).hits.length > 0) ?? 'контракт';
}

export async function measureBrowser(siteDir: string, outDir: string, samplePage: string, manifestFile: string, pages: BenchPage[]): Promise<BrowserSection | { skipped: string }> {
  const served = await openServedSite(siteDir, outDir);
  if ('skipped' in served) return served;
  const { server, browser } = served;
  const base = new URL(server.url).pathname;
  const gzipOf = new Map<string, number>();
  /** gzip -9 of the output file behind a URL path. */
  const fileGzip = (urlPath: string) => {
    let n = gzipOf.get(urlPath);
    if (n === undefined) {
      const file = path.join(outDir, decodeURIComponent(urlPath.slice(base.length)));
      n = fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : 0;
      gzipOf.set(urlPath, n);
    }
    return n;
  };
  try {
    const stem = samplePage.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
    const pageUrl = `${server.url}${stem}`;
    const routeUrl = new URL(pageUrl).pathname;
    const query = await browserQuery(manifestFile, pages, routeUrl);
    process.stderr.write(`[search] browser: ${pageUrl}, query "${query}"\n`);

    type InPage = { click?: number; input?: number; typed?: number; option?: number; tasks: { start: number; duration: number }[]; resources: { name: string; start: number; end: number; sent: number }[] };
    // In-page timestamps: the click (capture phase, before React's handler), the input, the first result; long
    // tasks; resources. (A string, not a function: tsx's keepNames would wrap named functions in a `__name` the page lacks.)
    const arm = `(() => {
      const sb = (window.__sb = { tasks: [] });
      new PerformanceObserver((list) => { for (const e of list.getEntries()) sb.tasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask' });
      document.addEventListener('click', () => { if (sb.click === undefined) sb.click = performance.now(); }, { capture: true });
      document.addEventListener('input', (e) => { if (sb.typed === undefined && e.target && e.target.value === ${JSON.stringify('__QUERY__')}) sb.typed = performance.now(); }, { capture: true });
      const observer = new MutationObserver(() => {
        const now = performance.now();
        if (sb.input === undefined && document.querySelector(${JSON.stringify(INPUT)})) sb.input = now;
        // The first result of the word typed (the letters before it show results of their own on the way).
        if (sb.option === undefined && document.querySelector(${JSON.stringify(OPTION)}) && document.querySelector(${JSON.stringify(DIALOG)})?.getAttribute('data-search-query') === ${JSON.stringify('__QUERY__')}) {
          sb.option = now;
          observer.disconnect();
        }
      });
      observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
    })()`;
    const collect = `(() => { const sb = window.__sb; sb.resources = performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, sent: e.encodedBodySize })); return sb; })()`;

    const measure = async (page: import('playwright-core').Page): Promise<BrowserRun> => {
      await page.evaluate(arm.replaceAll('"__QUERY__"', JSON.stringify(query)));
      // Long tasks are reported after they end: let the page settle before the click.
      await page.waitForTimeout(100);
      let wallMs = 0;
      // The main thread's tasks from the click to the result, with their CPU time (a performance trace).
      const traced = await traceMainThread(browser, page, async () => {
        const t0 = performance.now();
        await page.click('.search-button');
        await page.waitForSelector(INPUT);
        await page.focus(INPUT);
        // Typed at a fast reader's pace (KEY_DELAY_MS between keys, about 8 keys a second): the page loads the
        // shards of the letters typed so far as they come, as it would for a reader. The typing itself is not the
        // page's time: pageMs counts the modal opening and the wait after the last key.
        await page.keyboard.type(query, { delay: KEY_DELAY_MS });
        await page.waitForSelector(`${DIALOG}[data-search-query=${JSON.stringify(query)}] [role="option"]`);
        wallMs = performance.now() - t0;
        await page.waitForTimeout(100);
      });
      const sb = (await page.evaluate(collect)) as InPage;
      const since = (t: number | undefined) => (t === undefined || sb.click === undefined ? null : round(t - sb.click, 1));
      const from = sb.click ?? 0;
      const until = sb.option ?? Infinity;
      const fetched = sb.resources.filter((r) => r.start >= from && r.end <= until);
      const search = fetched.filter((r) => SEARCH_FILE_RE.test(new URL(r.name).pathname));
      const js = fetched.filter((r) => /\.js$/.test(new URL(r.name).pathname));
      const tasks = sb.tasks.filter((t) => t.start + t.duration >= from && t.start <= until);
      return {
        wallMs: round(wallMs, 1),
        inputMs: since(sb.input),
        firstResultMs: since(sb.option),
        afterTypingMs: sb.typed === undefined || sb.option === undefined ? null : round(sb.option - sb.typed, 1),
        pageMs: sb.typed === undefined || sb.option === undefined || since(sb.input) === null ? null : round(since(sb.input)! + sb.option - sb.typed, 1),
        searchBytes: search.reduce((n, r) => n + fileGzip(new URL(r.name).pathname), 0),
        searchBytesSent: search.reduce((n, r) => n + r.sent, 0),
        searchFiles: search.length,
        jsBytesSent: js.reduce((n, r) => n + r.sent, 0),
        longestTaskMs: round(Math.max(0, ...tasks.map((t) => t.duration)), 1),
        longestTaskCpuMs: round(Math.max(0, ...traced.map((t) => t.cpuMs)), 1),
        longestTaskTraceWallMs: round(Math.max(0, ...traced.map((t) => t.wallMs)), 1),
      };
    };

    const once = async (warm: boolean): Promise<{ first: BrowserRun; again: BrowserRun }> => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(pageUrl);
        await page.waitForSelector('html[data-hydrated="true"]');
        // Cold: the click as soon as the page is hydrated, nothing preloaded yet (a reader who opens the search
        // after reading for a while finds the modal's code and the manifest preloaded on idle: the warm case).
        if (warm) {
          await page.waitForLoadState('networkidle');
          // Idle time or the hover has loaded the modal's code and the manifest (whichever came first).
          await page.hover('.search-button');
          await page.waitForFunction(
            `performance.getEntriesByType('resource').some((e) => ${MANIFEST_RE}.test(new URL(e.name).pathname) && e.responseEnd > 0) && performance.getEntriesByType('resource').some((e) => /SearchModal/.test(e.name) && e.responseEnd > 0)`,
          );
          await page.waitForLoadState('networkidle');
          await page.mouse.move(0, 0);
        }
        const first = await measure(page);
        // The same query again in this page: the modal closed and opened, everything it needs is loaded.
        await page.keyboard.press('Escape');
        await page.waitForSelector(DIALOG, { state: 'detached' });
        await page.keyboard.press('Escape');
        const again = await measure(page);
        if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
        return { first, again };
      } finally {
        await context.close();
      }
    };

    const cold: BrowserRun[] = [];
    const warm: BrowserRun[] = [];
    const repeat: BrowserRun[] = [];
    const load1: number[] = [];
    for (let i = 0; i < BROWSER_RUNS; i++) {
      load1.push(round(os.loadavg()[0] ?? 0, 1));
      const c = await once(false);
      const w = await once(true);
      cold.push(c.first);
      warm.push(w.first);
      repeat.push(c.again, w.again);
      process.stderr.write(
        `[search] run ${i + 1} (load ${load1[i]}): page time cold ${c.first.pageMs} / warm ${w.first.pageMs} / repeat ${c.again.pageMs} ms; click -> result cold ${c.first.firstResultMs} ms (${c.first.afterTypingMs} ms after the word was typed; wall ${c.first.wallMs}, ${(c.first.searchBytes / 1000).toFixed(1)} KB search data in ${c.first.searchFiles} files, longest task ${c.first.longestTaskMs} ms, CPU ${c.first.longestTaskCpuMs} ms), ` +
          `warm ${w.first.firstResultMs} ms (${w.first.afterTypingMs} after typing; wall ${w.first.wallMs}), repeat ${c.again.firstResultMs}/${w.again.firstResultMs} ms (${c.again.afterTypingMs}/${w.again.afterTypingMs} after typing)\n`,
      );
    }
    const med = (runs: BrowserRun[], field: 'firstResultMs' | 'afterTypingMs' | 'pageMs' = 'firstResultMs') => {
      const v = runs.map((r) => r[field]).filter((x): x is number => x !== null);
      return v.length === runs.length ? round(median(v), 1) : null;
    };
    const every = [...cold, ...warm, ...repeat];
    return {
      url: routeUrl,
      query,
      runs: BROWSER_RUNS,
      cold,
      warm,
      repeat,
      coldMs: med(cold),
      coldPageMs: med(cold, 'pageMs'),
      warmPageMs: med(warm, 'pageMs'),
      repeatPageMs: med(repeat, 'pageMs'),
      coldWallMs: round(median(cold.map((r) => r.wallMs)), 1),
      warmMs: med(warm),
      warmWallMs: round(median(warm.map((r) => r.wallMs)), 1),
      repeatMs: med(repeat),
      coldAfterTypingMs: med(cold, 'afterTypingMs'),
      warmAfterTypingMs: med(warm, 'afterTypingMs'),
      repeatAfterTypingMs: med(repeat, 'afterTypingMs'),
      coldSearchBytes: Math.max(...cold.map((r) => r.searchBytes)),
      longestTaskMs: Math.max(...every.map((r) => r.longestTaskMs)),
      longestTaskCpuMs: Math.max(...every.map((r) => r.longestTaskCpuMs)),
      load1,
    };
  } finally {
    await served.close();
  }
}

function indexSize(outDir: string, manifestFile: string): IndexSize {
  const m = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const dir = path.dirname(manifestFile);
  const sizes = (files: string[]) => {
    let raw = 0;
    let gzip = 0;
    let max = 0;
    for (const f of files) {
      const buf = fs.readFileSync(path.join(dir, f));
      const g = gzipSize(buf);
      raw += buf.byteLength;
      gzip += g;
      max = Math.max(max, g);
    }
    return { count: files.length, raw, gzipBytes: gzip, maxGzipBytes: max };
  };
  const manifestBuf = fs.readFileSync(manifestFile);
  const shards = sizes(m.shards.files);
  const chunks = sizes(Array.from({ length: m.chunks.count }, (_, i) => chunkFile(m.chunks, i)));
  const manifestGzipBytes = gzipSize(manifestBuf);
  const gzipBytes = manifestGzipBytes + shards.gzipBytes + chunks.gzipBytes;
  return {
    file: path.relative(outDir, manifestFile),
    pages: m.pages,
    records: m.records,
    manifestGzipBytes,
    shards: { count: shards.count, gzipBytes: shards.gzipBytes, maxGzipBytes: shards.maxGzipBytes },
    chunks: { count: chunks.count, gzipBytes: chunks.gzipBytes, maxGzipBytes: chunks.maxGzipBytes },
    rawBytes: manifestBuf.byteLength + shards.raw + chunks.raw,
    gzipBytes,
    gzipBytesPerPage: round(gzipBytes / m.pages, 1),
  };
}

export async function measureSearch(args: { site: string; out: string; page: string; skipBrowser: boolean }): Promise<SearchResultFile> {
  process.env.NODE_ENV ??= 'production';
  const file = findManifest(args.out);
  const index = indexSize(args.out, file);
  process.stderr.write(
    `[search] index ${index.file}: manifest ${(index.manifestGzipBytes / 1000).toFixed(1)} KB, ${index.shards.count} shards (largest ${(index.shards.maxGzipBytes / 1000).toFixed(1)} KB), ` +
      `${index.chunks.count} chunks (largest ${(index.chunks.maxGzipBytes / 1000).toFixed(1)} KB); all together ${(index.gzipBytes / 1000).toFixed(1)} KB gzip for ${index.pages} pages\n`,
  );
  const pages = readPages(file);
  const latency = await measureLatency(file, pages);
  process.stderr.write(`[search] ${latency.queries} queries x ${latency.rounds}: p50 ${latency.all.p50} ms, p95 ${latency.all.p95} ms; best round of each: p50 ${latency.bestOfRounds.p50} ms, p95 ${latency.bestOfRounds.p95} ms\n`);
  const browser = args.skipBrowser ? { skipped: '--skip-browser' } : await measureBrowser(args.site, args.out, args.page, file, pages);
  return { pages: index.pages, page: args.page, index, latency, browser };
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
