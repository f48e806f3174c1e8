// The split search index (issue #15): what the build writes and the browser loads piece by piece, so that the
// bytes before a first result stay flat in the site's size. Browser-safe (the build and the tests use the same
// encoder, so both sides agree on keys).
//
//   manifest  (one small file, the site's `searchIndexUrl`): totals, tag sets, and where each key range lives.
//   shards    key range -> postings: for each key, its pages and, per page, the records that hold it (position,
//             level, section length). Keys are cut into consecutive ranges of about SHARD_BYTES of JSON, so a
//             query loads the one or two shards of its words, never the whole vocabulary.
//   chunks    the text of up to CHUNK_RECORDS consecutive records of one page, with what they need to be
//             shown and refined alone: the page's url, title, section label and tags, and the headings open at
//             the chunk's start. A result page loads the chunks of its hits only.
//
// Records are numbered page by page in payload order (the title first, then headings and paragraphs), each
// page starting at a multiple of CHUNK_RECORDS (ids of a page's last chunk are left unused after it), so a
// chunk holds one page and nothing of where that page is in the site. File names carry content hashes
// (shards their own, chunks that of their block of CHUNK_BLOCK chunks), so every file is immutable and cached
// across queries and visits, and an edit of one page renames only the chunks of its block (issue #16: a warm
// build or `serve --watch` update writes a few files of the index, not all of them).
import { forEachForm, searchable } from './tokenize.ts';
import type { PayloadHeading, PayloadItem, SearchPayload } from './types.ts';

export const SHARDED_VERSION = 3;
/** Shard size target (JSON characters): a few KB gzip each. */
export const SHARD_BYTES = 24_000;
/** Records per text chunk. */
export const CHUNK_RECORDS = 12;
/** Chunks per content hash in the manifest: its size stays small, and an edit renames one block's files. */
export const CHUNK_BLOCK = 64;
/** A very common key keeps its best pages only: a query's download stays bounded at any site size. */
export const MAX_KEY_PAGES = 600;

export interface SearchManifest {
  v: typeof SHARDED_VERSION;
  locale: string;
  /** Records and pages of the whole index (idf, page length normalisation). */
  records: number;
  pages: number;
  /** Tag lists, referenced by index from postings and chunks. */
  tagsets: string[][];
  /** First key of each shard (sorted) and the shard's file, relative to the manifest's directory. */
  shards: { first: string[]; files: string[] };
  /** Chunk `i` is `${prefix}${i}.${hashes[i / block]}.json` relative to the manifest's directory (chunkFile). */
  chunks: { size: number; count: number; prefix: string; block: number; hashes: string[] };
}

/**
 * Postings of a key: [df, ...groups], one group per page in page order:
 * [pageDelta, startDelta, pageSize, tagset, weight%, count, ...count × (nDelta, level, span)] where start is
 * the page's first global record, n the record's position in the page (global id = start + n), level 0 for
 * content and 1..6 for headings, span the records a heading covers (itself included; 0 for content).
 */
export type Postings = number[];

export interface SearchShard {
  k: Record<string, Postings>;
}

/** The page of a chunk: [url, title, section label, tagset]. */
export type ChunkPage = [url: string, title: string, lvl0: string, tagset: number];
/** A record in a chunk: paragraph text, [level, anchor, text] for a heading, or [0, anchor, text] for a row with an anchor of its own. */
export type ChunkRecord = string | PayloadHeading;

export interface SearchChunk {
  /** The page the records belong to. */
  p: ChunkPage;
  /** Position in the page of the first record (0: the title). */
  n: number;
  /** Headings open at the chunk's first record (its page's, titles excluded): [level, anchor, text]. */
  h: PayloadHeading[];
  /** Records from global id `chunk * size`, in order. */
  r: ChunkRecord[];
}

/** The file of chunk `i`, relative to the manifest's directory. */
export function chunkFile(chunks: SearchManifest['chunks'], i: number): string {
  return `${chunks.prefix}${i}.${chunks.hashes[Math.floor(i / chunks.block)]}.json`;
}

export interface ShardedIndex {
  manifest: SearchManifest;
  shards: SearchShard[];
  chunks: SearchChunk[];
}

/** Optional per-page weight (frontmatter `search_weight` or by section): 1 when absent. */
export type PageWeights = (url: string) => number;

interface PageInfo {
  start: number;
  size: number;
  tagset: number;
  weight: number;
}

const FIELD = [0.6, 1, 0.9, 0.85, 0.8, 0.8, 0.8];

/**
 * One page's keys and the records holding each: `rows` is (index in `keys`, n, level, span) per occurrence, a
 * key once per record, in record order (`keys` may hold more than the page's: a vocabulary shared by pages). Depends on the page's title and records only, so a caller may keep it
 * between builds (PostingsCache): an unchanged page is not tokenised again.
 */
export interface PagePostings {
  keys: string[];
  rows: Int32Array;
}

/** Keeps PagePostings between encodes, by the page's title and records (the caller names them, e.g. by hash). */
export interface PostingsCache {
  get(title: string, items: readonly PayloadItem[]): PagePostings | undefined;
  set(title: string, items: readonly PayloadItem[], postings: PagePostings): void;
}

/** The keys of one page's records (the title is record 0). */
export function pagePostings(title: string, items: readonly PayloadItem[]): PagePostings {
  const size = items.length + 1;
  // Section ends: a heading covers the records up to the next heading of its level or above.
  const levels = new Int32Array(size);
  levels[0] = 1;
  items.forEach((i, k) => (levels[k + 1] = typeof i === 'string' ? 0 : i[0]));
  const span = new Int32Array(size);
  const open: number[] = [];
  for (let n = 0; n <= size; n++) {
    const level = n < size ? levels[n] : 0;
    if (n === size || level > 0) {
      while (open.length && (n === size || levels[open[open.length - 1]] >= level)) {
        const h = open.pop()!;
        span[h] = n - h;
      }
      if (n < size) open.push(n);
    }
  }
  const keys: string[] = [];
  const keyIndex = new Map<string, number>();
  /** The last record each key was added for: a key counts once per record. */
  const last = new Map<string, number>();
  const rows: number[] = [];
  for (let n = 0; n < size; n++) {
    const item = n === 0 ? title : items[n - 1];
    const text = typeof item === 'string' ? item : item[2];
    const level = levels[n];
    const add = (k: string) => {
      if (last.get(k) === n) return;
      last.set(k, n);
      let i = keyIndex.get(k);
      if (i === undefined) {
        i = keys.length;
        keys.push(k);
        keyIndex.set(k, i);
      }
      rows.push(i, n, level, level > 0 ? span[n] : 0);
    };
    forEachForm(text, (w) => {
      if (!searchable(w)) return;
      add(w.key);
      for (const p of w.parts) if (p.length > 1) add(p);
    });
  }
  return { keys, rows: Int32Array.from(rows) };
}

/**
 * Key -> the records holding it, flat: (page, n, level, span) for each, pages in order. Flat number arrays: no
 * object per occurrence (this runs over every word of the site at build time).
 */
function collectPostings(payload: SearchPayload, cache?: PostingsCache): Map<string, number[]> {
  const out = new Map<string, number[]>();
  // The list of each key index, per keys table: pages a cache returns may share one table (a vocabulary).
  const listsOf = new Map<readonly string[], (number[] | undefined)[]>();
  payload.pages.forEach(([, , , title, items], page) => {
    let pp = cache?.get(title, items);
    if (!pp) {
      pp = pagePostings(title, items);
      cache?.set(title, items, pp);
    }
    let lists = listsOf.get(pp.keys);
    if (!lists) listsOf.set(pp.keys, (lists = []));
    const rows = pp.rows;
    for (let r = 0; r < rows.length; r += 4) {
      const i = rows[r];
      let list = lists[i];
      if (!list) {
        const k = pp.keys[i];
        list = out.get(k);
        if (!list) out.set(k, (list = []));
        lists[i] = list;
      }
      list.push(page, rows[r + 1], rows[r + 2], rows[r + 3]);
    }
  });
  return out;
}

function encodePostings(flat: number[], pageInfo: PageInfo[]): Postings {
  const df = flat.length / 4;
  /** Start (in flat) of each page's run, in page order. */
  const runs: number[] = [];
  for (let i = 0; i < flat.length; i += 4) if (i === 0 || flat[i] !== flat[i - 4]) runs.push(i);
  let kept = runs;
  if (runs.length > MAX_KEY_PAGES) {
    // Keep the pages where the key weighs most: its best field, then how much of the page holds it.
    const impact = (r: number) => {
      const page = flat[r];
      let best = 0;
      let mass = 0;
      for (let i = r; i < flat.length && flat[i] === page; i += 4) {
        best = Math.max(best, FIELD[flat[i + 2]]);
        mass += FIELD[flat[i + 2]];
      }
      return (best + mass / (mass + 1.5 * (0.25 + pageInfo[page].size / 40))) * pageInfo[page].weight;
    };
    kept = runs
      .map((r) => ({ r, s: impact(r) }))
      .sort((a, b) => b.s - a.s || a.r - b.r)
      .slice(0, MAX_KEY_PAGES)
      .map((x) => x.r)
      .sort((a, b) => a - b);
  }
  const out: number[] = [df];
  let prevPage = 0;
  let prevStart = 0;
  for (const r of kept) {
    const page = flat[r];
    const info = pageInfo[page];
    let end = r;
    while (end < flat.length && flat[end] === page) end += 4;
    out.push(page - prevPage, info.start - prevStart, info.size, info.tagset, Math.round(info.weight * 100), (end - r) / 4);
    prevPage = page;
    prevStart = info.start;
    let prevN = 0;
    for (let i = r; i < end; i += 4) {
      out.push(flat[i + 1] - prevN, flat[i + 2], flat[i + 3]);
      prevN = flat[i + 1];
    }
  }
  return out;
}

/** The payload (every page, in order) -> manifest, shards and chunks. File names are set by `nameFiles`. */
export function encodeSharded(payload: SearchPayload, weightOf: PageWeights = () => 1, cache?: PostingsCache): ShardedIndex {
  const tagsets: string[][] = [];
  const tagsetIndex = new Map<string, number>();
  const pageInfo: PageInfo[] = [];
  let start = 0;
  let records = 0;
  for (const [url, , tagIdx, , items] of payload.pages) {
    const tags = tagIdx.map((t) => payload.tags[t]);
    const key = JSON.stringify(tags);
    let ts = tagsetIndex.get(key);
    if (ts === undefined) {
      ts = tagsets.length;
      tagsets.push(tags);
      tagsetIndex.set(key, ts);
    }
    const size = items.length + 1;
    pageInfo.push({ start, size, tagset: ts, weight: weightOf(url) });
    start += Math.ceil(size / CHUNK_RECORDS) * CHUNK_RECORDS;
    records += size;
  }

  const postings = collectPostings(payload, cache);
  const keys = [...postings.keys()].sort();
  const shards: SearchShard[] = [];
  const first: string[] = [];
  let current: SearchShard | null = null;
  let bytes = 0;
  for (const k of keys) {
    const p = encodePostings(postings.get(k)!, pageInfo);
    const cost = k.length + 4 + p.length * 3;
    if (!current || bytes + cost > SHARD_BYTES) {
      current = { k: {} };
      shards.push(current);
      first.push(k);
      bytes = 0;
    }
    current.k[k] = p;
    bytes += cost;
  }

  // Text chunks: CHUNK_RECORDS records of one page each; chunk i holds the ids from i * CHUNK_RECORDS.
  const chunks: SearchChunk[] = [];
  payload.pages.forEach(([url, lvl0i, , title, items], page) => {
    const info = pageInfo[page];
    const openHeads: PayloadHeading[] = [];
    const all: ChunkRecord[] = [title, ...items];
    const p: ChunkPage = [url, title, payload.lvl0s[lvl0i] ?? '', info.tagset];
    let chunk: SearchChunk | null = null;
    all.forEach((item, n) => {
      if (n % CHUNK_RECORDS === 0) {
        chunk = { p, n, h: [...openHeads], r: [] };
        chunks.push(chunk);
      }
      chunk!.r.push(item);
      if (n > 0 && typeof item !== 'string' && item[0] > 0) {
        while (openHeads.length && openHeads[openHeads.length - 1][0] >= item[0]) openHeads.pop();
        openHeads.push(item);
      }
    });
  });

  const manifest: SearchManifest = {
    v: SHARDED_VERSION,
    locale: payload.locale,
    records,
    pages: payload.pages.length,
    tagsets,
    shards: { first, files: [] },
    chunks: { size: CHUNK_RECORDS, count: chunks.length, prefix: '', block: CHUNK_BLOCK, hashes: [] },
  };
  return { manifest, shards, chunks };
}

/** Index of the shard holding `key` (the last whose first key is ≤ key). */
export function shardOf(first: readonly string[], key: string): number {
  let lo = 0;
  let hi = first.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (first[mid] <= key) lo = mid + 1;
    else hi = mid;
  }
  return Math.max(0, lo - 1);
}
