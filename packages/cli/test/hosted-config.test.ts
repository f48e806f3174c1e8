import { describe, expect, it } from 'vitest';
import { validateConfig } from '../src/config/load.ts';
import type { SiteConfigInput } from '../src/config/schema.ts';
import { TondocsError, formatError } from '../src/errors.ts';
import { assertHostedSearchConfig, preconnectHost, type SearchConfig } from '../src/search/hosted-config.ts';
// The preconnect hint must point at the host the browser client queries first.
import { defaultHosts } from '@tondocs/theme/search/hosted-client';

const FILE = '/site/tondocs.config.ts';

const config = (search: SiteConfigInput['search']): SiteConfigInput => ({
  title: 'T',
  tagline: 'tag',
  url: 'https://example.org',
  baseUrl: '/ru/',
  version: '3.0.0',
  i18n: { defaultLocale: 'ru', locales: ['ru'], localeConfigs: { ru: { label: 'Русский', path: 'ru', direction: 'ltr', htmlLang: 'ru', calendar: 'gregory' } } },
  navbar: { items: [{ type: 'search' }] },
  footer: { columns: [] },
  docs: { sidebars: { main: ['intro'] }, version: { name: 'current', label: 'Next', mainDocId: 'intro' } },
  search,
});

/** The search section as the schema leaves it (defaults filled: indexName 'ton', contextualSearch true). */
const searchOf = (search: SiteConfigInput['search']): SearchConfig => validateConfig(config(search), FILE).search;

function thrown(fn: () => void): TondocsError {
  try {
    fn();
  } catch (e) {
    if (e instanceof TondocsError) return e;
    throw e;
  }
  throw new Error('expected a TondocsError');
}

describe('hosted search config', () => {
  it('accepts a complete algolia section, with the schema defaults index ton and contextual search', () => {
    const search = searchOf({ provider: 'algolia', appId: 'ABC123XYZ', apiKey: 'public-search-key' });
    expect(search).toEqual({ provider: 'algolia', appId: 'ABC123XYZ', apiKey: 'public-search-key', indexName: 'ton', contextualSearch: true });
    expect(() => assertHostedSearchConfig(search, FILE)).not.toThrow();
  });

  it('ignores the local provider and an absent section', () => {
    expect(() => assertHostedSearchConfig(searchOf({ provider: 'local' }), FILE)).not.toThrow();
    expect(() => assertHostedSearchConfig(undefined, FILE)).not.toThrow();
  });

  it('fails the build with the key path when apiKey is empty', () => {
    const err = thrown(() => assertHostedSearchConfig(searchOf({ provider: 'algolia', appId: 'ABC123', apiKey: '' }), FILE));
    expect(err.message).toBe(`Search provider 'algolia' needs appId and apiKey:\n  - search.apiKey: empty (found "")`);
    expect(err.position).toEqual({ file: FILE });
    expect(err.hint).toContain("provider: 'local'");
    expect(formatError(err)).toMatch(/^\/site\/tondocs\.config\.ts: Search provider 'algolia' needs appId and apiKey/);
  });

  it('names both keys when both are blank (whitespace counts as empty)', () => {
    const err = thrown(() => assertHostedSearchConfig(searchOf({ provider: 'algolia', appId: '  ', apiKey: '' }), FILE));
    expect(err.message).toContain('search.appId: empty (found "  ")');
    expect(err.message).toContain('search.apiKey: empty (found "")');
  });

  it('reports a missing key on input that skipped the schema', () => {
    const raw = { provider: 'algolia', apiKey: 'k', indexName: 'ton', contextualSearch: true } as unknown as SearchConfig;
    expect(thrown(() => assertHostedSearchConfig(raw, FILE)).message).toContain('search.appId: missing');
  });

  it('rejects an appId that cannot be a host name', () => {
    const err = thrown(() => assertHostedSearchConfig(searchOf({ provider: 'algolia', appId: 'my app/1', apiKey: 'k' }), FILE));
    expect(err.message).toBe(`Search provider 'algolia': search.appId must be letters and digits; found "my app/1"`);
  });

  it('preconnects to the read host the browser client queries first', () => {
    expect(preconnectHost('ABC123')).toBe('https://ABC123-dsn.algolia.net');
    expect(preconnectHost('ABC123')).toBe(defaultHosts('ABC123')[0].url);
    expect(() => preconnectHost('"><script>')).toThrowError(TondocsError);
  });
});
