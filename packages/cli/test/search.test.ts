// The search core: records from rendered HTML, the Russian-aware tokenizer, ranking, snippets, payload size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor, renderMarkdown } from '../src/markdown/pipeline.ts';
import type { MarkdownContext } from '../src/markdown/types.ts';
import { buildSearchIndex, createSearcher, highlight, introEvents, recordsFromEvents, textEvents, highlightResult, indexKeys, MAX_QUERY_LENGTH, normalize, recordsFromDoc, serializePayload, snippet, words, type SearchDocInput, type SearchRecord, type TextPart } from '../src/search/index.ts';
import { decodePayload } from '@tondocs/theme/search/payload';
import { editDistance } from '@tondocs/theme/search/tokenize';
import { parseQuery } from '@tondocs/theme/search/query';
import { CHUNK_BLOCK, type SearchManifest } from '@tondocs/theme/search/sharded';
import { searchFiles, searcherOfFiles, type SearchFiles } from '../src/search/files.ts';
import { PostingsStore } from '../src/search/postings-cache.ts';

const doc = (url: string, title: string, html: string, extra: Partial<SearchDocInput> = {}): SearchDocInput => ({ url, title, lvl0: 'Блокчейн TON', html, locale: 'ru', tags: ['docs-learn'], ...extra });
const searcherOf = (...docs: SearchDocInput[]) => createSearcher(buildSearchIndex(docs.flatMap(recordsFromDoc)).get('ru')!);
const keysOf = (text: string) => words(text).map((w) => w.key);
const render = (parts: TextPart[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');
const wordCount = (parts: TextPart[]) => words(parts.map((p) => p.text).join('')).length;

const SAMPLE = `
<p>Вступление: адрес <code>EQD…</code> &amp; формы.</p>
<h2 id="structure">Из чего состоит адрес<a class="hash-link" href="#structure" aria-label="Direct link to the heading">#</a></h2>
<p>Адрес — это <strong>номер воркчейна</strong> и хеш. Метод <code>sendRawMessage</code> принимает его.</p>
<div class="code-block" data-language="ts"><div class="code-block-title">address.ts</div><div class="code-block-body"><pre class="language-ts"><code>const secretCode = Address.parse(raw);</code></pre></div><div class="code-block-buttons"><button type="button">Copy</button></div></div>
<ul><li>Первый пункт списка<ul><li>Вложенный пункт</li></ul></li><li><p>Второй пункт</p></li></ul>
<h3 id="bounceable">Флаг возврата<a class="hash-link" href="#bounceable">#</a></h3>
<div class="table-wrapper"><table><thead><tr><th>Флаг</th><th>Значение</th></tr></thead><tbody><tr><td><code>0x11</code></td><td>с возвратом (bounceable)</td></tr></tbody></table></div>
<aside class="admonition admonition-note"><p class="admonition-heading"><svg viewBox="0 0 1 1"><path d="M0"></path></svg>Примечание</p><div class="admonition-content"><p>Флаг не меняет сам адрес.</p></div></aside>
<h2 id="raw">Сырая форма<a class="hash-link" href="#raw">#</a></h2>
<p>Запись вида 0:abc, где 2<sup>32</sup> воркчейнов.</p>
`;

describe('search records', () => {
  const records = recordsFromDoc(doc('/ru/addresses', 'Адреса смарт-контрактов', SAMPLE));
  const byType = (type: SearchRecord['type']) => records.filter((r) => r.type === type);

  it('makes a title record, heading records with anchors and hierarchy, and content records', () => {
    expect(records[0]).toMatchObject({ type: 'lvl1', url: '/ru/addresses', content: null, locale: 'ru', tags: ['docs-learn'] });
    expect(records[0].hierarchy).toEqual({ lvl0: 'Блокчейн TON', lvl1: 'Адреса смарт-контрактов', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null });
    expect(byType('lvl2').map((r) => [r.url, r.hierarchy.lvl2])).toEqual([
      ['/ru/addresses#structure', 'Из чего состоит адрес'],
      ['/ru/addresses#raw', 'Сырая форма'],
    ]);
    const h3 = byType('lvl3')[0];
    expect(h3).toMatchObject({ url: '/ru/addresses#bounceable', content: null });
    expect(h3.hierarchy).toMatchObject({ lvl2: 'Из чего состоит адрес', lvl3: 'Флаг возврата' });
    // A new h2 closes the h3 above.
    expect(records.at(-1)!.hierarchy).toMatchObject({ lvl2: 'Сырая форма', lvl3: null });
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('takes paragraphs, list items and table rows, keeps inline code, drops code blocks and default admonition titles', () => {
    const content = byType('content').map((r) => [r.url.split('#')[1] ?? '', r.content]);
    expect(content).toEqual([
      ['', 'Вступление: адрес EQD… & формы.'],
      ['structure', 'Адрес — это номер воркчейна и хеш. Метод sendRawMessage принимает его.'],
      ['structure', 'Первый пункт списка'],
      ['structure', 'Вложенный пункт'],
      ['structure', 'Второй пункт'],
      ['bounceable', 'Флаг · Значение'],
      ['bounceable', '0x11 · с возвратом (bounceable)'],
      ['bounceable', 'Флаг не меняет сам адрес.'],
      ['raw', 'Запись вида 0:abc, где 2^32 воркчейнов.'],
    ]);
    expect(records.some((r) => r.content?.includes('secretCode') || r.content?.includes('Copy'))).toBe(false);
    expect(records.some((r) => Object.values(r.hierarchy).some((h) => h?.includes('#')))).toBe(false);
  });

  it('survives the payload round trip', () => {
    const payload = buildSearchIndex(records).get('ru')!;
    const decoded = decodePayload(payload);
    expect(decoded.entries.map((_, i) => decoded.record(i))).toEqual(records);
    // Skipped levels, a shallower heading after a deeper one, a heading without id.
    const odd = recordsFromDoc(doc('/ru/odd', 'Странная', '<h2 id="a">А</h2><h4 id="b">Б</h4><p>раз</p><h3 id="c">В</h3><p>два</p><h2>Г</h2><p>три</p>'));
    expect(odd.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4])).toEqual([
      ['lvl1', '/ru/odd', null, null, null],
      ['lvl2', '/ru/odd#a', 'А', null, null],
      ['lvl4', '/ru/odd#b', 'А', null, 'Б'],
      ['content', '/ru/odd#b', 'А', null, 'Б'],
      ['lvl3', '/ru/odd#c', 'А', 'В', null],
      ['content', '/ru/odd#c', 'А', 'В', null],
      ['lvl2', '/ru/odd', 'Г', null, null],
      ['content', '/ru/odd', 'Г', null, null],
    ]);
    const both = decodePayload(buildSearchIndex([...records, ...odd]).get('ru')!);
    expect(both.entries.map((_, i) => both.record(i))).toEqual([...records, ...odd]);
    expect(JSON.parse(serializePayload(payload))).toEqual(payload);
  });
});

describe('search: what a page says it is about, and how a query is read', () => {
  it('indexes the description, then the sidebar label (when it is not the title) and the keywords in one record', () => {
    expect(introEvents({ description: 'Как устроены жетоны.', sidebar_label: 'Жетоны', keywords: ['jetton', 'TEP-74', 'jetton'] }, 'Обработка жетонов')).toEqual([
      { kind: 'content', text: 'Как устроены жетоны.' },
      { kind: 'content', text: 'Жетоны · jetton · TEP-74' },
    ]);
    expect(introEvents({ sidebar_label: 'Обработка жетонов' }, 'Обработка жетонов')).toEqual([]);
    const page = (url: string, title: string, intro: ReturnType<typeof introEvents>) => recordsFromEvents({ url, title, lvl0: title, locale: 'ru', tags: [] }, [...intro, ...textEvents('<p>Про стандарт.</p>')]);
    const docs = [...page('/ru/a', 'Обработка жетонов', introEvents({ keywords: ['TEP-74'] }, 'Обработка жетонов')), ...page('/ru/b', 'Кошельки', [])];
    expect(createSearcher(buildSearchIndex(docs).get('ru')!).search('TEP-74').groups.map((g) => g.page)).toEqual(['/ru/a']);
  });

  it('gives the rows of a reference table (a distinct number in each first cell) anchors, and an identifier query leads to its row', () => {
    const md = [
      '## Коды фазы действий {#action-phase}',
      '',
      '| Код | Название |',
      '|---|---|',
      '| 32 | Неверный список действий |',
      '| 37 | Недостаточно Gram |',
      '| -14 | Нехватка газа |',
      '',
      '## Прочее {#other}',
      '',
      '| Шаг | Что |',
      '|---|---|',
      '| 1 | Первый |',
      '| 1 | Снова первый |',
      '| 2 | Второй |',
    ].join('\n');
    const ctx = { file: path.join(import.meta.dirname, 'codes.md'), relFile: 'content/ru/docs/codes.md', siteDir: import.meta.dirname, bodyLineOffset: 0, tocMin: 2, tocMax: 3, htmlLang: 'ru', routeOfFile: () => undefined } as MarkdownContext;
    const { html } = renderMarkdown(createMarkdownProcessor(), md, ctx);
    expect(html).toContain('<tr id="action-phase-37">');
    expect(html).toContain('<tr id="action-phase--14">');
    // Repeated numbers: not a reference table.
    expect(html).not.toContain('id="other-1"');
    const searcher = searcherOf(doc('/ru/exit-codes', 'Коды выхода', html));
    expect(searcher.search('exit code 37').hits[0]!.url).toBe('/ru/exit-codes#action-phase-37');
  });

  it('reads «X vs Y» as X and Y, but keeps vs at an end (VS Code)', () => {
    expect(parseQuery('tolk vs func').map((a) => a.norm)).toEqual(['tolk', 'func']);
    expect(parseQuery('vs code').map((a) => a.norm)).toEqual(['vs', 'code']);
  });

  it('gives a name written as one word (tonconnect) the words it stands for as parts, in the index and in compounds', () => {
    expect(indexKeys('tonconnect-manifest.json')).toEqual(expect.arrayContaining(['ton', 'connect']));
    expect(indexKeys('TonConnect')).toEqual(expect.arrayContaining(['ton', 'connect']));
  });
});

describe('search tokenizer', () => {
  it('lowercases, folds ё into е and strips punctuation', () => {
    expect(normalize('Кошелёк')).toBe('кошелек');
    expect(words('«Кошелёк», (ещё) — раз!').map((w) => w.norm)).toEqual(['кошелек', 'еще', 'раз']);
    expect(keysOf('кошелёк')).toEqual(keysOf('кошелек'));
  });

  it('gives the word forms one key', () => {
    const same = (...forms: string[]) => expect(new Set(forms.map((f) => keysOf(f)[0])).size).toBe(1);
    same('контракт', 'контракты', 'контрактов', 'контракта', 'контрактом');
    same('кошелёк', 'кошелька', 'кошельки', 'кошельков', 'кошелек');
    same('ячейка', 'ячейки', 'ячеек', 'ячейкой');
    same('узел', 'узла', 'узлы');
    same('токен', 'токена', 'токены', 'токенов');
    same('адрес', 'адреса', 'адресов');
    same('message', 'messages');
    expect(keysOf('контракт')[0]).not.toBe(keysOf('кошелёк')[0]);
  });

  it('keeps identifiers whole and by parts', () => {
    const [raw] = words('sendRawMessage');
    expect(raw.parts).toEqual(['send', 'raw', 'messag']);
    expect(keysOf('get-методы')).toEqual(keysOf('get-метод'));
    expect(indexKeys('вызов get-метода')).toEqual(expect.arrayContaining([keysOf('get-метод')[0], 'get', keysOf('метод')[0]]));
    expect(indexKeys('ton_proof')).toEqual(['tonproof', 'ton', 'proof']);
    expect(words('BoC W5 v4r2').map((w) => [w.key, w.parts])).toEqual([['boc', []], ['w5', []], ['v4r2', []]]);
  });

  it('leaves stop words out of the index', () => {
    expect(indexKeys('и в на the of ton')).toEqual(['ton']);
  });

  it('measures typos with transpositions and stops early', () => {
    expect(editDistance('кантракт', 'контракт', 1)).toBe(1);
    expect(editDistance('тарнзакц', 'транзакц', 1)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('search ranking', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `<p>Абзац номер ${i} о смежных вещах сети.</p>`).join('');

  it('puts a title above headings and headings above content', () => {
    const s = searcherOf(
      doc('/ru/a', 'Обзор сети', `<p>Контракт хранит код и данные; каждый контракт платит за хранение.</p>${filler(3)}`),
      doc('/ru/b', 'Контракты', `<p>Вводный текст без главного слова.</p>${filler(3)}`),
      doc('/ru/c', 'Инструменты', `<h2 id="c">Контракт на Tolk</h2><p>Пример.</p>${filler(3)}`),
    );
    const r = s.search('контракт');
    expect(r.groups.map((g) => g.page)).toEqual(['/ru/b', '/ru/c', '/ru/a']);
    expect(r.hits[0]).toMatchObject({ type: 'lvl1', url: '/ru/b' });
    expect(r.hits[0].matched).toEqual([{ word: 'контракт', field: 'lvl1', kind: 'stem' }]);
  });

  it('ranks the exact phrase above stem matches, and stem matches above typos', () => {
    const s = searcherOf(
      doc('/ru/stem', 'Раздел один', '<p>Здесь речь про адреса контрактов и их виды.</p>'),
      doc('/ru/phrase', 'Раздел два', '<p>Здесь речь про адрес контракта и его виды.</p>'),
      doc('/ru/apart', 'Раздел три', '<p>Контракта часть, а дальше про адрес и виды.</p>'),
    );
    expect(s.search('адрес контракта').groups.map((g) => g.page)).toEqual(['/ru/phrase', '/ru/stem', '/ru/apart']);

    const t = searcherOf(doc('/ru/w', 'Кошельки', '<p>Про кошельки.</p>'), doc('/ru/t', 'Транзакции', '<p>Про транзакции.</p>'));
    const typo = t.search('тарнзакции');
    expect(typo.groups[0].page).toBe('/ru/t');
    expect(typo.hits[0].matched[0].kind).toBe('typo');
    expect(t.search('кашельки').groups[0].page).toBe('/ru/w');
    // The same page found by stem outranks itself found by typo.
    expect(t.search('транзакция').hits[0].score).toBeGreaterThan(typo.hits[0].score);
  });

  it('finds identifiers, word forms, ё/е and words being typed', () => {
    const s = searcherOf(
      doc('/ru/wallet', 'Кошелёк', '<p>Метод <code>sendRawMessage</code> отправляет сообщение; вызов get-метода seqno.</p>'),
      doc('/ru/cells', 'Ячейки', '<p>Данные хранятся в ячейках, BoC упаковывает их.</p>'),
    );
    expect(s.search('кошелек').groups[0].page).toBe('/ru/wallet');
    expect(s.search('кошелька').groups[0].page).toBe('/ru/wallet');
    expect(s.search('sendRawMessage').groups[0].page).toBe('/ru/wallet');
    expect(s.search('raw message').groups[0].page).toBe('/ru/wallet');
    expect(s.search('get-метод').groups[0].page).toBe('/ru/wallet');
    expect(s.search('ячейка').groups[0].page).toBe('/ru/cells');
    expect(s.search('boc').groups[0].page).toBe('/ru/cells');
    expect(s.search('яче').groups[0].page).toBe('/ru/cells');
    expect(s.search('и в на').hits).toEqual([]);
    expect(s.search('').hits).toEqual([]);
  });

  it('groups hits by page, at most 5 a page and 20 in all, filtered by tag and locale', () => {
    const many = Array.from({ length: 8 }, (_, i) => `<h2 id="s${i}">Шард ${i}</h2><p>Шард номер ${i} делится.</p>`).join('');
    const docs = Array.from({ length: 6 }, (_, i) => doc(`/ru/p${i}`, `Страница ${i}`, many, { tags: [i % 2 ? 'docs-odd' : 'docs-even'] }));
    const s = searcherOf(...docs);
    const r = s.search('шард');
    expect(r.hits).toHaveLength(20);
    expect(r.groups).toHaveLength(4);
    expect(r.groups.every((g) => g.hits.length === 5)).toBe(true);
    expect(r.hits).toEqual(r.groups.flatMap((g) => g.hits));
    expect(s.search('шард', { limit: 3 }).hits).toHaveLength(3);
    const odd = s.search('шард', { tags: ['docs-odd'] });
    expect(odd.hits.length).toBeGreaterThan(0);
    expect(odd.hits.every((h) => h.tags.includes('docs-odd'))).toBe(true);
    expect(s.search('шард', { locale: 'en' }).hits).toEqual([]);
    // Queries are cut to 64 characters (spec §5).
    expect(s.search(`${'x'.repeat(MAX_QUERY_LENGTH)} шард`).hits).toEqual([]);
  });
});

describe('search at scale (issue #15)', () => {
  it('ranks a page weighted down (an archive) below a current one with the same text', () => {
    const docs = [doc('/ru/archive/fest', 'Hacktoberfest', '<p>Hacktoberfest и задачи.</p>'), doc('/ru/fest', 'Hacktoberfest', '<p>Hacktoberfest и задачи.</p>')];
    const payload = buildSearchIndex(docs.flatMap(recordsFromDoc)).get('ru')!;
    expect(createSearcher(payload).search('Hacktoberfest').groups[0].page).toBe('/ru/archive/fest');
    expect(createSearcher(payload, (url) => (url.startsWith('/ru/archive/') ? 0.5 : 1)).search('Hacktoberfest').groups[0].page).toBe('/ru/fest');
  });

  it('finds transliterations and colloquial forms (тестнет, хайлоад) and compound titles by their parts', () => {
    const s = searcherOf(doc('/ru/testnet', 'Testnet', '<p>Сеть для проверки.</p>'), doc('/ru/hl', 'Highload-кошелёк v3', '<p>Много переводов.</p>'), doc('/ru/other', 'Другое', '<p>Текст.</p>'));
    expect(s.search('тестнет').groups[0]?.page).toBe('/ru/testnet');
    expect(s.search('хайлоад').groups[0]?.page).toBe('/ru/hl');
  });

  it('links a table row with an id of its own to that id, and puts an identifier\'s row above a passing mention', () => {
    const rows = ['F800 · ACCEPT · принимает', 'FB00 · SENDRAWMSG · отправляет сообщение'].map((r, i) => `<tr id="${['F800', 'FB00'][i]}">${r.split(' · ').map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
    const s = searcherOf(doc('/ru/tvm', 'Инструкции', `<table><tbody>${rows}</tbody></table>`), doc('/ru/send', 'Отправка сообщений', '<h2 id="raw">Режимы</h2><p>Контракт вызывает SENDRAWMSG и отправляет сообщение с режимом.</p>'));
    const hit = s.search('SENDRAWMSG').hits[0];
    expect(hit.url).toBe('/ru/tvm#FB00');
    expect(hit.content).toBe('FB00 · SENDRAWMSG · отправляет сообщение');
  });

  it('reads a word typed as one that the docs write apart (тонконнект), English words of Russian terms and single digits', () => {
    const s = searcherOf(
      doc('/ru/tc', 'TON Connect — обзор', '<p>Протокол связи кошелька и приложения.</p>'),
      doc('/ru/codes', 'Коды выхода TVM', '<table><tbody><tr id="c9"><td>9</td><td>Нехватка данных в ячейке</td></tr><tr id="c37"><td>37</td><td>Недостаточно средств</td></tr></tbody></table>'),
      doc('/ru/other', 'Кошелёк', '<p>Код 90 и код 370 ни при чём.</p>'),
    );
    expect(s.search('тонконнект').groups[0]?.page).toBe('/ru/tc');
    expect(s.search('exit code 9').hits[0]?.url).toBe('/ru/codes#c9');
    expect(s.search('exit code 37').hits[0]?.url).toBe('/ru/codes#c37');
  });

  it('gives the search page its longer list (100 hits), not the modal\'s first screen', () => {
    const pages = Array.from({ length: 30 }, (_, i) => doc(`/ru/p${i}`, `Страница ${i}`, Array.from({ length: 5 }, (_, j) => `<p>Кошелёк номер ${i * 5 + j}.</p>`).join('')));
    const s = searcherOf(...pages);
    expect(s.search('кошелёк', { limit: 20 }).hits).toHaveLength(20);
    expect(s.search('кошелёк', { limit: 100 }).hits).toHaveLength(100);
  });

  it('puts the page titled with the query\'s words above a section of another page that has them', () => {
    const s = searcherOf(
      doc('/ru/guides', 'Руководства', '<p>Обзор.</p><h2 id="qs">Быстрый старт</h2><p>Быстрый старт — первые шаги, быстрый старт за пять минут.</p>'),
      doc('/ru/quick-start', 'Быстрый старт разработчика', '<p>Установите инструменты и создайте проект.</p>'),
    );
    expect(s.search('быстрый старт').groups[0]?.page).toBe('/ru/quick-start');
  });
});

describe('search snippets', () => {
  const text =
    'Каждый шардчейн отвечает за аккаунты, идентификатор которых начинается с определённой последовательности битов, а длина префикса шарда задаётся конфигурацией воркчейна и меняется со временем.';
  const hit = { type: 'content' as const, content: text, hierarchy: { lvl0: '', lvl1: 'Шардинг', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } };

  it('cuts 10 words around the match and marks it', () => {
    const parts = snippet(hit, 'префикс шарда', 10);
    expect(wordCount(parts)).toBe(10);
    expect(render(parts)).toBe('…последовательности битов, а длина [префикса] [шарда] задаётся конфигурацией воркчейна и…');
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['префикса', 'шарда']);
  });

  it('cuts 5 words on narrow screens', () => {
    const parts = snippet(hit, 'конфигурация', 5);
    expect(wordCount(parts)).toBe(5);
    expect(render(parts)).toBe('…шарда задаётся [конфигурацией] воркчейна и…');
  });

  it('starts at the beginning when the match is there, and marks stems, prefixes and typos', () => {
    expect(render(snippet(hit, 'шардчейны', 5))).toBe('Каждый [шардчейн] отвечает за аккаунты…');
    expect(render(snippet(hit, 'аккаун', 3))).toBe('…за [аккаунты], идентификатор…');
    expect(render(snippet(hit, 'идентификтор', 3))).toBe('…аккаунты, [идентификатор] которых…');
  });

  it('shows a heading hit by its heading, and highlights titles', () => {
    expect(snippet({ ...hit, type: 'lvl1', content: null }, 'шардинг')).toEqual([{ text: 'Шардинг', match: true }]);
    expect(highlight('Кошельки в TON', 'кошелёк')).toEqual([
      { text: 'Кошельки', match: true },
      { text: ' в TON', match: false },
    ]);
    const result = highlightResult({ ...hit, hierarchy: { ...hit.hierarchy, lvl2: 'Префиксы шардов' } }, 'шард');
    expect(render(result.hierarchy.lvl2!)).toBe('Префиксы [шардов]');
    expect(result.hierarchy.lvl3).toBeNull();
    expect(render(result.content!)).toContain('префикса [шарда]');
  });
});

/** Deterministic pseudo-Russian Markdown page of about `bytes` bytes: prose, lists, a table, code, an admonition. */
function syntheticPage(bytes: number, seed = 7): string {
  let state = seed;
  const rnd = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  const pick = <T,>(list: readonly T[]) => list[rnd(list.length)];
  const nouns = (
    'контракт кошелёк сообщение транзакция ячейка адрес шард валидатор блок жетон комиссия хранилище узел мост ключ баланс метод параметр ' +
    'словарь стек запрос ответ подпись сеть цепочка воркчейн мастерчейн индекс поле код байт бит хеш лимит газ тариф фаза событие очередь ' +
    'модуль компилятор библиотека обёртка скрипт тест сборка клиент сервер провайдер конфигурация состояние аккаунт отправитель получатель'
  ).split(' ');
  const forms = ['', 'а', 'ы', 'ов', 'ом', 'у', 'е', 'ами'];
  const verbs = (
    'отправляет хранит проверяет вычисляет принимает возвращает обновляет подписывает разбирает создаёт ограничивает запускает отклоняет ' +
    'описывает декодирует кодирует сохраняет находит читает пересылает блокирует разворачивает собирает сравнивает публикует'
  ).split(' ');
  const adjectives = (
    'внешний внутренний новый основной тестовый публичный сырой удобочитаемый асинхронный следующий конечный готовый безопасный ' +
    'стандартный простой важный синхронный предыдущий общий локальный глобальный отдельный короткий длинный пустой'
  ).split(' ');
  const glue = ['потому что', 'когда', 'пока', 'так как', 'после того как', 'если', 'чтобы', 'поэтому'];
  const noun = () => pick(nouns) + pick(forms);
  const sentence = () => {
    const ident = `\`${pick(nouns.slice(0, 12).map((_, i) => ['seqno', 'get_balance', 'op_code', 'query_id', 'sendRawMessage', 'bodyHash', 'stateInit', 'walletId'][i % 8]))}${rnd(100)}\``;
    const s = `${pick(adjectives)} ${noun()} ${pick(verbs)} ${noun()} ${rnd(3) ? '' : `${ident} `}${pick(glue)} ${pick(adjectives)} ${noun()} ${pick(verbs)} ${noun()}`;
    return `${s[0].toUpperCase()}${s.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 3 + rnd(3) }, sentence).join(' ');
  const code = () => ['```ts', ...Array.from({ length: 8 }, (_, i) => `const ${pick(['value', 'cell', 'addr'])}${i} = await client.${pick(['runMethod', 'sendMessage', 'getBalance'])}(${i}, '${pick(nouns)}');`), '```'].join('\n');
  const out = ['Вводный абзац: ' + paragraph()];
  let h = 0;
  while (Buffer.byteLength(out.join('\n\n')) < bytes - 1200) {
    h++;
    out.push(`## ${pick(adjectives)} ${noun()} ${h}`, paragraph(), paragraph());
    if (h % 2) out.push(Array.from({ length: 4 }, () => `- ${sentence()}`).join('\n'));
    if (h % 3 === 0) out.push(`| Поле | Описание |\n|---|---|\n| \`${pick(nouns)}\` | ${sentence()} |\n| \`${pick(nouns)}\` | ${sentence()} |`);
    if (h % 2 === 0) out.push(code());
    if (h === 3) out.push(`:::tip\n${paragraph()}\n:::`);
    out.push(`### ${pick(adjectives)} ${noun()}`, paragraph());
  }
  return out.join('\n\n');
}

describe('search payload', () => {
  it('stays under 3 KB gzip for a 10 KB page', () => {
    const md = syntheticPage(10_240);
    const bytes = Buffer.byteLength(md);
    expect(bytes).toBeGreaterThan(9_000);
    expect(bytes).toBeLessThan(12_000);
    const ctx = { file: path.join(import.meta.dirname, 'page.md'), relFile: 'content/ru/docs/page.md', siteDir: import.meta.dirname, bodyLineOffset: 0, tocMin: 2, tocMax: 3, htmlLang: 'ru', routeOfFile: () => undefined } as MarkdownContext;
    const { html } = renderMarkdown(createMarkdownProcessor(), md, ctx);
    const records = recordsFromDoc(doc('/ru/synthetic/page', 'Синтетическая страница', html));
    const json = serializePayload(buildSearchIndex(records).get('ru')!);
    const gzip = zlib.gzipSync(json).length;
    console.log(`synthetic page: ${bytes} B Markdown, ${html.length} B HTML, ${records.length} records, payload ${Buffer.byteLength(json)} B JSON, ${gzip} B gzip`);
    expect(gzip).toBeLessThanOrEqual(3 * 1024);
  });

  it('builds for the browser without Node APIs', async () => {
    const result = await build({ entryPoints: [path.join(import.meta.dirname, '../../theme/src/search/client.ts')], bundle: true, write: false, platform: 'browser', format: 'esm', minify: true, logLevel: 'silent' });
    const js = result.outputFiles[0].text;
    expect(js).not.toMatch(/node:|require\("fs"\)|process\.cwd/);
    console.log(`search client bundle: ${(js.length / 1024).toFixed(1)} KB min, ${(zlib.gzipSync(js).length / 1024).toFixed(1)} KB gzip`);
  });
});

describe('split index files', () => {
  // 300 pages of 20 records: 600 chunks, 10 blocks.
  const pages = (edit?: number) =>
    Array.from({ length: 300 }, (_, i) => {
      const paragraphs = Array.from({ length: 19 }, (_, k) => `<p>Абзац ${k} страницы номер ${i}: слово${i % 17} и слово${k}.</p>`);
      if (i === edit) paragraphs.push('<p>Новый абзац о хранении ячеек.</p>');
      return doc(`/ru/p${i}`, `Страница ${i}`, paragraphs.join(''));
    });
  const filesOf = (docs: SearchDocInput[]) => searchFiles(buildSearchIndex(docs.flatMap(recordsFromDoc)).get('ru')!);

  it('renames only the chunks of the edited page’s block, and the searcher reads the new text', () => {
    const before = filesOf(pages());
    const after = filesOf(pages(150));
    const chunksOf = (f: SearchFiles) => [...f.files.keys()].filter((rel) => /\/d\d+\./.test(rel));
    expect(chunksOf(before).length).toBeGreaterThan(5 * CHUNK_BLOCK);
    const renamed = chunksOf(after).filter((rel) => !before.files.has(rel));
    // Page 150 grows by one record (20 -> 21): a chunk more, so its block and the blocks after it shift, but
    // no block before it changes; an edit that keeps the chunk count renames one block only.
    const manifest = JSON.parse(after.files.get(after.manifest)!) as SearchManifest;
    const firstBlock = Math.floor((150 * 2) / CHUNK_BLOCK);
    expect(renamed.every((rel) => Math.floor(Number(/\/d(\d+)\./.exec(rel)![1]) / manifest.chunks.block) >= firstBlock)).toBe(true);
    const sameCount = filesOf(pages().map((d, i) => (i === 150 ? { ...d, html: d.html.replace('Абзац 3 страницы', 'Другой абзац страницы') } : d)));
    const renamedOnce = chunksOf(sameCount).filter((rel) => !before.files.has(rel));
    expect(renamedOnce.length).toBe(CHUNK_BLOCK);
    expect(new Set(renamedOnce.map((rel) => Math.floor(Number(/\/d(\d+)\./.exec(rel)![1]) / CHUNK_BLOCK)))).toEqual(new Set([firstBlock]));
    expect(searcherOfFiles(after).search('хранении ячеек').hits.map((h) => h.url)).toEqual(['/ru/p150']);
    expect(searcherOfFiles(sameCount).search('другой абзац').hits[0]?.url).toBe('/ru/p150');
  });

  it('gives the same files when pages\' postings come from an earlier encode (memory or disk), an edited page tokenised afresh', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-postings-'));
    const file = path.join(dir, 'search-ru.bin');
    const payloadOf = (docs: SearchDocInput[]) => buildSearchIndex(docs.flatMap(recordsFromDoc)).get('ru')!;
    const cachedFiles = (store: PostingsStore, docs: SearchDocInput[]) => {
      const out = searchFiles(payloadOf(docs), { cache: store });
      store.finish();
      return out;
    };
    const memory = new PostingsStore(file, 'tool');
    expect(cachedFiles(memory, pages()).files).toEqual(filesOf(pages()).files);
    expect(fs.existsSync(file)).toBe(true);
    // The same store (serve --watch), then a new one reading the file (the next build), after an edit.
    expect(cachedFiles(memory, pages(150)).files).toEqual(filesOf(pages(150)).files);
    expect(cachedFiles(new PostingsStore(file, 'tool'), pages(7)).files).toEqual(filesOf(pages(7)).files);
    // Another version of tondocs does not read it (a stale store would give old keys): same files anyway.
    expect(cachedFiles(new PostingsStore(file, 'other tool'), pages()).files).toEqual(filesOf(pages()).files);
  });
});
