// Records <-> the compact payload the browser downloads. A page stores its url, lvl0, tags and title once and
// then its headings and paragraphs in document order; hierarchies, urls, types and objectIDs are rebuilt from
// that order, so they cost nothing on the wire. Browser-safe.
import type { HeadingLevel, Hierarchy, PayloadHeading, PayloadPage, RecordType, SearchPayload, SearchRecord } from './types.ts';

export const PAYLOAD_VERSION = 1;

const pagePath = (url: string) => {
  const i = url.indexOf('#');
  return i < 0 ? url : url.slice(0, i);
};
const levelOf = (type: RecordType) => (type === 'content' ? 0 : Number(type.slice(3)));

export interface EncodeOptions {
  /** Cut paragraphs longer than this many characters (at a word boundary). Default: keep them whole. */
  maxContentChars?: number;
}

function trimText(text: string, max: number | undefined): string {
  if (!max || text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > max / 2 ? cut : max)}…`;
}

/** Records (any locales, pages in any order, each page's records contiguous and in document order) -> one payload per locale. */
export function encodePayloads(records: readonly SearchRecord[], options: EncodeOptions = {}): Map<string, SearchPayload> {
  const out = new Map<string, SearchPayload>();
  const lvl0Index = new Map<string, Map<string, number>>();
  const tagIndex = new Map<string, Map<string, number>>();
  const pages = new Map<string, PayloadPage>();
  /** Anchor of the heading last seen in each page: content records under it link there. */
  const headingAnchor = new Map<string, string>();
  const intern = (table: Map<string, Map<string, number>>, list: string[], locale: string, value: string) => {
    let t = table.get(locale);
    if (!t) table.set(locale, (t = new Map()));
    let i = t.get(value);
    if (i === undefined) {
      i = list.length;
      list.push(value);
      t.set(value, i);
    }
    return i;
  };
  for (const r of records) {
    let payload = out.get(r.locale);
    if (!payload) out.set(r.locale, (payload = { v: PAYLOAD_VERSION, locale: r.locale, lvl0s: [], tags: [], pages: [] }));
    const url = pagePath(r.url);
    const pageKey = `${r.locale}\n${url}`;
    let page = pages.get(pageKey);
    if (!page) {
      page = [url, intern(lvl0Index, payload.lvl0s, r.locale, r.hierarchy.lvl0), r.tags.map((t) => intern(tagIndex, payload.tags, r.locale, t)), r.hierarchy.lvl1, []];
      pages.set(pageKey, page);
      payload.pages.push(page);
    }
    const level = levelOf(r.type);
    if (level === 1) continue;
    if (level === 0) {
      // A row with an anchor of its own (not its heading's): [0, anchor, text].
      const own = r.url.indexOf('#') < 0 ? '' : r.url.slice(r.url.indexOf('#') + 1);
      const text = trimText(r.content ?? '', options.maxContentChars);
      page[4].push(own && own !== headingAnchor.get(pageKey) ? [0, own, text] : text);
    } else {
      const hash = r.url.indexOf('#');
      const heading: PayloadHeading = [level, hash < 0 ? '' : r.url.slice(hash + 1), r.hierarchy[r.type as HeadingLevel] ?? ''];
      headingAnchor.set(pageKey, heading[1]);
      page[4].push(heading);
    }
  }
  return out;
}

/** A record of a payload, as the searcher keeps it: its place in the page; the full record is built on demand. */
export interface DecodedRecord {
  /** Index of the page in the payload. */
  page: number;
  /** Position in the page (the title is 0): the objectID's suffix. */
  n: number;
  /** 1–6 for headings (1 = the page title), 0 for content. */
  level: number;
  /** The record's own text: the heading, or the paragraph. */
  text: string;
  /** A heading's anchor id ('' for the title or a heading without id). */
  anchor: string;
  /** Indexes (into the decoded list) of the headings above this record, the page title first. Shared, do not change. */
  ancestors: readonly number[];
}

export interface DecodedPayload {
  entries: DecodedRecord[];
  /** The DocSearch record of an entry, built when asked for. */
  record(index: number): SearchRecord;
}

export function decodePayload(payload: SearchPayload): DecodedPayload {
  if (payload.v !== PAYLOAD_VERSION) throw new Error(`Search index version ${String(payload.v)} is not supported (expected ${PAYLOAD_VERSION}).`);
  const entries: DecodedRecord[] = [];
  payload.pages.forEach(([, , , title, items], page) => {
    /** Decoded index of the open heading at each level 1..6, -1 when none. */
    const open = [entries.length, -1, -1, -1, -1, -1];
    let above: number[] = [entries.length];
    const under = (level: number) => open.filter((i, l) => i >= 0 && l + 1 < level);
    entries.push({ page, n: 0, level: 1, text: title, anchor: '', ancestors: [] });
    items.forEach((item, k) => {
      const n = k + 1;
      if (typeof item === 'string') {
        entries.push({ page, n, level: 0, text: item, anchor: '', ancestors: above });
        return;
      }
      const [level, anchor, text] = item;
      if (level === 0) {
        entries.push({ page, n, level: 0, text, anchor, ancestors: above });
        return;
      }
      for (let l = level - 1; l < 6; l++) open[l] = -1;
      entries.push({ page, n, level, text, anchor, ancestors: under(level) });
      open[level - 1] = entries.length - 1;
      above = under(7);
    });
  });

  const cache = new Map<number, SearchRecord>();
  function record(index: number): SearchRecord {
    let r = cache.get(index);
    if (r) return r;
    const e = entries[index];
    const [url, lvl0i, tagIdx] = payload.pages[e.page];
    const hierarchy: Hierarchy = { lvl0: payload.lvl0s[lvl0i] ?? '', lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    let anchor = '';
    for (const i of [...e.ancestors, index]) {
      const a = entries[i];
      if (a.level === 0) continue;
      hierarchy[`lvl${a.level}` as HeadingLevel] = a.text;
      if (a.level > 1) anchor = a.anchor;
    }
    if (e.level === 0 && e.anchor) anchor = e.anchor;
    const type: RecordType = e.level === 0 ? 'content' : (`lvl${e.level}` as HeadingLevel);
    r = {
      objectID: `${url}:${e.n}`,
      url: anchor ? `${url}#${anchor}` : url,
      type,
      hierarchy,
      content: e.level === 0 ? e.text : null,
      locale: payload.locale,
      tags: tagIdx.map((t) => payload.tags[t]),
    };
    if (cache.size > 2000) cache.clear();
    cache.set(index, r);
    return r;
  }
  return { entries, record };
}
