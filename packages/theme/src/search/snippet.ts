// Snippets and highlights as structured parts ({ text, match }[]): the UI marks matches itself, so no HTML
// string ever carries page text. Browser-safe.
import { parseQuery, wordMatch, type Atom } from './query.ts';
import { words, type Word } from './tokenize.ts';
import type { SearchRecord, TextPart } from './types.ts';

const ELLIPSIS = '…';

function matches(ws: Word[], atoms: Atom[]): boolean[] {
  return ws.map((w) => !w.stop && atoms.some((a) => wordMatch(w, a) !== null));
}

/** Text from `from` to `to` with the matched words marked; adjacent plain pieces merged. */
function parts(text: string, ws: Word[], marks: boolean[], from: number, to: number, first: number, last: number): TextPart[] {
  const out: TextPart[] = [];
  const add = (t: string, match: boolean) => {
    if (!t) return;
    const prev = out[out.length - 1];
    if (prev && prev.match === match && !match) prev.text += t;
    else out.push({ text: t, match });
  };
  let pos = from;
  for (let i = first; i <= last; i++) {
    if (!marks[i]) continue;
    add(text.slice(pos, ws[i].start), false);
    add(text.slice(ws[i].start, ws[i].end), true);
    pos = ws[i].end;
  }
  add(text.slice(pos, to), false);
  return out;
}

/** The whole text with every matched word marked (for titles and headings). */
export function highlight(text: string, query: string): TextPart[] {
  const ws = words(text);
  if (!ws.length) return text ? [{ text, match: false }] : [];
  return parts(text, ws, matches(ws, parseQuery(query)), 0, text.length, 0, ws.length - 1);
}

/** The text a hit shows: its paragraph, or its own heading. */
export function hitText(hit: Pick<SearchRecord, 'type' | 'content' | 'hierarchy'>): string {
  return hit.type === 'content' ? (hit.content ?? '') : (hit.hierarchy[hit.type] ?? '');
}

/**
 * About `size` words of the hit's text around its best match, matched words marked, '…' where the text was
 * cut. Spec §9: 10 words, 5 on narrow screens. The window holds the most distinct query words, then is
 * centred on them.
 */
export function snippet(hit: Pick<SearchRecord, 'type' | 'content' | 'hierarchy'>, query: string, size = 10): TextPart[] {
  const text = hitText(hit);
  const ws = words(text);
  if (!ws.length) return text ? [{ text, match: false }] : [];
  const n = Math.max(1, Math.min(size, ws.length));
  const atoms = parseQuery(query);
  const marks = matches(ws, atoms);
  const which = ws.map((w, i) => (marks[i] ? atoms.findIndex((a) => wordMatch(w, a) !== null) : -1));

  let bestStart = 0;
  let bestScore = -1;
  for (let s = 0; s + n <= ws.length; s++) {
    const inWindow = which.slice(s, s + n).filter((i) => i >= 0);
    const score = new Set(inWindow).size * 100 + inWindow.length;
    if (score > bestScore) {
      bestScore = score;
      bestStart = s;
    }
  }
  let start = bestStart;
  const marked = which.map((i, k) => (i >= 0 && k >= bestStart && k < bestStart + n ? k : -1)).filter((k) => k >= 0);
  if (marked.length) {
    const span = marked[marked.length - 1] - marked[0] + 1;
    start = Math.max(0, Math.min(marked[0] - Math.floor((n - span) / 2), ws.length - n));
  }
  const end = start + n - 1;
  const from = start === 0 ? 0 : ws[start].start;
  const to = end === ws.length - 1 ? text.length : ws[end].end;
  const out = parts(text, ws, marks, from, to, start, end);
  if (start > 0) out.unshift({ text: ELLIPSIS, match: false });
  if (end < ws.length - 1) out.push({ text: ELLIPSIS, match: false });
  return mergePlain(out);
}

function mergePlain(list: TextPart[]): TextPart[] {
  const out: TextPart[] = [];
  for (const p of list) {
    const prev = out[out.length - 1];
    if (prev && !prev.match && !p.match) prev.text += p.text;
    else out.push({ ...p });
  }
  return out;
}

/** DocSearch's `_highlightResult`, as parts: every hierarchy level and the content with the matched words marked. */
export interface HighlightResult {
  hierarchy: Record<keyof SearchRecord['hierarchy'], TextPart[] | null>;
  content: TextPart[] | null;
}

export function highlightResult(hit: Pick<SearchRecord, 'content' | 'hierarchy'>, query: string): HighlightResult {
  const h = hit.hierarchy;
  const mark = (text: string | null) => (text === null ? null : highlight(text, query));
  return {
    hierarchy: { lvl0: mark(h.lvl0), lvl1: mark(h.lvl1), lvl2: mark(h.lvl2), lvl3: mark(h.lvl3), lvl4: mark(h.lvl4), lvl5: mark(h.lvl5), lvl6: mark(h.lvl6) },
    content: mark(hit.content),
  };
}
