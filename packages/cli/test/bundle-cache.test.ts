// The browser bundle kept between builds: reused only while its options and every input file are unchanged,
// and a build from it is byte-identical to a cold one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { cachedBundle } from '../src/bundle/cache.ts';
import { bundleClient, type PageModule } from '../src/bundle/client.ts';
import { collectingReporter, filesOf, tempSite } from './helpers.ts';

describe('client bundle cache', () => {
  it('reuses the bundle until an input file or an option changes, or the cache is damaged', async () => {
    const site = tempSite();
    const modules: PageModule[] = [{ key: 'index', file: path.join(site, 'src/pages/index.tsx') }];
    let builds = 0;
    const shared = path.join(site, 'tool-cache');
    const bundle = (minify: boolean) =>
      cachedBundle(
        site,
        { minify, modules },
        () => {
          builds++;
          return bundleClient(modules, { minify, dev: false, siteDir: site });
        },
        shared,
      );
    const first = await bundle(true);
    const second = await bundle(true);
    expect([first.fromCache, second.fromCache, builds]).toEqual([false, true, 1]);
    expect([...second.files]).toEqual([...first.files]);
    expect({ ...second, files: undefined, fromCache: undefined }).toEqual({ ...first, files: undefined, fromCache: undefined });

    // An input changes (the page module): bundled again, with other bytes.
    const page = modules[0]!.file;
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('</', ' (edited)</'));
    const third = await bundle(true);
    expect([third.fromCache, builds]).toEqual([false, 2]);
    expect(third.pageChunks.get('index')).not.toEqual(first.pageChunks.get('index'));

    // An option changes: bundled again.
    expect((await bundle(false)).fromCache).toBe(false);
    // Back to the first options: the tool's cache still has that bundle (the site's holds one bundle).
    expect((await bundle(true)).fromCache).toBe(true);
    // A damaged cache (a file gone): the tool's copy, then, both damaged, bundled again: never served half.
    const dropJs = (files: string) => {
      for (const f of fs.readdirSync(files).filter((n) => n.endsWith('.js'))) fs.rmSync(path.join(files, f));
    };
    dropJs(path.join(site, '.tondocs/client/files'));
    expect((await bundle(true)).fromCache).toBe(true);
    for (const slot of fs.readdirSync(shared).filter((d) => /^[0-9a-f]{16}$/.test(d))) dropJs(path.join(shared, slot, 'files'));
    const afterDamage = await bundle(true);
    expect(afterDamage.fromCache).toBe(false);
    expect(builds).toBe(4);
  }, 120_000);

  it("starts a new site from the tool's cache when its options and inputs are the same, and from nothing when an input differs", async () => {
    const shared = path.join(tempSite(), 'tool-cache');
    const [a, b] = [tempSite(), tempSite()];
    let builds = 0;
    // Options without a site path (the builder's: no page modules of the site, no custom CSS): shared.
    const bundle = (site: string) =>
      cachedBundle(
        site,
        { minify: true, modules: [] },
        () => {
          builds++;
          return bundleClient([], { minify: true, dev: false, siteDir: site });
        },
        shared,
      );
    const first = await bundle(a);
    const second = await bundle(b);
    expect([first.fromCache, second.fromCache, builds]).toEqual([false, true, 1]);
    expect([...second.files]).toEqual([...first.files]);
    // The bytes of an input recorded in the tool's copy no longer match: not served.
    const manifestFile = path.join(shared, fs.readdirSync(shared).find((d) => /^[0-9a-f]{16}$/.test(d))!, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { inputs: [string, string][] };
    manifest.inputs[0]![1] = '0'.repeat(64);
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const c = tempSite();
    expect((await bundle(c)).fromCache).toBe(false);
    expect(builds).toBe(2);
  }, 120_000);

  it('gives a build byte-identical to a cold one', async () => {
    const site = tempSite();
    const build = (out: string) => runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, out), reporter: collectingReporter() });
    await build('cold');
    expect(fs.existsSync(path.join(site, '.tondocs/client/manifest.json'))).toBe(true);
    const manifestTime = fs.statSync(path.join(site, '.tondocs/client/manifest.json')).mtimeMs;
    await build('warm');
    // Not rewritten: the second build took the bundle from the cache.
    expect(fs.statSync(path.join(site, '.tondocs/client/manifest.json')).mtimeMs).toBe(manifestTime);
    const cold = filesOf(path.join(site, 'cold'));
    expect(filesOf(path.join(site, 'warm'))).toEqual(cold);
    for (const f of cold) expect(fs.readFileSync(path.join(site, 'warm', f)).equals(fs.readFileSync(path.join(site, 'cold', f))), f).toBe(true);
  }, 120_000);
});
