// Locale catalogues and the plural rule the UI uses for counts.
import type { Catalogue } from './catalogue.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';
import { zhCN } from './zh-CN.ts';

export type { Catalogue } from './catalogue.ts';

const catalogues: Record<string, Catalogue> = { en, ru, 'zh-CN': zhCN, zh: zhCN };

/** Whether the UI has texts of its own for an html lang (else catalogueFor gives English). */
export function hasCatalogue(htmlLang: string): boolean {
  return htmlLang in catalogues || htmlLang.split('-')[0]! in catalogues;
}

/** Catalogue for an html lang ("ru", "zh-CN", "en"); English when the language has none. */
export function catalogueFor(htmlLang: string): Catalogue {
  return catalogues[htmlLang] ?? catalogues[htmlLang.split('-')[0]!] ?? en;
}

/** "{count} элемент/элемента/элементов" by the CLDR rules of the language (Intl.PluralRules). */
export function pluralize(forms: readonly [string, string, string], count: number, htmlLang: string): string {
  const category = new Intl.PluralRules(htmlLang).select(count);
  const form = category === 'one' ? forms[0] : category === 'few' ? forms[1] : forms[2];
  return form.replace('{count}', String(count));
}
