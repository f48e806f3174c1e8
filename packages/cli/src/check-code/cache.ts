// Results of earlier checks, by content hash, in <site>/.tondocs/check-code-cache.json; and the last run's numbers,
// which `tondocs build` prints without running a compiler.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SampleOutcome } from './checkers/types.ts';

export const CACHE_FILE = path.join('.tondocs', 'check-code-cache.json');
const FORMAT = 1;
/** Entries not used for this long are dropped when the file is written. */
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;

export interface LanguageStats {
  lang: string;
  checked: number;
  passed: number;
  failed: number;
  fragments: number;
  notChecked: number;
}

export interface LastRun {
  at: string;
  locales: string[];
  stats: LanguageStats[];
}

interface CacheEntry {
  outcome: SampleOutcome;
  /** Last use, ms since the epoch. */
  used: number;
}

interface CacheFile {
  format: number;
  entries: Record<string, CacheEntry>;
  lastRun?: LastRun;
}

/** The key of one check: what the checker sees, whether it is a fragment, and the checker's version. */
export function cacheKey(parts: { lang: string; fragment: boolean; value: string; version: string; runAs?: string }): string {
  // A sample checked as a script of the page gets its own key; others keep theirs.
  const fields = [parts.lang, parts.fragment, parts.value, parts.version, ...(parts.runAs ? [parts.runAs] : [])];
  return crypto.createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export class ResultCache {
  private data: CacheFile;
  private readonly file: string;

  constructor(siteDir: string) {
    this.file = path.join(siteDir, CACHE_FILE);
    this.data = readCacheFile(this.file) ?? { format: FORMAT, entries: {} };
  }

  get(key: string): SampleOutcome | undefined {
    const entry = this.data.entries[key];
    if (!entry) return undefined;
    entry.used = Date.now();
    return entry.outcome;
  }

  set(key: string, outcome: SampleOutcome): void {
    this.data.entries[key] = { outcome, used: Date.now() };
  }

  save(lastRun: LastRun): void {
    const cutoff = Date.now() - MAX_AGE_MS;
    const entries = Object.fromEntries(Object.entries(this.data.entries).filter(([, e]) => e.used >= cutoff));
    this.data = { format: FORMAT, entries, lastRun };
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    // Write then rename: a build reading the file never sees half of it.
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(this.data)}\n`);
    fs.renameSync(tmp, this.file);
  }
}

function readCacheFile(file: string): CacheFile | undefined {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile;
    return data.format === FORMAT && data.entries && typeof data.entries === 'object' ? data : undefined;
  } catch {
    return undefined; // missing or damaged: start over
  }
}

/** The last check-code run of a site, if there was one. */
export function readLastRun(siteDir: string): LastRun | undefined {
  return readCacheFile(path.join(siteDir, CACHE_FILE))?.lastRun;
}
