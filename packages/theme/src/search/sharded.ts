// The split search index (issue #15): what the build writes and the browser loads piece by piece, so that the
// bytes before a first result stay flat in the site's size. Browser-safe (the build and the tests use the same
// encoder, so both sides agree on keys).
//
//   manifest  (one small file, the site's `searchIndexUrl`): totals, tag sets, and where each key range lives.
//   shards    key range -> postings: for each key, its pages and, per page, the records that hold it (position,
//             level, section length). Keys are cut into consecutive ranges of about SHARD_BYTES of JSON, so a
//             query loads the one or two shards of its words, never the whole vocabulary.
//   chunks    the text of CHUNK_RECORDS consecutive records (global order), with what they need to be shown
//             and refined alone: their pages' url, title, section label and tags, and the headings open at the
//             chunk's start. A result page loads the chunks of its hits only.
//
// Records are numbered page by page in payload order (the title first, then headings and paragraphs), as
// decodePayload numbers them. File names carry content hashes (shards their own, chunks the hash of all chunks),
// so every file is immutable and cached across queries and visits.
import { forEachForm, searchable } from './tokenize.ts';
import type { PayloadHeading, SearchPayload } from './types.ts';

export const SHARDED_VERSION = 2;
/** Shard size target (JSON characters): a few KB gzip each. */
export const SHARD_BYTES = 24_000;
/** Records per text chunk. */
export const CHUNK_RECORDS = 12;
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
  /** Chunk `i` is `${prefix}${i}${suffix}` relative to the manifest's directory. */
  chunks: { size: number; count: number; prefix: string; suffix: string };
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

/** A page as a chunk needs it: [page index, url, title, section label, tagset, first record of the page]. */
export type ChunkPage = [page: number, url: string, title: string, lvl0: string, tagset: number, start: number];
/** A record in a chunk: paragraph text, [level, anchor, text] for a heading, or [0, anchor, text] for a row with an anchor of its own. */
export type ChunkRecord = string | PayloadHeading;

export interface SearchChunk {
  /** Pages with records in this chunk, in order. */
  p: ChunkPage[];
  /** Headings open at the chunk's first record (its page's, titles excluded): [level, anchor, text]. */
  h: PayloadHeading[];
  /** Records from global id `chunk * size`, in order. */
  r: ChunkRecord[];
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

/** Key -> per page, the records holding it. Built once per index. */
function collectPostings(payload: SearchPayload, pageInfo: PageInfo[]): Map<string, Map<number, [n: number, level: number, span: number][]>> {
  const out = new Map<string, Map<number, [number, number, number][]>>();
  const keysOf = (text: string, keys: Set<string>) =>
    forEachForm(text, (w) => {
      if (!searchable(w)) return;
      keys.add(w.key);
      for (const p of w.parts) if (p.length > 1) keys.add(p);
    });
  payload.pages.forEach(([, , , title, items], page) => {
    const size = pageInfo[page].size;
    // Section ends: a heading covers the records up to the next heading of its level or above.
    const levels = [1, ...items.map((i) => (typeof i === 'string' ? 0 : i[0]))];
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
    const texts = [title, ...items.map((i) => (typeof i === 'string' ? i : i[2]))];
    texts.forEach((text, n) => {
      const keys = new Set<string>();
      keysOf(text, keys);
      for (const k of keys) {
        let byPage = out.get(k);
        if (!byPage) out.set(k, (byPage = new Map()));
        let list = byPage.get(page);
        if (!list) byPage.set(page, (list = []));
        list.push([n, levels[n], levels[n] > 0 ? span[n] : 0]);
      }
    });
  });
  return out;
}

function encodePostings(byPage: Map<number, [number, number, number][]>, pageInfo: PageInfo[]): Postings {
  let df = 0;
  for (const list of byPage.values()) df += list.length;
  let pages = [...byPage.keys()];
  if (pages.length > MAX_KEY_PAGES) {
    // Keep the pages where the key weighs most: its best field, then how much of the page holds it.
    const impact = (p: number) => {
      const list = byPage.get(p)!;
      let best = 0;
      let mass = 0;
      for (const [, level] of list) {
        best = Math.max(best, FIELD[level]);
        mass += FIELD[level];
      }
      return (best + mass / (mass + 1.5 * (0.25 + pageInfo[p].size / 40))) * pageInfo[p].weight;
    };
    pages = pages
      .map((p) => ({ p, s: impact(p) }))
      .sort((a, b) => b.s - a.s || a.p - b.p)
      .slice(0, MAX_KEY_PAGES)
      .map((x) => x.p);
  }
  pages.sort((a, b) => a - b);
  const out: number[] = [df];
  let prevPage = 0;
  let prevStart = 0;
  for (const page of pages) {
    const info = pageInfo[page];
    const list = byPage.get(page)!;
    out.push(page - prevPage, info.start - prevStart, info.size, info.tagset, Math.round(info.weight * 100), list.length);
    prevPage = page;
    prevStart = info.start;
    let prevN = 0;
    for (const [n, level, span] of list) {
      out.push(n - prevN, level, span);
      prevN = n;
    }
  }
  return out;
}

/** The payload (every page, in order) -> manifest, shards and chunks. File names are set by `nameFiles`. */
export function encodeSharded(payload: SearchPayload, weightOf: PageWeights = () => 1): ShardedIndex {
  const tagsets: string[][] = [];
  const tagsetIndex = new Map<string, number>();
  const pageInfo: PageInfo[] = [];
  let start = 0;
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
    start += size;
  }
  const records = start;

  const postings = collectPostings(payload, pageInfo);
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

  // Text chunks: CHUNK_RECORDS records each, in global order.
  const chunks: SearchChunk[] = [];
  let chunk: SearchChunk | null = null;
  let id = 0;
  payload.pages.forEach(([url, lvl0i, , title, items], page) => {
    const info = pageInfo[page];
    const openHeads: PayloadHeading[] = [];
    const all: ChunkRecord[] = [title, ...items];
    all.forEach((item, n) => {
      if (id % CHUNK_RECORDS === 0) {
        chunk = { p: [], h: [...openHeads], r: [] };
        chunks.push(chunk);
      }
      const c = chunk!;
      if (c.p.length === 0 || c.p[c.p.length - 1][0] !== page) c.p.push([page, url, title, payload.lvl0s[lvl0i] ?? '', info.tagset, info.start]);
      c.r.push(item);
      if (n > 0 && typeof item !== 'string' && item[0] > 0) {
        while (openHeads.length && openHeads[openHeads.length - 1][0] >= item[0]) openHeads.pop();
        openHeads.push(item);
      }
      id++;
    });
  });

  const manifest: SearchManifest = {
    v: SHARDED_VERSION,
    locale: payload.locale,
    records,
    pages: payload.pages.length,
    tagsets,
    shards: { first, files: [] },
    chunks: { size: CHUNK_RECORDS, count: chunks.length, prefix: '', suffix: '' },
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
