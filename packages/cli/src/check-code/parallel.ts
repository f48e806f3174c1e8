// Samples are compiled in worker threads: each checker's batch is cut into chunks that the threads share,
// so a cold run uses every core (tsc, the Tact, FunC and Tolk compilers are all CPU-bound).
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CheckerId } from './registry.ts';
import type { SampleInput, SampleOutcome } from './checkers/types.ts';
import type { CheckRequest, CheckResponse } from './worker.ts';

export interface CheckTask {
  checker: CheckerId;
  inputs: SampleInput[];
}
export type CheckTaskResult = { outcomes: SampleOutcome[] } | { error: string };

/** Samples per chunk at least: below that, a thread's share of the compiler's start-up dominates. */
const MIN_CHUNK = 12;

/** Threads for a run: TONDOCS_CHECK_WORKERS overrides (0 = in this thread). */
export function checkWorkerCount(samples: number): number {
  const env = process.env.TONDOCS_CHECK_WORKERS;
  if (env !== undefined && env !== '') return Math.max(0, Number(env) || 0);
  if (samples < MIN_CHUNK * 2) return 0;
  return Math.max(1, Math.min(os.availableParallelism(), 4, Math.ceil(samples / MIN_CHUNK)));
}

export async function runInWorkers(tasks: CheckTask[]): Promise<CheckTaskResult[]> {
  const total = tasks.reduce((n, t) => n + t.inputs.length, 0);
  const threads = checkWorkerCount(total);
  if (threads === 0) return runHere(tasks);
  // Chunks: every checker's batch cut into about as many pieces as there are threads; largest first.
  const chunks: { task: number; from: number; inputs: SampleInput[] }[] = [];
  tasks.forEach((t, task) => {
    const size = Math.max(MIN_CHUNK, Math.ceil(t.inputs.length / threads));
    for (let from = 0; from < t.inputs.length; from += size) chunks.push({ task, from, inputs: t.inputs.slice(from, from + size) });
  });
  chunks.sort((a, b) => b.inputs.length - a.inputs.length);
  const outcomes = tasks.map((t) => new Array<SampleOutcome>(t.inputs.length));
  const errors = new Map<number, string>();
  const entry = path.join(import.meta.dirname, 'worker-entry.mjs');
  const workers = Array.from({ length: Math.min(threads, chunks.length) }, () => new Worker(entry));
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= chunks.length) return resolve();
              const id = next++;
              const c = chunks[id]!;
              w.postMessage({ id, checker: tasks[c.task]!.checker, inputs: c.inputs } satisfies CheckRequest);
            };
            w.on('message', (msg: CheckResponse) => {
              const c = chunks[msg.id]!;
              if ('error' in msg) errors.set(c.task, msg.error);
              else msg.outcomes.forEach((o, i) => (outcomes[c.task]![c.from + i] = o));
              send();
            });
            w.on('error', reject);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return tasks.map((_, i) => (errors.has(i) ? { error: errors.get(i)! } : { outcomes: outcomes[i]! }));
}

async function runHere(tasks: CheckTask[]): Promise<CheckTaskResult[]> {
  const { runChunk } = await import('./worker.ts');
  const out: CheckTaskResult[] = [];
  for (const t of tasks) {
    try {
      out.push({ outcomes: await runChunk(t.checker, t.inputs) });
    } catch (e) {
      out.push({ error: (e as Error).message });
    }
  }
  return out;
}
