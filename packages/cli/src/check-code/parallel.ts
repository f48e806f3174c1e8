// check-code's worker threads. They first extract the fences of the pages (a Markdown parse per page is a
// few seconds of CPU on a large site), then compile the samples: each checker's batch is cut into chunks that
// the threads share, so a cold run keeps every core busy (tsc and the WebAssembly compilers are CPU-bound).
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { CHECKERS, type CheckerId } from './registry.ts';
import { isCompiled, siblingModule } from '../module-file.ts';
import type { SampleInput, SampleOutcome } from './checkers/types.ts';
import type { CodeFence, FenceSource } from './extract.ts';
import type { WorkerJob, WorkerRequest, WorkerResponse } from './worker.ts';

export interface CheckTask {
  checker: CheckerId;
  inputs: SampleInput[];
}
export type CheckTaskResult = { outcomes: SampleOutcome[] } | { error: string };

/** Samples per chunk at least: below that, a thread's share of the compiler's start-up dominates. */
const MIN_CHUNK = 12;
/** Pages per extraction chunk. */
const PAGES_PER_CHUNK = 24;
/** Pages below which the threads' start-up (~0.5 s each) costs more than they save. */
const MIN_PAGES_FOR_THREADS = 48;

/** Threads for a run over `pages` pages: TONDOCS_CHECK_WORKERS overrides (0 = in this thread). */
export function checkWorkerCount(pages: number): number {
  const env = process.env.TONDOCS_CHECK_WORKERS;
  if (env !== undefined && env !== '') return Math.max(0, Number(env) || 0);
  if (pages < MIN_PAGES_FOR_THREADS) return 0;
  return Math.max(1, Math.min(os.availableParallelism(), 4));
}

/** Runs jobs on worker threads, or in this thread when there are none. */
export class CheckPool {
  private readonly workers: Worker[];

  constructor(readonly threads: number) {
    // The sources need the TypeScript loader in the thread (worker-entry.mjs); the compiled package does not.
    const entry = isCompiled(import.meta.url) ? siblingModule(import.meta.url, 'worker') : path.join(import.meta.dirname, 'worker-entry.mjs');
    this.workers = Array.from({ length: threads }, () => new Worker(entry));
  }

  async extract(pages: FenceSource[]): Promise<CodeFence[]> {
    if (this.threads === 0) return (await import('./extract.ts')).extractSourcesFences(pages);
    const jobs: WorkerJob[] = [];
    for (let from = 0; from < pages.length; from += PAGES_PER_CHUNK) jobs.push({ kind: 'extract', pages: pages.slice(from, from + PAGES_PER_CHUNK) });
    const results = await this.dispatch(jobs);
    return results.flatMap((r) => {
      if ('error' in r) throw new Error(`check-code: ${r.error}`);
      return 'fences' in r ? r.fences : [];
    });
  }

  async check(tasks: CheckTask[]): Promise<CheckTaskResult[]> {
    if (this.threads === 0) return runHere(tasks);
    // Chunks: every checker's batch cut into about as many pieces as there are threads (unless its set-up
    // dominates); largest first.
    const chunks: { task: number; from: number; inputs: SampleInput[] }[] = [];
    tasks.forEach((t, task) => {
      const size = CHECKERS[t.checker].split === false ? t.inputs.length : Math.max(MIN_CHUNK, Math.ceil(t.inputs.length / this.threads));
      for (let from = 0; from < t.inputs.length; from += size) chunks.push({ task, from, inputs: t.inputs.slice(from, from + size) });
    });
    chunks.sort((a, b) => b.inputs.length - a.inputs.length);
    const results = await this.dispatch(chunks.map((c): WorkerJob => ({ kind: 'check', checker: tasks[c.task]!.checker, inputs: c.inputs })));
    const outcomes = tasks.map((t) => new Array<SampleOutcome>(t.inputs.length));
    const errors = new Map<number, string>();
    chunks.forEach((c, i) => {
      const r = results[i]!;
      if ('error' in r) errors.set(c.task, r.error);
      else if ('outcomes' in r) r.outcomes.forEach((o, k) => (outcomes[c.task]![c.from + k] = o));
    });
    return tasks.map((_, i) => (errors.has(i) ? { error: errors.get(i)! } : { outcomes: outcomes[i]! }));
  }

  close(): Promise<unknown> {
    return Promise.all(this.workers.map((w) => w.terminate()));
  }

  /** Each thread takes the next job when it finishes one; results in job order. */
  private async dispatch(jobs: WorkerJob[]): Promise<WorkerResponse[]> {
    const results = new Array<WorkerResponse>(jobs.length);
    let next = 0;
    await Promise.all(
      this.workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= jobs.length) {
                w.off('message', onMessage).off('error', reject);
                return resolve();
              }
              const id = next++;
              w.postMessage({ id, job: jobs[id]! } satisfies WorkerRequest);
            };
            const onMessage = (msg: WorkerResponse) => {
              results[msg.id] = msg;
              send();
            };
            w.on('message', onMessage).on('error', reject);
            send();
          }),
      ),
    );
    return results;
  }
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
