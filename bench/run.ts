// `pnpm bench`: cold builds of synthetic corpora with the real CLI, a single-page rebuild under serve --watch,
// and the targets of the issue. A measurement: exits 0 even when a target is missed (they are listed).
//
//   pnpm bench [-- --sizes 200,1000,10000] [--out bench/results/latest.json] [--skip-watch] [--skip-search] [--skip-first-load] [--skip-browser] [--skip-warm] [--docusaurus] [--edits 5] [--repeat 1]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BENCH_TMP, cleanOutput, ensureCorpus, prepareSite, sampleHtmlPath, sharedGenerator, type Corpus } from './corpus.ts';
import { docusaurusScript, ratio, readReference, runDocusaurus } from './docusaurus.ts';
import { outputStats, pageAssets, round, runTimed, type TimedRun } from './measure.ts';
import { computeTargets, formatReport, scaling, type BenchResult, type RestartResult, type CheckCodeSection, type SearchSection, type SizeResult, type WarmResult, type WatchSection } from './report.ts';
import type { SearchResultFile } from './search.ts';
import type { ScaleIndex } from './search-scale.ts';
import type { WatchResult } from './watch.ts';
import type { FloorResult } from './floor.ts';
import { FIRST_LOAD_PAGES, measureFirstLoad } from './first-load.ts';
import { measureCommandStart, toolCacheDir } from './serve-command.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cliBin = path.join(repoRoot, 'packages', 'cli', 'bin', 'tondocs.js');
const log = (s: string) => process.stderr.write(`${s}\n`);

interface Options {
  sizes: number[];
  out: string;
  skipWatch: boolean;
  skipSearch: boolean;
  skipCheckCode: boolean;
  /** Page counts whose search is measured on an index of their corpus without a full build (bench/search-scale.ts). */
  searchScale: number[];
  skipFirstLoad: boolean;
  skipBrowser: boolean;
  skipWarm: boolean;
  docusaurus: boolean;
  edits: number;
  repeat: number;
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'), // `pnpm bench -- --sizes ...` may pass the separator through
    options: {
      sizes: { type: 'string', default: '200,1000,10000' },
      out: { type: 'string', default: 'bench/results/latest.json' },
      'skip-watch': { type: 'boolean', default: false },
      'skip-search': { type: 'boolean', default: false },
      'skip-check-code': { type: 'boolean', default: false },
      'search-scale': { type: 'string', default: '' },
      'skip-first-load': { type: 'boolean', default: false },
      'skip-browser': { type: 'boolean', default: false },
      'skip-warm': { type: 'boolean', default: false },
      docusaurus: { type: 'boolean', default: false },
      edits: { type: 'string', default: '5' },
      repeat: { type: 'string', default: '1' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    log('usage: pnpm bench [-- --sizes 200,1000,10000] [--out FILE] [--skip-watch] [--skip-search] [--skip-first-load] [--skip-browser] [--skip-warm] [--docusaurus] [--edits N] [--repeat N] [--search-scale 10000]');
    process.exit(0);
  }
  const sizes = [...new Set(values.sizes.split(',').map((s) => Number(s.trim())))].sort((a, b) => a - b);
  if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 2)) throw new Error(`--sizes: expected comma-separated page counts >= 2, got "${values.sizes}"`);
  const edits = Number(values.edits);
  if (!Number.isInteger(edits) || edits < 1) throw new Error(`--edits: expected a positive integer, got "${values.edits}"`);
  const repeat = Number(values.repeat);
  if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`--repeat: expected a positive integer, got "${values.repeat}"`);
  const searchScale = values['search-scale'] ? values['search-scale'].split(',').map((s) => Number(s.trim())) : [];
  if (searchScale.some((n) => !Number.isInteger(n) || n < 2)) throw new Error(`--search-scale: expected comma-separated page counts >= 2, got "${values['search-scale']}"`);
  return { sizes, searchScale, out: path.resolve(repoRoot, values.out), skipWatch: values['skip-watch'], skipSearch: values['skip-search'], skipCheckCode: values['skip-check-code'], skipFirstLoad: values['skip-first-load'], skipBrowser: values['skip-browser'], skipWarm: values['skip-warm'], docusaurus: values.docusaurus, edits, repeat };
}

/** Production React for the children, as the CLI's bin sets it by default. */
const childEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: 'production' });

/** The remark floor of a corpus (bench/floor.ts in a child of its own: one thread, its own heap). */
async function benchFloor(corpus: Corpus): Promise<FloorResult | null> {
  let line = '';
  const run = await runTimed(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench', 'floor.ts'), corpus.dir], { cwd: repoRoot, env: childEnv(), onLine: (l) => (line = l.startsWith('{') ? l : line) });
  if (run.exitCode !== 0 || !line) {
    log(`  floor failed (exit ${run.exitCode ?? run.signal}):\n${run.outputTail.slice(-10).join('\n')}`);
    return null;
  }
  return JSON.parse(line) as FloorResult;
}

/**
 * `repeat` cold builds, each right after a floor measurement of the same corpus (the ratio compares like with
 * like on a machine whose load changes); the build with the lowest ratio is measured further.
 */
async function benchBuild(corpus: Corpus, repeat: number): Promise<SizeResult> {
  const site = prepareSite(corpus, `site-${corpus.pages}`);
  const runs: { run: TimedRun; load1Before: number; floor: FloorResult | null }[] = [];
  for (let i = 1; i <= repeat; i++) {
    log(`floor: ${corpus.pages} pages (remark-parse + gfm + rehype + stringify, one thread) ...`);
    const floor = await benchFloor(corpus);
    if (floor) log(`  ${round(floor.seconds)} s (CPU ${round(floor.cpuSeconds)} s)`);
    cleanOutput(site.outDir);
    const load1Before = round(os.loadavg()[0] ?? 0);
    log(`build: ${corpus.pages} pages (cold, ${cliBin} build --locale ru)${repeat > 1 ? `, run ${i}/${repeat}` : ''} ...`);
    const run = await runTimed(process.execPath, [cliBin, 'build', '--locale', 'ru', '--no-cache', '--out', site.outDir], {
      cwd: site.dir,
      env: childEnv(),
      onLine: (l) => /^Built /.test(l) && log(`  ${l}`),
    });
    runs.push({ run, load1Before, floor });
    if (run.exitCode !== 0) break;
    log(`  ${round(run.wallSeconds)} s (CPU ${run.cpuSeconds ?? '-'} s, other processes ${run.foreignCpuSeconds ?? '-'} s), peak RSS ${run.peakRssMB ?? '-'} MB${floor ? `; ${round(run.wallSeconds / floor.seconds, 2)} × floor` : ''}`);
  }
  const failed = runs.find((r) => r.run.exitCode !== 0);
  const ratioOf = (r: (typeof runs)[number]) => (r.floor ? r.run.wallSeconds / r.floor.seconds : r.run.wallSeconds);
  const { run, load1Before, floor } = failed ?? runs.reduce((a, b) => (ratioOf(b) < ratioOf(a) ? b : a));
  const base = {
    pages: corpus.pages,
    wallSeconds: round(run.wallSeconds),
    peakRssMB: run.peakRssMB,
    peakProcs: run.peakProcs,
    pagesPerSecond: round(corpus.pages / run.wallSeconds, 1),
    secondsPer1000: round((run.wallSeconds / corpus.pages) * 1000, 3),
    cpuSeconds: run.cpuSeconds,
    foreignCpuSeconds: run.foreignCpuSeconds,
    contended: run.foreignCpuSeconds !== null && run.foreignCpuSeconds / run.wallSeconds > 0.1,
    load1Before,
    floor: floor ? { seconds: round(floor.seconds), cpuSeconds: round(floor.cpuSeconds) } : null,
    floorRatio: floor ? round(run.wallSeconds / floor.seconds, 3) : null,
    allRuns: runs.map((r) => ({ wallSeconds: round(r.run.wallSeconds), peakRssMB: r.run.peakRssMB, foreignCpuSeconds: r.run.foreignCpuSeconds, floorSeconds: r.floor ? round(r.floor.seconds) : null })),
    corpus: { dir: corpus.dir, generator: corpus.generator, bytes: corpus.bytes },
  };
  if (run.exitCode !== 0) {
    return { ...base, ok: false, error: `exit ${run.exitCode ?? run.signal}:\n${run.outputTail.slice(-15).join('\n')}`, outputBytes: 0, outputFiles: 0, outputByExt: {}, samplePage: null };
  }
  const out = outputStats(site.outDir);
  const html = sampleHtmlPath(corpus.samplePage);
  const samplePage = fs.existsSync(path.join(site.outDir, html)) ? { source: corpus.samplePage, ...pageAssets(site.outDir, html) } : null;
  const result: SizeResult = { ...base, ok: true, outputBytes: out.bytes, outputFiles: out.files, outputByExt: out.byExt, samplePage };
  if (!samplePage) {
    result.ok = false;
    result.error = `sample page ${html} not found in ${site.outDir}`;
  }
  log(`  ${repeat > 1 ? `fastest: ${result.wallSeconds} s; ` : ''}output ${(out.bytes / 1e6).toFixed(1)} MB in ${out.files} files; sample page JS ${samplePage ? (samplePage.js.gzipBytes / 1000).toFixed(1) : '-'} KB gzip`);
  return result;
}

/**
 * Warm builds (issue #16) in the cold build's site: one build that fills <site>/.tondocs, then one with nothing
 * changed and one after appending a paragraph to the sample page, each over the floor measured before the cold
 * build of this size.
 */
async function benchWarm(corpus: Corpus, floorSeconds: number | null): Promise<WarmResult> {
  const site = { dir: path.join(BENCH_TMP, `site-${corpus.pages}`), outDir: path.join(BENCH_TMP, `site-${corpus.pages}`, 'build') };
  const build = async (label: string) => {
    const run = await runTimed(process.execPath, [cliBin, 'build', '--locale', 'ru', '--out', site.outDir], { cwd: site.dir, env: childEnv() });
    if (run.exitCode !== 0) throw new Error(`warm build (${label}) failed: exit ${run.exitCode ?? run.signal}\n${run.outputTail.slice(-10).join('\n')}`);
    log(`  ${label}: ${round(run.wallSeconds)} s${floorSeconds ? ` (${round(run.wallSeconds / floorSeconds, 3)} × floor)` : ''}, CPU ${run.cpuSeconds ?? '-'} s, other processes ${run.foreignCpuSeconds ?? '-'} s`);
    return run;
  };
  log(`warm builds: ${corpus.pages} pages ...`);
  const fill = await build('filling the cache');
  const unchanged = await build('nothing changed');
  const page = path.join(site.dir, 'content', 'ru', 'docs', corpus.samplePage);
  const original = fs.readFileSync(page, 'utf8');
  fs.writeFileSync(page, `${original}\nАбзац, добавленный тестом тёплой сборки.\n`);
  let onePage: TimedRun;
  try {
    onePage = await build('one page changed');
  } finally {
    fs.writeFileSync(page, original);
  }
  const ratio = (r: TimedRun) => (floorSeconds ? round(r.wallSeconds / floorSeconds, 3) : null);
  return {
    pages: corpus.pages,
    fillSeconds: round(fill.wallSeconds),
    unchangedSeconds: round(unchanged.wallSeconds),
    unchangedRatio: ratio(unchanged),
    onePageSeconds: round(onePage.wallSeconds),
    onePageRatio: ratio(onePage),
    foreignCpuSeconds: round((unchanged.foreignCpuSeconds ?? 0) + (onePage.foreignCpuSeconds ?? 0)),
  };
}

async function benchWatch(corpus: Corpus, edits: number): Promise<WatchSection | { skipped: string }> {
  const site = prepareSite(corpus, `site-watch-${corpus.pages}`);
  cleanOutput(site.outDir);
  log(`serve --watch: ${corpus.pages} pages, ${edits} edits of ${corpus.samplePage} ...`);
  const result = await runWatch(site, corpus.samplePage, edits, `watch-${corpus.pages}.json`);
  if ('skipped' in result) return result;
  const restart = await restartWatch(site, corpus.samplePage, `watch-${corpus.pages}-again.json`);
  // The project's own site as an author has it (its .tondocs cache included); watch.ts puts the page back.
  log('serve --watch: the ru site, 3 edits of the intro page ...');
  const ruOut = path.join(BENCH_TMP, 'ru-watch-build');
  cleanOutput(ruOut);
  const ruDir = { dir: path.join(repoRoot, 'site'), outDir: ruOut };
  const ruPage = 'v3/concepts/dive-into-ton/introduction.md';
  const ruRun = await runWatch(ruDir, ruPage, 3, 'watch-ru.json');
  const ruSite = 'skipped' in ruRun ? ruRun : { ...ruRun, restart: await restartWatch(ruDir, ruPage, 'watch-ru-again.json') };
  // The command itself, as an author starts it (the numbers above are taken after the serve() call).
  log('serve --watch as a command: first page after the start, right after an install and again ...');
  const command = await measureCommandStart({ cliBin, toolCache: toolCacheDir(repoRoot), site: { dir: site.dir, outDir: path.join(BENCH_TMP, 'command-watch-build') }, urlPath: `/${sampleHtmlPath(corpus.samplePage).replace(/index\.html$/, '')}`, env: childEnv() });
  const ruCommand = await measureCommandStart({ cliBin, toolCache: toolCacheDir(repoRoot), site: { dir: ruDir.dir, outDir: path.join(BENCH_TMP, 'command-watch-ru') }, urlPath: `/ru/${sampleHtmlPath(ruPage).replace(/index\.html$/, '')}`, env: childEnv() });
  return { pages: corpus.pages, ...result, restart, ruSite, command, ruCommand };
}

/** The server started once more (one edit): what every start after the first costs. */
async function restartWatch(site: { dir: string; outDir: string }, page: string, resultName: string): Promise<RestartResult | undefined> {
  const again = await runWatch(site, page, 1, resultName);
  return 'skipped' in again ? undefined : { firstPageSeconds: again.firstPageSeconds, firstPageFromProcessStartSeconds: again.firstPageFromProcessStartSeconds };
}

/** bench/watch.ts in a child process under tsx: NODE_ENV=production is set before React loads, and its memory is its own. */
async function runWatch(site: { dir: string; outDir: string }, page: string, edits: number, resultName: string): Promise<(WatchResult & { peakRssMB: number | null }) | { skipped: string }> {
  const resultFile = path.join(BENCH_TMP, resultName);
  fs.rmSync(resultFile, { force: true });
  const args = ['--import', 'tsx', path.join(repoRoot, 'bench', 'watch.ts'), '--site', site.dir, '--out', site.outDir, '--page', page, '--result', resultFile, '--edits', String(edits)];
  const run = await runTimed(process.execPath, args, { cwd: repoRoot, env: childEnv(), onLine: (l) => /^\[watch\]/.test(l) && log(`  ${l}`) });
  if (run.exitCode !== 0 || !fs.existsSync(resultFile)) return { skipped: `watch run failed (exit ${run.exitCode ?? run.signal}):\n${run.outputTail.slice(-15).join('\n')}` };
  return { peakRssMB: run.peakRssMB, ...(JSON.parse(fs.readFileSync(resultFile, 'utf8')) as WatchResult) };
}

/**
 * Search on the build of `pages` pages that benchBuild left in `site-<pages>/build`: index size, query latency
 * in Node, time to first result in headless Chromium (bench/search.ts, as a child: production React, own heap).
 */
async function benchSearch(target: { label: string; siteDir: string; outDir: string; page: string }, skipBrowser: boolean): Promise<SearchSection | { skipped: string }> {
  const slug = target.label.replace(/\W+/g, '-');
  const resultFile = path.join(BENCH_TMP, `search-${slug}.json`);
  fs.rmSync(resultFile, { force: true });
  const load1Before = round(os.loadavg()[0] ?? 0);
  log(`search: ${target.label} (index size, query latency${skipBrowser ? '' : ', time to first result in Chromium'}) ...`);
  const args = ['--import', 'tsx', path.join(repoRoot, 'bench', 'search.ts'), '--site', target.siteDir, '--out', target.outDir, '--page', target.page, '--result', resultFile];
  if (skipBrowser) args.push('--skip-browser');
  const run = await runTimed(process.execPath, args, { cwd: repoRoot, env: childEnv(), onLine: (l) => /^\[search\]/.test(l) && log(`  ${l}`) });
  if (run.exitCode !== 0 || !fs.existsSync(resultFile)) return { skipped: `search run failed (exit ${run.exitCode ?? run.signal}):\n${run.outputTail.slice(-15).join('\n')}` };
  const result = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as SearchResultFile;
  return { ...result, label: target.label, load1Before, foreignCpuSeconds: run.foreignCpuSeconds, wallSeconds: round(run.wallSeconds) };
}

/**
 * The search of `corpus` (say 10 000 pages) without its full build: its index made by bench/search-scale.ts
 * (the build's Markdown pipeline, records and index writer, in a child) in a copy of the build of `served`
 * (a smaller corpus), then measured there like a built size.
 */
async function benchSearchScale(corpus: Corpus, served: Corpus, skipBrowser: boolean): Promise<SearchSection | { skipped: string }> {
  const siteDir = path.join(BENCH_TMP, `site-${served.pages}`);
  const outDir = path.join(BENCH_TMP, `search-scale-${corpus.pages}`);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(path.join(siteDir, 'build'), outDir, { recursive: true });
  log(`search: the index of ${corpus.pages} pages (rendered without a build) in a copy of the ${served.pages}-page build ...`);
  let index: ScaleIndex | null = null;
  const run = await runTimed(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench', 'search-scale.ts'), '--corpus', corpus.dir, '--out', outDir], {
    cwd: repoRoot,
    env: childEnv(),
    onLine: (l) => {
      if (/^\[search\]/.test(l)) log(`  ${l}`);
      else if (l.startsWith('{')) index = JSON.parse(l) as ScaleIndex;
    },
  });
  if (run.exitCode !== 0 || !index) return { skipped: `the index could not be made (exit ${run.exitCode ?? run.signal}):\n${run.outputTail.slice(-15).join('\n')}` };
  const r = await benchSearch({ label: `${corpus.pages} pages, index only`, siteDir, outDir, page: served.samplePage }, skipBrowser);
  fs.rmSync(outDir, { recursive: true, force: true });
  return 'skipped' in r ? r : { ...r, scaleIndex: index };
}

/** The ru site built for the search and first-load measurements (production build in a temporary output). */
let ruSite: Promise<string | null> | null = null;
const ruSiteBuild = (): Promise<string | null> => (ruSite ??= buildRuSite());

async function buildRuSite(): Promise<string | null> {
  const outDir = path.join(BENCH_TMP, 'ru-site-build');
  fs.rmSync(outDir, { recursive: true, force: true });
  const t0 = performance.now();
  const run = await runTimed(process.execPath, [cliBin, 'build', '--locale', 'ru', '--out', outDir], { cwd: path.join(repoRoot, 'site'), env: childEnv() });
  log(`  ru site built in ${round((performance.now() - t0) / 1000)} s${run.exitCode === 0 ? '' : `, exit ${run.exitCode ?? run.signal}:\n${run.outputTail.slice(-15).join('\n')}`}`);
  return run.exitCode === 0 ? outDir : null;
}

/** A cold `tondocs check-code` of the ru site (no result cache): every sample through its compiler. */
async function benchCheckCode(): Promise<CheckCodeSection> {
  const site = path.join(repoRoot, 'site');
  const load1Before = round(os.loadavg()[0] ?? 0);
  log('check-code: the ru site, cold (--no-cache) ...');
  let summary = '';
  const run = await runTimed(process.execPath, [cliBin, 'check-code', '--locale', 'ru', '--no-cache'], {
    cwd: site,
    env: childEnv(),
    onLine: (l) => {
      if (/sample\(s\) compiled/.test(l)) summary = l;
    },
  });
  const samples = Number(/^(\d+) sample/.exec(summary)?.[1] ?? NaN);
  log(`  ${round(run.wallSeconds)} s wall, CPU ${run.cpuSeconds ?? '-'} s: ${summary}`);
  return { ok: run.exitCode === 0, samples, wallSeconds: round(run.wallSeconds), cpuSeconds: run.cpuSeconds, threads: os.availableParallelism(), load1Before, foreignCpuSeconds: run.foreignCpuSeconds };
}

async function main(): Promise<void> {
  const opts = parseOptions(process.argv.slice(2));
  const notes: string[] = [];
  notes.push(
    sharedGenerator(repoRoot)
      ? 'corpora from ../shared/bench/gen-corpus.mjs'
      : 'corpora from bench/gen-corpus.ts (no ../shared/bench/gen-corpus.mjs, or TONDOCS_BENCH_OWN_CORPUS=1): same features, not the same bytes as the corpus of the Docusaurus reference numbers',
  );
  const dScript = docusaurusScript(repoRoot);
  if (opts.docusaurus && !dScript) notes.push('--docusaurus: ../shared/bench/run-docusaurus.sh not found, Docusaurus not run');

  const corpora = new Map<number, Corpus>();
  const sizes: SizeResult[] = [];
  for (const pages of opts.sizes) {
    const corpus = ensureCorpus(repoRoot, pages, log);
    corpora.set(pages, corpus);
    const result = await benchBuild(corpus, opts.repeat);
    if (result.ok && !opts.skipWarm) {
      try {
        result.warm = await benchWarm(corpus, result.floor?.seconds ?? null);
      } catch (e) {
        notes.push(e instanceof Error ? e.message : String(e));
      }
    }
    if (opts.docusaurus && dScript) {
      const d = await runDocusaurus(repoRoot, corpus, log);
      result.docusaurus = { ...d, ratio: ratio(d.wallSeconds, result.ok ? result.wallSeconds : null) };
      log(`  docusaurus: ${d.ok ? `${d.wallSeconds} s, peak RSS ${d.peakTreeRssMB} MB` : `failed\n${d.error ?? ''}`}`);
    }
    sizes.push(result);
  }

  let search: BenchResult['search'];
  if (opts.skipSearch) search = { skipped: '--skip-search' };
  else {
    const sections: SearchSection[] = [];
    const wanted = opts.sizes.filter((p) => p === 1000 || p === 10000);
    for (const pages of wanted.length ? wanted : [opts.sizes[0] as number]) {
      const corpus = corpora.get(pages) as Corpus;
      if (!sizes.find((s) => s.pages === pages)?.ok) continue;
      const siteDir = path.join(BENCH_TMP, `site-${pages}`);
      const r = await benchSearch({ label: `${pages} pages`, siteDir, outDir: path.join(siteDir, 'build'), page: corpus.samplePage }, opts.skipBrowser);
      if ('skipped' in r) notes.push(`search ${pages} pages: ${r.skipped}`);
      else sections.push(r);
    }
    // --search-scale N: the search of an N-page site on its corpus's index, put into the smallest size's build.
    const built = sizes.find((s) => s.ok);
    for (const pages of opts.searchScale) {
      if (!built) {
        notes.push(`search ${pages} pages (index only): no size was built to serve it`);
        continue;
      }
      const r = await benchSearchScale(ensureCorpus(repoRoot, pages, log), corpora.get(built.pages) as Corpus, opts.skipBrowser);
      if ('skipped' in r) notes.push(`search ${pages} pages (index only): ${r.skipped}`);
      else sections.push(r);
    }
    log('search: building the ru site ...');
    const ruOut = await ruSiteBuild();
    if (ruOut) {
      const r = await benchSearch({ label: 'ru site', siteDir: path.join(repoRoot, 'site'), outDir: ruOut, page: 'v3/concepts/dive-into-ton/ton-blockchain/sharding.md' }, opts.skipBrowser);
      if ('skipped' in r) notes.push(`search ru site: ${r.skipped}`);
      else sections.push(r);
    } else notes.push('search ru site: the build failed');
    search = sections.length ? sections : { skipped: 'no search run succeeded' };
  }

  let watch: BenchResult['watch'];
  if (opts.skipWatch) watch = { skipped: '--skip-watch' };
  else {
    const pages = opts.sizes.includes(1000) ? 1000 : (opts.sizes[0] as number);
    watch = await benchWatch(corpora.get(pages) as Corpus, opts.edits);
  }

  const checkCode: BenchResult['checkCode'] = opts.skipCheckCode ? { skipped: '--skip-check-code' } : await benchCheckCode();

  let firstLoad: BenchResult['firstLoad'] = { skipped: '--skip-first-load' };
  if (!opts.skipFirstLoad && opts.skipBrowser) firstLoad = { skipped: '--skip-browser' };
  else if (!opts.skipFirstLoad) {
    log('first-load JS: pages of the ru site in Chromium ...');
    const ruOut = await ruSiteBuild();
    firstLoad = ruOut ? await measureFirstLoad(path.join(repoRoot, 'site'), ruOut, FIRST_LOAD_PAGES, round(os.loadavg()[0] ?? 0)) : { skipped: 'the ru site build failed' };
  }

  const targets = computeTargets(sizes, watch, search, checkCode, firstLoad);
  if (!opts.sizes.includes(1000)) notes.push('1000-page targets not measured (size 1000 not selected)');
  if (!opts.sizes.includes(10000)) notes.push('10000-page target not measured (size 10000 not selected)');
  const result: BenchResult = {
    tool: 'tondocs',
    date: new Date().toISOString(),
    machine: { cpus: os.availableParallelism(), cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown', memGB: round(os.totalmem() / 1024 ** 3, 1), node: process.version, platform: `${process.platform}-${process.arch}` },
    command: `pnpm bench -- ${process.argv.slice(2).filter((a) => a !== '--').join(' ')}`.trim(),
    sizes,
    scaling: scaling(sizes),
    watch,
    search,
    checkCode,
    firstLoad,
    targets,
    missed: targets.filter((t) => !t.ok).map((t) => `${t.name}: ${t.value ?? 'not measured'} ${t.unit} > ${t.limit} ${t.unit}`),
    notes,
    reference: readReference(repoRoot),
  };

  log('');
  log(formatReport(result));
  const json = `${JSON.stringify(result, null, 2)}\n`;
  fs.mkdirSync(path.dirname(opts.out), { recursive: true });
  fs.writeFileSync(opts.out, json);
  log(`\nwrote ${opts.out}`);
  process.stdout.write(json);
}

main().catch((e: unknown) => {
  log(`bench: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exit(1);
});
