// The result JSON, the targets of the issue, and the table printed to stderr.
import type { CommandStart } from './serve-command.ts';
import type { ScaleIndex } from './search-scale.ts';
import type { PageAssets } from './measure.ts';
import type { DocusaurusRun, Reference } from './docusaurus.ts';
import type { WatchResult } from './watch.ts';
import type { SearchResultFile } from './search.ts';
import type { FirstLoadSection } from './first-load.ts';
import { referenceFor, ratio } from './docusaurus.ts';
import { round } from './measure.ts';

export interface SizeResult {
  pages: number;
  ok: boolean;
  error?: string;
  wallSeconds: number;
  /** Peak summed RSS of the build's process tree, sampled every 100 ms. */
  peakRssMB: number | null;
  peakProcs: number;
  pagesPerSecond: number;
  secondsPer1000: number;
  outputBytes: number;
  outputFiles: number;
  outputByExt: Record<string, { files: number; bytes: number }>;
  /** CPU seconds of the build's process tree (user + system). */
  cpuSeconds: number | null;
  /** CPU seconds used by everything else on the machine during the build, and whether that exceeded 0.1 core. */
  foreignCpuSeconds: number | null;
  contended: boolean;
  /** 1-minute load average just before the build. */
  load1Before: number;
  /** The remark floor of the corpus (bench/floor.ts) measured right before this build, and wall / floor. */
  floor: { seconds: number; cpuSeconds: number } | null;
  floorRatio: number | null;
  /** Every build of this size (--repeat); the fields above are the one with the lowest floor ratio. */
  allRuns: { wallSeconds: number; peakRssMB: number | null; foreignCpuSeconds: number | null; floorSeconds: number | null }[];
  corpus: { dir: string; generator: string; bytes: number | null };
  samplePage: (PageAssets & { source: string }) | null;
  docusaurus?: DocusaurusRun & { ratio: number | null };
  /** Warm builds with the cache of <site>/.tondocs (issue #16). */
  warm?: WarmResult;
}

export interface WarmResult {
  pages: number;
  /** The build that fills the cache (after the cold --no-cache build). */
  fillSeconds: number;
  unchangedSeconds: number;
  unchangedRatio: number | null;
  onePageSeconds: number;
  onePageRatio: number | null;
  /** CPU seconds other processes used during the two measured builds. */
  foreignCpuSeconds: number;
}

/** A second start of the same server: the tool's own caches (the dev client bundle) filled by the first. */
export interface RestartResult {
  firstPageSeconds: number | null;
  firstPageFromProcessStartSeconds: number | null;
}

export interface WatchSection extends WatchResult {
  pages: number;
  restart?: RestartResult;
  /** Peak RSS of the serve --watch process over the whole run (initial build and edits). */
  peakRssMB: number | null;
  /** `tondocs serve --watch` spawned as a command: first page from the process start (bench/serve-command.ts). */
  command?: CommandStart;
  ruCommand?: CommandStart;
  /** The same on the project's own site (its .tondocs cache as it is), edits of the intro page. */
  ruSite?: (WatchResult & { peakRssMB: number | null; restart?: RestartResult }) | { skipped: string };
}

export interface SearchSection extends SearchResultFile {
  /** '1000 pages', '10000 pages' or 'ru site'. */
  label: string;
  /** 1-minute load average before, CPU other processes used meanwhile, wall time of the whole search run. */
  load1Before: number;
  foreignCpuSeconds: number | null;
  wallSeconds: number;
  /** `--search-scale`: the index was made from the corpus without a full build (bench/search-scale.ts), served in a smaller size's build. */
  scaleIndex?: ScaleIndex;
}

export interface CheckCodeSection {
  ok: boolean;
  samples: number;
  wallSeconds: number;
  cpuSeconds: number | null;
  threads: number;
  load1Before: number;
  foreignCpuSeconds: number | null;
}

/** A cold code check of today's samples on 2 cores. */
export const CHECK_CODE_COLD_SECONDS = 30;

export interface Target {
  name: string;
  value: number | null;
  limit: number;
  unit: string;
  ok: boolean;
}

export interface BenchResult {
  tool: 'tondocs';
  date: string;
  machine: { cpus: number; cpuModel: string; memGB: number; node: string; platform: string };
  command: string;
  sizes: SizeResult[];
  /**
   * Cost per page across sizes. secondsPer1000 includes the fixed start-up (config, bundling the client), so it
   * falls with size; marginalSecondsPer1000 = extra wall time per 1000 extra pages since the previous size:
   * about constant when the cost is linear in pages.
   */
  scaling: { pages: number; secondsPer1000: number; marginalSecondsPer1000: number | null }[];
  watch: WatchSection | { skipped: string };
  /** Search on the 1000- and 10000-page builds (or the smallest size selected) and on the ru site (`label`). */
  search: SearchSection[] | { skipped: string };
  /** A cold `tondocs check-code` of the ru site. */
  checkCode: CheckCodeSection | { skipped: string };
  /** Scripts pages of the ru site load before any interaction, in Chromium (issue #16). */
  firstLoad: FirstLoadSection | { skipped: string };
  targets: Target[];
  missed: string[];
  notes: string[];
  reference: Reference | null;
}

/** First-load JS budget of a doc page (issue #16): 55 KB gzip, counted as 55 000 bytes (the stricter reading of "KB"). */
export const JS_BUDGET_BYTES = 55_000;
/** Issue #15: search data downloaded before the first result, gzip: 100 KB on our site, 150 KB at any size. */
export const SEARCH_FIRST_BYTES_SITE = 100_000;
export const SEARCH_FIRST_BYTES = 150_000;
/** Issue #15: click + typing a word -> first result, in Chromium: cold and warm (hover preloaded). */
export const SEARCH_COLD_MS = 300;
export const SEARCH_WARM_MS = 100;
/** Issue #15: no main-thread task over 50 ms while the modal opens or while typing. */
export const SEARCH_LONG_TASK_MS = 50;
/** Issue #16: a cold build's wall time over the remark floor of the same run (2 cores): small sites 1.0, others 0.75. */
export const FLOOR_RATIO_SMALL = 1.0;
export const FLOOR_RATIO = 0.75;
export const floorRatioLimit = (pages: number): number => (pages <= 200 ? FLOOR_RATIO_SMALL : FLOOR_RATIO);
/** Issue #16: warm builds over the floor: nothing changed 0.1, one page changed 0.15. */
export const WARM_UNCHANGED_RATIO = 0.1;
export const WARM_ONE_PAGE_RATIO = 0.15;
/** Query latency budget (p95, in Node, the browser's engine). */
export const SEARCH_P95_MS = 10;

export function computeTargets(sizes: SizeResult[], watch: BenchResult['watch'], search: BenchResult['search'], checkCode: BenchResult['checkCode'] = { skipped: 'not run' }, firstLoad: BenchResult['firstLoad'] = { skipped: 'not run' }): Target[] {
  const t: Target[] = [];
  const add = (name: string, value: number | null, limit: number, unit: string) => t.push({ name, value, limit, unit, ok: value !== null && Number.isFinite(value) && value <= limit });
  if (!('skipped' in checkCode)) add(`check-code of the ru site, cold (${checkCode.samples} samples, ${checkCode.threads} threads)`, checkCode.ok ? checkCode.wallSeconds : null, CHECK_CODE_COLD_SECONDS, 's');
  for (const s of sizes) add(`build ${s.pages} pages, cold: wall / remark floor of the same run`, s.ok ? s.floorRatio : null, floorRatioLimit(s.pages), '×');
  for (const s of sizes) {
    if (!s.warm) continue;
    add(`build ${s.pages} pages, warm, nothing changed: wall / floor`, s.warm.unchangedRatio, WARM_UNCHANGED_RATIO, '×');
    add(`build ${s.pages} pages, warm, one page changed: wall / floor`, s.warm.onePageRatio, WARM_ONE_PAGE_RATIO, '×');
  }
  const at = (pages: number) => sizes.find((s) => s.pages === pages);
  const s1000 = at(1000);
  if (s1000) {
    add('build 1000 pages: wall time', s1000.ok ? s1000.wallSeconds : null, 10, 's');
    add('build 1000 pages: peak RSS (process tree)', s1000.ok ? s1000.peakRssMB : null, 1024, 'MB');
  }
  const s10000 = at(10000);
  if (s10000) add('build 10000 pages: wall time', s10000.ok ? s10000.wallSeconds : null, 100, 's');
  for (const s of sizes) add(`first-load JS of the sample page (${s.pages} pages), gzip`, s.samplePage ? s.samplePage.js.gzipBytes / 1000 : null, JS_BUDGET_BYTES / 1000, 'KB');
  if (!('skipped' in firstLoad)) for (const p of firstLoad.pages) add(`first-load JS of ${p.page} (${firstLoad.label}, Chromium, before interaction), gzip`, p.gzipBytes / 1000, JS_BUDGET_BYTES / 1000, 'KB');
  if (!('skipped' in watch)) {
    // The first start after an install also bundles the dev client once (kept in the tool's cache): both are listed.
    add(`serve --watch (${watch.pages} pages): the first requested page answers after the serve() call, first start`, watch.firstPageSeconds, 1, 's');
    if (watch.restart) add(`serve --watch (${watch.pages} pages): the first requested page answers after the serve() call, next start`, watch.restart.firstPageSeconds, 1, 's');
    add(`single-page rebuild under serve --watch (${watch.pages} pages), median of ${watch.edits.length}`, watch.rebuildMs.median, 100, 'ms');
    add(`edit -> page HTML on disk under serve --watch (${watch.pages} pages), median`, watch.writeToDiskMs.median, 200, 'ms');
    for (const [label, c] of [[`${watch.pages} pages`, watch.command], ['ru site', watch.ruCommand]] as const) {
      if (!c) continue;
      add(`tondocs serve --watch (${label}): the first requested page answers after the command started, first start after an install`, c.firstStartSeconds, 1, 's');
      add(`tondocs serve --watch (${label}): the first requested page answers after the command started, next start`, c.nextStartSeconds, 1, 's');
    }
    if (watch.ruSite && !('skipped' in watch.ruSite)) {
      add('serve --watch (ru site): the first requested page answers after the serve() call, first start', watch.ruSite.firstPageSeconds, 1, 's');
      if (watch.ruSite.restart) add('serve --watch (ru site): the first requested page answers after the serve() call, next start', watch.ruSite.restart.firstPageSeconds, 1, 's');
    }
  }
  if (!('skipped' in search)) {
    for (const sec of search) {
      // Each query's best round: on a shared machine single runs carry preemption (every round stays in `all`).
      add(`search query latency p95 (${sec.label}, ${sec.latency.queries} queries, best of ${sec.latency.rounds} rounds each)`, (sec.latency.bestOfRounds ?? sec.latency.all).p95, SEARCH_P95_MS, 'ms');
      const b = sec.browser;
      if ('skipped' in b) continue;
      add(`search data before the first result, cold (${sec.label}), gzip`, b.coldSearchBytes / 1000, (sec.label === 'ru site' ? SEARCH_FIRST_BYTES_SITE : SEARCH_FIRST_BYTES) / 1000, 'KB');
      // The page's own time (modal ready + word -> first result); the driver's time between is in b.coldMs.
      add(`search click + word -> first result, page time, cold (${sec.label}), median`, b.coldPageMs ?? b.coldMs, SEARCH_COLD_MS, 'ms');
      add(`search click + word -> first result, page time, warm (${sec.label}), median`, b.warmPageMs ?? b.warmMs, SEARCH_WARM_MS, 'ms');
      add(`search longest main-thread task, modal open + typing (${sec.label}), wall (longtask)`, b.longestTaskMs, SEARCH_LONG_TASK_MS, 'ms');
      // The same tasks' CPU time (performance trace): the page's own work, without the load's preemption.
      if (b.longestTaskCpuMs !== undefined) add(`search longest main-thread task, modal open + typing (${sec.label}), CPU (trace)`, b.longestTaskCpuMs, SEARCH_LONG_TASK_MS, 'ms');
    }
  }
  return t.map((x) => ({ ...x, value: x.value === null ? null : round(x.value, 2) }));
}

export function scaling(sizes: SizeResult[]): BenchResult['scaling'] {
  const ok = sizes.filter((s) => s.ok).sort((a, b) => a.pages - b.pages);
  return ok.map((s, i) => {
    const prev = ok[i - 1];
    const marginal = prev ? round(((s.wallSeconds - prev.wallSeconds) / (s.pages - prev.pages)) * 1000, 2) : null;
    return { pages: s.pages, secondsPer1000: s.secondsPer1000, marginalSecondsPer1000: marginal };
  });
}

// ---------- table ----------

const kb = (b: number | null | undefined) => (b === null || b === undefined ? '-' : (b / 1000).toFixed(1));
const fmt = (v: number | null | undefined, d = 2) => (v === null || v === undefined || !Number.isFinite(v) ? '-' : v.toFixed(d));

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  const line = (r: string[]) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ');
  return [line(rows[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export function formatReport(r: BenchResult): string {
  const out: string[] = [];
  const m = r.machine;
  out.push(`tondocs bench ${r.date} — ${m.cpus} CPU (${m.cpuModel}), ${m.memGB} GB, node ${m.node}`);
  out.push('');
  const head = ['pages', 'wall s', 'floor s', '× floor', 's/1000 p', 'pages/s', 'peak RSS MB', 'output MB', 'files', 'page HTML KB (gz)', 'JS KB gz (raw)', 'CSS KB gz (raw)', 'data KB gz', 'CPU s', 'other CPU s'];
  const withDocusaurus = r.sizes.some((s) => s.docusaurus) || r.sizes.some((s) => referenceFor(r.reference, s.pages));
  if (withDocusaurus) head.push('Docusaurus s', '× slower');
  const rows = [head];
  for (const s of r.sizes) {
    const p = s.samplePage;
    const row = s.ok
      ? [String(s.pages), fmt(s.wallSeconds), fmt(s.floor?.seconds), fmt(s.floorRatio), fmt(s.secondsPer1000), fmt(s.pagesPerSecond, 0), fmt(s.peakRssMB, 0), fmt(s.outputBytes / 1e6, 1), String(s.outputFiles),
          p ? `${kb(p.htmlBytes)} (${kb(p.htmlGzipBytes)})` : '-', p ? `${kb(p.js.gzipBytes)} (${kb(p.js.rawBytes)})` : '-', p ? `${kb(p.css.gzipBytes)} (${kb(p.css.rawBytes)})` : '-', p ? kb(p.data.gzipBytes) : '-', fmt(s.cpuSeconds, 1), `${fmt(s.foreignCpuSeconds, 1)}${s.contended ? ' (!)' : ''}`]
      : [String(s.pages), 'FAILED', ...Array<string>(head.length - 2).fill('')];
    if (withDocusaurus) {
      const ref = referenceFor(r.reference, s.pages);
      const theirs = s.docusaurus?.ok ? s.docusaurus.wallSeconds : ref?.wallSeconds ?? null;
      const src = s.docusaurus?.ok ? '' : ref ? ' ref' : '';
      row.push(theirs === null ? (s.docusaurus ? 'failed' : '-') : `${fmt(theirs, 1)}${src}`, fmt(ratio(theirs, s.ok ? s.wallSeconds : null), 1));
    }
    rows.push(row);
  }
  out.push(table(rows));
  for (const s of r.sizes) {
    const d = s.docusaurus;
    if (!d) continue;
    out.push(d.ok
      ? `Docusaurus ${s.pages} pages (this run): ${fmt(d.wallSeconds, 1)} s (${fmt(d.ratio, 1)}× ours), peak RSS ${fmt(d.peakTreeRssMB, 0)} MB (ours ${fmt(s.peakRssMB, 0)}), sample page JS gzip ${kb(d.scriptTagJsGzipBytes)} KB in script tags, ${kb(d.firstVisitJsGzipBytes)} KB run on first visit (ours ${kb(s.samplePage?.js.gzipBytes)})`
      : `Docusaurus ${s.pages} pages: failed (${d.resultFile})\n${d.error ?? ''}`);
  }
  for (const s of r.sizes) {
    const w = s.warm;
    if (w) out.push(`warm ${s.pages} pages: nothing changed ${fmt(w.unchangedSeconds)} s (${fmt(w.unchangedRatio, 3)} × floor), one page changed ${fmt(w.onePageSeconds)} s (${fmt(w.onePageRatio, 3)} × floor); filling the cache ${fmt(w.fillSeconds)} s; other processes ${fmt(w.foreignCpuSeconds, 1)} CPU s`);
  }
  const marginal = r.scaling.flatMap((s, i) => (s.marginalSecondsPer1000 === null ? [] : [`${r.scaling[i - 1]?.pages}→${s.pages}: ${fmt(s.marginalSecondsPer1000)} s`]));
  if (marginal.length) out.push('', `marginal cost per 1000 extra pages (linear when about equal): ${marginal.join(', ')}`);
  if (r.sizes.some((s) => s.contended)) out.push('(!) other processes used > 0.1 core during that build: its times are inflated; rerun on a quiet machine.');
  for (const s of r.sizes) if (!s.ok) out.push('', `build of ${s.pages} pages failed:\n${s.error ?? ''}`);

  out.push('');
  if ('skipped' in r.watch) out.push(`serve --watch: skipped (${r.watch.skipped})`);
  else {
    const w = r.watch;
    out.push(`serve --watch, ${w.pages} pages, edits of ${w.page}: first page answered ${fmt(w.firstPageSeconds)} s after serve() (${fmt(w.firstPageFromProcessStartSeconds)} s after the process started), full build done in ${fmt(w.startSeconds)} s, peak RSS ${fmt(w.peakRssMB, 0)} MB`);
    if (w.restart) out.push(`  next start: first page ${fmt(w.restart.firstPageSeconds)} s after serve() (${fmt(w.restart.firstPageFromProcessStartSeconds)} s after the process started)`);
    out.push(`  rebuild ms (server):   ${w.edits.map((e) => fmt(e.rebuildMs, 1)).join(', ')}  -> median ${fmt(w.rebuildMs.median, 1)}, max ${fmt(w.rebuildMs.max, 1)}`);
    if (w.command) out.push(`  as a command: first page ${fmt(w.command.firstStartSeconds)} s after the start right after an install, ${fmt(w.command.nextStartSeconds)} s on the next start`);
    if (w.ruCommand) out.push(`  ru site as a command: first page ${fmt(w.ruCommand.firstStartSeconds)} s after the start right after an install, ${fmt(w.ruCommand.nextStartSeconds)} s on the next start`);
    out.push(`  write -> HTML on disk: ${w.edits.map((e) => fmt(e.writeToDiskMs, 1)).join(', ')}  -> median ${fmt(w.writeToDiskMs.median, 1)}, max ${fmt(w.writeToDiskMs.max, 1)}`);
    const ru = w.ruSite;
    if (ru && 'skipped' in ru) out.push(`serve --watch, ru site: skipped (${ru.skipped})`);
    else if (ru) {
      out.push(`serve --watch, ru site, edits of ${ru.page}: first page answered ${fmt(ru.firstPageSeconds)} s after serve() (${fmt(ru.firstPageFromProcessStartSeconds)} s after the process started), full build done in ${fmt(ru.startSeconds)} s, peak RSS ${fmt(ru.peakRssMB, 0)} MB`);
      if (ru.restart) out.push(`  next start: first page ${fmt(ru.restart.firstPageSeconds)} s after serve() (${fmt(ru.restart.firstPageFromProcessStartSeconds)} s after the process started)`);
      out.push(`  rebuild ms (server):   ${ru.edits.map((e) => fmt(e.rebuildMs, 1)).join(', ')}  -> median ${fmt(ru.rebuildMs.median, 1)}`);
    }
  }

  out.push('');
  if ('skipped' in r.search) out.push(`search: skipped (${r.search.skipped})`);
  else
    for (const s of r.search) {
      const l = s.latency;
      const i = s.index;
      out.push(`search, ${s.label} (load ${fmt(s.load1Before, 1)} before, other processes ${fmt(s.foreignCpuSeconds, 1)} CPU s in ${fmt(s.wallSeconds, 1)} s${s.foreignCpuSeconds !== null && s.foreignCpuSeconds / s.wallSeconds > 0.1 ? ' (!)' : ''}):`);
      out.push(`  index ${i.file}: manifest ${kb(i.manifestGzipBytes)} KB, ${i.shards.count} shards (largest ${kb(i.shards.maxGzipBytes)} KB), ${i.chunks.count} chunks (largest ${kb(i.chunks.maxGzipBytes)} KB), all ${kb(i.gzipBytes)} KB gzip for ${i.pages} pages`);
      out.push(`  Node: ${l.queries} queries x ${l.rounds} after a warm-up: p50 ${fmt(l.all.p50)} ms, p95 ${fmt(l.all.p95)} ms, max ${fmt(l.all.max)} ms (${l.empty} queries without hits); each query's best round: p50 ${fmt(l.bestOfRounds?.p50)} ms, p95 ${fmt(l.bestOfRounds?.p95)} ms`);
      out.push(`    by kind: ${Object.entries(l.byKind).map(([k, v]) => `${k} (${v.count}) p50 ${fmt(v.p50)} / p95 ${fmt(v.p95)}`).join('; ')}`);
      const b = s.browser;
      if ('skipped' in b) out.push(`  Chromium: skipped (${b.skipped})`);
      else {
        const runs = (rs: typeof b.cold) => rs.map((x) => fmt(x.firstResultMs, 0)).join(', ');
        out.push(`  Chromium, ${b.url}, click on the search button + typing "${b.query}" -> first result (median of ${b.runs}; in-page from the click, wall from the bench):`);
        out.push(`    cold (clicked as soon as hydrated, nothing preloaded): ${fmt(b.coldMs, 0)} ms (wall ${fmt(b.coldWallMs, 0)} ms; runs ${runs(b.cold)}); search data ${kb(b.coldSearchBytes)} KB gzip in ${b.cold[0]?.searchFiles ?? '-'} files`);
        out.push(`    warm (idle/hover preload done): ${fmt(b.warmMs, 0)} ms (wall ${fmt(b.warmWallMs, 0)} ms; runs ${runs(b.warm)}); repeated query ${fmt(b.repeatMs, 0)} ms`);
        out.push(`    page time (click -> modal ready, plus word -> first result): cold ${fmt(b.coldPageMs, 0)} ms, warm ${fmt(b.warmPageMs, 0)} ms, repeated ${fmt(b.repeatPageMs, 0)} ms`);
        out.push(`    from the input event that completes the word: cold ${fmt(b.coldAfterTypingMs, 0)} ms, warm ${fmt(b.warmAfterTypingMs, 0)} ms, repeated ${fmt(b.repeatAfterTypingMs, 0)} ms`);
        out.push(`    longest main-thread task from the click to the first result: ${fmt(b.longestTaskMs, 0)} ms wall (0: none over 50 ms), ${fmt(b.longestTaskCpuMs ?? null, 0)} ms CPU (trace); load average at each run ${b.load1?.join(', ') ?? '-'}`);
      }
    }

  out.push('');
  if ('skipped' in r.checkCode) out.push(`check-code: skipped (${r.checkCode.skipped})`);
  else {
    const c = r.checkCode;
    out.push(`check-code, ru site, cold: ${c.samples} samples in ${fmt(c.wallSeconds, 1)} s wall, ${fmt(c.cpuSeconds, 1)} s CPU on ${c.threads} threads (load ${fmt(c.load1Before, 1)} before, other processes ${fmt(c.foreignCpuSeconds, 1)} CPU s)${c.ok ? '' : ' — FAILED'}`);
  }
  out.push('');
  if ('skipped' in r.firstLoad) out.push(`first-load JS in Chromium: skipped (${r.firstLoad.skipped})`);
  else {
    out.push(`first-load JS in Chromium, ${r.firstLoad.label} (every script requested until hydrated and network-idle, no interaction; gzip -9; load ${fmt(r.firstLoad.load1Before, 1)} before):`);
    const rows = [['page', 'scripts', 'JS KB gz', 'largest file KB gz', 'longest task ms']];
    for (const p of r.firstLoad.pages) rows.push([p.page, String(p.scripts.length), kb(p.gzipBytes), kb(Math.max(0, ...p.scripts.map((s) => s.gzip))), String(p.longestTaskMs)]);
    out.push(table(rows));
  }
  out.push('', 'targets:');
  for (const t of r.targets) out.push(`  ${t.ok ? 'ok  ' : 'MISS'}  ${t.name}: ${fmt(t.value)} ${t.unit} (limit ${t.limit} ${t.unit})`);
  out.push('', r.missed.length ? `MISSED ${r.missed.length} target(s):\n${r.missed.map((x) => `  - ${x}`).join('\n')}` : 'all measured targets met');
  for (const n of r.notes) out.push(`note: ${n}`);
  return out.join('\n');
}
