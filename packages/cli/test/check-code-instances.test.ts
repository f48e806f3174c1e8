// The compilers run on shared WebAssembly instances (func-compiler.ts resets one, tolk-compiler.ts reuses one):
// every compile must still see the state of a fresh instance.
import { createRequire } from 'node:module';
import { FuncCompiler } from '@ton-community/func-js';
import { describe, expect, it } from 'vitest';
import { compileFuncFiles } from '../src/check-code/checkers/func-compiler.ts';
import { funcStdlib } from '../src/check-code/checkers/func.ts';
import { compileTolk } from '../src/check-code/checkers/tolk-compiler.ts';

const FUNC_SAMPLES = [
  'int helper() { return 1; }\n() recv_internal() impure { helper(); }',
  // helper() was defined by the compile before: a fresh instance does not know it.
  '() recv_internal() impure { throw_unless(7, helper() == 1); }',
  '() recv_internal() impure { int x = ; }',
  'int helper() { return 2; }\n() recv_internal() impure { throw_unless(7, helper() == 2); }',
  'global int g;\n() recv_internal() impure { g = 1; set_data(begin_cell().store_uint(g, 8).end_cell()); }',
  '() recv_internal() impure { ',
];

const read = (text: string) => (p: string) => (p === 'a.fc' ? text : funcStdlib());

describe('check-code: the FunC compiler on a reset instance', () => {
  it('gives every compile the result (and the Fift) of a fresh instance, failures in between included', async () => {
    // func-js's own compiler, with the func-js-bin it was built for: a new instance per compile.
    const bin = createRequire(createRequire(import.meta.url).resolve('@ton-community/func-js'))('@ton-community/func-js-bin') as { object: ConstructorParameters<typeof FuncCompiler>[0] };
    const fresh = new FuncCompiler(bin.object);
    for (const text of [...FUNC_SAMPLES, ...FUNC_SAMPLES]) {
      const expected = await fresh.compileFunc({ targets: ['stdlib.fc', 'a.fc'], sources: read(text) });
      const got = await compileFuncFiles(['stdlib.fc', 'a.fc'], read(text));
      expect(got).toEqual(expected.status === 'ok' ? { ok: true, fift: expected.fiftCode } : { ok: false, message: expected.message });
    }
  }, 120_000);
});

describe('check-code: the Tolk compiler on a reused instance', () => {
  it('forgets the symbols of the last compile and recovers after a failing one, across instance replacements', async () => {
    const compile = (text: string) => compileTolk('a.tolk', () => text);
    expect(await compile('fun helper(): int { return 5; }\nfun main() { return helper(); }')).toEqual({ status: 'ok' });
    const unknown = await compile('fun main() { return helper(); }');
    expect(unknown.status).toBe('error');
    expect(unknown.status === 'error' && unknown.message).toMatch(/undefined symbol `helper`/);
    // More compiles than one instance serves (it is replaced after 64): each still starts clean.
    for (let i = 0; i < 70; i++) {
      const r = await compile(i % 2 ? `fun main() { return ${i}; }` : `fun main() { return x${i}; }`);
      expect(r.status).toBe(i % 2 ? 'ok' : 'error');
    }
  }, 180_000);
});
