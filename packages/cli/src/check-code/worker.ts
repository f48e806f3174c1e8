// A check-code worker thread: runs one chunk of samples through one checker at a time. Checkers stay loaded
// between chunks (a compiler's start-up is paid once per thread).
import { parentPort } from 'node:worker_threads';
import { CHECKERS, type CheckerId } from './registry.ts';
import type { CheckFn, SampleInput, SampleOutcome } from './checkers/types.ts';
import { quietConsole } from './checkers/util.ts';

export interface CheckRequest {
  id: number;
  checker: CheckerId;
  inputs: SampleInput[];
}
export type CheckResponse = { id: number; outcomes: SampleOutcome[] } | { id: number; error: string };

const loaded = new Map<CheckerId, Promise<CheckFn>>();

/** Runs one chunk in this thread (also the in-process path when workers are off). */
export async function runChunk(checker: CheckerId, inputs: SampleInput[]): Promise<SampleOutcome[]> {
  let check = loaded.get(checker);
  if (!check) {
    check = CHECKERS[checker].load();
    loaded.set(checker, check);
  }
  const fn = await check;
  return quietConsole(() => fn(inputs));
}

if (parentPort) {
  const port = parentPort;
  port.on('message', (msg: CheckRequest) => {
    runChunk(msg.checker, msg.inputs).then(
      (outcomes) => port.postMessage({ id: msg.id, outcomes } satisfies CheckResponse),
      (e: unknown) => port.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) } satisfies CheckResponse),
    );
  });
}
