// Deterministic synthetic docs corpus: Docusaurus-style, Russian-looking Markdown (~10 KB a page).
//
//   npx tsx bench/gen-corpus.ts --pages N --out DIR [--seed S] [--force]
//
// Used by `pnpm bench` when ../shared/bench/gen-corpus.mjs is not around (a plain clone). It aims at the
// same feature mix as that generator, not at identical bytes: frontmatter (title, description,
// sidebar_position), an h1, 4-10 h2/h3, paragraphs with **bold** and `inline code`, valid relative links to
// other generated pages, one external link, a GFM table, lists, 1-3 admonitions (half with `[Title]`),
// 1-4 code fences (~1/3 with title="file.ext", ~1/3 with {a,b-c} highlights). Folders: 8 top folders with
// 2-4 subfolders each, `_category_.json` in every one, `index.md` at the root and `_corpus.json` (manifest).
// The folder tree depends only on the seed; a page's body on the seed and its number; link targets also on N.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const GENERATOR = 'bench/gen-corpus.ts';
export const GENERATOR_VERSION = 1;

export interface CorpusTotals {
  bytes: number;
  headings: number;
  h2: number;
  h3: number;
  paragraphs: number;
  bold: number;
  inlineCode: number;
  internalLinks: number;
  externalLinks: number;
  tables: number;
  lists: number;
  admonitions: number;
  titledAdmonitions: number;
  codeBlocks: number;
  titledCode: number;
  highlightedCode: number;
}

export interface CorpusManifest {
  generator: string;
  generatorVersion: number;
  seed: string;
  pages: number;
  folders: number;
  samplePage: string;
  totals: CorpusTotals;
  files: string[];
}

export interface GenerateOptions {
  pages: number;
  out: string;
  seed?: string;
  /** Replace a non-empty output directory. */
  force?: boolean;
}

// ---------- seeded PRNG (FNV-1a string hash feeding mulberry32) ----------

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hashString(seed) || 1;
  }
  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const a = [...items];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j] as T, a[i] as T];
    }
    return a;
  }
}

// ---------- vocabulary ----------

type Gender = 'm' | 'f' | 'n';
interface Noun {
  nom: string;
  gen: string;
  acc: string;
  g: Gender;
}
const noun = (nom: string, gen: string, acc: string, g: Gender): Noun => ({ nom, gen, acc, g });

const NOUNS: readonly Noun[] = [
  noun('кошелёк', 'кошелька', 'кошелёк', 'm'),
  noun('контракт', 'контракта', 'контракт', 'm'),
  noun('адрес', 'адреса', 'адрес', 'm'),
  noun('блок', 'блока', 'блок', 'm'),
  noun('запрос', 'запроса', 'запрос', 'm'),
  noun('ответ', 'ответа', 'ответ', 'm'),
  noun('ключ', 'ключа', 'ключ', 'm'),
  noun('узел', 'узла', 'узел', 'm'),
  noun('валидатор', 'валидатора', 'валидатор', 'm'),
  noun('токен', 'токена', 'токен', 'm'),
  noun('баланс', 'баланса', 'баланс', 'm'),
  noun('параметр', 'параметра', 'параметр', 'm'),
  noun('обработчик', 'обработчика', 'обработчик', 'm'),
  noun('компилятор', 'компилятора', 'компилятор', 'm'),
  noun('шард', 'шарда', 'шард', 'm'),
  noun('лимит', 'лимита', 'лимит', 'm'),
  noun('хеш', 'хеша', 'хеш', 'm'),
  noun('модуль', 'модуля', 'модуль', 'm'),
  noun('интерфейс', 'интерфейса', 'интерфейс', 'm'),
  noun('сервер', 'сервера', 'сервер', 'm'),
  noun('транзакция', 'транзакции', 'транзакцию', 'f'),
  noun('подпись', 'подписи', 'подпись', 'f'),
  noun('ячейка', 'ячейки', 'ячейку', 'f'),
  noun('комиссия', 'комиссии', 'комиссию', 'f'),
  noun('сеть', 'сети', 'сеть', 'f'),
  noun('очередь', 'очереди', 'очередь', 'f'),
  noun('библиотека', 'библиотеки', 'библиотеку', 'f'),
  noun('структура', 'структуры', 'структуру', 'f'),
  noun('функция', 'функции', 'функцию', 'f'),
  noun('ошибка', 'ошибки', 'ошибку', 'f'),
  noun('конфигурация', 'конфигурации', 'конфигурацию', 'f'),
  noun('схема', 'схемы', 'схему', 'f'),
  noun('сообщение', 'сообщения', 'сообщение', 'n'),
  noun('состояние', 'состояния', 'состояние', 'n'),
  noun('значение', 'значения', 'значение', 'n'),
  noun('событие', 'события', 'событие', 'n'),
  noun('хранилище', 'хранилища', 'хранилище', 'n'),
  noun('приложение', 'приложения', 'приложение', 'n'),
  noun('поле', 'поля', 'поле', 'n'),
  noun('дерево', 'дерева', 'дерево', 'n'),
];

/** Adjectives as [masculine, feminine, neuter] nominative; accusative differs only for the feminine. */
const ADJECTIVES: readonly (readonly [string, string, string, string])[] = [
  ['быстрый', 'быстрая', 'быстрое', 'быструю'],
  ['надёжный', 'надёжная', 'надёжное', 'надёжную'],
  ['новый', 'новая', 'новое', 'новую'],
  ['основной', 'основная', 'основное', 'основную'],
  ['внешний', 'внешняя', 'внешнее', 'внешнюю'],
  ['внутренний', 'внутренняя', 'внутреннее', 'внутреннюю'],
  ['локальный', 'локальная', 'локальное', 'локальную'],
  ['публичный', 'публичная', 'публичное', 'публичную'],
  ['временный', 'временная', 'временное', 'временную'],
  ['асинхронный', 'асинхронная', 'асинхронное', 'асинхронную'],
  ['подписанный', 'подписанная', 'подписанное', 'подписанную'],
  ['текущий', 'текущая', 'текущее', 'текущую'],
  ['следующий', 'следующая', 'следующее', 'следующую'],
  ['простой', 'простая', 'простое', 'простую'],
  ['сложный', 'сложная', 'сложное', 'сложную'],
  ['тестовый', 'тестовая', 'тестовое', 'тестовую'],
  ['рабочий', 'рабочая', 'рабочее', 'рабочую'],
  ['пустой', 'пустая', 'пустое', 'пустую'],
];

const VERBS: readonly string[] = [
  'проверяет', 'отправляет', 'получает', 'хранит', 'вычисляет', 'создаёт', 'обновляет', 'удаляет', 'читает',
  'записывает', 'кодирует', 'декодирует', 'подписывает', 'передаёт', 'возвращает', 'принимает', 'ограничивает',
  'описывает', 'содержит', 'использует', 'формирует', 'обрабатывает', 'сериализует', 'кэширует',
];
const ADVERBS: readonly string[] = ['обычно', 'сначала', 'затем', 'автоматически', 'параллельно', 'повторно', 'заранее', 'быстро', 'явно', 'лениво'];
const OPENERS: readonly string[] = ['Кроме того,', 'Поэтому', 'Например,', 'При этом', 'Обычно', 'На практике', 'В результате', 'Тем не менее,', 'Сначала', 'Затем'];
const CONJ: readonly string[] = ['если', 'когда', 'пока', 'потому что', 'так как', 'после того как', 'чтобы'];
const ACTIONS: readonly string[] = [
  'Настройка', 'Проверка', 'Отправка', 'Получение', 'Обработка', 'Развёртывание', 'Миграция', 'Тестирование',
  'Мониторинг', 'Оптимизация', 'Импорт', 'Экспорт', 'Создание', 'Удаление', 'Обновление', 'Чтение', 'Запись',
  'Кэширование', 'Шифрование', 'Анализ', 'Сборка', 'Поиск', 'Подписание', 'Хранение', 'Расчёт', 'Отладка',
];
const TOP_FOLDERS: readonly string[] = [
  'Кошельки', 'Смарт-контракты', 'Платежи', 'Токены', 'Хранилище', 'Сеть и узлы', 'Инструменты разработчика',
  'Интеграция', 'Справочник', 'Безопасность', 'Валидаторы', 'Обозреватели',
];
const SUB_FOLDERS: readonly string[] = [
  'Введение', 'Быстрый старт', 'Руководства', 'Примеры', 'Рецепты', 'Концепции', 'Настройка', 'Продвинутые темы',
  'Тестирование', 'Справка API', 'Миграция', 'Частые вопросы',
];
const EN_WORDS: readonly string[] = [
  'wallet', 'address', 'cell', 'slice', 'builder', 'message', 'body', 'query', 'seqno', 'amount', 'fee', 'state',
  'proof', 'block', 'shard', 'key', 'value', 'owner', 'sender', 'payload', 'code', 'data', 'balance', 'timeout',
];
const CLI: readonly string[] = ['npm install', 'npx blueprint build', 'yarn test', 'go run .', 'cargo check', 'make deploy', 'pnpm lint'];
const LANGS = ['ts', 'js', 'python', 'go', 'kotlin', 'java', 'cpp', 'c', 'bash', 'json'] as const;
type Lang = (typeof LANGS)[number];
const EXT: Record<Lang, string> = { ts: 'ts', js: 'js', python: 'py', go: 'go', kotlin: 'kt', java: 'java', cpp: 'cpp', c: 'c', bash: 'sh', json: 'json' };
const ADMONITIONS = ['note', 'tip', 'warning', 'danger', 'info'] as const;

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

export function slugify(title: string): string {
  return [...title.toLowerCase()]
    .map((c) => TRANSLIT[c] ?? (/[a-z0-9]/.test(c) ? c : '-'))
    .join('')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const adjFor = (a: readonly [string, string, string, string], g: Gender, acc = false) => (g === 'm' ? a[0] : g === 'n' ? a[2] : acc ? a[3] : a[1]);

// ---------- text ----------

/** Writes one page, counting features as it goes. */
class Writer {
  readonly totals: CorpusTotals;
  constructor(
    readonly rng: Rng,
    totals: CorpusTotals,
  ) {
    this.totals = totals;
  }

  ident(style: 'camel' | 'snake' | 'pascal'): string {
    const a = this.rng.pick(EN_WORDS);
    const b = this.rng.pick(EN_WORDS);
    if (style === 'snake') return `${a}_${b}`;
    if (style === 'pascal') return cap(a) + cap(b);
    return a + cap(b);
  }

  inlineCode(): string {
    this.totals.inlineCode++;
    const r = this.rng.int(0, 4);
    if (r === 0) return `\`${this.ident('camel')}()\``;
    if (r === 1) return `\`${this.ident('snake')}\``;
    if (r === 2) return `\`0x${this.rng.int(0x100000, 0xffffff).toString(16)}\``;
    if (r === 3) return `\`${this.rng.pick(CLI)}\``;
    return `\`${this.ident('pascal')}.${this.ident('camel')}\``;
  }

  nounPhrase(acc: boolean): string {
    const n = this.rng.pick(NOUNS);
    const head = acc ? n.acc : n.nom;
    const withAdj = this.rng.chance(0.6) ? `${adjFor(this.rng.pick(ADJECTIVES), n.g, acc)} ${head}` : head;
    return this.rng.chance(0.5) ? `${withAdj} ${this.rng.pick(NOUNS).gen}` : withAdj;
  }

  clause(): string {
    const parts = [this.nounPhrase(false)];
    if (this.rng.chance(0.3)) parts.push(this.rng.pick(ADVERBS));
    parts.push(this.rng.pick(VERBS), this.nounPhrase(true));
    return parts.join(' ');
  }

  /** A sentence; `extra` (a link or code span) is woven in when given. */
  sentence(extra?: string): string {
    let s = this.clause();
    if (this.rng.chance(0.35)) s = `${this.rng.pick(OPENERS)} ${s}`;
    if (this.rng.chance(0.35)) s += `, ${this.rng.pick(CONJ)} ${this.clause()}`;
    const words = s.split(' ');
    if (this.rng.chance(0.35) && words.length > 3) {
      const i = this.rng.int(1, words.length - 1);
      words[i] = (words[i] ?? '').replace(/^([^,]+)(,?)$/, '**$1**$2');
      this.totals.bold++;
    }
    if (this.rng.chance(0.3)) words.splice(this.rng.int(1, words.length), 0, this.inlineCode());
    s = cap(words.join(' '));
    if (extra) s += `, ${extra}`;
    return s + this.rng.pick(['.', '.', '.', '.', '!', '?']);
  }

  paragraph(links: string[]): string {
    const n = this.rng.int(2, 5);
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(this.sentence(i === n - 1 ? links.shift() : undefined));
    this.totals.paragraphs++;
    return out.join(' ');
  }

  list(links: string[]): string {
    this.totals.lists++;
    const ordered = this.rng.chance(0.4);
    const n = this.rng.int(3, 6);
    const items: string[] = [];
    for (let i = 0; i < n; i++) {
      const text = this.rng.chance(0.5) ? this.sentence(this.rng.chance(0.3) ? links.shift() : undefined) : cap(this.nounPhrase(false)) + '.';
      items.push(`${ordered ? `${i + 1}.` : '-'} ${text}`);
    }
    return items.join('\n');
  }

  table(): string {
    this.totals.tables++;
    const headers = this.rng.shuffle(['Параметр', 'Тип', 'Значение', 'Описание', 'По умолчанию', 'Версия', 'Статус']).slice(0, this.rng.int(3, 5));
    const align = headers.map((_, i) => (i === 0 ? '---' : this.rng.pick([':---', '---', '---:', ':---:'])));
    const rows = Array.from({ length: this.rng.int(3, 7) }, () =>
      headers.map((_, i) => {
        if (i === 0) return `\`${this.ident('snake')}\``;
        const r = this.rng.int(0, 4);
        if (r === 0) return `\`${this.rng.pick(['uint32', 'uint64', 'int257', 'bool', 'string', 'Address', 'Cell'])}\``;
        if (r === 1) return String(this.rng.int(0, 99999));
        if (r === 2) return this.rng.pick(['да', 'нет', '—', 'опционально']);
        return cap(this.nounPhrase(false));
      }),
    );
    return [headers, align, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
  }

  codeLines(lang: Lang): string[] {
    const fn = this.ident('camel');
    const a = this.ident('camel');
    const b = this.ident('camel');
    const body = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i));
    const n = this.rng.int(3, 9);
    const call = () => `${this.ident('camel')}(${a}, ${this.rng.int(1, 999)})`;
    const comment = this.nounPhrase(false);
    switch (lang) {
      case 'ts':
        return [`// ${comment}`, `export async function ${fn}(${a}: bigint, ${b}: string): Promise<number> {`, ...body(n, (i) => `  const v${i} = await ${call()};`), `  return Number(${a});`, '}'];
      case 'js':
        return [`// ${comment}`, `export function ${fn}(${a}, ${b}) {`, ...body(n, (i) => (i % 3 === 2 ? `  console.log(\`${this.rng.pick(NOUNS).nom}: \${${b}}\`);` : `  const v${i} = ${call()};`)), `  return ${a};`, '}'];
      case 'python':
        return [`# ${comment}`, `def ${this.ident('snake')}(${this.ident('snake')}, timeout=${this.rng.int(1, 60)}):`, ...body(n, (i) => `    v${i} = ${this.ident('snake')}(${this.rng.int(1, 999)})`), '    return None'];
      case 'go':
        return [`// ${comment}`, `func ${cap(fn)}(${a} uint64, ${b} string) error {`, ...body(n, (i) => `\tv${i} := ${this.ident('pascal')}(${a}, ${this.rng.int(1, 999)})`), '\treturn nil', '}'];
      case 'kotlin':
        return [`// ${comment}`, `suspend fun ${fn}(${a}: Long, ${b}: String): Int {`, ...body(n, (i) => `    val v${i} = ${call()}`), '    return 0', '}'];
      case 'java':
        return [`// ${comment}`, `public static int ${fn}(long ${a}, String ${b}) {`, ...body(n, (i) => `    var v${i} = ${call()};`), '    return 0;', '}'];
      case 'cpp':
        return [`// ${comment}`, '#include <cstdint>', `int ${this.ident('snake')}(std::uint64_t ${a}) {`, ...body(n, (i) => `    auto v${i} = ${call()};`), '    return 0;', '}'];
      case 'c':
        return [`/* ${comment} */`, '#include <stdint.h>', `int ${this.ident('snake')}(uint64_t ${a}) {`, ...body(n, (i) => `    int v${i} = ${this.ident('snake')}(${this.rng.int(1, 999)});`), '    return 0;', '}'];
      case 'bash':
        return [`# ${comment}`, ...body(n, () => (this.rng.chance(0.5) ? `${this.rng.pick(CLI)} ${this.rng.pick(EN_WORDS)}` : `export ${this.ident('snake').toUpperCase()}="${this.rng.pick(EN_WORDS)}-${this.rng.int(1, 99)}"`))];
      case 'json':
        return ['{', ...body(n, (i) => `  "${this.ident('camel')}": ${this.rng.chance(0.5) ? this.rng.int(0, 9999) : `"${this.rng.pick(NOUNS).nom}"`}${i === n - 1 ? '' : ','}`), '}'];
    }
  }

  codeBlock(): string {
    this.totals.codeBlocks++;
    const lang = this.rng.pick(LANGS);
    const lines = this.codeLines(lang);
    const meta: string[] = [];
    if (this.rng.chance(1 / 3)) {
      meta.push(`title="${this.ident('snake')}.${EXT[lang]}"`);
      this.totals.titledCode++;
    }
    if (this.rng.chance(1 / 3) && lines.length >= 4) {
      const a = this.rng.int(1, 2);
      const b = this.rng.int(a + 1, lines.length - 1);
      meta.push(`{${a},${b}-${this.rng.int(b + 1, lines.length)}}`);
      this.totals.highlightedCode++;
    }
    return ['```' + [lang, ...meta].join(' '), ...lines, '```'].join('\n');
  }

  admonition(links: string[]): string {
    this.totals.admonitions++;
    const kind = this.rng.pick(ADMONITIONS);
    const titled = this.rng.chance(0.5);
    if (titled) this.totals.titledAdmonitions++;
    const head = titled ? `:::${kind}[${this.title()}]` : `:::${kind}`;
    const body = [this.paragraph(links)];
    if (this.rng.chance(0.4)) body.push(this.list(links));
    return [head, '', body.join('\n\n'), '', ':::'].join('\n');
  }

  title(): string {
    const n = this.rng.pick(NOUNS);
    return this.rng.chance(0.4) ? `${this.rng.pick(ACTIONS)} ${n.gen} ${this.rng.pick(NOUNS).gen}` : `${this.rng.pick(ACTIONS)} ${n.gen}`;
  }
}

// ---------- tree ----------

interface Folder {
  dir: string;
  label: string;
  position: number;
  collapsed: boolean;
}

interface PagePlan {
  n: number;
  file: string;
  title: string;
  position: number;
}

function folderTree(seed: string): { folders: Folder[]; pageFolders: string[] } {
  const rng = new Rng(`${seed}:tree`);
  const folders: Folder[] = [];
  const subs: string[] = [];
  const tops = rng.shuffle(TOP_FOLDERS).slice(0, 8);
  tops.forEach((label, i) => {
    const dir = slugify(label);
    folders.push({ dir, label, position: i + 2, collapsed: i >= 2 });
    rng.shuffle(SUB_FOLDERS)
      .slice(0, rng.int(2, 4))
      .forEach((sub, j) => {
        folders.push({ dir: `${dir}/${slugify(sub)}`, label: sub, position: 100 + j, collapsed: true });
        subs.push(`${dir}/${slugify(sub)}`);
      });
  });
  // Pages go round-robin over this order; a subfolder first, so page 1 (the sample page) is two levels deep.
  const rest = rng.shuffle(folders.map((f) => f.dir).filter((d) => d !== subs[0]));
  return { folders, pageFolders: [subs[0] as string, ...rest] };
}

function planPages(seed: string, pages: number, pageFolders: string[]): PagePlan[] {
  const plans: PagePlan[] = [{ n: 0, file: 'index.md', title: 'Документация', position: 1 }];
  const used = new Set<string>(['index.md']);
  const perFolder = new Map<string, number>();
  for (let n = 1; n < pages; n++) {
    const dir = pageFolders[(n - 1) % pageFolders.length] as string;
    const title = new Writer(new Rng(`${seed}:title:${n}`), emptyTotals()).title();
    let file = `${dir}/${slugify(title)}.md`;
    for (let k = 2; used.has(file); k++) file = `${dir}/${slugify(title)}-${k}.md`;
    used.add(file);
    const position = (perFolder.get(dir) ?? 0) + 1;
    perFolder.set(dir, position);
    plans.push({ n, file, title, position });
  }
  return plans;
}

const emptyTotals = (): CorpusTotals => ({
  bytes: 0, headings: 0, h2: 0, h3: 0, paragraphs: 0, bold: 0, inlineCode: 0, internalLinks: 0, externalLinks: 0,
  tables: 0, lists: 0, admonitions: 0, titledAdmonitions: 0, codeBlocks: 0, titledCode: 0, highlightedCode: 0,
});

function relLink(from: string, to: string): string {
  const rel = path.posix.relative(path.posix.dirname(from), to);
  return rel.startsWith('../') ? rel : `./${rel}`;
}

// ---------- page ----------

function renderPage(seed: string, plan: PagePlan, all: PagePlan[], totals: CorpusTotals): string {
  const rng = new Rng(`${seed}:page:${plan.n}`);
  const w = new Writer(rng, totals);
  const linkRng = new Rng(`${seed}:links:${plan.n}:${all.length}`);
  const phrases = ['подробнее в разделе', 'смотрите', 'описано в статье', 'см. также', 'пример есть в руководстве'];
  const links: string[] = [];
  if (all.length > 1) {
    for (let i = linkRng.int(0, 5); i > 0; i--) {
      let target = linkRng.pick(all);
      if (target.n === plan.n) target = all[(target.n + 1) % all.length] as PagePlan;
      links.push(`${linkRng.pick(phrases)} [${target.title}](${relLink(plan.file, target.file)})`);
      totals.internalLinks++;
    }
  }
  links.push(`подробности в [репозитории примеров](https://example.org/ru/${slugify(plan.title)}/${plan.n})`);
  totals.externalLinks++;
  const pending = rng.shuffle(links);

  // Section skeleton: 4-10 headings, the first one h2.
  const sections: { heading: string; blocks: string[] }[] = [];
  const headingCount = rng.int(4, 10);
  for (let i = 0; i < headingCount; i++) {
    const h3 = i > 0 && rng.chance(0.4);
    sections.push({ heading: `${h3 ? '###' : '##'} ${w.title()}`, blocks: [] });
    totals.headings++;
    if (h3) totals.h3++;
    else totals.h2++;
  }
  const at = () => (sections[rng.int(0, sections.length - 1)] as { blocks: string[] }).blocks;
  for (const s of sections) s.blocks.push(w.paragraph(pending));
  at().push(w.table());
  for (let i = rng.int(1, 2); i > 0; i--) at().push(w.list(pending));
  for (let i = rng.int(1, 3); i > 0; i--) at().push(w.admonition(pending));
  for (let i = rng.int(1, 4); i > 0; i--) at().push(w.codeBlock());

  const intro = [w.paragraph(pending)];
  const description = w.sentence().replace(/\*\*|`/g, '');
  const render = () =>
    [
      '---',
      `title: ${JSON.stringify(plan.title)}`,
      `description: ${JSON.stringify(description)}`,
      `sidebar_position: ${plan.position}`,
      '---',
      '',
      `# ${plan.title}`,
      '',
      ...intro.map((p) => `${p}\n`),
      ...sections.map((s) => [s.heading, '', ...s.blocks.map((b) => `${b}\n`)].join('\n')),
    ].join('\n');
  // Links not placed yet (a page with few paragraphs) go into the padding; then pad to ~10 KB.
  const target = rng.int(9200, 11200);
  while (pending.length > 0 || Buffer.byteLength(render()) < target) at().push(w.paragraph(pending));
  const text = render().replace(/\n+$/, '\n');
  totals.bytes += Buffer.byteLength(text);
  return text;
}

// ---------- corpus ----------

export function generateCorpus(options: GenerateOptions): CorpusManifest {
  const seed = options.seed ?? 'tondocs';
  const { pages, out } = options;
  if (!Number.isInteger(pages) || pages < 1) throw new Error('pages must be an integer >= 1');
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) {
    if (!options.force) throw new Error(`${out} is not empty (pass force to replace it)`);
    fs.rmSync(out, { recursive: true, force: true });
  }
  fs.mkdirSync(out, { recursive: true });
  const { folders, pageFolders } = folderTree(seed);
  for (const f of folders) {
    fs.mkdirSync(path.join(out, f.dir), { recursive: true });
    const category = { label: f.label, position: f.position, collapsible: true, collapsed: f.collapsed };
    fs.writeFileSync(path.join(out, f.dir, '_category_.json'), `${JSON.stringify(category, null, 2)}\n`);
  }
  const plans = planPages(seed, pages, pageFolders);
  const totals = emptyTotals();
  for (const plan of plans) fs.writeFileSync(path.join(out, plan.file), renderPage(seed, plan, plans, totals));
  const manifest: CorpusManifest = {
    generator: GENERATOR,
    generatorVersion: GENERATOR_VERSION,
    seed,
    pages,
    folders: folders.length,
    samplePage: (plans[1] ?? plans[0] as PagePlan).file,
    totals,
    files: plans.map((p) => p.file),
  };
  fs.writeFileSync(path.join(out, '_corpus.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}

function main(argv: string[]): void {
  let pages = NaN;
  let out = '';
  let seed = 'tondocs';
  let force = false;
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const value = () => argv[++i] ?? '';
    if (k === '--pages') pages = Number(value());
    else if (k === '--out') out = value();
    else if (k === '--seed') seed = value();
    else if (k === '--force') force = true;
    else if (k !== '--') throw new Error(`unknown argument ${k}`);
  }
  if (!out) throw new Error('usage: tsx bench/gen-corpus.ts --pages N --out DIR [--seed S] [--force]');
  const m = generateCorpus({ pages, out: path.resolve(out), seed, force });
  process.stderr.write(`gen-corpus: ${m.pages} pages, ${m.folders} folders, ${(m.totals.bytes / 1024 / 1024).toFixed(1)} MB in ${out}; sample ${m.samplePage}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    main(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`gen-corpus: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(2);
  }
}
