// FunC: compiled by @ton-community/func-js (compiler and Fift assembler as WebAssembly from func-js-bin) with the
// standard stdlib.fc. npm has no stdlib package of its own; @tact-lang/compiler ships the standard file unchanged.
import fs from 'node:fs';
import path from 'node:path';
import { compileFuncFiles, type FuncCompileResult } from './func-compiler.ts';
import { failed, passed, type SampleInput, type SampleOutcome } from './types.ts';
import { MappedSource, diagnosticFrom, firstPassing, packageDir, visibleRange } from './util.ts';

const FILE = 'sample.fc';
const ENTRY = /\b(?:recv_internal|main)\s*\(/;
const EMPTY_ENTRY = '() recv_internal() impure { }';

let stdlib: string | undefined;
export function funcStdlib(): string {
  stdlib ??= fs.readFileSync(path.join(packageDir('@tact-lang/compiler'), 'dist', 'stdlib', 'stdlib', 'std', 'stdlib.fc'), 'utf8');
  return stdlib;
}

/** Compiles one FunC file; `#include "…/stdlib.fc"` (any folder) is the standard library. */
export function compileFuncSource(source: MappedSource, opts: { withStdlib: boolean }): Promise<FuncCompileResult> {
  const text = source.text;
  // A fragment gets the standard library without writing the include; a complete sample must include it.
  return compileFuncFiles(opts.withStdlib ? ['stdlib.fc', FILE] : [FILE], (p) => {
    if (p === FILE) return text;
    if (/(^|\/)stdlib\.fc$/.test(p)) return funcStdlib();
    throw new Error(`${p}: a sample can include only stdlib.fc`);
  });
}

async function compile(source: MappedSource, withStdlib: boolean): Promise<SampleOutcome> {
  const r = await compileFuncSource(source, { withStdlib });
  return r.ok ? passed() : failed([diagnosticFrom(r.message, FILE, source)]);
}

function withEntry(source: MappedSource, code: string): MappedSource {
  return ENTRY.test(code) ? source : source.add(EMPTY_ENTRY);
}

export function checkFuncSample(sample: SampleInput): Promise<SampleOutcome> {
  const asFile = (withStdlib: boolean) => compile(withEntry(new MappedSource().fence(sample.value), sample.value), withStdlib);
  if (!sample.fragment) return asFile(false);
  const { from, to } = visibleRange(sample);
  return firstPassing([
    { label: 'declarations', run: () => asFile(true) },
    {
      label: 'a function body',
      run: () => {
        // `_` lets the body return a value of any type; hidden setup (globals, helpers) stays at file level.
        const s = new MappedSource().fence(sample.value, 1, from - 1).add('_ __fragment() impure {').fence(sample.value, from, to).add('}').fence(sample.value, to + 1);
        return compile(withEntry(s, sample.value), true);
      },
    },
  ]);
}

/** One sample at a time: the compiler instance is shared and a compile is synchronous once started. */
export async function check(samples: readonly SampleInput[]): Promise<SampleOutcome[]> {
  const out: SampleOutcome[] = [];
  for (const s of samples) out.push(await checkFuncSample(s));
  return out;
}
