// Tolk: compiled by @ton/tolk-js (the compiler as WebAssembly, with its standard library).
import { runTolkCompiler } from '@ton/tolk-js';
import { failed, passed, type SampleInput, type SampleOutcome } from './types.ts';
import { COMPILES_AT_ONCE, MappedSource, diagnosticFrom, firstPassing, mapLimited, visibleRange } from './util.ts';

const FILE = 'sample.tolk';
const ENTRY = /\bfun\s+(?:onInternalMessage|main)\s*\(/;
// Tolk refuses a file without an entry point; a file of declarations is complete all the same.
const EMPTY_ENTRY = 'fun onInternalMessage(in: InMessage) {}';

async function compile(source: MappedSource): Promise<SampleOutcome> {
  const text = source.text;
  const result = await runTolkCompiler({
    entrypointFileName: FILE,
    fsReadCallback: (p) => {
      if (p.replace(/^\/+/, '') === FILE) return text;
      throw new Error(`${p}: a sample can import only @stdlib files`);
    },
  });
  if (result.status === 'ok') return passed();
  return failed([diagnosticFrom(result.message, FILE, source)]);
}

function withEntry(source: MappedSource, code: string): MappedSource {
  return ENTRY.test(code) ? source : source.add(EMPTY_ENTRY);
}

export function checkTolkSample(sample: SampleInput): Promise<SampleOutcome> {
  const asFile = () => compile(withEntry(new MappedSource().fence(sample.value), sample.value));
  if (!sample.fragment) return asFile();
  const { from, to } = visibleRange(sample);
  return firstPassing([
    { label: 'declarations', run: asFile },
    {
      label: 'a function body',
      run: () => {
        // Hidden setup stays at file level (structs, globals, helpers); the visible lines become the body.
        const s = new MappedSource().fence(sample.value, 1, from - 1).add('fun __fragment() {').fence(sample.value, from, to).add('}').fence(sample.value, to + 1);
        return compile(withEntry(s, sample.value));
      },
    },
  ]);
}

/**
 * A few compiles at a time: each gets a fresh WebAssembly instance, compiled off the main thread, so while
 * one instance is being prepared another sample runs.
 */
export function check(samples: readonly SampleInput[]): Promise<SampleOutcome[]> {
  return mapLimited(samples, COMPILES_AT_ONCE, checkTolkSample);
}
