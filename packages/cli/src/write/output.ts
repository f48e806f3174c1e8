// Output directory handling: a build is written to a staging directory beside the target and swapped in
// only when complete, so a failed build never leaves a half-written or missing site. A lock file next to
// the target keeps two builds from writing the same output; what a killed build left behind (staging and
// old trees) is removed by the next one. Directories follow the umask (0755 with the usual 022), so a web
// server running as another user can read the site.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { TondocsError } from '../errors.ts';

export class StagedOutput {
  readonly staging: string;
  private bytes = 0;
  private files = 0;
  private readonly dirs = new Set<string>();
  /**
   * Writes still in flight, by path. Files are written asynchronously (libuv's thread pool): the system calls
   * of ~6000 files run beside the rendering of the next pages instead of holding the main thread. A second
   * write of one path waits for the first, so the last one wins as with synchronous writes.
   */
  private readonly inFlight = new Map<string, Promise<void>>();
  private failure: Error | undefined;

  constructor(readonly target: string) {
    const abs = path.resolve(target);
    const parent = path.dirname(abs);
    fs.mkdirSync(parent, { recursive: true });
    removeLeftovers(abs);
    this.staging = path.join(parent, `.${path.basename(abs)}.staging-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
    // mkdirSync applies the umask; mkdtempSync would force 0700.
    fs.mkdirSync(this.staging, { mode: 0o777 });
  }

  /** Queues a file; `flush()` waits for it (and reports a failed write). */
  write(rel: string, data: string | Uint8Array): void {
    const abs = path.join(this.staging, rel);
    const dir = this.dirReady(path.dirname(abs));
    // Encoded now: the byte count is known at once (writeFile would encode on this thread all the same).
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    this.queue(abs, async () => {
      await dir;
      await fs.promises.writeFile(abs, bytes);
    });
    this.bytes += bytes.byteLength;
    this.files++;
  }

  copy(source: string, rel: string): void {
    const abs = path.join(this.staging, rel);
    const dir = this.dirReady(path.dirname(abs));
    const { size } = fs.statSync(source);
    // Read and written (not copyFile): the copy gets the umask's mode, not the source's.
    this.queue(abs, async () => {
      const data = await fs.promises.readFile(source);
      await dir;
      await fs.promises.writeFile(abs, data);
    });
    this.bytes += size;
    this.files++;
  }

  /** Folders created (or being created) in the background, like the files: a mkdir per page adds up. */
  private readonly dirsMade = new Map<string, Promise<unknown>>();
  private dirReady(dir: string): Promise<unknown> {
    let made = this.dirsMade.get(dir);
    if (!made) {
      made = fs.promises.mkdir(dir, { recursive: true });
      // A failure surfaces through the write that awaits it.
      made.catch(() => {});
      this.dirsMade.set(dir, made);
    }
    return made;
  }

  private queue(abs: string, op: () => Promise<void>): void {
    const previous = this.inFlight.get(abs);
    const done: Promise<void> = (previous ? previous.then(op) : op()).then(
      () => {
        if (this.inFlight.get(abs) === done) this.inFlight.delete(abs);
      },
      (e: unknown) => {
        this.failure ??= e instanceof Error ? e : new Error(String(e));
        if (this.inFlight.get(abs) === done) this.inFlight.delete(abs);
      },
    );
    this.inFlight.set(abs, done);
  }

  /** Waits for every queued write; throws the first that failed. */
  async flush(): Promise<void> {
    while (this.inFlight.size) await Promise.all(this.inFlight.values());
    if (this.failure) throw new TondocsError(`Cannot write the output: ${this.failure.message}`, { hint: `Check that ${path.dirname(this.staging)} is writable and the disk is not full.` });
  }

  /** A file of the previous output kept as it is: hard-linked (no bytes written), copied across devices. */
  link(source: string, rel: string): void {
    const abs = path.join(this.staging, rel);
    const dir = path.dirname(abs);
    if (!this.dirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    try {
      fs.linkSync(source, abs);
    } catch {
      fs.copyFileSync(source, abs);
    }
    this.bytes += fs.statSync(abs).size;
    this.files++;
  }

  stats(): { bytes: number; files: number } {
    return { bytes: this.bytes, files: this.files };
  }

  /**
   * Swap the finished build in: two renames, the old tree removed afterwards — with `detach`, by a detached
   * child process that outlives this one (the next build removes whatever it did not get to).
   */
  commit(options: { detach?: boolean } = {}): void {
    if (this.inFlight.size || this.failure) throw new Error('internal: StagedOutput.commit() before flush()');
    const target = path.resolve(this.target);
    const old = `${target}.old-${process.pid}`;
    const hadOld = fs.existsSync(target);
    if (hadOld) fs.renameSync(target, old);
    fs.renameSync(this.staging, target);
    if (!hadOld) return;
    if (options.detach && removeDetached(old)) return;
    fs.rmSync(old, { recursive: true, force: true });
  }

  /** Removes the staging tree (after the writes in flight, so none lands in it afterwards). */
  async abort(): Promise<void> {
    if (this.inFlight.size) await Promise.allSettled([...this.inFlight.values()]);
    fs.rmSync(this.staging, { recursive: true, force: true });
  }
}

/** Starts a process that deletes `dir` after this one exits; false when none could start. */
function removeDetached(dir: string): boolean {
  try {
    const child = spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', dir], { detached: true, stdio: 'ignore' });
    child.on('error', () => {});
    child.unref();
    return child.pid !== undefined;
  } catch {
    return false;
  }
}

/**
 * Staging and old trees of the target left by a killed build. Called under the output lock, so no live
 * build of this target owns one; a tree of a process that is still alive is kept all the same.
 */
function removeLeftovers(target: string): void {
  const parent = path.dirname(target);
  const name = path.basename(target);
  for (const entry of fs.readdirSync(parent)) {
    const m = entry.startsWith(`.${name}.staging-`) ? /staging-(\d+)-/.exec(entry) : entry.startsWith(`${name}.old-`) ? /old-(\d+)$/.exec(entry) : null;
    if (entry.startsWith(`.${name}.staging-`) || m) {
      const pid = m ? Number(m[1]) : undefined;
      if (pid !== undefined && pid !== process.pid && isAlive(pid)) continue;
      try {
        fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
      } catch {
        // A detached cleanup of an earlier build is deleting it at the same moment.
      }
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface OutputLock {
  release(): void;
}

/** Takes `<out>.lock` (the pid inside) for the time of a build; a lock of a dead process is taken over. */
export function lockOutput(target: string): OutputLock {
  const abs = path.resolve(target);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  const file = `${abs}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return { release };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new TondocsError(`Another build (pid ${pid}) is writing ${path.relative(process.cwd(), abs) || abs}`, {
          hint: `Wait for it to finish, or stop it; if no build is running, delete ${file}.`,
        });
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new TondocsError(`Cannot take the build lock ${file}`, { hint: 'Another build keeps taking it: run one build at a time.' });
}

/** In-place writer for `serve --watch` updates of single files. */
export function writeFileInto(root: string, rel: string, data: string | Uint8Array): void {
  const abs = path.join(root, rel);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, data);
}

/**
 * Writes unless the file already holds exactly `data`: an update of `serve --watch` hands every data file,
 * feed and redirect page of the locale to its sink (hundreds of files on a site with many redirects), and
 * only a few differ. Reading and comparing is cheaper than writing and spares the file watchers around.
 */
export function writeFileIfChanged(root: string, rel: string, data: string | Uint8Array): boolean {
  const abs = path.join(root, rel);
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  try {
    if (fs.statSync(abs).size === bytes.byteLength && fs.readFileSync(abs).equals(bytes)) return false;
  } catch {
    // Not there yet.
  }
  writeFileInto(root, rel, bytes);
  return true;
}

/** Removes a file of the output and the directories it leaves empty. */
export function removeFileFrom(root: string, rel: string): void {
  const top = path.resolve(root);
  let abs = path.join(top, rel);
  fs.rmSync(abs, { force: true });
  for (abs = path.dirname(abs); abs.startsWith(top + path.sep); abs = path.dirname(abs)) {
    try {
      fs.rmdirSync(abs);
    } catch {
      break;
    }
  }
}
