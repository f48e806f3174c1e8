// `tondocs check-code`: every fenced code block of the docs, checked with the real toolchain, results cached by
// content hash. Compilers are imported only when a sample actually needs them.
import path from 'node:path';
import { ResultCache, cacheKey, type LanguageStats } from './cache.ts';
import { siteFenceSources, siteLocales, type CodeFence, type FenceSource } from './extract.ts';
import { formatFailure, formatTable, type FailureLine } from './report.ts';
import type { SampleInput, SampleOutcome } from './checkers/types.ts';
import { versionsOf } from './checkers/util.ts';
import { CHECKERS, type CheckerId } from './registry.ts';
import { CheckPool, checkWorkerCount } from './parallel.ts';
import { missingPackages, missingToolchainMessage } from './toolchains.ts';

/** Languages we check, as reported; fence languages map onto them. */
export const CHECKED_LANGUAGES = ['tolk', 'func', 'tact', 'fift', 'tlb', 'ts', 'js', 'json'] as const;
export type CheckedLanguage = (typeof CHECKED_LANGUAGES)[number];

const ALIASES: Record<string, CheckedLanguage> = {
  tolk: 'tolk',
  func: 'func',
  fc: 'func',
  tact: 'tact',
  fift: 'fift',
  fif: 'fift',
  tlb: 'tlb',
  'tl-b': 'tlb',
  ts: 'ts',
  typescript: 'ts',
  tsx: 'ts',
  js: 'js',
  javascript: 'js',
  jsx: 'js',
  mjs: 'js',
  json: 'json',
};

const CHECKER_OF: Record<CheckedLanguage, CheckerId> = { tolk: 'tolk', func: 'func', tact: 'tact', fift: 'fift', tlb: 'tlb', ts: 'ts', js: 'ts', json: 'json' };

export interface SampleResult {
  fence: CodeFence;
  /** Reported language: a checked one, or the fence's own ("text" when it has none). */
  lang: string;
  status: 'passed' | 'failed' | 'not-checked';
  outcome?: SampleOutcome;
  cached: boolean;
}

export interface CheckCodeOptions {
  /** One locale; all locales under content/ when omitted. */
  locale?: string;
  /** false: ignore cached results (fresh ones are still saved). */
  cache?: boolean;
}

/** A checker whose packages the site does not install: its samples were left unchecked. */
export interface MissingToolchain {
  checker: CheckerId;
  /** Reported languages of the unchecked samples ("ts", "js"). */
  languages: string[];
  packages: string[];
  samples: number;
}

export interface CheckCodeResult {
  siteDir: string;
  locales: string[];
  samples: SampleResult[];
  stats: LanguageStats[];
  failures: FailureLine[];
  /** Toolchains the site lacks, one entry per checker: `tondocs check-code` names the packages to add. */
  missing: MissingToolchain[];
  /** Samples sent to a compiler in this run, per checker: 0 everywhere when all came from the cache. */
  compiled: Partial<Record<CheckerId, number>>;
  fromCache: number;
  seconds: number;
}

export async function runCheckCode(siteDir: string, options: CheckCodeOptions = {}): Promise<CheckCodeResult> {
  const started = performance.now();
  const locales = options.locale ? [options.locale] : siteLocales(siteDir);
  const pages = locales.flatMap((l) => siteFenceSources(siteDir, l));
  const pool = new CheckPool(checkWorkerCount(pages.length));
  try {
    return await checkPages(siteDir, locales, pages, pool, options, started);
  } finally {
    await pool.close();
  }
}

async function checkPages(siteDir: string, locales: string[], pages: FenceSource[], pool: CheckPool, options: CheckCodeOptions, started: number): Promise<CheckCodeResult> {
  const fences = await pool.extract(pages);
  const cache = new ResultCache(siteDir);
  const versions = new Map<CheckerId, string>();
  const versionOf = (id: CheckerId) => {
    if (!versions.has(id)) versions.set(id, `${id}-${CHECKERS[id].revision} ${versionsOf(...CHECKERS[id].packages)}`);
    return versions.get(id)!;
  };

  const missing = new Map<CheckerId, MissingToolchain>();
  const missingOf = (id: CheckerId) => {
    if (!missing.has(id)) missing.set(id, { checker: id, languages: [], packages: missingPackages(id, siteDir), samples: 0 });
    return missing.get(id)!;
  };

  const samples: SampleResult[] = [];
  const pending = new Map<CheckerId, { result: SampleResult; key: string }[]>();
  let fromCache = 0;
  for (const fence of fences) {
    const lang = ALIASES[fence.lang];
    if (!lang) {
      samples.push({ fence, lang: fence.lang || 'text', status: 'not-checked', cached: false });
      continue;
    }
    const id = CHECKER_OF[lang];
    const lacking = missingOf(id);
    if (lacking.packages.length) {
      samples.push({ fence, lang, status: 'not-checked', cached: false });
      lacking.samples++;
      if (!lacking.languages.includes(lang)) lacking.languages.push(lang);
      continue;
    }
    const key = cacheKey({ lang: fence.lang, fragment: fence.fragment, value: fence.value, version: versionOf(id), runAs: fence.runAs });
    const result: SampleResult = { fence, lang, status: 'passed', cached: false };
    samples.push(result);
    const hit = options.cache === false ? undefined : cache.get(key);
    if (hit) {
      Object.assign(result, { outcome: hit, status: hit.ok ? 'passed' : 'failed', cached: true });
      fromCache++;
    } else {
      pending.set(id, [...(pending.get(id) ?? []), { result, key }]);
    }
  }

  // Compilers run in worker threads, each checker's samples split into chunks the workers share.
  const compiled: Partial<Record<CheckerId, number>> = {};
  const batches = [...pending].map(([id, batch]) => ({
    id,
    batch,
    inputs: batch.map(({ result: { fence } }): SampleInput => ({ lang: fence.lang, fragment: fence.fragment, value: fence.value, setupLines: fence.setupLines, tailLines: fence.tailLines, runAs: fence.runAs })),
  }));
  const results = await pool.check(batches.map(({ id, inputs }) => ({ checker: id, inputs })));
  batches.forEach(({ id, batch, inputs }, b) => {
    const r = results[b]!;
    if ('error' in r) {
      // A broken toolchain fails its samples without poisoning the cache.
      const outcome: SampleOutcome = { ok: false, diagnostics: [{ message: `the ${id} checker failed: ${r.error}` }] };
      batch.forEach(({ result }) => Object.assign(result, { outcome, status: 'failed' }));
      return;
    }
    compiled[id] = inputs.length;
    batch.forEach(({ result, key }, i) => {
      const outcome = r.outcomes[i]!;
      cache.set(key, outcome);
      Object.assign(result, { outcome, status: outcome.ok ? 'passed' : 'failed' });
    });
  });

  const stats = statsOf(samples);
  cache.save({ at: new Date().toISOString(), locales, stats });
  const lacking = [...missing.values()].filter((m) => m.packages.length > 0);
  return { siteDir, locales, samples, stats, failures: failuresOf(samples), missing: lacking, compiled, fromCache, seconds: (performance.now() - started) / 1000 };
}

function statsOf(samples: readonly SampleResult[]): LanguageStats[] {
  const byLang = new Map<string, LanguageStats>();
  for (const lang of CHECKED_LANGUAGES) byLang.set(lang, { lang, checked: 0, passed: 0, failed: 0, fragments: 0, notChecked: 0 });
  for (const s of samples) {
    const row = byLang.get(s.lang) ?? { lang: s.lang, checked: 0, passed: 0, failed: 0, fragments: 0, notChecked: 0 };
    byLang.set(s.lang, row);
    if (s.status === 'not-checked') {
      row.notChecked++;
      continue;
    }
    row.checked++;
    if (s.status === 'passed') row.passed++;
    else row.failed++;
    if (s.fence.fragment) row.fragments++;
  }
  // Checked languages in a fixed order, then the others, most frequent first.
  const checked = CHECKED_LANGUAGES.map((l) => byLang.get(l)!);
  const others = [...byLang.values()].filter((r) => !(CHECKED_LANGUAGES as readonly string[]).includes(r.lang)).sort((a, b) => b.notChecked - a.notChecked || a.lang.localeCompare(b.lang));
  return [...checked, ...others];
}

function failuresOf(samples: readonly SampleResult[]): FailureLine[] {
  return samples.flatMap((s) =>
    s.status !== 'failed' || !s.outcome
      ? []
      : s.outcome.diagnostics.map((d) => ({
          file: s.fence.file,
          // Line k of the fence text is line k of the file after the opening fence.
          line: d.line === undefined ? s.fence.line : s.fence.line + d.line,
          fenceLine: s.fence.line,
          lang: s.lang,
          message: d.message,
        })),
  );
}

/** The command's output: the table, the notes on weaker checks, then every failure. Paths relative to `cwd`. */
export function formatCheckCodeReport(result: CheckCodeResult, cwd = process.cwd()): string {
  const rel = (file: string) => path.relative(cwd, path.join(result.siteDir, file)) || file;
  const notes = result.samples.filter((s) => s.outcome?.note).map((s) => `${rel(s.fence.file)}:${s.fence.line}: [${s.lang}] ${s.outcome!.note}`);
  const compiled = Object.values(result.compiled).reduce((a, b) => a + (b ?? 0), 0);
  const parts = [
    formatTable(result.stats.filter((s) => s.checked || s.notChecked || (CHECKED_LANGUAGES as readonly string[]).includes(s.lang))),
    '',
    `${compiled} sample(s) compiled, ${result.fromCache} from the cache, in ${result.seconds.toFixed(1)} s.`,
  ];
  if (notes.length) parts.push('', 'Checked with a weaker check:', ...notes.map((n) => `  ${n}`));
  if (result.missing.length) parts.push('', 'Not installed in the site (optional toolchains of @tondocs/cli):', ...result.missing.map((m) => `  ${missingToolchainMessage(m.languages, m.packages, m.samples)}`));
  if (result.failures.length) {
    parts.push('', `${result.failures.length} failure(s):`, ...result.failures.map((f) => formatFailure({ ...f, file: rel(f.file) })));
  }
  return parts.join('\n');
}
