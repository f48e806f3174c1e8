import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, validateConfig } from '../src/config/load.ts';
import { TondocsError } from '../src/errors.ts';
import { tempSite } from './helpers.ts';
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

describe('loading tondocs.config.ts', () => {
  /** The basic fixture with its config split: the title comes from ./meta.ts, which the test edits. */
  function siteWithImportedTitle(meta: string): string {
    const site = tempSite('basic');
    const file = path.join(site, 'tondocs.config.ts');
    fs.writeFileSync(file, `import { meta } from './meta.ts';\n${fs.readFileSync(file, 'utf8').replace("title: 'Fixture',", 'title: meta.title,')}`);
    fs.writeFileSync(path.join(site, 'meta.ts'), meta);
    return site;
  }

  it('reads the files the config imports afresh on every load (serve --watch sees an edited sidebars.ts)', async () => {
    const site = siteWithImportedTitle("export const meta = { title: 'First' };\n");
    expect((await loadConfig(site)).config.title).toBe('First');
    fs.writeFileSync(path.join(site, 'meta.ts'), "export const meta = { title: 'Second' };\n");
    const loaded = await loadConfig(site);
    expect(loaded.config.title).toBe('Second');
    expect(loaded.inputs.map((f) => path.basename(f)).sort()).toEqual(['meta.ts', 'tondocs.config.ts']);
  });

  it('gives import.meta of the config\'s files their own paths, not the compiled file\'s', async () => {
    const site = siteWithImportedTitle("export const meta = { title: import.meta.dirname + '|' + import.meta.url };\n");
    const { config } = await loadConfig(site);
    expect(config.title).toBe(`${fs.realpathSync(site)}|${pathToFileURL(path.join(fs.realpathSync(site), 'meta.ts')).href}`);
  });

  it('reports a syntax error in a file the config imports at its file and line', async () => {
    const site = siteWithImportedTitle("export const meta = {\n  tagline: 'T',\n  title: 'x' +,\n};\n");
    const error = await loadConfig(site).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(TondocsError);
    expect((error as TondocsError).position).toMatchObject({ file: path.join(fs.realpathSync(site), 'meta.ts'), line: 3 });
  });

  it('refuses a config that imports a file from outside the site', async () => {
    const site = siteWithImportedTitle("export { meta } from '../outside-meta.ts';\n");
    fs.writeFileSync(path.join(site, '..', 'outside-meta.ts'), "export const meta = { title: 'Secret' };\n");
    await expect(loadConfig(site)).rejects.toThrowError(/outside the site/);
  });
});
