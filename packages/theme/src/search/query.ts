// A query as the searcher and the snippet see it: its words ("atoms"), and how a word of a text meets one.
import { SPLITS } from './synonyms.ts';
import { editDistance, relatedKeys, searchable, words, type Word } from './tokenize.ts';
import type { MatchKind } from './types.ts';

/** Spec §5: the search input takes at most 64 characters. */
export const MAX_QUERY_LENGTH = 64;

export interface Atom {
  /** As typed. */
  text: string;
  norm: string;
  key: string;
  /** Keys of a compound word's parts (get-метод -> get, метод); empty for a simple word. */
  parts: string[];
  /** The last word while it is still being typed: it may be a prefix. */
  open: boolean;
  /** Typos allowed: 1 from 5 letters, 2 from 9. */
  typos: number;
}

const COMPARISON = new Set(['vs', 'versus', 'против']);

export function parseQuery(query: string): Atom[] {
  const q = query.slice(0, MAX_QUERY_LENGTH);
  // A word the docs write as several stands for them, at its place (the last one may still be open).
  const written = words(q);
  const all = written.flatMap((w) => (SPLITS[w.norm] ? words(SPLITS[w.norm]).map((x) => ({ ...x, start: w.start, end: w.end })) : [w]));
  // «tolk vs func»: a comparison word between two others says how they relate, it is not searched for (alone or
  // at an end it may be a name: VS Code).
  const useful = all.filter((w, i) => searchable(w) && !(COMPARISON.has(w.norm) && i > 0 && i < all.length - 1));
  const picked = useful.length ? useful : all.filter((w) => w.norm.length > 1);
  const seen = new Set<string>();
  const atoms: Atom[] = [];
  const last = all[all.length - 1];
  const lastWritten = written[written.length - 1];
  const typing = lastWritten !== undefined && lastWritten.end === q.length && !SPLITS[lastWritten.norm];
  for (const w of picked) {
    if (seen.has(w.key)) continue;
    seen.add(w.key);
    const letters = w.norm.replace(/[^\p{L}]/gu, '').length;
    atoms.push({ text: w.text, norm: w.norm, key: w.key, parts: w.parts, open: typing && w === last, typos: letters >= 9 ? 2 : letters >= 5 ? 1 : 0 });
  }
  return atoms.slice(0, 10);
}

export const KIND_WEIGHT: Record<MatchKind, number> = { exact: 1, stem: 0.9, prefix: 0.75, typo: 0.6 };

const RANK: Record<MatchKind, number> = { exact: 4, stem: 3, prefix: 2, typo: 1 };
export const better = (a: MatchKind | null, b: MatchKind | null): MatchKind | null => (!a ? b : !b ? a : RANK[a] >= RANK[b] ? a : b);

/** Keys the vocabulary offers for an atom beyond its own: completions, related stems, near misses. */
export type Alternatives = Map<string, MatchKind>;

/**
 * How one word meets an atom, parts of compound words aside. With `alts` (the searcher's vocabulary
 * expansion) typos are looked up; without (the snippet), they are judged on the two words alone.
 */
function simpleMatch(w: Word, a: Atom, alts: Alternatives | undefined): MatchKind | null {
  if (w.norm === a.norm) return 'exact';
  if (w.key === a.key) return 'stem';
  if (a.parts.length === 0 && a.key.length > 1 && w.parts.includes(a.key)) return 'stem';
  if (a.open && a.norm.length >= 2 && w.norm.startsWith(a.norm)) return 'prefix';
  if (alts) {
    const k = alts.get(w.key);
    if (k) return k;
    // A part of a compound word (Highload-кошелёк) meets a synonym or a completion as well.
    for (const p of w.parts) {
      const kp = alts.get(p);
      if (kp) return kp;
    }
    return null;
  }
  if (relatedKeys(w.key, a.key)) return 'prefix';
  if (a.typos > 0 && a.key.length >= 4 && w.key.length >= 4 && editDistance(w.key, a.key, a.typos) <= a.typos) return 'typo';
  return null;
}

/** For the snippet: a word is marked when it meets an atom, a part of a compound query word included. */
export function wordMatch(w: Word, a: Atom): MatchKind | null {
  return simpleMatch(w, a, undefined) ?? (a.parts.includes(w.key) ? 'stem' : null);
}

/** How an atom meets a text's words; a compound atom (get-метод) also meets its parts written apart. */
export function matchIn(ws: readonly Word[], a: Atom, alts: Alternatives): MatchKind | null {
  let kind: MatchKind | null = null;
  const partsSeen = a.parts.length ? new Set<string>() : null;
  for (const w of ws) {
    const k = simpleMatch(w, a, alts);
    if (k === 'exact') return k;
    kind = better(kind, k);
    if (partsSeen) {
      if (a.parts.includes(w.key)) partsSeen.add(w.key);
      for (const p of w.parts) if (a.parts.includes(p)) partsSeen.add(p);
    }
  }
  if (partsSeen && a.parts.every((p) => partsSeen.has(p))) kind = better(kind, 'stem');
  return kind;
}

/** Punctuation that ends a phrase: two words on either side of it are not "in a row". */
const BREAK = /[,.;:!?()[\]{}|·…/\\]/;

/**
 * Does the text hold all the query words in a row (stop words and dashes between them allowed, commas and
 * other list or sentence punctuation not)? 'exact' when as written, 'stem' when by stems.
 */
export function phraseIn(text: string, ws: readonly Word[], atoms: readonly Atom[]): MatchKind | null {
  const n = atoms.length;
  let found: MatchKind | null = null;
  for (let i = 0; i + n <= ws.length; i++) {
    let exact = true;
    let ok = true;
    for (let j = 0; j < n && ok; j++) {
      const w = ws[i + j];
      const a = atoms[j];
      if (j > 0 && BREAK.test(text.slice(ws[i + j - 1].end, w.start))) ok = false;
      else if (w.norm !== a.norm) {
        exact = false;
        ok = w.key === a.key || (a.open && w.norm.startsWith(a.norm));
      }
    }
    if (ok && exact) return 'exact';
    if (ok) found = 'stem';
  }
  return found;
}
