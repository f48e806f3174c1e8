// Tact: compiled by @tact-lang/compiler in "full" mode (Tact -> FunC -> Fift -> BoC), files in memory only.
import { run } from '@tact-lang/compiler';
import { failed, passed, type SampleInput, type SampleOutcome } from './types.ts';
import { MappedSource, diagnosticFrom, firstPassing, visibleRange } from './util.ts';

const FILE = 'sample.tact';
const NOISE = /^(Tact compilation failed|Syntax and type checking failed)\.?$/;

async function compile(source: MappedSource): Promise<SampleOutcome> {
  const errors: string[] = [];
  const collect = (m: string | Error) => {
    const text = m instanceof Error ? m.message : m;
    if (!NOISE.test(text.trim())) errors.push(text);
  };
  const result = await run({
    config: { projects: [{ name: 'sample', path: FILE, output: 'output', mode: 'full' }] },
    files: { [FILE]: Buffer.from(source.text).toString('base64') },
    logger: { debug: () => {}, info: () => {}, warn: () => {}, error: collect },
  });
  if (result.ok) return passed();
  // The compiler names the file relative to the working directory ("../../sample.tact"): keep the name only.
  const output = errors.join('\n').replace(/(?:\.\.\/)+sample\.tact/g, FILE) || 'Tact compilation failed';
  return failed([diagnosticFrom(output, FILE, source)]);
}

export function checkTactSample(sample: SampleInput): Promise<SampleOutcome> {
  const asFile = () => compile(new MappedSource().fence(sample.value));
  if (!sample.fragment) return asFile();
  const { from, to } = visibleRange(sample);
  const wrapped = (open: string) => () =>
    compile(new MappedSource().fence(sample.value, 1, from - 1).add(open).fence(sample.value, from, to).add('}').fence(sample.value, to + 1));
  return firstPassing([
    { label: 'declarations', run: asFile },
    { label: 'contract members', run: wrapped('contract Fragment {') },
    { label: 'a function body', run: wrapped('fun fragment() {') },
  ]);
}

/** One sample at a time: each compile gets a fresh WebAssembly instance anyway. */
export async function check(samples: readonly SampleInput[]): Promise<SampleOutcome[]> {
  const out: SampleOutcome[] = [];
  for (const s of samples) out.push(await checkTactSample(s));
  return out;
}
