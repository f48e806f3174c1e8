// Each page's postings (sharded.ts pagePostings) kept between encodes of a locale's search index, in memory
// and in <site>/.tondocs/search-<locale>.bin: tokenising every word of the site was most of an index encode
// (~0.8 s of CPU at 1000 pages), redone for every warm build and every `serve --watch` update. A page is
// named by the hash of its title and records; the store is dropped when tondocs itself changes (`tag`).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { PagePostings, PostingsCache } from '@tondocs/theme/search/sharded';
import type { PayloadItem } from '@tondocs/theme/search/types';

/** Bumped when PagePostings changes shape. */
const FORMAT = 2;

/** On disk, the pages share one vocabulary: a file of distinct keys and integer rows reads fast. */
interface Stored {
  format: number;
  tag: string;
  vocabulary: string[];
  pages: Map<string, Int32Array>;
}

export class PostingsStore implements PostingsCache {
  private before = new Map<string, PagePostings>();
  private now = new Map<string, PagePostings>();
  private added = false;
  /** The key get() computed, for the set() that follows a miss. */
  private lastKey = '';

  private loaded = false;

  /** `file`: where the store lives between runs (none: memory only), read on first use. `tag`: the version of the code that made it. */
  constructor(private readonly file: string | undefined, private readonly tag: string) {}

  get(title: string, items: readonly PayloadItem[]): PagePostings | undefined {
    if (!this.loaded) this.load();
    this.lastKey = crypto.createHash('sha256').update(JSON.stringify([title, items])).digest('hex').slice(0, 32);
    const found = this.now.get(this.lastKey) ?? this.before.get(this.lastKey);
    if (found) this.now.set(this.lastKey, found);
    return found;
  }

  set(_title: string, _items: readonly PayloadItem[], postings: PagePostings): void {
    this.now.set(this.lastKey, postings);
    this.added = true;
  }

  private load(): void {
    this.loaded = true;
    if (!this.file) return;
    try {
      const stored = v8.deserialize(fs.readFileSync(this.file)) as Stored;
      if (stored.format !== FORMAT || stored.tag !== this.tag || !(stored.pages instanceof Map)) return;
      const keys = stored.vocabulary;
      for (const [name, rows] of stored.pages) this.before.set(name, { keys, rows });
    } catch {
      // none yet, or unreadable: every page is tokenised
    }
  }

  /** After an encode: keeps the pages it used (and only those) for the next one, on disk if it changed. */
  finish(): void {
    const changed = this.added || this.now.size !== this.before.size;
    this.before = this.now;
    this.now = new Map();
    this.added = false;
    if (!changed || !this.file) return;
    const tmp = `${this.file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(tmp, v8.serialize(toStored(this.before, this.tag)));
      fs.renameSync(tmp, this.file);
    } catch {
      // The store only saves time.
      fs.rmSync(tmp, { force: true });
    }
  }
}

/** The pages with their rows renumbered into one vocabulary of the keys they use. */
function toStored(pages: Map<string, PagePostings>, tag: string): Stored {
  const vocabulary: string[] = [];
  const indexOf = new Map<string, number>();
  const stored = new Map<string, Int32Array>();
  for (const [name, { keys, rows }] of pages) {
    const global = new Int32Array(rows.length);
    for (let r = 0; r < rows.length; r += 4) {
      const k = keys[rows[r]]!;
      let i = indexOf.get(k);
      if (i === undefined) {
        i = vocabulary.length;
        vocabulary.push(k);
        indexOf.set(k, i);
      }
      global[r] = i;
      global[r + 1] = rows[r + 1]!;
      global[r + 2] = rows[r + 2]!;
      global[r + 3] = rows[r + 3]!;
    }
    stored.set(name, global);
  }
  return { format: FORMAT, tag, vocabulary, pages: stored };
}

/** Where a site keeps a locale's store. */
export const postingsFile = (siteDir: string, locale: string) => path.join(siteDir, '.tondocs', `search-${locale}.bin`);
