// A check-code worker thread: extracts the fences of a chunk of pages, or runs one chunk of samples through one
// checker. Checkers stay loaded between chunks (a compiler's start-up is paid once per thread).
import { parentPort } from 'node:worker_threads';
import { CHECKERS, type CheckerId } from './registry.ts';
import type { CheckFn, SampleInput, SampleOutcome } from './checkers/types.ts';
import { quietConsole } from './checkers/util.ts';
import { extractSourcesFences, type CodeFence, type FenceSource } from './extract.ts';

export type WorkerJob = { kind: 'extract'; pages: FenceSource[] } | { kind: 'check'; checker: CheckerId; inputs: SampleInput[] };
export interface WorkerRequest {
  id: number;
  job: WorkerJob;
}
export type WorkerResponse = { id: number; fences: CodeFence[] } | { id: number; outcomes: SampleOutcome[] } | { id: number; error: string };

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

async function answer(id: number, job: WorkerJob): Promise<WorkerResponse> {
  try {
    if (job.kind === 'extract') return { id, fences: extractSourcesFences(job.pages) };
    return { id, outcomes: await runChunk(job.checker, job.inputs) };
  } catch (e) {
    return { id, error: e instanceof Error ? e.message : String(e) };
  }
}

if (parentPort) {
  const port = parentPort;
  port.on('message', (msg: WorkerRequest) => void answer(msg.id, msg.job).then((r) => port.postMessage(r)));
}
