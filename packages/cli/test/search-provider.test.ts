// The search provider switch end to end in the build: 'algolia' checks its credentials while loading the
// config, puts the hosted settings and the doc tags into the site data, adds the preconnect hint and writes
// no offline payload; 'local' tags its records for contextual search.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { formatError, TondocsError } from '../src/errors.ts';
import { collectingReporter, read, tempSite } from './helpers.ts';
import { chunkFile, type SearchManifest } from '@tondocs/theme/search/sharded';

const sites: string[] = [];
afterAll(() => {
  for (const s of sites) fs.rmSync(s, { recursive: true, force: true });
});

/** A copy of the basic fixture whose config gets `search: <search>`. */
function siteWith(search: string | undefined): string {
  const site = tempSite();
  sites.push(site);
  if (search !== undefined) {
    const file = path.join(site, 'tondocs.config.ts');
    const config = fs.readFileSync(file, 'utf8');
    expect(config).toMatch(/\n};\s*$/);
    fs.writeFileSync(file, config.replace(/\n};\s*$/, `\n  search: ${search},\n};\n`));
  }
  return site;
}

function files(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'));
}

/** The site data JSON of the locale, as the runtime fetches it. */
function siteData(out: string, locale: string): Record<string, unknown> {
  const rel = files(out).find((f) => new RegExp(`^assets/data/site-${locale}\\.[0-9a-f]+\\.json$`).test(f));
  expect(rel, `site data of ${locale}`).toBeDefined();
  return JSON.parse(read(out, rel!)) as Record<string, unknown>;
}

describe('search provider in the build', () => {
  it("fails at config load when provider 'algolia' has no apiKey, naming the file and search.apiKey", async () => {
    const site = siteWith("{ provider: 'algolia', appId: 'TESTAPP', apiKey: '', indexName: 'ton' }");
    let error: unknown;
    try {
      await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter: collectingReporter() });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TondocsError);
    const text = formatError(error as TondocsError);
    expect(text).toContain("Search provider 'algolia' needs appId and apiKey");
    expect(text).toContain('search.apiKey');
    expect(text).not.toContain('search.appId:');
    expect(text).toContain('tondocs.config.ts');
    expect(fs.existsSync(path.join(site, 'build'))).toBe(false);
  });

  it("with appId and apiKey: preconnect to the DSN host, hosted settings and doc tags in the site data, no payload", async () => {
    const site = siteWith("{ provider: 'algolia', appId: 'TESTAPP', apiKey: 'test-key', indexName: 'ton' }");
    const out = path.join(site, 'build');
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
    const html = read(out, 'intro/index.html');
    expect(html).toContain('<link rel="preconnect" href="https://TESTAPP-dsn.algolia.net" crossorigin>');
    expect(files(out).filter((f) => f.startsWith('assets/search/'))).toEqual([]);
    const data = siteData(out, 'ru');
    expect(data.hostedSearch).toEqual({ appId: 'TESTAPP', apiKey: 'test-key', indexName: 'ton' });
    expect(data.searchTags).toEqual(['default', 'docs-default-current']);
    expect(data.searchIndexUrl).toBeUndefined();
  });

  it("local (the default): a split index whose pages carry the sidebar and the docs-default-current tags, no preconnect", async () => {
    const site = siteWith(undefined);
    const out = path.join(site, 'build');
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
    expect(read(out, 'intro/index.html')).not.toContain('rel="preconnect"');
    const data = siteData(out, 'ru');
    expect(data.hostedSearch).toBeUndefined();
    expect(data.searchTags).toEqual(['default', 'docs-default-current']);
    // At a stable address (revalidated): the site data, and so every page, stays the same when the index changes.
    const payloadRel = files(out).find((f) => f === 'assets/search/ru.json');
    expect(payloadRel).toBeDefined();
    expect(data.searchIndexUrl).toBe(`/ru/${payloadRel}`);
    // The manifest of the split index: every page's tag set has the version tag, and the shards and chunks it
    // names are in the output.
    const manifest = JSON.parse(read(out, payloadRel!)) as SearchManifest;
    expect(manifest.tagsets.flat()).toEqual(expect.arrayContaining(['docs-main', 'docs-default-current']));
    for (const set of manifest.tagsets) if (!set.includes('default')) expect(set).toContain('docs-default-current');
    const all = new Set(files(out));
    for (const f of manifest.shards.files) expect(all.has(`assets/search/${f}`), f).toBe(true);
    for (let i = 0; i < manifest.chunks.count; i++) expect(all.has(`assets/search/${chunkFile(manifest.chunks, i)}`)).toBe(true);
  });
});
