// The words an index knows, for what the exact keys miss: completions of the word being typed, related stems
// (отправка/отправить, адрес/адресный) and near misses (typos). Browser-safe.
import { editDistance, RELATED_EXTRA, RELATED_MIN, relatedKeys } from './tokenize.ts';
import type { Alternatives, Atom } from './query.ts';

const MAX_PREFIX_KEYS = 40;
const MAX_TYPO_KEYS = 20;

export interface Vocabulary {
  /** Records that contain a key. */
  df(key: string): number;
  has(key: string): boolean;
  /** Keys the vocabulary offers for an atom beyond its own. */
  alternatives(a: Atom): Alternatives;
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `df`: key -> records containing it; `surfaces`: normal form of each indexed word -> its key. */
export function createVocabulary(df: Map<string, number>, surfaces: Map<string, string>): Vocabulary {
  const sortedSurfaces = [...surfaces.keys()].sort();
  const sortedKeys = [...df.keys()].sort();
  const freq = (k: string) => df.get(k) ?? 0;
  const byFreq = (x: string, y: string) => freq(y) - freq(x);

  function alternatives(a: Atom): Alternatives {
    const alts: Alternatives = new Map();
    const known = df.has(a.key) || (a.parts.length > 0 && a.parts.every((p) => df.has(p)));
    // The word being typed: every indexed word it starts.
    if (a.open && (a.norm.length >= 3 || (a.norm.length === 2 && !known))) {
      const found = new Set<string>();
      for (let i = lowerBound(sortedSurfaces, a.norm); i < sortedSurfaces.length && sortedSurfaces[i].startsWith(a.norm) && found.size < 400; i++) {
        const k = surfaces.get(sortedSurfaces[i])!;
        if (k !== a.key) found.add(k);
      }
      for (const k of [...found].sort(byFreq).slice(0, MAX_PREFIX_KEYS)) alts.set(k, 'prefix');
    }
    // Related stems, both ways.
    if (a.parts.length === 0 && a.key.length >= RELATED_MIN) {
      for (let i = lowerBound(sortedKeys, a.key); i < sortedKeys.length && sortedKeys[i].startsWith(a.key); i++) {
        const k = sortedKeys[i];
        if (relatedKeys(k, a.key) && !alts.has(k)) alts.set(k, 'prefix');
      }
      for (let cut = 1; cut <= RELATED_EXTRA; cut++) {
        const k = a.key.slice(0, -cut);
        if (k.length >= RELATED_MIN && df.has(k) && !alts.has(k)) alts.set(k, 'prefix');
      }
    }
    // Typos, only for words the index does not know.
    if (!known && a.typos > 0 && a.key.length >= 4) {
      const near: { k: string; d: number }[] = [];
      for (const k of sortedKeys) {
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

  return { df: freq, has: (k) => df.has(k), alternatives };
}
