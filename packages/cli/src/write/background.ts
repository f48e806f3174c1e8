// File operations run in the background (libuv's thread pool): the system calls of ~6000 files go beside the
// rendering of the next pages instead of holding the main thread. One chain per path, so a second write of a
// path waits for the first and the last one wins, as with synchronous writes. At most MAX_RUNNING run at once,
// and when the bytes waiting pass MAX_BACKLOG_BYTES a write is done at once: memory stays flat at any size.
import fs from 'node:fs';
import path from 'node:path';
import { TondocsError } from '../errors.ts';

/** Operations running at once: each holds a file descriptor (10 000 pages opened too many: EMFILE). */
const MAX_RUNNING = 64;
/**
 * Bytes waiting to be written above which a write is done at once on the calling thread instead: rendering
 * outpaces the disk, and at 10 000 pages the queue held gigabytes of pages (issue #16: peak RSS ≤ 1 GB).
 */
const MAX_BACKLOG_BYTES = 32 * 1024 * 1024;

export interface QueuedOp {
  run: () => Promise<void>;
  /** The same done synchronously, used when the backlog is full. */
  runSync?: () => void;
  /** Bytes the operation holds until it is done. */
  bytes?: number;
}

export class BackgroundWrites {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly dirsMade = new Map<string, Promise<unknown>>();
  private failure: Error | undefined;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private backlog = 0;

  /** `root`: the folder written to, named in the error of a failed write. */
  constructor(private readonly root: string) {}

  get pending(): boolean {
    return this.inFlight.size > 0 || this.failure !== undefined;
  }

  /** Runs the operation after those queued for `key`; a failure is reported by flush(). */
  queue(key: string, op: QueuedOp | (() => Promise<void>)): void {
    const { run, runSync, bytes = 0 } = typeof op === 'function' ? { run: op } : op;
    const previous = this.inFlight.get(key);
    if (runSync && !previous && this.backlog + bytes > MAX_BACKLOG_BYTES) {
      try {
        runSync();
      } catch (e) {
        this.failure ??= e instanceof Error ? e : new Error(String(e));
      }
      return;
    }
    this.backlog += bytes;
    const limited = () => this.limited(run);
    const done: Promise<void> = (previous ? previous.then(limited) : limited()).then(
      () => {
        this.backlog -= bytes;
        if (this.inFlight.get(key) === done) this.inFlight.delete(key);
      },
      (e: unknown) => {
        this.backlog -= bytes;
        this.failure ??= e instanceof Error ? e : new Error(String(e));
        if (this.inFlight.get(key) === done) this.inFlight.delete(key);
      },
    );
    this.inFlight.set(key, done);
  }

  /** `run` once fewer than MAX_RUNNING operations are running. */
  private async limited(run: () => Promise<void>): Promise<void> {
    if (this.running >= MAX_RUNNING) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      await run();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** A folder made at once (a synchronous write): the background mkdir of it may still be running. */
  dirReadySync(dir: string): void {
    fs.mkdirSync(dir, { recursive: true });
  }

  /** A folder created once in the background, like the files: a mkdir per page adds up. */
  dirReady(dir: string): Promise<unknown> {
    let made = this.dirsMade.get(dir);
    if (!made) {
      made = fs.promises.mkdir(dir, { recursive: true });
      // A failure surfaces through the write that awaits it.
      made.catch(() => {});
      this.dirsMade.set(dir, made);
    }
    return made;
  }

  /** Waits for every queued operation; throws the first that failed. */
  async flush(): Promise<void> {
    while (this.inFlight.size) await Promise.all(this.inFlight.values());
    if (this.failure) throw new TondocsError(`Cannot write the output: ${this.failure.message}`, { hint: `Check that ${path.dirname(this.root)} is writable and the disk is not full.` });
  }

  /** Waits for the operations in flight, whatever their outcome (before a folder is deleted). */
  async settle(): Promise<void> {
    if (this.inFlight.size) await Promise.allSettled([...this.inFlight.values()]);
  }
}
