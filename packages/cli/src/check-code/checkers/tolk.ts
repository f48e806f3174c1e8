// Tolk: compiled by @ton/tolk-js (the compiler as WebAssembly, with its standard library).
import { failed, passed, type SampleInput, type SampleOutcome } from './types.ts';
import { compileTolk } from './tolk-compiler.ts';
import { MappedSource, diagnosticFrom, firstPassing, visibleRange } from './util.ts';

const FILE = 'sample.tolk';
const ENTRY = /\bfun\s+(?:onInternalMessage|main)\s*\(/;
// Tolk refuses a file without an entry point; a file of declarations is complete all the same.
const EMPTY_ENTRY = 'fun onInternalMessage(in: InMessage) {}';

async function compile(source: MappedSource): Promise<SampleOutcome> {
  const text = source.text;
  const result = await compileTolk(FILE, (p) => {
    if (p.replace(/^\/+/, '') === FILE) return text;
    throw new Error(`${p}: a sample can import only @stdlib files`);
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

/** One sample at a time: the compiler instance is shared and a compile is synchronous. */
export async function check(samples: readonly SampleInput[]): Promise<SampleOutcome[]> {
  const out: SampleOutcome[] = [];
  for (const s of samples) out.push(await checkTolkSample(s));
  return out;
}
