// Worker thread: renders batches of Markdown documents with its own processor (the parse is CPU-bound).
import { parentPort } from 'node:worker_threads';
import { createMarkdownProcessor, renderMarkdown } from './pipeline.ts';
import type { MarkdownResult } from './types.ts';

export interface MarkdownJob {
  file: string;
  relFile: string;
  body: string;
  bodyLineOffset: number;
  tocMin: number;
  tocMax: number;
  htmlLang: string;
}

export type WorkerRequest = { type: 'routes'; routes: [string, string][] } | { type: 'render'; id: number; jobs: MarkdownJob[] };
export type WorkerResponse = { id: number; results: MarkdownResult[] } | { id: number; error: string };

const processor = createMarkdownProcessor();
let routes = new Map<string, string>();

parentPort!.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'routes') {
    routes = new Map(msg.routes);
    return;
  }
  try {
    const results = msg.jobs.map((j) => renderMarkdown(processor, j.body, { ...j, routeOfFile: (f) => routes.get(f) }));
    parentPort!.postMessage({ id: msg.id, results } satisfies WorkerResponse);
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) } satisfies WorkerResponse);
  }
});
