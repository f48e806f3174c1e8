// Warm builds (issue #16): Markdown results kept in <site>/.tondocs/markdown and pages kept from the previous
// output give the bytes a cold build (--no-cache) gives, after every kind of change that can alter the output.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { collectingReporter, filesOf, tempSite } from './helpers.ts';

/** Builds warm into `warm` and cold into a fresh folder; both trees and both warning lists must be equal. */
async function expectWarmEqualsCold(site: string, label: string): Promise<{ lines: string[] }> {
  const warm = collectingReporter();
  await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'warm'), reporter: warm });
  const coldDir = path.join(site, 'cold');
  fs.rmSync(coldDir, { recursive: true, force: true });
  const cold = collectingReporter();
  await runBuild({ siteDir: site, locale: 'ru', outDir: coldDir, cache: false, reporter: cold });
  const files = filesOf(coldDir);
  expect(filesOf(path.join(site, 'warm')), label).toEqual(files);
  for (const f of files) expect(fs.readFileSync(path.join(site, 'warm', f)).equals(fs.readFileSync(path.join(coldDir, f))), `${label}: ${f}`).toBe(true);
  expect(warm.warnings, label).toEqual(cold.warnings);
  return warm;
}

const edit = (site: string, rel: string, change: (s: string) => string) => fs.writeFileSync(path.join(site, rel), change(fs.readFileSync(path.join(site, rel), 'utf8')));
const git = (site: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: site, stdio: 'pipe' });

describe('warm builds', () => {
  it('give a cold build’s bytes after each kind of change', async () => {
    const site = tempSite();
    git(site, 'init', '-q');
    git(site, 'add', '-A');
    git(site, 'commit', '-qm', 'first', '--date', '2026-01-02T03:04:05Z');
    await expectWarmEqualsCold(site, 'first build');
    // Nothing changed: every page is kept (hard links to the previous output: same inode).
    const page = path.join(site, 'warm', 'guide', 'first', 'index.html');
    const inode = fs.statSync(page).ino;
    await expectWarmEqualsCold(site, 'nothing changed');
    expect(fs.statSync(page).ino).toBe(inode);

    // A paragraph edited: the other pages are kept (the search index changes, but its manifest's address
    // in the site data does not).
    const other = path.join(site, 'warm', 'guide', 'second', 'index.html');
    const otherInode = fs.statSync(other).ino;
    edit(site, 'content/ru/docs/guide/first.md', (s) => s.replace('Содержимое совета.', 'Новое содержимое совета.'));
    await expectWarmEqualsCold(site, 'one page edited');
    expect(fs.statSync(other).ino).toBe(otherInode);
    expect(fs.statSync(page).ino).not.toBe(inode);
    edit(site, 'content/ru/docs/guide/second.md', (s) => s.replace(/^title: .*$/m, 'title: Второе, переименованное'));
    await expectWarmEqualsCold(site, 'a title (sidebar of every page)');
    edit(site, 'tondocs.config.ts', (s) => s.replace("title: 'Fixture'", "title: 'Fixture 2'"));
    await expectWarmEqualsCold(site, 'config');
    fs.writeFileSync(path.join(site, 'content/ru/docs/img/diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="3"/></svg>');
    await expectWarmEqualsCold(site, 'image bytes');
    fs.rmSync(path.join(site, 'content/ru/docs/intro.md'));
    await expectWarmEqualsCold(site, 'a linked page deleted');
    fs.writeFileSync(path.join(site, 'content/ru/docs/guide/missing.md'), '---\ntitle: Была битой\ndescription: Ссылка на эту страницу была битой.\n---\n\nТекст.\n');
    await expectWarmEqualsCold(site, 'a missing link target created');
    edit(site, 'content/ru/docs/guide/first.md', (s) => `${s}\n[файл](/files/a.pdf)\n`);
    await expectWarmEqualsCold(site, 'a link to a static file that does not exist');
    fs.mkdirSync(path.join(site, 'static/files'), { recursive: true });
    fs.writeFileSync(path.join(site, 'static/files/a.pdf'), '%PDF-1.4');
    await expectWarmEqualsCold(site, 'the static file added');
    git(site, 'add', '-A');
    git(site, 'commit', '-qm', 'second', '--date', '2026-03-04T05:06:07Z');
    await expectWarmEqualsCold(site, 'git dates');
    // A file of the output changed by hand is rendered again, not kept.
    fs.writeFileSync(page, 'changed by hand');
    await expectWarmEqualsCold(site, 'output edited by hand');
  }, 300_000);

  it('give a cold build’s bytes after an edit of a theme override (page and Markdown components)', async () => {
    const site = tempSite('overrides');
    await expectWarmEqualsCold(site, 'first build');
    edit(site, 'theme/Admonition.tsx', (s) => s.replace('wrapped-admonition', 'wrapped-admonition-2'));
    await expectWarmEqualsCold(site, 'Markdown override edited');
    const pages = filesOf(path.join(site, 'warm')).filter((f) => f.endsWith('index.html')).map((f) => fs.readFileSync(path.join(site, 'warm', f), 'utf8'));
    expect(pages.some((html) => html.includes('wrapped-admonition-2'))).toBe(true);
    edit(site, 'theme/footer-text.ts', (s) => s.replace('Собственный подвал сайта', 'Другой подвал сайта'));
    await expectWarmEqualsCold(site, 'a file a page override imports');
  }, 300_000);

  it('keeps Markdown results only for documents that still exist', async () => {
    const site = tempSite();
    const build = () => runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter: collectingReporter() });
    fs.writeFileSync(path.join(site, 'content/ru/docs/extra.md'), '---\ntitle: Лишняя\ndescription: Страница, которую тест удалит.\n---\n\nТекст.\n');
    await build();
    const entries = () => filesOf(path.join(site, '.tondocs/markdown')).filter((f) => f.endsWith('.v8'));
    const before = entries().length;
    expect(before).toBeGreaterThan(2);
    edit(site, 'content/ru/docs/guide/first.md', (s) => `${s}\nЕщё абзац.\n`);
    await build();
    // The edited page's old entry is replaced, not kept beside the new one.
    expect(entries().length).toBe(before);
    fs.rmSync(path.join(site, 'content/ru/docs/extra.md'));
    await build();
    expect(entries().length).toBe(before - 1);
  }, 300_000);
});

describe('a build with nothing to do', () => {
  const unchanged = (r: { lines: string[] }) => r.lines.some((l) => l.includes('nothing changed since the last build'));
  const stamps = (dir: string) => filesOf(dir).map((f) => [f, fs.statSync(path.join(dir, f)).mtimeMs, fs.statSync(path.join(dir, f)).ino]);

  it('leaves the output untouched and reports the last build, and builds again after any change', async () => {
    const site = tempSite();
    git(site, 'init', '-q');
    git(site, 'add', '-A');
    git(site, 'commit', '-qm', 'first', '--date', '2026-01-02T03:04:05Z');
    edit(site, 'content/ru/docs/guide/first.md', (s) => `${s}\n[нет такой](./nope.md)\n`);
    const out = path.join(site, 'warm');
    const first = await expectWarmEqualsCold(site, 'first build');
    expect(unchanged(first)).toBe(false);
    const before = stamps(out);
    const again = collectingReporter();
    const summary = await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: again });
    expect(unchanged(again)).toBe(true);
    expect(stamps(out)).toEqual(before);
    // The same warnings and numbers as the build that made the output.
    const cold = collectingReporter();
    const coldSummary = await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'cold'), cache: false, reporter: cold });
    expect(again.warnings).toEqual(cold.warnings);
    expect(again.warnings.length).toBeGreaterThan(0);
    expect({ ...summary, seconds: 0, pagesOnWorkers: undefined }).toEqual({ ...coldSummary, seconds: 0, pagesOnWorkers: undefined });
    await expect(runBuild({ siteDir: site, locale: 'ru', outDir: out, strict: true, reporter: collectingReporter() })).rejects.toThrow(/--strict/);
    expect(stamps(out)).toEqual(before);

    // Same bytes under a new mtime (a checkout, `touch`) are no change.
    const page = path.join(site, 'content/ru/docs/guide/first.md');
    fs.utimesSync(page, new Date(), new Date(Date.now() + 5000));
    const touched = collectingReporter();
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: touched });
    expect(unchanged(touched)).toBe(true);

    const changes: [string, () => void][] = [
      ['a file added to the output by hand', () => fs.writeFileSync(path.join(out, 'stray.html'), 'x')],
      ['a file of the output deleted', () => fs.rmSync(path.join(out, '404.html'))],
      ['a file of the output edited', () => fs.appendFileSync(path.join(out, 'sitemap.xml'), ' ')],
      ['a dot-file published from static/', () => {
          fs.mkdirSync(path.join(site, 'static/.well-known'), { recursive: true });
          fs.writeFileSync(path.join(site, 'static/.well-known/security.txt'), 'Contact: mailto:a@example.org\n');
        },
      ],
      ['the dependency lockfile', () => {
          fs.mkdirSync(path.join(site, 'node_modules'), { recursive: true });
          fs.writeFileSync(path.join(site, 'node_modules/.package-lock.json'), '{}');
        },
      ],
      ['a git commit (last-update dates)', () => (git(site, 'add', '-A'), git(site, 'commit', '-qm', 'second', '--date', '2026-03-04T05:06:07Z'))],
    ];
    for (const [label, change] of changes) {
      change();
      const r = await expectWarmEqualsCold(site, label);
      expect(unchanged(r), label).toBe(false);
    }
  }, 300_000);
});

describe('warm builds read nothing outside the site', () => {
  it('treat a cache entry or an output manifest that names a file outside the site as stale', async () => {
    const site = tempSite();
    const out = path.join(site, 'build');
    const build = (cache = true) => runBuild({ siteDir: site, locale: 'ru', outDir: out, cache, reporter: collectingReporter() });
    await build();
    const secret = path.join(path.dirname(site), `secret-${path.basename(site)}.svg`);
    fs.writeFileSync(secret, '<svg xmlns="http://www.w3.org/2000/svg"><text>secret</text></svg>');
    try {
      // A crafted Markdown entry: the page's image now "comes from" a file outside the site, hash and all.
      const entries = filesOf(path.join(site, '.tondocs/markdown')).filter((f) => f.endsWith('.v8')).map((f) => path.join(site, '.tondocs/markdown', f));
      const hash = crypto.createHash('sha256').update(fs.readFileSync(secret)).digest('hex').slice(0, 10);
      let crafted = 0;
      for (const e of entries) {
        const r = v8.deserialize(fs.readFileSync(e)) as { images: { source: string; output: string; ref?: string }[] };
        if (!r.images.length) continue;
        r.images = r.images.map(() => ({ source: secret, ref: secret, output: `assets/images/diagram.${hash}.svg` }));
        fs.writeFileSync(e, v8.serialize(r));
        crafted++;
      }
      expect(crafted).toBeGreaterThan(0);
      // A crafted output: a page file replaced by a symlink out of the site, with the manifest's stamps forged.
      const page = path.join(out, 'guide/first/index.html');
      fs.rmSync(page);
      fs.symlinkSync(secret, page);
      const manifestFile = filesOf(path.join(site, '.tondocs/output')).map((f) => path.join(site, '.tondocs/output', f))[0]!;
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { routes: Record<string, { files: [string, number, number, number][] }> };
      const st = fs.lstatSync(page);
      for (const r of Object.values(manifest.routes)) r.files = r.files.map((f) => (f[0] === 'guide/first/index.html' ? [f[0], st.size, st.mtimeMs, st.ino] : f));
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));

      await build();
      const published = filesOf(out).filter((f) => fs.readFileSync(path.join(out, f)).includes('secret'));
      expect(published).toEqual([]);
      expect(fs.lstatSync(page).isSymbolicLink()).toBe(false);

    } finally {
      fs.rmSync(secret, { force: true });
    }
  }, 300_000);

  it('take from a forged output manifest only the search files a build writes', async () => {
    const site = tempSite();
    const out = path.join(site, 'build');
    const build = () => runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
    await build();
    const secret = path.join(path.dirname(site), `secret-${path.basename(site)}.txt`);
    fs.writeFileSync(secret, 'secret');
    try {
      const manifestFile = filesOf(path.join(site, '.tondocs/output')).map((f) => path.join(site, '.tondocs/output', f)).find((f) => !f.endsWith('.up-to-date.json'))!;
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { routes: Record<string, { files: [string, number, number, number][] }> };
      // The search records are unchanged, so the entry's files would all be kept: among them, the outside file
      // under two names that lead out of the output, with its true stamps.
      const st = fs.lstatSync(secret);
      expect(manifest.routes['search:ru']).toBeDefined();
      manifest.routes['search:ru']!.files.push([path.relative(out, secret), st.size, st.mtimeMs, st.ino], [`assets/search/ru/../../../../../${path.basename(secret)}`, st.size, st.mtimeMs, st.ino]);
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
      fs.rmSync(path.join(out, '404.html')); // the output changed: a real build, not "nothing to do"
      await build();
      const saved = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as typeof manifest;
      const named = Object.values(saved.routes).flatMap((r) => r.files.map((f) => f[0]));
      expect(named.some((rel) => rel.startsWith('assets/search/'))).toBe(true);
      expect(named.filter((rel) => !path.resolve(out, rel).startsWith(out + path.sep))).toEqual([]);
      expect(fs.readFileSync(secret, 'utf8')).toBe('secret');
    } finally {
      fs.rmSync(secret, { force: true });
    }
  }, 300_000);
  it('take nothing through a folder of the output replaced by a link out of the site', async () => {
    const site = tempSite();
    const out = path.join(site, 'build');
    const build = () => runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
    await build();
    // A folder of the output replaced by a link to a folder outside the site holding a secret under a page's
    // name, and the output manifest's stamps forged to match it (the leaf itself is a regular file).
    const outside = path.join(path.dirname(site), `moved-${path.basename(site)}`);
    fs.renameSync(path.join(out, 'guide'), outside);
    const secret = path.join(outside, 'first', 'index.html');
    fs.writeFileSync(secret, '<!doctype html><p>secret</p>');
    fs.symlinkSync(outside, path.join(out, 'guide'));
    try {
      const manifestFile = filesOf(path.join(site, '.tondocs/output')).map((f) => path.join(site, '.tondocs/output', f)).find((f) => !f.endsWith('.up-to-date.json'))!;
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { routes: Record<string, { files: [string, number, number, number][] }> };
      const st = fs.statSync(secret);
      let forged = 0;
      for (const r of Object.values(manifest.routes)) r.files = r.files.map((f) => (f[0] === 'guide/first/index.html' ? (forged++, [f[0], st.size, st.mtimeMs, st.ino]) : f));
      expect(forged).toBe(1);
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
      await build();
      expect(fs.lstatSync(path.join(out, 'guide')).isSymbolicLink()).toBe(false);
      expect(filesOf(out).filter((f) => fs.readFileSync(path.join(out, f)).includes('secret'))).toEqual([]);
      expect(fs.readFileSync(secret, 'utf8')).toContain('secret');
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  }, 300_000);
});
