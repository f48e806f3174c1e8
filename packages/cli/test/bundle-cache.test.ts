// The browser bundle kept between builds: reused only while its options and every input file are unchanged,
// and a build from it is byte-identical to a cold one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { cachedBundle } from '../src/bundle/cache.ts';
import { packageCacheDir } from '../src/markdown/worker-bundle.ts';
import { bundleClient, type PageModule } from '../src/bundle/client.ts';
import { collectingReporter, filesOf, tempSite } from './helpers.ts';

/** The cached bundle whose inputs include a file of `site` (the site's page modules). */
function siteBundleManifest(site: string): string {
  const root = path.join(packageCacheDir(), 'client');
  const found = fs.readdirSync(root).map((d) => path.join(root, d, 'manifest.json')).filter((m) => fs.existsSync(m) && (JSON.parse(fs.readFileSync(m, 'utf8')) as { inputs: [string, string][] }).inputs.some(([f]) => f.startsWith(site + path.sep)));
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('client bundle cache', () => {
  it('reuses the bundle until an input file or an option changes, or the cache is damaged', async () => {
    const site = tempSite();
    const modules: PageModule[] = [{ key: 'index', file: path.join(site, 'src/pages/index.tsx') }];
    let builds = 0;
    const bundle = (minify: boolean) =>
      cachedBundle(path.join(site, 'cache'), { minify, modules }, () => {
        builds++;
        return bundleClient(modules, { minify, dev: false, siteDir: site });
      });
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
    // Each option set keeps its own bundle: back to the first options, nothing is bundled.
    expect((await bundle(true)).fromCache).toBe(true);
    // A damaged cache (a file gone): bundled again, never served half.
    for (const entry of fs.readdirSync(path.join(site, 'cache'))) {
      const files = path.join(site, 'cache', entry, 'files');
      fs.rmSync(path.join(files, fs.readdirSync(files).find((f) => f.endsWith('.js'))!));
    }
    const afterDamage = await bundle(true);
    expect(afterDamage.fromCache).toBe(false);
    expect(builds).toBe(4);
  }, 120_000);

  it('gives a build byte-identical to a cold one', async () => {
    const site = tempSite();
    const build = (out: string) => runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, out), reporter: collectingReporter() });
    await build('cold');
    // The site's bundle, in the package's cache (shared by every site and by `--no-cache` builds).
    const manifest = siteBundleManifest(site);
    const written = fs.readFileSync(manifest);
    await build('warm');
    // Not rewritten: the second build took the bundle from the cache.
    expect(siteBundleManifest(site)).toBe(manifest);
    expect(fs.readFileSync(manifest).equals(written)).toBe(true);
    const cold = filesOf(path.join(site, 'cold'));
    expect(filesOf(path.join(site, 'warm'))).toEqual(cold);
    for (const f of cold) expect(fs.readFileSync(path.join(site, 'warm', f)).equals(fs.readFileSync(path.join(site, 'cold', f))), f).toBe(true);
  }, 120_000);

  it('keeps one bundle per site folder: esbuild hashes module paths relative to the site', async () => {
    // Two copies of a site without page modules, at different depths: every input the same file, only the
    // folder (and so the relative paths to the theme) differs.
    const first = tempSite();
    fs.rmSync(path.join(first, 'src'), { recursive: true, force: true });
    const second = path.join(tempSite(), 'deeper', 'site');
    fs.cpSync(first, second, { recursive: true });
    const sites = [first, second];
    for (const site of sites) {
      await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), cache: false, reporter: collectingReporter() });
      const fresh = await bundleClient([], { minify: true, dev: false, siteDir: site, customCss: [], islands: [], themeComponents: [] });
      expect(fs.readFileSync(path.join(site, 'build/404.html'), 'utf8')).toContain(`/assets/${fresh.entry}"`);
    }
  }, 120_000);
});
