// Text output of `tondocs check-code`, and the line `tondocs build` adds to its summary.
import type { LanguageStats, LastRun } from './cache.ts';

export interface FailureLine {
  /** Markdown file as it should be printed. */
  file: string;
  /** Line of the error in the file; the fence's own line when the compiler named none. */
  line: number;
  fenceLine: number;
  lang: string;
  message: string;
}

export function formatTable(stats: readonly LanguageStats[]): string {
  const head = ['Language', 'Checked', 'Passed', 'Failed', 'Fragments', 'Not checked'];
  const rows = stats.map((s) => [s.lang, s.checked, s.passed, s.failed, s.fragments, s.notChecked].map(String));
  const total = stats.reduce((t, s) => ({ checked: t.checked + s.checked, passed: t.passed + s.passed, failed: t.failed + s.failed, fragments: t.fragments + s.fragments, notChecked: t.notChecked + s.notChecked }), {
    checked: 0,
    passed: 0,
    failed: 0,
    fragments: 0,
    notChecked: 0,
  });
  rows.push(['total', total.checked, total.passed, total.failed, total.fragments, total.notChecked].map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [fmt(head), ...rows.map(fmt)].join('\n');
}

/** `file:line: [lang] message`: the first line clickable in editors, more lines of the message indented. */
export function formatFailure(f: FailureLine): string {
  const [first, ...rest] = f.message.split('\n');
  const where = f.line === f.fenceLine ? '' : ` (code block at line ${f.fenceLine})`;
  return [`${f.file}:${f.line}: [${f.lang}] ${first}${where}`, ...rest.map((l) => `    ${l}`)].join('\n');
}

/** "Code samples: 14 checked (tolk 5, func 2, ts 6, tlb 1), 0 failing, 3 fragments — from the last check-code run" */
export function formatBuildLine(run: LastRun): string {
  const checked = run.stats.filter((s) => s.checked > 0);
  const sum = (k: 'checked' | 'failed' | 'fragments') => checked.reduce((n, s) => n + s[k], 0);
  const per = checked.map((s) => `${s.lang} ${s.checked}`).join(', ');
  return `Code samples: ${sum('checked')} checked${per ? ` (${per})` : ''}, ${sum('failed')} failing, ${sum('fragments')} fragment(s) — from the last check-code run (${run.at.slice(0, 16).replace('T', ' ')} UTC)`;
}
