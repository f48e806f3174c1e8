// Docusaurus side by side: a fresh run through ../shared/bench/run-docusaurus.sh (slow, only with --docusaurus),
// and the reference numbers already measured in ../shared/bench/results/*/docusaurus-*.json.
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_TMP, type Corpus } from './corpus.ts';
import { round, runTimed } from './measure.ts';

export interface DocusaurusRun {
  ok: boolean;
  wallSeconds: number | null;
  peakTreeRssMB: number | null;
  /** Sample page: JS named by its HTML, and JS a first visit in Chromium ran (null without a browser), gzip. */
  scriptTagJsGzipBytes: number | null;
  firstVisitJsGzipBytes: number | null;
  resultFile: string;
  error?: string;
}

export interface ReferenceEntry {
  pages: number;
  variant: string;
  /** Minimum over the runs found (the least disturbed one). */
  wallSeconds: number;
  peakTreeRssMB: number | null;
  runs: number;
  file: string;
}

export interface Reference {
  dir: string;
  docusaurus: ReferenceEntry[];
}

export const sharedBenchDir = (repoRoot: string): string => path.resolve(repoRoot, '../shared/bench');

export function docusaurusScript(repoRoot: string): string | null {
  const file = path.join(sharedBenchDir(repoRoot), 'run-docusaurus.sh');
  return fs.existsSync(file) ? file : null;
}

interface ResultShape {
  tool?: unknown;
  variant?: unknown;
  ok?: unknown;
  pages?: unknown;
  wallSeconds?: unknown;
  peakTreeRssMB?: unknown;
  samplePage?: { scriptTagJs?: { gzipBytes?: unknown }; firstVisitJs?: { gzipBytes?: unknown } | null };
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function readResult(file: string): ResultShape | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ResultShape;
  } catch {
    return null;
  }
}

/** Cold `docusaurus build` of the corpus (minutes); chromium, when installed, also measures the first visit. */
export async function runDocusaurus(repoRoot: string, corpus: Corpus, log: (s: string) => void): Promise<DocusaurusRun> {
  const script = docusaurusScript(repoRoot) as string;
  const resultFile = path.join(BENCH_TMP, `docusaurus-${corpus.pages}.json`);
  fs.rmSync(resultFile, { force: true });
  const hasChromium = fs.existsSync('/usr/bin/chromium') || fs.existsSync('/usr/bin/chromium-browser');
  const env = { ...process.env, BENCH_BROWSER: hasChromium ? (process.env.BENCH_BROWSER ?? '1') : '0' };
  log(`docusaurus: building ${corpus.pages} pages with ${script} (minutes; the first run installs it)...`);
  const run = await runTimed('bash', [script, corpus.dir, resultFile], { cwd: path.dirname(script), env, onLine: (l) => l.startsWith('[') && log(`  ${l}`) });
  const r = fs.existsSync(resultFile) ? readResult(resultFile) : null;
  const numbers = {
    wallSeconds: num(r?.wallSeconds),
    peakTreeRssMB: num(r?.peakTreeRssMB),
    scriptTagJsGzipBytes: num(r?.samplePage?.scriptTagJs?.gzipBytes),
    firstVisitJsGzipBytes: num(r?.samplePage?.firstVisitJs?.gzipBytes),
    resultFile,
  };
  if (run.exitCode !== 0 || !r || r.ok === false) return { ok: false, ...numbers, error: run.outputTail.slice(-8).join('\n') };
  return { ok: true, ...numbers };
}

/** Minimum wall time per (variant, page count) over the stored Docusaurus results; null without ../shared. */
export function readReference(repoRoot: string): Reference | null {
  const dir = path.join(sharedBenchDir(repoRoot), 'results');
  if (!fs.existsSync(dir)) return null;
  const best = new Map<string, ReferenceEntry>();
  for (const sub of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!sub.isDirectory()) continue;
    for (const name of fs.readdirSync(path.join(dir, sub.name))) {
      if (!/^docusaurus-.*\.json$/.test(name)) continue;
      const file = path.join(dir, sub.name, name);
      const r = readResult(file);
      const pages = num(r?.pages);
      const wall = num(r?.wallSeconds);
      if (!r || r.ok === false || pages === null || wall === null) continue;
      const variant = typeof r.variant === 'string' ? r.variant : 'default';
      const key = `${variant}:${pages}`;
      const prev = best.get(key);
      if (!prev || wall < prev.wallSeconds) {
        best.set(key, { pages, variant, wallSeconds: wall, peakTreeRssMB: num(r.peakTreeRssMB), runs: (prev?.runs ?? 0) + 1, file: path.relative(dir, file) });
      } else prev.runs++;
    }
  }
  const docusaurus = [...best.values()].sort((a, b) => a.variant.localeCompare(b.variant) || a.pages - b.pages);
  return docusaurus.length ? { dir, docusaurus } : null;
}

/** Reference wall time of stock Docusaurus (variant "default") at this page count. */
export function referenceFor(ref: Reference | null, pages: number, variant = 'default'): ReferenceEntry | null {
  return ref?.docusaurus.find((e) => e.pages === pages && e.variant === variant) ?? null;
}

export const ratio = (theirs: number | null, ours: number | null): number | null => (theirs !== null && ours !== null && ours > 0 ? round(theirs / ours, 1) : null);
