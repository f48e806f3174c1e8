// Russian typesetting in the text of ru pages, applied at build time so sources stay plain: a non-breaking
// space keeps together digit groups («4 649»), a number and its unit («0,05 Gram», «128 КиБ»), initials and
// the surname («Н. Дуров») and a word and the dash after it («сеть — это»). Code, keyboard keys and sample
// output are left exactly as written.
import type { Root as HastRoot, ElementContent, RootContent } from 'hast';
import type { VFile } from 'vfile';
import type { MarkdownContext } from './types.ts';

const NBSP = '\u00A0';
const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'var']);

const UNITS = [
  'Gram', 'GRAM', 'TON', 'нанотон(?:а|ов)?', 'USDT', 'USD₮',
  'КиБ', 'МиБ', 'ГиБ', 'ТиБ', 'КБ', 'МБ', 'ГБ', 'ТБ', 'Кбит', 'Мбит', 'Гбит',
  'байт(?:а|ов)?', 'бит(?:а|ов)?', 'ячеек', 'ячейк[аи]',
  'мс', 'мкс', 'с', 'сек', 'мин', 'ч', 'дн(?:я|ей)?', 'час(?:а|ов)?', 'секунд[ыа]?', 'минут[ыа]?', 'лет', 'год(?:а)?',
  'ГГц', 'МГц', 'ядер', 'ядра', 'ядро', '%', '₽', 'руб\\.', 'долл\\.',
];
/** A number (with a decimal comma or point) and a unit after one space. */
const NUMBER_UNIT = new RegExp(`(\\d(?:[.,]\\d+)?) (${UNITS.join('|')})(?![\\p{L}\\d])`, 'gu');
/** Digit groups of a number written with spaces: «4 649», «1 000 000». */
const THOUSANDS = /(?<![\d.,])(\d{1,3})((?: \d{3})+)(?![\d]|[.,]\d)/g;
/** Initials before a surname: «Н. Дуров», «Н. В. Дуров». */
const INITIALS = /(?<![\p{L}])(\p{Lu}\.) (?=\p{Lu}[\p{Ll}.])/gu;
/** A space before an em dash never breaks: the dash does not start a line. */
const BEFORE_DASH = / —/g;

export function typesetRussian(text: string): string {
  return text
    .replace(THOUSANDS, (_m, head: string, groups: string) => head + groups.replaceAll(' ', NBSP))
    .replace(NUMBER_UNIT, `$1${NBSP}$2`)
    .replace(INITIALS, `$1${NBSP}`)
    .replace(BEFORE_DASH, `${NBSP}—`);
}

export function rehypeRussianTypography() {
  return (tree: HastRoot, file: VFile) => {
    const lang = (file.data.ctx as MarkdownContext).htmlLang;
    if (!/^ru\b/i.test(lang)) return;
    const visit = (nodes: (RootContent | ElementContent)[]) => {
      for (const node of nodes) {
        if (node.type === 'text') node.value = typesetRussian(node.value);
        else if (node.type === 'element' && !VERBATIM.has(node.tagName)) visit(node.children);
      }
    };
    visit(tree.children);
  };
}
