// Text normalisation shared by the index (build time and browser) and the query: the same words must give
// the same keys on both sides. Browser-safe: no Node APIs.
//
//   normalize: lowercase, ё→е, soft hyphens and zero-width characters dropped.
//   words:     letters and digits; `get-метод`, `ton_proof`, `sendRawMessage`, `1.5` stay one word with parts.
//   key:       Snowball Russian stem for Cyrillic (plus fleeting-vowel and soft-sign folding, so кошелёк and
//              кошелька meet), Snowball English stem for Latin words of 4+ letters, other words as they are.
import { stemmer as stemRu } from '@orama/stemmers/russian';
import { stemmer as stemEn } from '@orama/stemmers/english';

export interface Word {
  /** As written. */
  text: string;
  /** Offsets in the source text. */
  start: number;
  end: number;
  /** Normalised (lowercase, ё→е). */
  norm: string;
  /** Index key of the whole word; for compound words the parts' keys joined. */
  key: string;
  /** Keys of the parts of a compound word (split on - _ . ' and camelCase); empty for a simple word. */
  parts: string[];
  /** Too common to search by (и, в, the, of …). */
  stop: boolean;
}

/** A letter or digit outside ASCII and Cyrillic (those two are decided by code ranges: the index's hot path). */
const OTHER_WORD_CHAR = /[\p{L}\p{N}]/u;

/** Length of the letter or digit at `i` (2 for a surrogate pair), 0 when it is none. */
function wordCharAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ? 1 : 0;
  if (c >= 0x400 && c <= 0x4ff) return c === 0x482 || (c >= 0x483 && c <= 0x489) ? 0 : 1;
  if (c >= 0xd800 && c <= 0xdbff) return OTHER_WORD_CHAR.test(text.slice(i, i + 2)) ? 2 : 0;
  return OTHER_WORD_CHAR.test(text[i]) ? 1 : 0;
}

const isJoiner = (c: number) => c === 45 || c === 95 || c === 46 || c === 39 || c === 0x2019;

/**
 * Each word of a text as [start, end): letters and digits, joined by - _ . ' ’ between two of them
 * (the same words as /[\p{L}\p{N}]+(?:[-_.'’][\p{L}\p{N}]+)*\/u, several times faster).
 */
function scanWords(text: string, visit: (start: number, end: number) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let w = wordCharAt(text, i);
    if (!w) {
      i++;
      continue;
    }
    const start = i;
    i += w;
    for (;;) {
      while (i < n && (w = wordCharAt(text, i))) i += w;
      if (i + 1 < n && isJoiner(text.charCodeAt(i)) && (w = wordCharAt(text, i + 1))) i += 1 + w;
      else break;
    }
    visit(start, i);
  }
}
const CYRILLIC = /^[а-я]+$/;
const LATIN = /^[a-z]+$/;
const CONSONANTS = 'бвгджзклмнпрстфхцчшщ';

const STOP_WORDS = new Set(
  (
    'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему ' +
    'когда даже ну ли если уже или ни быть был него до вас там потом себя ей может они тут где есть надо ней для мы тебя их чем была сам ' +
    'чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой ним здесь этом почти тем чтобы нее сейчас были куда ' +
    'зачем всех можно при об хоть после над тот через эти нас про всего них какая разве эту свою этой перед том такой им более всю между ' +
    'это эта также который которая которое которые которого которой которых каждый свой своего своей свои ' +
    'a an the of to in on at by for and or is are was be been with as it its this that these from into how what which'
  ).split(' '),
);

/** Lowercase, ё→е, invisible characters dropped. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '');
}

/**
 * Snowball leaves fleeting vowels and soft signs apart: кошелек/кошельк, узел/узл, ячейк/ячеек. Fold them:
 * drop ь/ъ, drop е/о between a consonant and a final к ц л р н, and read a vowel + ек ending as +йк.
 */
function foldRussianStem(stem: string): string {
  let s = stem.replace(/[ьъ]/g, '');
  if (s.length >= 5 && /[аеиоуыэюя]ек$/.test(s)) return `${s.slice(0, -2)}йк`;
  if (s.length >= 4) {
    const c = s[s.length - 3];
    const v = s[s.length - 2];
    if (CONSONANTS.includes(c) && (v === 'е' || v === 'о') && 'кцлрн'.includes(s[s.length - 1])) s = s.slice(0, -2) + s[s.length - 1];
  }
  return s;
}

/**
 * Snowball reads -ен/-ена/-ены/-ено as verb endings (short participles), which cuts nouns in two: токен/токена
 * become ток but токенов stays токен. Keep the -ен: nouns matter more to a search than short participles.
 */
function stemRussian(norm: string): string {
  const stem = stemRu(norm);
  const rest = norm.slice(stem.length);
  return norm.startsWith(stem) && (rest === 'ен' || rest === 'ена' || rest === 'ены' || rest === 'ено') ? `${stem}ен` : stem;
}

/** Key of one normalised simple word. */
export function stemWord(norm: string): string {
  if (CYRILLIC.test(norm)) return norm.length > 2 ? foldRussianStem(stemRussian(norm)) : norm;
  if (LATIN.test(norm)) return norm.length > 3 ? stemEn(norm) : norm;
  return norm;
}

/** Split a word as written on - _ . ' and camelCase (each piece at least two characters). */
function splitParts(text: string): string[] {
  const pieces = text.split(/[-_.'’]+/).filter(Boolean);
  const out: string[] = [];
  for (const piece of pieces) {
    const camel = piece.split(/(?<=[a-zа-я])(?=[A-ZА-Я])|(?<=[A-ZА-Я])(?=[A-ZА-Я][a-zа-я])/);
    if (camel.length > 1 && camel.every((c) => c.length > 1)) out.push(...camel);
    else out.push(piece);
  }
  return out;
}

export function isStopWord(norm: string): boolean {
  return STOP_WORDS.has(norm);
}

/**
 * Words written as one for a name the docs also write as several (TON Connect): a query reads them apart, and
 * the index gives them those words as parts (tonconnect-manifest.json is found by «манифест TON Connect»).
 */
export const SPLITS: Record<string, string> = {
  тонконнект: 'ton connect',
  tonconnect: 'ton connect',
};

export type WordForm = Pick<Word, 'norm' | 'key' | 'parts' | 'stop'>;
/** Analysis of each distinct spelling: texts repeat their words, and stemming is the costly step. */
const forms = new Map<string, WordForm>();
const MAX_FORMS = 200_000;

function analyse(raw: string): WordForm {
  let f = forms.get(raw);
  if (f) return f;
  const norm = normalize(raw);
  const simple = !/[-_.'’]/.test(raw) && !/.[A-ZА-ЯЁ]/.test(raw);
  const pieces = (simple ? [raw] : splitParts(raw)).flatMap((p) => SPLITS[normalize(p)]?.split(' ') ?? [p]);
  const parts = pieces.length > 1 ? pieces.map((p) => stemWord(normalize(p))) : [];
  f = { norm, key: parts.length ? parts.join('') : stemWord(norm), parts, stop: STOP_WORDS.has(norm) };
  if (forms.size >= MAX_FORMS) forms.clear();
  forms.set(raw, f);
  return f;
}

/** Every word of a text, with its offsets, normal form and keys. */
export function words(text: string): Word[] {
  const out: Word[] = [];
  scanWords(text, (start, end) => {
    const raw = text.slice(start, end);
    const f = analyse(raw);
    out.push({ text: raw, start, end, norm: f.norm, key: f.key, parts: f.parts, stop: f.stop });
  });
  return out;
}

/** Each word's analysis, without offsets: the cheap way to index a text (no object per occurrence). */
export function forEachForm(text: string, visit: (form: Readonly<WordForm>) => void): void {
  scanWords(text, (start, end) => visit(analyse(text.slice(start, end))));
}

/** Whether a word is worth a place in the index: no stop words, no single letters (single digits are: exit code 9). */
export function searchable(w: Readonly<WordForm>): boolean {
  return !w.stop && (w.norm.length > 1 || (w.norm >= '0' && w.norm <= '9'));
}

/** The keys a text is indexed under: each searchable word's key and its parts' keys (parts of 2+ characters). */
export function indexKeys(text: string): string[] {
  const keys: string[] = [];
  for (const w of words(text)) {
    if (!searchable(w)) continue;
    keys.push(w.key);
    for (const p of w.parts) if (p.length > 1 && !STOP_WORDS.has(p)) keys.push(p);
  }
  return keys;
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transposition), stopped early: returns
 * `max + 1` as soon as the distance is known to exceed `max`. Reuses its rows: called once per vocabulary word.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  if (rowA.length <= n) {
    rowA = new Int32Array(n + 1);
    rowB = new Int32Array(n + 1);
    rowC = new Int32Array(n + 1);
  }
  let prev2 = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[n] <= max ? prev[n] : max + 1;
}

/** Stems of one word family differ by a suffix or two: отправ/отправк, адрес/адресн. */
export const RELATED_MIN = 5;
export const RELATED_EXTRA = 2;

/** Key pairs of one word family: one is the other plus at most two letters, and both are long enough. */
export function relatedKeys(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= RELATED_MIN && long.length - short.length <= RELATED_EXTRA && long !== short && long.startsWith(short);
}
