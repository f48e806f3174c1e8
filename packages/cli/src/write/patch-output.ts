// A warm build's output: only the files whose bytes change are written, to a staging folder, and moved into
// the existing output when the build has succeeded; files the new build no longer has are deleted then.
// Staging the whole tree (StagedOutput) hard-links every kept file, which at 1000 pages costs more system time
// than a one-page change is allowed in all (issue #16). Until the commit the output is untouched, so a failed
// build leaves it as it was; the commit itself is a list of renames and deletions, written down first
// (`<staging>.commit`) so that a build killed in the middle is completed by the next one (removeLeftovers).
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { BackgroundWrites } from './background.ts';

/** The files of an output folder, walked without following links; `clean` when it holds only files and folders. */
export interface OutputScan {
  files: Set<string>;
  clean: boolean;
}

/** Regular files of `root` by their path in it; undefined when there is no such folder. */
export function scanOutput(root: string): OutputScan | undefined {
  const files = new Set<string>();
  let clean = true;
  const visit = (dir: string, rel: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) visit(path.join(dir, e.name), r);
      else if (e.isFile()) files.add(r);
      else clean = false; // a symlink or device planted in the output: never written through, never kept
    }
  };
  try {
    if (!fs.lstatSync(root).isDirectory()) return undefined;
    visit(root, '');
  } catch {
    return undefined;
  }
  return { files, clean };
}

const sameBytes = (a: Uint8Array, b: Buffer) => b.equals(a);

interface Journal {
  renames: string[];
  deletes: string[];
}

export class PatchOutput {
  readonly staging: string;
  private readonly target: string;
  private bytes = 0;
  private files = 0;
  /** Output files the new build has with the bytes they already hold. */
  private readonly kept = new Set<string>();
  /** Files written to staging, moved in by commit(). */
  private readonly staged = new Set<string>();
  private readonly writes: BackgroundWrites;

  /** `scan`: the output as it is now (scanOutput), which must be clean. */
  constructor(target: string, private readonly scan: OutputScan) {
    if (!scan.clean) throw new Error('internal: PatchOutput over an output that holds links');
    this.target = path.resolve(target);
    this.staging = path.join(path.dirname(this.target), `.${path.basename(this.target)}.staging-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
    fs.mkdirSync(this.staging, { mode: 0o777 });
    this.writes = new BackgroundWrites(this.staging);
  }

  write(rel: string, data: string | Uint8Array): void {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    this.bytes += bytes.byteLength;
    this.files++;
    this.writes.queue(rel, { run: async () => this.put(rel, bytes), runSync: () => this.putSync(rel, bytes), bytes: bytes.byteLength });
  }

  copy(source: string, rel: string): void {
    this.bytes += fs.statSync(source).size;
    this.files++;
    this.writes.queue(rel, { run: async () => this.put(rel, await fs.promises.readFile(source)), runSync: () => this.putSync(rel, fs.readFileSync(source)) });
  }

  /** A file of the previous output kept as it is: nothing to do when it is that very file. */
  link(source: string, rel: string): void {
    const abs = path.join(this.target, rel);
    const size = this.scan.files.has(rel) && path.resolve(source) === abs ? fs.statSync(abs).size : undefined;
    if (size !== undefined) {
      this.bytes += size;
      this.files++;
      this.writes.queue(rel, async () => void this.kept.add(rel));
      return;
    }
    const data = fs.readFileSync(source);
    this.write(rel, data);
  }

  /** Keeps the output's file when it holds `bytes`, else stages them. */
  private async put(rel: string, bytes: Uint8Array): Promise<void> {
    this.kept.delete(rel);
    this.staged.delete(rel);
    if (this.scan.files.has(rel)) {
      const abs = path.join(this.target, rel);
      const st = await fs.promises.stat(abs);
      if (st.size === bytes.byteLength && sameBytes(bytes, await fs.promises.readFile(abs))) {
        this.kept.add(rel);
        return;
      }
    }
    const abs = path.join(this.staging, rel);
    await this.writes.dirReady(path.dirname(abs));
    await fs.promises.writeFile(abs, bytes);
    this.staged.add(rel);
  }

  /** put() on this thread (the backlog of writes is full). */
  private putSync(rel: string, bytes: Uint8Array): void {
    this.kept.delete(rel);
    this.staged.delete(rel);
    if (this.scan.files.has(rel)) {
      const abs = path.join(this.target, rel);
      if (fs.statSync(abs).size === bytes.byteLength && sameBytes(bytes, fs.readFileSync(abs))) {
        this.kept.add(rel);
        return;
      }
    }
    const abs = path.join(this.staging, rel);
    this.writes.dirReadySync(path.dirname(abs));
    fs.writeFileSync(abs, bytes);
    this.staged.add(rel);
  }

  flush(): Promise<void> {
    return this.writes.flush();
  }

  stats(): { bytes: number; files: number } {
    return { bytes: this.bytes, files: this.files };
  }

  /** Moves the changed files in and deletes those the build no longer has (written down first: see the top). */
  commit(_options: { detach?: boolean } = {}): void {
    if (this.writes.pending) throw new Error('internal: PatchOutput.commit() before flush()');
    const deletes = [...this.scan.files].filter((rel) => !this.kept.has(rel) && !this.staged.has(rel));
    const journal: Journal = { renames: [...this.staged], deletes };
    const journalFile = `${this.staging}.commit`;
    // Whole or not at all: a journal is acted on only once it is complete.
    fs.writeFileSync(`${journalFile}.tmp`, JSON.stringify(journal));
    fs.renameSync(`${journalFile}.tmp`, journalFile);
    applyJournal(this.target, this.staging, journal);
    fs.rmSync(this.staging, { recursive: true, force: true });
    fs.rmSync(journalFile, { force: true });
  }

  async abort(): Promise<void> {
    await this.writes.settle();
    fs.rmSync(this.staging, { recursive: true, force: true });
  }
}

/**
 * Deletions first (a file may give way to a folder of the same name, or the reverse), then the renames; each
 * step can be repeated, so a journal left by a killed build is applied again whole. Rels come from this
 * tool's own journal, but are checked all the same: nothing is moved or deleted outside the output.
 */
export function applyJournal(target: string, staging: string, journal: Journal): void {
  const inside = (root: string, rel: string) => {
    const abs = path.resolve(root, rel);
    if (typeof rel !== 'string' || !abs.startsWith(root + path.sep)) throw new Error(`internal: journal path outside the output: ${rel}`);
    return abs;
  };
  const emptied = new Set<string>();
  for (const rel of journal.deletes) {
    const abs = inside(target, rel);
    fs.rmSync(abs, { force: true, recursive: true });
    emptied.add(path.dirname(abs));
  }
  // Folders left empty, deepest first (a folder that still holds files stays).
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
    for (let d = dir; d.startsWith(target + path.sep); d = path.dirname(d)) {
      try {
        fs.rmdirSync(d);
      } catch {
        break;
      }
    }
  }
  const made = new Set<string>();
  for (const rel of journal.renames) {
    const from = inside(staging, rel);
    const to = inside(target, rel);
    if (!fs.existsSync(from)) continue; // moved before the build that wrote the journal was killed
    const dir = path.dirname(to);
    if (!made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    fs.renameSync(from, to);
  }
}

/** A commit journal left by a killed build: completed, then removed with its staging folder. */
export function completeJournal(target: string, journalFile: string): void {
  const staging = journalFile.slice(0, -'.commit'.length);
  try {
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal;
    if (Array.isArray(journal.renames) && Array.isArray(journal.deletes)) applyJournal(path.resolve(target), staging, journal);
  } catch {
    // Unreadable: not one this tool wrote (it renames a complete journal into place before acting on it).
  }
  fs.rmSync(staging, { recursive: true, force: true });
  fs.rmSync(journalFile, { force: true });
}
