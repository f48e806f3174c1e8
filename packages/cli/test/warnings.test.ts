// `serve --watch` prints every warning once after the first build, then only what a rebuild changed.
import { describe, expect, it } from 'vitest';
import { WarningLog } from '../src/serve/warnings.ts';
import type { Warning } from '../src/build/report.ts';

const w = (file: string, message: string): Warning => ({ position: { file, line: 1 }, message });

describe('warning log', () => {
  it('prints all warnings once, then new and fixed ones with a count of the rest', () => {
    const log = new WarningLog();
    let lines: string[] = [];
    const out = (l: string) => lines.push(l);
    const many = Array.from({ length: 50 }, (_, i) => w(`p${i}.md`, `Broken link ${i}`));
    log.print(many, out, true);
    expect(lines).toHaveLength(50);
    lines = [];
    // An unchanged rebuild prints nothing.
    log.print(many, out);
    expect(lines).toEqual([]);
    // One fixed, one new: two lines and the count of the 49 others.
    log.print([...many.slice(1), w('new.md', 'Broken anchor')], out);
    expect(lines).toEqual(['new.md:1: warning: Broken anchor', 'fixed: p0.md:1: warning: Broken link 0', '(49 other warning(s) unchanged)']);
  });
});
