// TL-B: parsed by @ton-community/tlb-parser (the grammar of block.tlb). A parse is all a scheme on a page can get:
// its types usually come from block.tlb, so fragments and complete samples are checked alike.
import { createRequire } from 'node:module';
import { parse } from '@ton-community/tlb-parser';
import { failed, passed, type SampleInput, type SampleOutcome } from './types.ts';

/** ohm's Grammar, as tlb-parser's parse() takes it (ohm-js is its dependency, not ours). */
type Grammar = NonNullable<Parameters<typeof parse>[1]>;

// parse() builds the ohm grammar anew on every call unless it is given one (~100 ms a sample): build it once.
const { buildGrammar } = createRequire(import.meta.url)('@ton-community/tlb-parser/dist/intermediate.js') as { buildGrammar: () => Grammar };
let grammar: Grammar | undefined;

export function checkTlbSample(sample: SampleInput): SampleOutcome {
  grammar ??= buildGrammar();
  const result = parse(sample.value, grammar);
  if (result.succeeded()) return passed();
  // shortMessage: "Line 3, col 5: expected ..."
  const m = /^Line (\d+), col \d+: (.*)$/s.exec(result.shortMessage ?? '');
  return failed([m ? { line: Number(m[1]), message: m[2]!.trim() } : { message: result.shortMessage ?? 'TL-B parse error' }]);
}

export async function check(samples: readonly SampleInput[]): Promise<SampleOutcome[]> {
  return samples.map(checkTlbSample);
}
