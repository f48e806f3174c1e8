// The in-browser searcher: builds a FlexSearch index from a payload, then answers queries. Browser-safe.
//
// Ranking. A query word scores, in a record, where it matched best — the record's own text (page title 1,
// h2 0.9, h3 0.85, h4–h6 0.8, paragraph 0.6), a heading above it (half that) or the section label (0.3) —
// times how it matched (as written 1, same stem 0.9, prefix of the word being typed or related stem 0.75,
// typo 0.6). Words are weighted by rarity (idf): a record with all the words beats one with the common ones.
// The query as a phrase adds 0.12 (as written) or 0.08 (by stems); a heading the query covers adds up to 0.1.
// A page scores each word by its best place in the page (half) and by how much of the page is about it (half:
// the summed weights of the records that have it, saturating sooner on long pages, as BM25F does); a hit's
// score mixes its record (60 %) and its page (40 %), so the page about a topic beats a page that mentions all
// the words in one passing sentence, and a huge page (the glossary) does not win by sheer size.
// Candidates come from the index (stem keys) and this score on index data; the best 150 are then rescored
// on their words (exact forms, phrases).
import FlexSearch from 'flexsearch';
import { decodePayload } from './payload.ts';
import { KIND_WEIGHT, matchIn, parseQuery, phraseIn, type Alternatives, type Atom } from './query.ts';
import { forEachForm, searchable, words, type Word } from './tokenize.ts';
import { createVocabulary } from './vocabulary.ts';
import type { MatchKind, RecordType, SearchGroup, SearchHit, SearchOptions, SearchPayload, SearchResult } from './types.ts';

/** By level: content, then lvl1..lvl6. */
const FIELD_WEIGHT = [0.6, 1, 0.9, 0.85, 0.8, 0.8, 0.8];
const ANCESTOR_FACTOR = 0.5;
const LVL0_WEIGHT = 0.3;
const EXACT_PHRASE_BONUS = 0.12;
const STEM_PHRASE_BONUS = 0.08;
const HEADING_COVER_BONUS = 0.1;
const PAGE_SHARE = 0.4;
const PAGE_SATURATION = 1.5;
const REFINE = 150;

export interface Searcher {
  readonly locale: string;
  /** Records in the index. */
  readonly size: number;
  search(query: string, options?: SearchOptions): SearchResult;
}

interface AtomPlan {
  atom: Atom;
  alts: Alternatives;
  idf: number;
  /** Per record: the best weight the atom earns there from the index alone (own text or a heading above). */
  best: Float32Array;
  /** Per page: the best weight of the atom in the page's records, and the sum of its weights over them. */
  pageBest: Float32Array;
  pageMass: Float32Array;
}

type Match = { field: RecordType | 'lvl0'; kind: MatchKind; score: number };

export function createSearcher(payload: SearchPayload): Searcher {
  const { entries, record } = decodePayload(payload);
  const pageLvl0 = payload.pages.map(([, l]) => payload.lvl0s[l] ?? '');
  const pageTags = payload.pages.map(([, , t]) => t.map((i) => payload.tags[i]));
  const total = entries.length;
  const pages = payload.pages.length;
  const index = new FlexSearch.Index({ tokenize: 'strict', resolution: 1, encode: (s: string) => s.split(' '), cache: false });
  const df = new Map<string, number>();
  const surfaceKey = new Map<string, string>();
  const level = new Uint8Array(total);
  const pageOf = new Int32Array(total);
  /** For a heading, the index just past its section (the records under it). */
  const sectionEnd = new Int32Array(total);

  entries.forEach((e, id) => {
    level[id] = e.level;
    pageOf[id] = e.page;
    const keys = new Set<string>();
    forEachForm(e.text, (w) => {
      if (!searchable(w)) return;
      keys.add(w.key);
      for (const p of w.parts) if (p.length > 1) keys.add(p);
      if (!surfaceKey.has(w.norm)) surfaceKey.set(w.norm, w.key);
    });
    for (const k of keys) df.set(k, (df.get(k) ?? 0) + 1);
    if (keys.size) index.add(id, [...keys].join(' '));
  });
  for (let id = total - 1; id >= 0; id--) {
    let end = id + 1;
    if (level[id] > 0) while (end < total && pageOf[end] === pageOf[id] && (level[end] === 0 || level[end] > level[id])) end = sectionEnd[end];
    sectionEnd[id] = end;
  }
  const vocabulary = createVocabulary(df, surfaceKey);
  const pageSize = new Int32Array(pages);
  for (let id = 0; id < total; id++) pageSize[pageOf[id]]++;
  const avgPageSize = total / Math.max(1, pages);

  const postingCache = new Map<string, Int32Array>();
  const postings = (key: string): Int32Array => {
    let ids = postingCache.get(key);
    if (!ids) {
      ids = vocabulary.has(key) ? Int32Array.from(index.search(key, { limit: total }) as number[]) : new Int32Array(0);
      if (postingCache.size > 500) postingCache.clear();
      postingCache.set(key, ids);
    }
    return ids;
  };

  const tokenCache = new Map<number, { all: Word[]; useful: Word[] }>();
  const tokensOf = (id: number) => {
    let t = tokenCache.get(id);
    if (!t) {
      const all = words(entries[id].text);
      t = { all, useful: all.filter(searchable) };
      if (tokenCache.size > 5000) tokenCache.clear();
      tokenCache.set(id, t);
    }
    return t;
  };
  const lvl0Tokens = new Map<string, Word[]>();
  const lvl0Of = (label: string) => {
    let t = lvl0Tokens.get(label);
    if (!t) lvl0Tokens.set(label, (t = words(label).filter(searchable)));
    return t;
  };

  /** Records a query reaches directly (not only through a heading above): the candidates. */
  const reached = new Uint8Array(total);

  function plan(atom: Atom, found: number[]): AtomPlan {
    const alts = vocabulary.alternatives(atom);
    const best = new Float32Array(total);
    const pageBest = new Float32Array(pages);
    const pageMass = new Float32Array(pages);
    /** Per record, the atom's weight in its own text. */
    const direct = new Float32Array(total);
    const touched: number[] = [];
    const mark = (ids: ArrayLike<number>, kind: MatchKind) => {
      const k = KIND_WEIGHT[kind];
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i];
        const w = k * FIELD_WEIGHT[level[id]];
        if (w > best[id]) best[id] = w;
        if (!direct[id]) touched.push(id);
        if (w > direct[id]) direct[id] = w;
        if (!reached[id]) {
          reached[id] = 1;
          found.push(id);
        }
        if (level[id] > 0) {
          const aw = w * ANCESTOR_FACTOR;
          for (let d = id + 1; d < sectionEnd[id]; d++) if (aw > best[d]) best[d] = aw;
        }
      }
    };
    mark(postings(atom.key), 'stem');
    if (atom.parts.length > 1) {
      // Parts written apart (get метод) or in another compound: records that have them all.
      const count = new Uint8Array(total);
      const all: number[] = [];
      atom.parts.forEach((p, i) => {
        for (const id of postings(p)) if (count[id] === i && ++count[id] === atom.parts.length) all.push(id);
      });
      mark(all, 'stem');
    }
    for (const [k, kind] of alts) mark(postings(k), kind);
    for (const id of touched) {
      const page = pageOf[id];
      pageMass[page] += direct[id];
      if (direct[id] > pageBest[page]) pageBest[page] = direct[id];
    }
    const freq = vocabulary.has(atom.key) ? vocabulary.df(atom.key) : Math.min(total, ...[...alts.keys()].map((k) => vocabulary.df(k)));
    return { atom, alts, idf: Math.log(1 + total / (1 + freq)), best, pageBest, pageMass };
  }

  const weightOf = (plans: AtomPlan[]) => plans.reduce((n, p) => n + p.idf, 0);

  /**
   * A page: half the best place of each word in it, half how much of the page is about the word (BM25F-like:
   * the weights of the records that have it, saturating, and sooner on a long page).
   */
  function pageScore(page: number, plans: AtomPlan[], norm: number): number {
    let sum = 0;
    const k = PAGE_SATURATION * (0.25 + (0.75 * pageSize[page]) / avgPageSize);
    for (const p of plans) {
      const mass = p.pageMass[page];
      sum += p.idf * (0.5 * p.pageBest[page] + (0.5 * mass) / (mass + k));
    }
    return sum / norm;
  }

  /** From the index alone: every direct match counts as a stem match. */
  function coarse(id: number, plans: AtomPlan[], norm: number): number {
    let sum = 0;
    for (const p of plans) sum += p.idf * p.best[id];
    return sum / norm;
  }

  /** The record's score on its words: exact forms, phrase, heading coverage; and where each word matched. */
  function refine(id: number, plans: AtomPlan[], norm: number): { score: number; matched: SearchHit['matched'] } {
    const e = entries[id];
    const own = tokensOf(id);
    const matched: SearchHit['matched'] = [];
    let sum = 0;
    for (const p of plans) {
      let best: Match | null = null;
      const consider = (field: Match['field'], kind: MatchKind | null, weight: number) => {
        if (kind && (!best || KIND_WEIGHT[kind] * weight > best.score)) best = { field, kind, score: KIND_WEIGHT[kind] * weight };
      };
      consider(typeOf(e.level), matchIn(own.all, p.atom, p.alts), FIELD_WEIGHT[e.level]);
      for (const anc of e.ancestors) consider(typeOf(entries[anc].level), matchIn(tokensOf(anc).all, p.atom, p.alts), FIELD_WEIGHT[entries[anc].level] * ANCESTOR_FACTOR);
      consider('lvl0', matchIn(lvl0Of(pageLvl0[e.page]), p.atom, p.alts), LVL0_WEIGHT);
      const m = best as Match | null;
      if (m) {
        sum += p.idf * m.score;
        matched.push({ word: p.atom.text, field: m.field, kind: m.kind });
      }
    }
    let score = sum / norm;
    if (plans.length > 1) {
      const phrase = phraseIn(e.text, own.useful, plans.map((p) => p.atom));
      if (phrase) score += phrase === 'exact' ? EXACT_PHRASE_BONUS : STEM_PHRASE_BONUS;
    }
    if (e.level > 0 && own.useful.length) {
      const covered = own.useful.filter((w) => plans.some((p) => matchIn([w], p.atom, p.alts))).length;
      score += (HEADING_COVER_BONUS * covered) / own.useful.length;
    }
    return { score, matched };
  }

  function search(query: string, options: SearchOptions = {}): SearchResult {
    const limit = options.limit ?? 20;
    const perGroup = options.perGroup ?? 5;
    const empty: SearchResult = { query, groups: [], hits: [] };
    if (options.locale && options.locale !== payload.locale) return empty;
    const atoms = parseQuery(query);
    if (!atoms.length || limit <= 0) return empty;
    const found: number[] = [];
    const plans = atoms.map((a) => plan(a, found));
    for (const id of found) reached[id] = 0;
    const norm = weightOf(plans) || 1;
    const tags = options.tags?.length ? new Set(options.tags) : null;

    const pageScores = new Map<number, number>();
    const pageOfScore = (page: number) => {
      let s = pageScores.get(page);
      if (s === undefined) pageScores.set(page, (s = pageScore(page, plans, norm)));
      return s;
    };
    const mix = (record: number, page: number) => (1 - PAGE_SHARE) * record + PAGE_SHARE * pageOfScore(page);

    const scored: { id: number; score: number }[] = [];
    for (const id of found) {
      if (tags && !pageTags[pageOf[id]].some((t) => tags.has(t))) continue;
      scored.push({ id, score: mix(coarse(id, plans, norm), pageOf[id]) });
    }
    scored.sort((x, y) => y.score - x.score || x.id - y.id);
    const refined = scored.slice(0, REFINE).map(({ id }) => {
      const r = refine(id, plans, norm);
      return { id, score: mix(r.score, pageOf[id]), matched: r.matched };
    });
    refined.sort((x, y) => y.score - x.score || levelRank(level[x.id]) - levelRank(level[y.id]) || x.id - y.id);

    const groups = new Map<number, SearchGroup>();
    let count = 0;
    for (const r of refined) {
      if (count >= limit) break;
      const e = entries[r.id];
      let g = groups.get(e.page);
      if (!g) groups.set(e.page, (g = { page: payload.pages[e.page][0], lvl0: pageLvl0[e.page], title: payload.pages[e.page][3], hits: [] }));
      if (g.hits.length >= perGroup) continue;
      g.hits.push({ ...record(r.id), score: Math.round(r.score * 1000) / 1000, matched: r.matched });
      count++;
    }
    const ordered = [...groups.values()].filter((g) => g.hits.length);
    return { query, groups: ordered, hits: ordered.flatMap((g) => g.hits) };
  }

  return { locale: payload.locale, size: total, search };
}

const typeOf = (level: number): RecordType => (level === 0 ? 'content' : (`lvl${level}` as RecordType));
/** On a tie: the page title, then headings by level, then paragraphs. */
const levelRank = (level: number) => (level === 0 ? 7 : level);
