// `tondocs check-code` on a fixture site: a passing and a failing sample per checked language, fragments, hidden
// setup, messages that point at the failing Markdown line, and the content-hash cache.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCheckCodeReport, runCheckCode, type CheckCodeResult } from '../src/check-code/index.ts';
import { extractFences } from '../src/check-code/extract.ts';
import { readLastRun } from '../src/check-code/cache.ts';
import { formatBuildLine } from '../src/check-code/report.ts';
import { fiftParseCheck } from '../src/check-code/checkers/fift.ts';
import { tempSite } from './helpers.ts';

const FAILING = 'content/ru/docs/failing.md';
const PASSING = 'content/ru/docs/passing.md';

let site: string;
let first: CheckCodeResult;

beforeAll(async () => {
  site = tempSite('code');
  first = await runCheckCode(site, { locale: 'ru' });
});

/** Lines of a fixture file that carry the FAIL marker: where each failing sample must be reported. */
function markedLines(file: string): number[] {
  return fs
    .readFileSync(path.join(site, file), 'utf8')
    .split('\n')
    .flatMap((l, i) => (l.includes('FAIL') && !l.startsWith('Every') ? [i + 1] : []));
}

describe('check-code: extraction', () => {
  it('finds fences with file, fence line, language, fragment flag and hidden lines', () => {
    // The body of a page whose frontmatter takes 3 lines.
    const body = ['', '```TS fragment title="a.ts"', 'const a = 1;', '// ---cut---', 'a;', '```', '', '- item', '', '  ```tolk', '  fun f() {}', '  ```', ''].join('\n');
    const fences = extractFences(body, 'content/ru/docs/a.md', 3);
    expect(fences).toEqual([
      { file: 'content/ru/docs/a.md', line: 5, lang: 'ts', meta: 'fragment title="a.ts"', fragment: true, value: 'const a = 1;\n// ---cut---\na;', setupLines: 2, tailLines: 0 },
      { file: 'content/ru/docs/a.md', line: 13, lang: 'tolk', meta: '', fragment: false, value: 'fun f() {}', setupLines: 0, tailLines: 0 },
    ]);
  });
});

describe('check-code: checkers', () => {
  it('passes every sample of passing.md, fragments and hidden setup included', () => {
    const bad = first.samples.filter((s) => s.fence.file === PASSING && s.status === 'failed');
    expect(bad.map((s) => `${s.fence.line} ${s.lang}: ${s.outcome?.diagnostics.map((d) => d.message).join('; ')}`)).toEqual([]);
    const checked = first.samples.filter((s) => s.fence.file === PASSING && s.status === 'passed').map((s) => s.lang);
    expect(new Set(checked)).toEqual(new Set(['tolk', 'func', 'tact', 'fift', 'tlb', 'ts', 'js', 'json']));
  });

  it('fails every sample of failing.md at its marked line, with the compiler message', () => {
    const failures = first.failures.filter((f) => f.file === FAILING);
    const byLang = (lang: string) => failures.filter((f) => f.lang === lang);
    // JSON has no comments: its error is on the closing brace after the trailing comma.
    const jsonFence = first.samples.find((s) => s.fence.file === FAILING && s.lang === 'json')!.fence;
    expect(byLang('json')).toMatchObject([{ line: jsonFence.line + 4, fenceLine: jsonFence.line }]);
    expect(failures.filter((f) => f.lang !== 'json').map((f) => f.line)).toEqual(markedLines(FAILING));
    expect(byLang('tolk')[0]!.message).toBe('undefined symbol `undefinedFunction`');
    expect(byLang('func')[0]!.message).toMatch(/cannot assign an expression of type builder to a variable or pattern of type int/);
    expect(byLang('tact')[0]!.message).toMatch(/Type mismatch: "String" is not assignable to "Int"/);
    expect(byLang('fift')[0]!.message).toBe('undefined word `nosuchword`');
    expect(byLang('tlb')[0]!.message).toMatch(/^expected ";"/);
    expect(byLang('ts')[0]!.message).toBe("TS2322: Type 'Address' is not assignable to type 'number'.");
    expect(byLang('js')[0]!.message).toMatch(/^TS2339: Property 'toUpperCase' does not exist/);
    // A fragment is still compiled: a type error in it fails.
    expect(byLang('tolk')[1]!.message).toMatch(/can not assign `int` to variable of type `slice`/);
    expect(byLang('ts')[1]!.message).toBe("TS2322: Type 'string' is not assignable to type 'number'.");
  });

  it('counts per language: checked, passed, failed, fragments, not checked', () => {
    const row = (lang: string) => first.stats.find((s) => s.lang === lang);
    expect(row('tolk')).toEqual({ lang: 'tolk', checked: 5, passed: 3, failed: 2, fragments: 2, notChecked: 0 });
    expect(row('ts')).toEqual({ lang: 'ts', checked: 6, passed: 4, failed: 2, fragments: 2, notChecked: 0 });
    expect(row('json')).toEqual({ lang: 'json', checked: 3, passed: 2, failed: 1, fragments: 1, notChecked: 0 });
    expect(row('bash')).toEqual({ lang: 'bash', checked: 0, passed: 0, failed: 0, fragments: 0, notChecked: 1 });
  });

  it('checks Fift brackets and strings before the interpreter sees them', () => {
    expect(fiftParseCheck('{ 1 2 + } : three\n<{ ACCEPT }>c drop\n"a { b" type')).toBeUndefined();
    expect(fiftParseCheck('{ 1\n2 +')).toEqual({ line: 1, message: '`{` is never closed' });
    expect(fiftParseCheck('<b 1 8 u, }')).toEqual({ line: 1, message: '`}` does not close `<b` of line 1' });
    expect(fiftParseCheck('"open')).toEqual({ line: 1, message: 'unterminated string' });
  });
});

describe('check-code: report and cache', () => {
  it('prints the table, then file:line: [lang] message for every failure', () => {
    const text = formatCheckCodeReport(first, site);
    expect(text).toMatch(/^Language\s+Checked\s+Passed\s+Failed\s+Fragments\s+Not checked\n/);
    expect(text).toMatch(/\ntolk\s+5\s+3\s+2\s+2\s+0\n/);
    expect(text).toContain(`${FAILING}:${markedLines(FAILING)[0]}: [tolk] undefined symbol \`undefinedFunction\` (code block at line 7)`);
  });

  it('answers from the cache on the second run, and re-checks only an edited sample', async () => {
    expect(Object.values(first.compiled).reduce((a, b) => a + (b ?? 0), 0)).toBe(26);
    const second = await runCheckCode(site, { locale: 'ru' });
    expect(second.compiled).toEqual({});
    expect(second.fromCache).toBe(26);
    expect(second.stats).toEqual(first.stats);
    expect(second.failures).toEqual(first.failures);

    const file = path.join(site, PASSING);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('items.map((x) => x * 2)', 'items.map((x) => x * 3)'));
    const third = await runCheckCode(site, { locale: 'ru' });
    expect(third.compiled).toEqual({ ts: 1 });
    expect(third.fromCache).toBe(25);
  });

  it('keeps the last run for the build summary', () => {
    const last = readLastRun(site)!;
    expect(last.locales).toEqual(['ru']);
    expect(formatBuildLine(last)).toMatch(/^Code samples: 26 checked \(tolk 5, func 3, tact 3, fift 2, tlb 2, ts 6, js 2, json 3\), 10 failing, 7 fragment\(s\) — from the last check-code run/);
  });

  it('is the `tondocs check-code` command: a report and exit code 1 on failures', async () => {
    const bin = path.join(import.meta.dirname, '..', 'bin', 'tondocs.js');
    const r = await promisify(execFile)('node', [bin, 'check-code', '--site', site, '--locale', 'ru'], { cwd: site }).then(
      (x) => ({ code: 0, stdout: x.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('0 sample(s) compiled, 26 from the cache');
    expect(r.stdout).toContain(`${FAILING}:${markedLines(FAILING)[0]}: [tolk] undefined symbol`);
  });
});

describe('check-code: scripts a page tells the reader to run', () => {
  it('checks them as the module kind of the project the page sets up (top-level await fails in CommonJS)', async () => {
    const s = tempSite('code');
    const docs = path.join(s, 'content/ru/docs');
    for (const f of fs.readdirSync(docs)) fs.rmSync(path.join(docs, f));
    const script = '```ts title="src/balance.ts"\nimport { Address } from \'@ton/core\';\nconst a = await Promise.resolve(Address.parse(\'EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c\'));\nconsole.log(a.toString());\n```\n';
    const run = '```bash\nnpx tsx src/balance.ts\n```\n';
    fs.writeFileSync(path.join(docs, 'cjs.md'), `---\ntitle: CJS\n---\n\n## Запуск\n\n${script}\n${run}`);
    fs.writeFileSync(path.join(docs, 'esm.md'), `---\ntitle: ESM\n---\n\n## Проект\n\n\`\`\`json title="package.json"\n{ "type": "module" }\n\`\`\`\n\n${script}\n${run}`);
    // The same code, not run by the page: an ordinary sample (ES module rules).
    fs.writeFileSync(path.join(docs, 'plain.md'), `---\ntitle: Plain\n---\n\n## Пример\n\n${script}`);
    const r = await runCheckCode(s, { locale: 'ru', cache: false });
    const byFile = (f: string) => r.samples.filter((x) => x.fence.file === `content/ru/docs/${f}` && x.lang === 'ts');
    expect(byFile('cjs.md')[0]!.fence.runAs).toBe('cjs');
    expect(byFile('esm.md')[0]!.fence.runAs).toBe('esm');
    expect(byFile('plain.md')[0]!.fence.runAs).toBeUndefined();
    expect(byFile('cjs.md')[0]!.status).toBe('failed');
    expect(byFile('cjs.md')[0]!.outcome!.diagnostics[0]!.message).toMatch(/^TS1309: .*CommonJS module and cannot use 'await' at the top level/);
    expect(byFile('esm.md')[0]!.status).toBe('passed');
    expect(byFile('plain.md')[0]!.status).toBe('passed');
  });
});
