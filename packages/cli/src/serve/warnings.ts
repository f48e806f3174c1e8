// Warnings under `serve --watch`: all of them once after the first build, then on each rebuild only what
// changed (new and fixed ones) with a count of the rest, so a save on a site with many warnings stays readable.
import { formatWarning, type Warning } from '../build/report.ts';

export class WarningLog {
  private shown = new Set<string>();

  print(warnings: Warning[], log: (line: string) => void, first = false): void {
    const now = new Set(warnings.map(formatWarning));
    const added = [...now].filter((w) => !this.shown.has(w));
    const fixed = [...this.shown].filter((w) => !now.has(w));
    if (first) for (const w of now) log(w);
    else {
      for (const w of added) log(w);
      for (const w of fixed) log(`fixed: ${w.split('\n')[0]}`);
      const rest = now.size - added.length;
      if ((added.length || fixed.length) && rest > 0) log(`(${rest} other warning(s) unchanged)`);
    }
    this.shown = now;
  }
}
