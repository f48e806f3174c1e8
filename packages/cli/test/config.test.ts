import { describe, expect, it } from 'vitest';
import { validateConfig } from '../src/config/load.ts';
import type { SiteConfigInput } from '../src/config/schema.ts';

const valid = (): SiteConfigInput => ({
  title: 'T',
  tagline: 'tag',
  url: 'https://example.org',
  baseUrl: '/',
  version: '3.0.0',
  i18n: { defaultLocale: 'en', locales: ['en', 'ru'], localeConfigs: { en: { label: 'English', path: 'en', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' }, ru: { label: 'Русский', path: 'ru', direction: 'ltr', htmlLang: 'ru', calendar: 'gregory' } } },
  navbar: { items: [{ type: 'link', label: 'A', to: '/a' }] },
  footer: { columns: [] },
  docs: { sidebars: { main: ['intro'] }, version: { name: 'current', label: 'Next', mainDocId: 'intro' } },
});

describe('site configuration', () => {
  it('accepts a valid config and fills defaults', () => {
    const c = validateConfig(valid());
    expect(c.navbar.items[0]).toMatchObject({ type: 'link', position: 'left' });
    expect(c.search).toEqual({ provider: 'local' });
    expect(c.docs.onMissingDoc).toBe('error');
  });

  it('names the key path, the value found and what was expected', () => {
    const bad = { ...valid(), baseUrl: 'ru' };
    expect(() => validateConfig(bad, 'tondocs.config.ts')).toThrowError(/baseUrl: a path that starts and ends with "\/"; found "ru"/);
    const badLocale = valid();
    badLocale.i18n.localeConfigs.ru!.direction = 'up' as 'ltr';
    expect(() => validateConfig(badLocale)).toThrowError(/i18n\.localeConfigs\.ru\.direction: .*"ltr".*"rtl".*found "up"/s);
  });

  it('reports a locale without a locale config', () => {
    const c = valid();
    c.i18n.locales.push('de');
    expect(() => validateConfig(c)).toThrowError(/i18n\.locales\[2\]: locale "de" has no entry in i18n\.localeConfigs/);
  });

  it('rejects an unknown navbar item type, naming the item', () => {
    const c = valid();
    (c.navbar.items as unknown[]).push({ type: 'banana', label: 'Fruit' });
    expect(() => validateConfig(c)).toThrowError(/navbar\.items\[1\]: Unknown navbar item type "banana": \{"type":"banana","label":"Fruit"\}/);
  });

  it('names a mistyped key with its value and the nearest known key, never the whole config', () => {
    const typo = { ...valid(), titel: 'x', navbar: { itemz: [], items: [] }, docs: { ...valid().docs, sidebar: { big: 'x'.repeat(10_000) } } };
    let message = '';
    try {
      validateConfig(typo, 'tondocs.config.ts');
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('titel: unknown key (value "x"); did you mean "title"?');
    expect(message).toContain('navbar.itemz: unknown key (value []); did you mean "items"?');
    expect(message).toMatch(/docs\.sidebar: unknown key \(value \{"big":"x{20,}\.\.\.\); did you mean "sidebars"\?/);
    expect(message.length).toBeLessThan(1_000);
  });
});
