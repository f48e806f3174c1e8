// File operations run in the background (libuv's thread pool): the system calls of ~6000 files go beside the
// rendering of the next pages instead of holding the main thread. One chain per path, so a second write of a
// path waits for the first and the last one wins, as with synchronous writes.
import fs from 'node:fs';
import path from 'node:path';
import { TondocsError } from '../errors.ts';

export class BackgroundWrites {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly dirsMade = new Map<string, Promise<unknown>>();
  private failure: Error | undefined;

  /** `root`: the folder written to, named in the error of a failed write. */
  constructor(private readonly root: string) {}

  get pending(): boolean {
    return this.inFlight.size > 0 || this.failure !== undefined;
  }

  /** Runs `op` after the operations queued for `key`; a failure is reported by flush(). */
  queue(key: string, op: () => Promise<void>): void {
    const previous = this.inFlight.get(key);
    const done: Promise<void> = (previous ? previous.then(op) : op()).then(
      () => {
        if (this.inFlight.get(key) === done) this.inFlight.delete(key);
      },
      (e: unknown) => {
        this.failure ??= e instanceof Error ? e : new Error(String(e));
        if (this.inFlight.get(key) === done) this.inFlight.delete(key);
      },
    );
    this.inFlight.set(key, done);
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
