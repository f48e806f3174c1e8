// The search over the split index (sharded.ts): synchronous on what is loaded, and saying what is missing
// otherwise. The browser loads the missing shards or chunks and asks again (local.ts); the tests and the bench
// keep everything in memory (searcher.ts), so both run this same code. Browser-safe.
//
// Ranking. A query word scores, in a record, where it matched best — the record's own text (page title 1,
// h2 0.9, h3 0.85, h4–h6 0.8, paragraph 0.6), a heading above it (half that) or the section label (0.3) —
// times how it matched (as written 1, same stem 0.9, synonym 0.85, prefix of the word being typed or related
// stem 0.75, typo 0.6). Words are weighted by rarity (idf): a record with all the words beats one with the
// common ones. The query as a phrase adds 0.12 (as written) or 0.08 (by stems); a heading the query covers adds
// up to 0.1. A page scores each word by its best place in the page (half) and by how much of the page is about
// it (half, saturating sooner on long pages, as BM25F does); a hit's score mixes its record (45 %) and its page
// (55 %), times the page's weight (search_weight: archives rank below current pages). A one-word query that is
// a page's whole title (or its title's head word) lifts that page: the overview of a topic comes first.
// Candidates come from the postings (coarse score); the best REFINE are then rescored on their words (exact
// forms, phrases), which needs their text chunks.
import { KIND_WEIGHT, matchIn, parseQuery, phraseIn, type Alternatives, type Atom } from './query.ts';
import { shardOf, type ChunkPage, type Postings, type SearchChunk, type SearchManifest, type SearchShard } from './sharded.ts';
import { synonymKeys } from './synonyms.ts';
import { editDistance, RELATED_EXTRA, RELATED_MIN, relatedKeys, searchable, words, type Word } from './tokenize.ts';
import type { HeadingLevel, Hierarchy, MatchKind, RecordType, SearchGroup, SearchHit, SearchOptions, SearchRecord, SearchResult } from './types.ts';

/** The ranking's weights (see the top of the file); one object so that the relevance sets can be replayed on variants. */
export const RANKING = {
  /** By level: content, then lvl1..lvl6. */
  field: [0.6, 1, 0.9, 0.85, 0.8, 0.8, 0.8],
  ancestor: 0.5,
  lvl0: 0.3,
  exactPhrase: 0.12,
  stemPhrase: 0.08,
  headingCover: 0.1,
  pageShare: 0.55,
  pageSaturation: 5,
  /** The page's title holds the query's words (by idf share): the page is about them, not a section elsewhere. */
  titleCover: 0.5,
  /** Rarity sharpened: a rare word (мост) outweighs two common ones (TON Connect). */
  idfPower: 1.75,
  title: 0.3,
  overview: 0.08,
  identifier: 0.25,
  /** A synonym or transliteration (тестнет for testnet) counts a little below the word itself. */
  synonym: 0.85,
};
/** Overview pages: the topic's entry point, for a one-word query that their title holds. */
const OVERVIEW = /\/(overview|readme|introduction|index)$/i;
/** Words that are identifiers: all capitals (opcodes), snake_case, camelCase, or digits (exit codes). */
const IDENTIFIER = /^(?:[A-Z][A-Z0-9_]{2,}|[a-z0-9]+_[a-z0-9_]+|[a-z]+[A-Z]\w*|\d+)$/;
/** Records rescored on their text (their chunks are loaded): enough for 20 hits in ≤ 5-hit groups, and a few more to reorder. */
const REFINE = 32;
const MAX_PREFIX_KEYS = 40;
const MAX_TYPO_KEYS = 20;
/** Letters a typo leaves alone when a neighbouring shard is searched for it. */
const TYPO_HEAD = 3;
/** Shards a word being typed may load for its completions. */
const MAX_PREFIX_SHARDS = 2;

export interface Store {
  readonly manifest: SearchManifest;
  shard(index: number): SearchShard | undefined;
  chunk(index: number): SearchChunk | undefined;
}

export interface Missing {
  shards: number[];
  chunks: number[];
}

export type Outcome = { result: SearchResult } | { missing: Missing };

interface PageInfo {
  start: number;
  size: number;
  tagset: number;
  weight: number;
}

interface AtomPlan {
  atom: Atom;
  alts: Alternatives;
  idf: number;
  /** Record -> weight of the atom in its own text. */
  direct: Map<number, number>;
  /** Page -> heading sections holding the atom: [first, end, weight] (records inside get the weight). */
  sections: Map<number, [number, number, number][]>;
  pageBest: Map<number, number>;
  pageMass: Map<number, number>;
}

type Match = { field: RecordType | 'lvl0'; kind: MatchKind; score: number };

/** A decoded chunk record: its page, its text and level, the headings above it (for the hierarchy and the refine). */
interface Entry {
  page: ChunkPage;
  n: number;
  level: number;
  text: string;
  anchor: string;
  /** Headings above, outermost first, the page title excluded: [level, anchor, text]. */
  heads: [number, string, string][];
}

const typeOf = (level: number): RecordType => (level === 0 ? 'content' : (`lvl${level}` as RecordType));
const levelRank = (level: number) => (level === 0 ? 7 : level);

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface Engine {
  readonly locale: string;
  readonly size: number;
  /** The result, or the shards and chunks to load first. */
  search(query: string, options?: SearchOptions): Outcome;
}

export function createEngine(store: Store): Engine {
  const m = store.manifest;
  const avgPageSize = m.records / Math.max(1, m.pages);
  const sortedKeysCache = new Map<number, string[]>();
  const sortedKeys = (i: number) => {
    let s = sortedKeysCache.get(i);
    if (!s) sortedKeysCache.set(i, (s = Object.keys(store.shard(i)!.k).sort()));
    return s;
  };
  const decodedChunks = new Map<number, Entry[]>();

  /** The shards an atom needs: its key, parts and synonyms, related stems, and completions while typed. */
  function shardsFor(a: Atom): { exact: string[]; shards: number[] } {
    const exact = [a.key, ...a.parts.filter((p) => p.length > 1), ...synonymKeys(a.norm, a.key)];
    const set = new Set(exact.map((k) => shardOf(m.shards.first, k)));
    for (let cut = 1; cut <= RELATED_EXTRA; cut++) if (a.key.length - cut >= RELATED_MIN) set.add(shardOf(m.shards.first, a.key.slice(0, -cut)));
    for (const s of typoShards(a)) set.add(s);
    if (a.open && a.norm.length >= 2) {
      for (const start of new Set([a.norm, a.key])) {
        const from = shardOf(m.shards.first, start);
        for (let i = from; i < Math.min(m.shards.first.length, from + MAX_PREFIX_SHARDS); i++) {
          if (i > from && !m.shards.first[i].startsWith(start)) break;
          set.add(i);
        }
      }
    }
    return { exact, shards: [...set].sort((x, y) => x - y) };
  }

  /**
   * The shards a typo of the atom may be in: its own, and a neighbour whose boundary key shares the atom's first
   * letters (мастерчеин sorts before the shard that starts at мастерчейн). A typo in the first letters is not looked for.
   */
  function typoShards(a: Atom): number[] {
    if (a.typos === 0 || a.key.length < 4) return [];
    const first = m.shards.first;
    const own = shardOf(first, a.key);
    const head = a.key.slice(0, TYPO_HEAD);
    const out = [own];
    if (own > 0 && first[own].startsWith(head)) out.push(own - 1);
    if (own + 1 < first.length && first[own + 1].startsWith(head)) out.push(own + 1);
    return out;
  }

  function postingsOf(key: string): Postings | undefined {
    return store.shard(shardOf(m.shards.first, key))?.k[key];
  }
  const dfOf = (key: string) => postingsOf(key)?.[0] ?? 0;

  /** Keys beyond the atom's own, from the shards it loaded only (the answer must not depend on the cache). */
  function alternatives(a: Atom, shards: number[], synonyms: string[]): Alternatives {
    const alts: Alternatives = new Map();
    const has = (k: string) => postingsOf(k) !== undefined;
    const known = has(a.key) || (a.parts.length > 0 && a.parts.every(has));
    for (const k of synonyms) if (k !== a.key && has(k)) alts.set(k, 'stem');
    const byFreq = (x: string, y: string) => dfOf(y) - dfOf(x) || (x < y ? -1 : 1);
    if (a.open && (a.norm.length >= 3 || (a.norm.length === 2 && !known))) {
      const found: string[] = [];
      // Keys that start with the typed letters, or with their stem (кошельк -> кошелк: кошелька, кошельки).
      const starts = a.key.length >= 4 && a.key !== a.norm ? [a.norm, a.key] : [a.norm];
      for (const s of shards) {
        const keys = sortedKeys(s);
        for (const start of starts) for (let i = lowerBound(keys, start); i < keys.length && keys[i].startsWith(start); i++) if (keys[i] !== a.key) found.push(keys[i]);
      }
      for (const k of [...new Set(found)].sort(byFreq).slice(0, MAX_PREFIX_KEYS)) if (!alts.has(k)) alts.set(k, 'prefix');
    }
    if (a.parts.length === 0 && a.key.length >= RELATED_MIN) {
      const keys = sortedKeys(shardOf(m.shards.first, a.key));
      for (let i = lowerBound(keys, a.key); i < keys.length && keys[i].startsWith(a.key); i++) if (relatedKeys(keys[i], a.key) && !alts.has(keys[i])) alts.set(keys[i], 'prefix');
      for (let cut = 1; cut <= RELATED_EXTRA; cut++) {
        const k = a.key.slice(0, -cut);
        if (k.length >= RELATED_MIN && has(k) && !alts.has(k)) alts.set(k, 'prefix');
      }
    }
    if (!known && a.typos > 0 && a.key.length >= 4) {
      const near: { k: string; d: number }[] = [];
      for (const shard of typoShards(a))
        for (const k of sortedKeys(shard)) {
          if (k.length < 4 || alts.has(k)) continue;
          const d = editDistance(k, a.key, a.typos);
          if (d <= a.typos) near.push({ k, d });
        }
      near.sort((x, y) => x.d - y.d || byFreq(x.k, y.k));
      for (const { k } of near.slice(0, MAX_TYPO_KEYS)) alts.set(k, 'typo');
    }
    alts.delete(a.key);
    return alts;
  }

  function plan(a: Atom, alts: Alternatives, synonyms: string[], pages: Map<number, PageInfo>, pageOf: Map<number, number>): AtomPlan {
    const direct = new Map<number, number>();
    const sections = new Map<number, [number, number, number][]>();
    const visit = (p: Postings | undefined, weight: number, onRecord?: (id: number, level: number) => void) => {
      if (!p) return;
      let i = 1;
      let page = 0;
      let start = 0;
      while (i < p.length) {
        page += p[i];
        start += p[i + 1];
        const size = p[i + 2];
        if (!pages.has(page)) pages.set(page, { start, size, tagset: p[i + 3], weight: p[i + 4] / 100 });
        const count = p[i + 5];
        i += 6;
        let n = 0;
        for (let c = 0; c < count; c++, i += 3) {
          n += p[i];
          const level = p[i + 1];
          const id = start + n;
          pageOf.set(id, page);
          if (onRecord) {
            onRecord(id, level);
            continue;
          }
          const w = weight * RANKING.field[level];
          if (w > (direct.get(id) ?? 0)) direct.set(id, w);
          if (level > 0) {
            let list = sections.get(page);
            if (!list) sections.set(page, (list = []));
            list.push([id + 1, id + p[i + 2], w * RANKING.ancestor]);
          }
        }
      }
    };
    visit(postingsOf(a.key), KIND_WEIGHT.stem);
    if (a.parts.length > 1) {
      // Parts written apart (get метод) or in another compound: records that have them all.
      const count = new Map<number, number>();
      const levelOf = new Map<number, number>();
      a.parts.forEach((part, idx) =>
        visit(postingsOf(part), 0, (id, level) => {
          if ((count.get(id) ?? 0) !== idx) return;
          count.set(id, idx + 1);
          levelOf.set(id, level);
        }),
      );
      for (const [id, c] of count) {
        if (c !== a.parts.length) continue;
        const w = KIND_WEIGHT.stem * RANKING.field[levelOf.get(id)!];
        if (w > (direct.get(id) ?? 0)) direct.set(id, w);
      }
    }
    for (const [k, kind] of alts) visit(postingsOf(k), synonyms.includes(k) ? RANKING.synonym : KIND_WEIGHT[kind]);
    const pageBest = new Map<number, number>();
    const pageMass = new Map<number, number>();
    for (const [id, w] of direct) {
      const page = pageOf.get(id)!;
      pageMass.set(page, (pageMass.get(page) ?? 0) + w);
      if (w > (pageBest.get(page) ?? 0)) pageBest.set(page, w);
    }
    const freq = postingsOf(a.key) ? dfOf(a.key) : Math.min(m.records, ...[...alts.keys()].map(dfOf));
    return { atom: a, alts, idf: Math.pow(Math.log(1 + m.records / (1 + freq)), RANKING.idfPower), direct, sections, pageBest, pageMass };
  }

  /** The weight an atom reaches a record with from the postings: its own text or a heading above it. */
  function bestOf(p: AtomPlan, id: number, page: number): number {
    let best = p.direct.get(id) ?? 0;
    const list = p.sections.get(page);
    if (list) for (const [from, to, w] of list) if (id >= from && id < to && w > best) best = w;
    return best;
  }

  function pageScore(page: number, info: PageInfo, plans: AtomPlan[], norm: number): number {
    let sum = 0;
    let cover = 0;
    const k = RANKING.pageSaturation * (0.25 + (0.75 * info.size) / avgPageSize);
    for (const p of plans) {
      const mass = p.pageMass.get(page) ?? 0;
      sum += p.idf * (0.5 * (p.pageBest.get(page) ?? 0) + (0.5 * mass) / (mass + k));
      cover += p.idf * (p.direct.get(info.start) ?? 0);
    }
    return (sum + RANKING.titleCover * cover) / norm;
  }

  function decodeChunk(index: number): Entry[] {
    let out = decodedChunks.get(index);
    if (out) return out;
    const c = store.chunk(index)!;
    out = [];
    const heads: [number, string, string][] = c.h.map((h) => [h[0], h[1], h[2]]);
    c.r.forEach((item, j) => {
      const n = c.n + j;
      if (typeof item === 'string') {
        out!.push({ page: c.p, n, level: n === 0 ? 1 : 0, text: item, anchor: '', heads: [...heads] });
        return;
      }
      const [level, anchor, text] = item;
      if (level === 0) {
        out!.push({ page: c.p, n, level: 0, text, anchor, heads: [...heads] });
        return;
      }
      while (heads.length && heads[heads.length - 1][0] >= level) heads.pop();
      out!.push({ page: c.p, n, level, text, anchor, heads: [...heads] });
      heads.push([level, anchor, text]);
    });
    if (decodedChunks.size > 400) decodedChunks.clear();
    decodedChunks.set(index, out);
    return out;
  }

  const entryOf = (id: number): Entry => decodeChunk(Math.floor(id / m.chunks.size))[id % m.chunks.size];

  function recordOf(e: Entry): SearchRecord {
    const [url, title, lvl0, tagset] = e.page;
    const hierarchy: Hierarchy = { lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    let anchor = '';
    const chain: [number, string, string][] = e.level > 1 ? [...e.heads, [e.level, e.anchor, e.text]] : e.heads;
    for (const [level, a, text] of chain) {
      hierarchy[`lvl${level}` as HeadingLevel] = text;
      anchor = a;
    }
    if (e.level === 0 && e.anchor) anchor = e.anchor;
    return {
      objectID: `${url}:${e.n}`,
      url: anchor ? `${url}#${anchor}` : url,
      type: typeOf(e.level),
      hierarchy,
      content: e.level === 0 ? e.text : null,
      locale: m.locale,
      tags: [...(m.tagsets[tagset] ?? [])],
    };
  }

  const tokenCache = new Map<string, { all: Word[]; useful: Word[] }>();
  const tokensOf = (text: string) => {
    let t = tokenCache.get(text);
    if (!t) {
      const all = words(text);
      t = { all, useful: all.filter(searchable) };
      if (tokenCache.size > 5000) tokenCache.clear();
      tokenCache.set(text, t);
    }
    return t;
  };

  function refine(e: Entry, plans: AtomPlan[], norm: number): { score: number; matched: SearchHit['matched'] } {
    const own = tokensOf(e.text);
    const matched: SearchHit['matched'] = [];
    let sum = 0;
    const above: [number, string][] = [];
    if (e.level !== 1) above.push([1, e.page[1]]);
    for (const [level, , text] of e.heads) if (!(e.level > 1 && level >= e.level)) above.push([level, text]);
    for (const p of plans) {
      let best: Match | null = null;
      const consider = (field: Match['field'], kind: MatchKind | null, weight: number) => {
        if (kind && (!best || KIND_WEIGHT[kind] * weight > best.score)) best = { field, kind, score: KIND_WEIGHT[kind] * weight };
      };
      consider(typeOf(e.level), matchIn(own.all, p.atom, p.alts), RANKING.field[e.level]);
      for (const [level, text] of above) consider(typeOf(level), matchIn(tokensOf(text).all, p.atom, p.alts), RANKING.field[level] * RANKING.ancestor);
      consider('lvl0', matchIn(tokensOf(e.page[2]).useful, p.atom, p.alts), RANKING.lvl0);
      const hit = best as Match | null;
      if (hit) {
        sum += p.idf * hit.score;
        matched.push({ word: p.atom.text, field: hit.field, kind: hit.kind });
      }
    }
    let score = sum / norm;
    if (plans.length > 1) {
      const phrase = phraseIn(e.text, own.useful, plans.map((p) => p.atom));
      if (phrase) score += phrase === 'exact' ? RANKING.exactPhrase : RANKING.stemPhrase;
    }
    if (e.level > 0 && own.useful.length) {
      const covered = own.useful.filter((w) => plans.some((p) => matchIn([w], p.atom, p.alts))).length;
      score += (RANKING.headingCover * covered) / own.useful.length;
      // A broad query: the page whose title starts with its words comes first (the shorter the title, the more
      // it is about them), and an overview of the topic, titled with them, before its parts.
      if (e.level === 1 && plans.length <= own.useful.length) {
        const head = plans.every((p, i) => matchIn([own.useful[i]], p.atom, p.alts));
        if (head) score += RANKING.title / own.useful.length;
        if (OVERVIEW.test(e.page[0]) && plans.every((p) => matchIn(own.useful, p.atom, p.alts))) score += RANKING.overview;
      }
    }
    // An identifier (SENDRAWMSG, int_msg_info, exit code 37) written as is in a reference row or a heading: that row first.
    // (A row with an id of its own, or a heading that is nothing but the query: a how-to's «Как работает X» is not.)
    // A row: the identifier as written in it, the other words in it or above it (exit code 37: the row of 37 on
    // the page «Коды выхода»). A heading: every word of it as written.
    const exactHere = (p: AtomPlan) => matchIn(own.all, p.atom, p.alts) === 'exact';
    const identifiers = plans.filter((p) => IDENTIFIER.test(p.atom.text));
    const row = e.level === 0 && !!e.anchor && identifiers.length > 0 && identifiers.every(exactHere) && matched.length === plans.length;
    const heading = e.level > 1 && identifiers.length > 0 && own.useful.every((w) => plans.some((p) => matchIn([w], p.atom, p.alts) === 'exact')) && plans.every(exactHere);
    if (row || heading) score += RANKING.identifier;
    return { score, matched };
  }

  function search(query: string, options: SearchOptions = {}): Outcome {
    const limit = options.limit ?? 20;
    const perGroup = options.perGroup ?? 5;
    const empty: Outcome = { result: { query, groups: [], hits: [] } };
    if (options.locale && options.locale !== m.locale) return empty;
    const atoms = parseQuery(query);
    if (!atoms.length || limit <= 0) return empty;

    const needs = atoms.map(shardsFor);
    const missingShards = [...new Set(needs.flatMap((n) => n.shards))].filter((s) => !store.shard(s));
    if (missingShards.length) return { missing: { shards: missingShards, chunks: [] } };

    const pages = new Map<number, PageInfo>();
    const pageOf = new Map<number, number>();
    const plans = atoms.map((a, i) => {
      const synonyms = needs[i].exact.slice(1 + a.parts.filter((p) => p.length > 1).length);
      return plan(a, alternatives(a, needs[i].shards, synonyms), synonyms, pages, pageOf);
    });
    const norm = plans.reduce((n, p) => n + p.idf, 0) || 1;
    const tags = options.tags?.length ? new Set(options.tags) : null;
    const pageScores = new Map<number, number>();
    const pageOfScore = (page: number) => {
      let s = pageScores.get(page);
      if (s === undefined) pageScores.set(page, (s = pageScore(page, pages.get(page)!, plans, norm)));
      return s;
    };
    const mix = (record: number, page: number) => ((1 - RANKING.pageShare) * record + RANKING.pageShare * pageOfScore(page)) * pages.get(page)!.weight;

    const candidates = new Set<number>();
    for (const p of plans) for (const id of p.direct.keys()) candidates.add(id);
    const ids = new Int32Array(candidates.size);
    const scores = new Float64Array(candidates.size);
    let n = 0;
    for (const id of candidates) {
      const page = pageOf.get(id)!;
      if (tags && !(m.tagsets[pages.get(page)!.tagset] ?? []).some((t) => tags.has(t))) continue;
      let sum = 0;
      for (const p of plans) sum += p.idf * bestOf(p, id, page);
      ids[n] = id;
      scores[n++] = mix(sum / norm, page);
    }
    // Refine enough records to fill `limit` hits of ≤ perGroup per page, and a few more for the reordering.
    // (The search page's longer lists refine every record they show: their chunks load after the first screen.)
    const want = Math.max(limit, Math.min(REFINE, limit + 6));
    /** The best records in order, from those scoring at least `floor` (all when -Infinity). */
    const best = (floor: number) => {
      const list: { id: number; page: number; score: number }[] = [];
      for (let i = 0; i < n; i++) if (scores[i] >= floor) list.push({ id: ids[i], page: pageOf.get(ids[i])!, score: scores[i] });
      return list.sort((x, y) => y.score - x.score || x.id - y.id);
    };
    const pick = (ordered: ReturnType<typeof best>) => {
      const picked: typeof ordered = [];
      const perPage = new Map<number, number>();
      for (const s of ordered) {
        if (picked.length >= want) break;
        const c = perPage.get(s.page) ?? 0;
        if (c >= perGroup) continue;
        perPage.set(s.page, c + 1);
        picked.push(s);
      }
      return picked;
    };
    // Many candidates (common words): sort only those above the score of the (want × perGroup)-th best; enough
    // unless one page holds most of them, then sort all.
    const top = want * perGroup;
    let picked: ReturnType<typeof best>;
    if (n > top * 4) {
      const sorted = scores.slice(0, n).sort();
      const cut = best(sorted[n - top]);
      picked = pick(cut);
      if (picked.length < want && cut.length < n) picked = pick(best(-Infinity));
    } else picked = pick(best(-Infinity));
    const missingChunks = [...new Set(picked.map((s) => Math.floor(s.id / m.chunks.size)))].filter((c) => !store.chunk(c));
    if (missingChunks.length) return { missing: { shards: [], chunks: missingChunks } };

    const refined = picked.map(({ id, page }) => {
      const e = entryOf(id);
      const r = refine(e, plans, norm);
      return { id, page, e, score: mix(r.score, page), matched: r.matched };
    });
    refined.sort((x, y) => y.score - x.score || levelRank(x.e.level) - levelRank(y.e.level) || x.id - y.id);

    const groups = new Map<number, SearchGroup>();
    let count = 0;
    for (const r of refined) {
      if (count >= limit) break;
      let g = groups.get(r.page);
      if (!g) groups.set(r.page, (g = { page: r.e.page[0], lvl0: r.e.page[2], title: r.e.page[1], hits: [] }));
      if (g.hits.length >= perGroup) continue;
      g.hits.push({ ...recordOf(r.e), score: Math.round(r.score * 1000) / 1000, matched: r.matched });
      count++;
    }
    const ordered = [...groups.values()].filter((g) => g.hits.length);
    return { result: { query, groups: ordered, hits: ordered.flatMap((g) => g.hits) } };
  }

  return { locale: m.locale, size: m.records, search };
}

