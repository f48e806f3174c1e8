import type { Localized, SiteConfig } from './schema.ts';

/** A config text in one locale: its own value, else the default locale's, else any. */
export function localize(value: Localized, locale: string, defaultLocale: string): string;
export function localize(value: Localized | undefined, locale: string, defaultLocale: string): string | undefined;
export function localize(value: Localized | undefined, locale: string, defaultLocale: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  return value[locale] ?? value[defaultLocale] ?? Object.values(value)[0];
}

export interface Localizer {
  (value: Localized): string;
  (value: Localized | undefined): string | undefined;
}

/** localize() bound to one locale. */
export function localizer(locale: string, defaultLocale: string): Localizer {
  return ((value: Localized | undefined) => localize(value, locale, defaultLocale)) as Localizer;
}

export interface LocaleInfo {
  locale: string;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  calendar: string;
  /** URL path prefix of this locale in a deployed site: "/", "/ru/". */
  base: string;
}

/** The default locale lives at baseUrl, the others under baseUrl + their path. */
export function localeInfos(config: SiteConfig): LocaleInfo[] {
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  return locales.map((locale) => {
    const lc = localeConfigs[locale]!;
    return {
      locale,
      label: lc.label,
      htmlLang: lc.htmlLang,
      direction: lc.direction,
      calendar: lc.calendar,
      base: locale === defaultLocale ? config.baseUrl : `${config.baseUrl}${lc.path}/`,
    };
  });
}
