// JSON: JSON.parse. A fragment may be the inside of an object or an array: it passes if wrapping makes it parse.
import { failed, passed, type SampleDiagnostic, type SampleInput, type SampleOutcome } from './types.ts';

function tryParse(text: string, lineShift: number): SampleDiagnostic | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (e) {
    const message = (e as Error).message;
    const pos = /at position (\d+)/.exec(message);
    const line = pos ? text.slice(0, Number(pos[1])).split('\n').length - lineShift : undefined;
    const clean = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '');
    return line !== undefined && line >= 1 ? { line, message: clean } : { message: clean };
  }
}

export function checkJsonSample(sample: SampleInput): SampleOutcome {
  const whole = tryParse(sample.value, 0);
  if (!whole) return passed();
  if (sample.fragment) {
    for (const [open, close] of [['{', '}'], ['[', ']']] as const) {
      if (!tryParse(`${open}\n${sample.value}\n${close}`, 1)) return passed();
    }
  }
  return failed([whole]);
}

export async function check(samples: readonly SampleInput[]): Promise<SampleOutcome[]> {
  return samples.map(checkJsonSample);
}
