// TL-B: parsed by @ton-community/tlb-parser (the grammar of block.tlb). A parse is all a scheme on a page can get:
// its types usually come from block.tlb, so fragments and complete samples are checked alike.
import { parse } from '@ton-community/tlb-parser';
import { failed, passed, type SampleInput, type SampleOutcome } from './types.ts';

export function checkTlbSample(sample: SampleInput): SampleOutcome {
  const result = parse(sample.value);
  if (result.succeeded()) return passed();
  // shortMessage: "Line 3, col 5: expected ..."
  const m = /^Line (\d+), col \d+: (.*)$/s.exec(result.shortMessage ?? '');
  return failed([m ? { line: Number(m[1]), message: m[2]!.trim() } : { message: result.shortMessage ?? 'TL-B parse error' }]);
}

export async function check(samples: readonly SampleInput[]): Promise<SampleOutcome[]> {
  return samples.map(checkTlbSample);
}
