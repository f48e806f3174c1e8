// Russian typesetting of ru pages: non-breaking spaces where Russian typography requires them, nowhere in code.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor, renderMarkdown } from '../src/markdown/pipeline.ts';
import { typesetRussian } from '../src/markdown/typography.ts';

const NB = '\u00A0';
const processor = createMarkdownProcessor();
const render = (md: string, htmlLang = 'ru') =>
  renderMarkdown(processor, md, { file: path.join(import.meta.dirname, 't.md'), relFile: 't.md', siteDir: import.meta.dirname, bodyLineOffset: 0, tocMin: 2, tocMax: 3, htmlLang, routeOfFile: () => undefined }).html;

describe('Russian typography', () => {
  it('keeps digit groups, numbers and units, initials and the dash with the word before it', () => {
    expect(typesetRussian('Баланс 4 649 GRAM')).toBe(`Баланс 4${NB}649${NB}GRAM`);
    expect(typesetRussian('комиссия 0,05 Gram и 1 000 000 нанотонов')).toBe(`комиссия 0,05${NB}Gram и 1${NB}000${NB}000${NB}нанотонов`);
    expect(typesetRussian('лимит 128 КиБ, ожидание 5 с')).toBe(`лимит 128${NB}КиБ, ожидание 5${NB}с`);
    expect(typesetRussian('архитектуру описал Н. В. Дуров')).toBe(`архитектуру описал Н.${NB}В.${NB}Дуров`);
    expect(typesetRussian('Шардчейн — это цепочка')).toBe(`Шардчейн${NB}— это цепочка`);
  });

  it('leaves what is not such a case alone', () => {
    expect(typesetRussian('в 2017 году, версии 2 и 3, 12345 штук')).toBe('в 2017 году, версии 2 и 3, 12345 штук');
    expect(typesetRussian('5 сетей и 3 срезa, 10 человек')).toBe('5 сетей и 3 срезa, 10 человек');
    expect(typesetRussian('1,5 123')).toBe('1,5 123');
  });

  it('applies to the text of ru pages and never to code, nor to other languages', () => {
    const html = render('Лимит — 2 048 ячеек, `a — b 100 ГБ`.\n\n```text\n4 649 GRAM — 1 000\n```\n');
    expect(html).toContain(`Лимит${NB}— 2${NB}048${NB}ячеек`);
    expect(html).toContain('<code>a — b 100 ГБ</code>');
    expect(html).toContain('4 649 GRAM — 1 000');
    expect(render('Limit — 2 048 cells', 'en')).toContain('Limit — 2 048 cells');
  });
});
