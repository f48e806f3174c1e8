// A small pool of worker threads for the Markdown stage. Two cores make it about twice as fast; below a
// few dozen documents the start-up of a worker costs more than it saves, so small sites stay in-process.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { MarkdownResult } from './types.ts';
import type { MarkdownJob, WorkerRequest, WorkerResponse } from './worker.ts';
import { workerBundle } from './worker-bundle.ts';

export const MIN_DOCS_FOR_WORKERS = 64;
const BATCH = 16;

export function workerCount(docs: number): number {
  if (docs < MIN_DOCS_FOR_WORKERS || process.env.TONDOCS_WORKERS === '0') return 0;
  const wanted = Number(process.env.TONDOCS_WORKERS) || os.availableParallelism();
  return Math.max(1, Math.min(wanted, 8, Math.ceil(docs / BATCH)));
}

export async function renderInWorkers(jobs: MarkdownJob[], routes: Map<string, string>, count: number, onDone: (n: number) => void): Promise<MarkdownResult[]> {
  const script = await workerBundle();
  // The parse allocates many short-lived objects: a larger young generation halves the time spent in GC.
  const workers = Array.from({ length: count }, () => new Worker(script, { resourceLimits: { maxYoungGenerationSizeMb: 64 } }));
  const results = new Array<MarkdownResult>(jobs.length);
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            w.postMessage({ type: 'routes', routes: [...routes] } satisfies WorkerRequest);
            const send = () => {
              if (next >= jobs.length) return resolve();
              const id = next;
              next += BATCH;
              w.postMessage({ type: 'render', id, jobs: jobs.slice(id, id + BATCH) } satisfies WorkerRequest);
            };
            w.on('message', (msg: WorkerResponse) => {
              if ('error' in msg) return reject(new Error(msg.error));
              msg.results.forEach((r, i) => (results[msg.id + i] = r));
              onDone(msg.results.length);
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
  return results;
}
