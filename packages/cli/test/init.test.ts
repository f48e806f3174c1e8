// `tondocs init`: a new site that builds with no other step, in the reader's language, never over existing files.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { initSite } from '../src/init/init.ts';
import { collectingReporter, read } from './helpers.ts';

const run = promisify(execFile);
const BIN = path.join(import.meta.dirname, '..', 'bin', 'tondocs.js');
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-init-'));

async function initAndBuild(locale: string) {
  const dir = path.join(tmp(), 'my-docs');
  initSite(dir, { locale, title: 'My Docs', cliVersion: '^0.1.0' });
  const reporter = collectingReporter();
  await runBuild({ siteDir: dir, locale, outDir: path.join(dir, 'build'), reporter });
  return { dir, out: path.join(dir, 'build'), warnings: reporter.warnings.map((w) => w.message) };
}

describe('tondocs init', () => {
  it('writes a site that builds without a warning: config, three pages in a sidebar, static folder, scripts', async () => {
    const { dir, out, warnings } = await initAndBuild('en');
    expect(warnings).toEqual([]);
    const pkg = JSON.parse(read(dir, 'package.json')) as { name: string; scripts: Record<string, string>; dependencies: Record<string, string> };
    expect(pkg).toMatchObject({ name: 'my-docs', scripts: { dev: 'tondocs serve --watch', build: 'tondocs build --locale en', serve: 'tondocs serve' }, dependencies: { '@tondocs/cli': '^0.1.0' } });
    const intro = read(out, 'index.html');
    expect(intro).toContain('<h1>Introduction</h1>');
    expect(intro).toContain('Skip to main content');
    // The sidebar holds the category and its pages; the static file is published.
    expect(intro).toMatch(/Guide[\s\S]*Writing pages[\s\S]*The sidebar/);
    expect(read(out, 'robots.txt')).toContain('User-agent');
    // A favicon: without one the browser's request for /favicon.ico is a console error on every page.
    expect(intro).toContain('<link rel="icon" href="/img/favicon.svg" type="image/svg+xml">');
    expect(read(out, 'img/favicon.svg')).toContain('<svg');
    expect(read(out, 'guide/first/index.html')).toContain('<h1>Writing pages</h1>');
  }, 120_000);

  it('gives the pages and the theme texts of the chosen language (ru, zh-CN)', async () => {
    const ru = await initAndBuild('ru');
    expect(ru.warnings).toEqual([]);
    expect(read(ru.out, 'index.html')).toMatch(/<html[^>]*lang="ru"[\s\S]*<h1>Введение<\/h1>/);
    expect(read(ru.out, 'index.html')).toContain('Перейти к основному содержимому');
    const zh = await initAndBuild('zh-CN');
    expect(zh.warnings).toEqual([]);
    expect(read(zh.out, 'index.html')).toContain('<h1>简介</h1>');
    expect(read(zh.out, 'index.html')).toContain('跳到主要内容');
  }, 180_000);

  it('builds a language without theme texts in English, with one warning saying so', async () => {
    const de = await initAndBuild('de');
    expect(de.warnings).toEqual(['The theme has no UI texts in "de" (locale de): menus and buttons are in English. Theme catalogues: en, ru, zh-CN.']);
    expect(read(de.out, 'index.html')).toContain('Skip to main content');
  }, 120_000);

  it('refuses a folder that is not empty and a locale that is not a language tag, changing nothing', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'notes.md'), 'mine');
    expect(() => initSite(dir, { locale: 'en', title: 'x', cliVersion: '^0.1.0' })).toThrow(/is not empty/);
    expect(fs.readdirSync(dir)).toEqual(['notes.md']);
    expect(() => initSite(path.join(dir, 'new'), { locale: '../x', title: 'x', cliVersion: '^0.1.0' })).toThrow(/not a language tag/);
    expect(fs.existsSync(path.join(dir, 'new'))).toBe(false);
  });

  it('is the `tondocs init` command: next steps on stdout, exit 1 with the reason on a non-empty folder', async () => {
    const parent = tmp();
    const r = await run('node', [BIN, 'init', 'site', '--locale', 'ru', '--title', 'Доки'], { cwd: parent, env: { ...process.env, CI: '1' } });
    expect(r.stdout).toContain('Created a tondocs site in site (8 files).');
    // Next steps for an installed @tondocs/cli: the new package.json lists it.
    expect(r.stdout).toContain('Next steps:\n  cd site\n  npm install');
    expect(r.stdout).toContain('npm run dev');
    expect(read(path.join(parent, 'site'), 'tondocs.config.ts')).toContain('"title": "Доки"');
    const again = await run('node', [BIN, 'init', 'site'], { cwd: parent }).catch((e: { code: number; stderr: string }) => e);
    expect('code' in again && again.code).toBe(1);
    expect('stderr' in again && again.stderr).toMatch(/site is not empty/);
  }, 60_000);
});
