// The content walk's parsed files kept between runs in <site>/.tondocs/sources.bin, shared by `build` and
// `serve`. Reading a thousand small files and parsing their YAML costs ~0.5 s of every start (the dev
// server's first page waits for it); a file whose size, mtime and inode are those of the last run is taken
// from the snapshot instead, in one read (V8's serialization: 2.5x faster to read than JSON for the text). A file that failed to parse is never stored: its error is
// reported again. `--no-cache` builds neither read nor write it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { Frontmatter } from './frontmatter.ts';

/** What readDoc makes of a file's bytes. */
export interface ParsedFile {
  frontmatter: Frontmatter;
  body: string;
  bodyLineOffset: number;
  /** Problems of the bytes themselves (binary data, invalid UTF-8). */
  readProblems: string[];
}

type Stamp = [size: number, mtimeMs: number, ino: number];

interface Stored {
  format: number;
  parser: string;
  files: Map<string, [Stamp, ParsedFile]>;
}

/** Bumped when ParsedFile or the parsing behind it changes. */
const FORMAT = 1;
const FILE = path.join('.tondocs', 'sources.bin');

export class SourceSnapshot {
  private readonly before: Map<string, [Stamp, ParsedFile]>;
  private readonly now = new Map<string, [Stamp, ParsedFile]>();
  private changed = false;

  private constructor(private readonly file: string, stored: Stored | undefined, private readonly parserHash: string) {
    this.before = stored?.format === FORMAT && stored.parser === parserHash && stored.files instanceof Map ? stored.files : new Map();
  }

  /** The snapshot of the last run, or an empty one. `parserHash` names the code that parsed it (the tool hash). */
  static open(siteDir: string, parserHash: string): SourceSnapshot {
    const file = path.join(siteDir, FILE);
    let stored: Stored | undefined;
    try {
      stored = v8.deserialize(fs.readFileSync(file)) as Stored;
    } catch {
      // none yet, or unreadable: every file is read
    }
    return new SourceSnapshot(file, stored, parserHash);
  }

  /** The parse of `real` if the file is as it was; otherwise `parse()` of its bytes, kept for the next run. */
  read(real: string, parse: () => ParsedFile): ParsedFile {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(real);
    } catch {
      return parse();
    }
    const stamp: Stamp = [stat.size, stat.mtimeMs, stat.ino];
    const old = this.before.get(real);
    if (old && old[0][0] === stamp[0] && old[0][1] === stamp[1] && old[0][2] === stamp[2]) {
      this.now.set(real, old);
      return old[1];
    }
    const parsed = parse();
    this.changed = true;
    // A file written in the last two seconds may change again within its mtime's resolution: not kept.
    if (Date.now() - stat.mtimeMs > 2000) this.now.set(real, [stamp, parsed]);
    return parsed;
  }

  /** Writes the files read by this run (if any differs from the last run's). */
  save(): void {
    if (!this.changed && this.now.size === this.before.size) return;
    const data = v8.serialize({ format: FORMAT, parser: this.parserHash, files: this.now } satisfies Stored);
    const tmp = `${this.file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(tmp, data);
      fs.renameSync(tmp, this.file);
    } catch {
      // The snapshot only saves time.
      fs.rmSync(tmp, { force: true });
    }
  }
}
