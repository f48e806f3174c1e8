// Markdown renders in worker threads: two cores make it about twice as fast, and a worker can be stopped.
// Every document has a time budget: a pathological page (thousands of nested lists or brackets) ends in a
// located error after the budget instead of hanging the build or the dev server, and a stack overflow
// names its file. A worker that is stopped or crashes is replaced and the other documents go on. Once the
// Markdown is done, the same workers (their bundle has the theme too) render the build's pages: renderPage.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { TondocsError } from '../errors.ts';
import type { MarkdownResult } from './types.ts';
import type { PageContext, PageJob, PageOutcome } from '../render/page.ts';
import type { MarkdownJob, SearchJob, SerializedError, WorkerRequest, WorkerResponse } from './worker.ts';
import { workerBundle } from './worker-bundle.ts';

/** Documents per worker below which a second worker costs more than it saves. */
export const DOCS_PER_EXTRA_WORKER = 32;

/**
 * Pages a worker is given at most before the first is back: enough to keep it busy between the main thread's
 * turns, few enough that the pages are shared evenly between the workers.
 */
const PAGES_PER_WORKER = 4;

/** Time one document may take to render, in ms (TONDOCS_FILE_BUDGET_MS overrides it). */
export function fileBudgetMs(): number {
  return Number(process.env.TONDOCS_FILE_BUDGET_MS) || 10_000;
}

export function workerCount(docs: number): number {
  const wanted = Number(process.env.TONDOCS_WORKERS) || os.availableParallelism();
  return Math.max(1, Math.min(wanted, 8, Math.ceil(docs / DOCS_PER_EXTRA_WORKER)));
}

interface Task {
  job: MarkdownJob;
  resolve: (r: MarkdownResult) => void;
  reject: (e: TondocsError) => void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded its modules (a fresh one needs ~0.5 s, many seconds on a busy machine). */
  ready?: boolean;
  task?: Task;
  /** The task's own listener for the worker's answers. */
  onMessage?: (msg: WorkerResponse) => void;
  timer?: NodeJS.Timeout;
  /** Encoding a search index (encodeSearch): not fed documents meanwhile. */
  searching?: boolean;
  /** Pages sent to the worker (renderPage) and not back yet, by request id. */
  pages: Map<number, { path: string; resolve: (outcome: PageOutcome) => void; reject: (e: TondocsError) => void }>;
  /** The page contexts this worker has (sent once). */
  contexts: Set<string>;
}

/** Worker threads sharing one queue of documents; safe to call from several places at once. */
export class MarkdownPool {
  private slots: Slot[] = [];
  private queue: Task[] = [];
  private routes: [string, string][] = [];
  private script: Promise<string>;
  private scriptPath: string | undefined;
  private seq = 0;

  /** `script`: the worker's module (the bundled Markdown stage; tests wrap it). */
  constructor(
    private size: number,
    script: Promise<string> = workerBundle(),
  ) {
    this.script = script;
  }

  setRoutes(routes: Map<string, string>): void {
    this.routes = [...routes];
    for (const s of this.slots) s.worker.postMessage({ type: 'routes', routes: this.routes } satisfies WorkerRequest);
  }

  /**
   * Starts `count` workers (all by default) now, before there are jobs: loading and compiling the bundle (a few
   * hundred ms per worker) then overlaps the main thread's reading of the content instead of following it.
   */
  async warm(count = this.size): Promise<void> {
    this.scriptPath ??= await this.script;
    while (this.slots.length < Math.min(count, this.size)) {
      const slot = {} as Slot;
      slot.worker = this.spawn(slot);
      this.slots.push(slot);
    }
  }

  /** Renders every job; throws one located error listing the documents that failed. */
  async render(jobs: MarkdownJob[], onDone: (n: number) => void = () => {}): Promise<MarkdownResult[]> {
    if (jobs.length === 0) return [];
    this.scriptPath ??= await this.script;
    const outcomes = jobs.map(
      (job) =>
        new Promise<MarkdownResult>((resolve, reject) => {
          this.queue.push({ job, resolve: (r) => (onDone(1), resolve(r)), reject: (e) => (onDone(1), reject(e)) });
        }),
    );
    this.pump();
    return collect(await Promise.allSettled(outcomes));
  }

  /**
   * Encodes a locale's search index on an idle worker (null when none is idle: the caller encodes it itself).
   * The build renders its pages on the main thread meanwhile.
   */
  encodeSearch(job: SearchJob): Promise<{ manifest: string; files: Map<string, string> }> | null {
    const slot = this.slots.find((s) => !s.task && !s.searching);
    if (!slot) return null;
    const id = ++this.seq;
    const worker = slot.worker;
    slot.searching = true;
    worker.ref();
    return new Promise((resolve, reject) => {
      const done = () => {
        slot.searching = false;
        worker.unref();
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      const onMessage = (msg: WorkerResponse) => {
        if (!('id' in msg) || msg.id !== id) return;
        done();
        if ('search' in msg) resolve({ manifest: msg.search.manifest, files: new Map(msg.search.files) });
        else if ('error' in msg) reject(new TondocsError(`Cannot encode the search index: ${msg.error.message}`));
      };
      const onError = (e: Error) => {
        done();
        reject(new TondocsError(`Cannot encode the search index: ${e.message}`));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage({ type: 'search', id, job } satisfies WorkerRequest);
    });
  }

  /**
   * Renders a page on a worker with no document or search index to do and room for one more page, sending it
   * the page's context first if it does not have it; null when every worker is busy (the caller renders it).
   */
  renderPage(context: PageContext, job: PageJob): Promise<PageOutcome> | null {
    let slot: Slot | undefined;
    for (const s of this.slots) if (!s.task && !s.searching && s.pages.size < PAGES_PER_WORKER && (!slot || s.pages.size < slot.pages.size)) slot = s;
    if (!slot) return null;
    if (!slot.contexts.has(context.key)) {
      slot.worker.postMessage({ type: 'page-context', context } satisfies WorkerRequest);
      slot.contexts.add(context.key);
    }
    const id = ++this.seq;
    const target = slot;
    target.worker.ref();
    return new Promise((resolve, reject) => {
      const done = () => {
        target.pages.delete(id);
        if (!target.task && !target.searching && target.pages.size === 0) target.worker.unref();
      };
      target.pages.set(id, { path: job.route.path, resolve: (outcome) => (done(), resolve(outcome)), reject: (e) => (done(), reject(e)) });
      target.worker.postMessage({ type: 'page', id, context: context.key, job } satisfies WorkerRequest);
    });
  }

  /** Workers that take pages (not encoding a search index). */
  get pageWorkers(): number {
    return this.slots.filter((s) => !s.searching).length;
  }

  /** Starts workers for queued documents, up to the pool size. */
  private pump(): void {
    while (this.slots.length < this.size && this.queue.length > this.slots.filter((s) => !s.task).length) {
      const slot = {} as Slot;
      slot.worker = this.spawn(slot);
      this.slots.push(slot);
    }
    for (const slot of this.slots) if (!slot.task && !slot.searching) this.feed(slot);
  }

  private feed(slot: Slot): void {
    const task = this.queue.shift();
    if (!task) return;
    const id = ++this.seq;
    slot.task = task;
    // A worker with a document keeps the process alive (the budget's timer may not run yet); idle, it does not.
    slot.worker.ref();
    slot.onMessage = (msg) => {
      if (!('id' in msg) || msg.id !== id) return;
      if ('error' in msg) this.settle(slot, undefined, toError(msg.error, task.job));
      else if ('result' in msg) this.settle(slot, msg.result);
    };
    slot.worker.postMessage({ type: 'render', id, job: task.job } satisfies WorkerRequest);
    this.startBudget(slot);
  }

  /**
   * The document's time budget runs from when the worker can work on it: a replacement worker's start (loading
   * the Markdown stage) on a busy machine is not the page's time, and counting it failed simple pages.
   */
  private startBudget(slot: Slot): void {
    const task = slot.task;
    if (!task || !slot.ready || slot.timer) return;
    const budget = fileBudgetMs();
    slot.timer = setTimeout(() => {
      this.replace(slot);
      this.settle(slot, undefined, located(task.job, `rendering took longer than ${(budget / 1000).toFixed(0)} s and was stopped`, 'The page is pathological for the Markdown parser (thousands of nested lists, quotes or unclosed brackets): simplify that part.'));
    }, budget);
  }

  private settle(slot: Slot, result: MarkdownResult | undefined, error?: TondocsError): void {
    const task = slot.task;
    if (slot.timer) clearTimeout(slot.timer);
    slot.task = undefined;
    slot.onMessage = undefined;
    slot.timer = undefined;
    if (task) {
      if (error) task.reject(error);
      else task.resolve(result!);
    }
    this.feed(slot);
    if (!slot.task && slot.pages.size === 0) slot.worker.unref();
  }

  /** Stops a worker stuck on (or crashed by) its document and puts a fresh one in its place. */
  private replace(slot: Slot): void {
    const old = slot.worker;
    old.removeAllListeners();
    old.on('error', () => {});
    void old.terminate();
    slot.worker = this.spawn(slot);
  }

  /**
   * Stops the workers that have nothing to do (no document, no search index): a build's Markdown is done, and
   * each one holds the heap of the pages it parsed (hundreds of MB at 10 000 pages) until the build ends.
   */
  releaseIdle(): void {
    if (this.queue.length) return;
    for (const slot of this.slots.filter((s) => !s.task && !s.searching && s.pages.size === 0)) {
      this.slots.splice(this.slots.indexOf(slot), 1);
      slot.worker.removeAllListeners();
      slot.worker.on('error', () => {});
      void slot.worker.terminate();
    }
  }

  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    for (const s of slots) if (s.timer) clearTimeout(s.timer);
    for (const s of slots) for (const page of [...s.pages.values()]) page.reject(new TondocsError(`Cannot render the page ${page.path}: the build stopped`));
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private spawn(slot: Slot): Worker {
    // The parse allocates many short-lived objects: a larger young generation halves the time spent in GC.
    const worker = new Worker(this.scriptPath!, { resourceLimits: { maxYoungGenerationSizeMb: 64 } });
    slot.ready = false;
    slot.pages ??= new Map();
    slot.contexts = new Set();
    worker.postMessage({ type: 'routes', routes: this.routes } satisfies WorkerRequest);
    worker.on('message', (msg: WorkerResponse) => {
      if (slot.worker !== worker) return;
      const page = 'id' in msg ? slot.pages.get(msg.id) : undefined;
      if (page) {
        if ('page' in msg) page.resolve(msg.page);
        else if ('error' in msg) page.reject(new TondocsError(`Cannot render the page ${page.path}: ${msg.error.message}`, { position: msg.error.position, hint: msg.error.hint }));
      } else if ('ready' in msg) {
        slot.ready = true;
        this.startBudget(slot);
      } else slot.onMessage?.(msg);
    });
    // A crash (out of memory, a native stack overflow) takes the worker down: blame its document.
    worker.on('error', (e) => {
      if (slot.worker !== worker) return;
      const task = slot.task;
      for (const page of [...slot.pages.values()]) page.reject(new TondocsError(`Cannot render the page ${page.path}: the worker crashed: ${e.message}`));
      this.replace(slot);
      if (task) this.settle(slot, undefined, located(task.job, `rendering crashed the worker: ${e.message}`, hintFor(e.message)));
    });
    // An idle pool (the dev server's) must not keep the process alive.
    worker.unref();
    return worker;
  }
}

function collect(settled: PromiseSettledResult<MarkdownResult>[]): MarkdownResult[] {
  const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as TondocsError] : []));
  if (failures.length) {
    const [first, ...rest] = failures;
    if (rest.length === 0) throw first;
    throw new TondocsError(`${first!.message}\n${rest.map((f) => `  also ${f.position?.file ?? ''}: ${f.message}`).join('\n')}`, { position: first!.position, hint: first!.hint });
  }
  return settled.map((s) => (s as PromiseFulfilledResult<MarkdownResult>).value);
}

function hintFor(message: string): string | undefined {
  return /call stack|too much recursion/i.test(message) ? 'The page nests too deeply (lists, quotes, links or HTML inside each other): flatten that part.' : undefined;
}

function located(job: MarkdownJob, message: string, hint?: string): TondocsError {
  return new TondocsError(`Cannot render the page: ${message}`, { position: { file: job.relFile }, hint });
}

/** A failure of the Markdown stage, as the builder reports it (also for the main thread's bundled stage). */
export function toError(e: SerializedError, job: MarkdownJob): TondocsError {
  if (e.position) return new TondocsError(e.message, { position: e.position, hint: e.hint });
  return located(job, e.message, e.hint ?? hintFor(e.message));
}
