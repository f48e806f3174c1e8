// Every code sample of the ru docs, checked with the real toolchain (`tondocs check-code`): complete samples must
// compile or type-check, fragments get the check that fits them. Results are cached in .tondocs/ by content hash.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCheckCodeReport, runCheckCode, type CheckCodeResult } from '@tondocs/cli/src/check-code/index.ts';

const SITE = path.resolve(import.meta.dirname, '..');
let result: CheckCodeResult;

beforeAll(async () => {
  result = await runCheckCode(SITE, { locale: 'ru' });
});

describe('code samples of the ru docs', () => {
  it('all compile or type-check', () => {
    expect(result.failures, formatCheckCodeReport(result, SITE)).toEqual([]);
  });

  it('include samples of every language the docs teach', () => {
    const checked = (lang: string) => result.stats.find((s) => s.lang === lang)?.checked ?? 0;
    for (const lang of ['tolk', 'func', 'ts', 'tlb']) expect(checked(lang), lang).toBeGreaterThan(0);
  });

  it('mark a sample as a fragment only when it is one: complete samples are the rule', () => {
    const total = result.stats.reduce((n, s) => n + s.checked, 0);
    const fragments = result.stats.reduce((n, s) => n + s.fragments, 0);
    expect(fragments).toBeLessThan(total / 2);
  });
});
