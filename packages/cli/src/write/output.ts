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
import { completeJournal } from './patch-output.ts';
import { BackgroundWrites } from './background.ts';

export class StagedOutput {
  readonly staging: string;
  private bytes = 0;
  private files = 0;
  private readonly dirs = new Set<string>();
  /** Files are written in the background, by path (background.ts). */
  private readonly writes: BackgroundWrites;
  /**
   * A file of the previous output kept as it is: absent when that output holds links (scanOutput), whose
   * files may lie outside it — the build then renders everything.
   */
  readonly link?: (source: string, rel: string) => void;

  /** The staging tree, for worker threads that write pages themselves (see OutputSink.direct). */
  readonly direct: { dir: string; written: (bytes: number, files: number) => void };

  constructor(readonly target: string, options: { link?: boolean } = {}) {
    if (options.link !== false) this.link = (source, rel) => this.linkFile(source, rel);
    const abs = path.resolve(target);
    const parent = path.dirname(abs);
    prepareOutputDir(abs);
    this.staging = path.join(parent, `.${path.basename(abs)}.staging-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
    // mkdirSync applies the umask; mkdtempSync would force 0700.
    fs.mkdirSync(this.staging, { mode: 0o777 });
    this.writes = new BackgroundWrites(this.staging);
    this.direct = {
      dir: this.staging,
      written: (bytes, files) => {
        this.bytes += bytes;
        this.files += files;
      },
    };
  }

  /** Queues a file; `flush()` waits for it (and reports a failed write). */
  write(rel: string, data: string | Uint8Array): void {
    const abs = path.join(this.staging, rel);
    const dir = path.dirname(abs);
    // Encoded now: the byte count is known at once (writeFile would encode on this thread all the same).
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    this.writes.queue(abs, {
      run: async () => {
        await this.writes.dirReady(dir);
        await fs.promises.writeFile(abs, bytes);
      },
      runSync: () => {
        this.writes.dirReadySync(dir);
        fs.writeFileSync(abs, bytes);
      },
      bytes: bytes.byteLength,
    });
    this.bytes += bytes.byteLength;
    this.files++;
  }

  copy(source: string, rel: string): void {
    const abs = path.join(this.staging, rel);
    const dir = path.dirname(abs);
    const { size } = fs.statSync(source);
    // Read and written (not copyFile): the copy gets the umask's mode, not the source's.
    this.writes.queue(abs, {
      run: async () => {
        const data = await fs.promises.readFile(source);
        await this.writes.dirReady(dir);
        await fs.promises.writeFile(abs, data);
      },
      runSync: () => {
        this.writes.dirReadySync(dir);
        fs.writeFileSync(abs, fs.readFileSync(source));
      },
      bytes: size,
    });
    this.bytes += size;
    this.files++;
  }

  /** Waits for every queued write; throws the first that failed. */
  flush(): Promise<void> {
    return this.writes.flush();
  }

  /** Hard-linked (no bytes written), copied across devices. */
  private linkFile(source: string, rel: string): void {
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
    if (this.writes.pending) throw new Error('internal: StagedOutput.commit() before flush()');
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
    await this.writes.settle();
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

/** The output's parent made and what killed builds left beside the output cleared (under the output lock). */
export function prepareOutputDir(target: string): void {
  const abs = path.resolve(target);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  removeLeftovers(abs);
}

/**
 * Staging and old trees of the target left by a killed build. Called under the output lock, so no live
 * build of this target owns one; a tree of a process that is still alive is kept all the same. A warm
 * build killed while moving its files in (PatchOutput) left a journal: it is completed first.
 */
function removeLeftovers(target: string): void {
  const parent = path.dirname(target);
  const name = path.basename(target);
  const entries = fs.readdirSync(parent);
  for (const entry of entries) {
    const m = entry.startsWith(`.${name}.staging-`) && entry.endsWith('.commit') ? /staging-(\d+)-/.exec(entry) : null;
    if (m && !(Number(m[1]) !== process.pid && isAlive(Number(m[1])))) completeJournal(target, path.join(parent, entry));
  }
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
