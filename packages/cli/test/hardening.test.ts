// Hostile and broken input: the build never publishes a file from outside the site, reports bad input with
// its exact location, and leaves nothing behind when interrupted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { TondocsError, formatError } from '../src/errors.ts';
import { StagedOutput, lockOutput } from '../src/write/output.ts';
import { collectingReporter, filesOf, read, tempSite } from './helpers.ts';

// A "secret" outside every site directory, as /etc/passwd or /proc/self/environ would be.
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-secret-'));
const SECRET = 'TOP-SECRET-TOKEN-5f1c';
fs.writeFileSync(path.join(outside, 'env.md'), `---\ntitle: Секрет\n---\n\n## Ключ\n\n${SECRET}\n`);
fs.writeFileSync(path.join(outside, 'secret.png'), SECRET);
afterAll(() => fs.rmSync(outside, { recursive: true, force: true }));

const docs = (site: string) => path.join(site, 'content/ru/docs');

async function buildError(site: string, out = path.join(site, 'build')): Promise<TondocsError> {
  const e = await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() }).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(TondocsError);
  return e as TondocsError;
}

/** Every file of a directory tree, as text. */
function allText(dir: string): string {
  return filesOf(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

describe('nothing from outside the site is read or published', () => {
  it('refuses a content symlink that leaves the site, names it, and keeps the previous output', async () => {
    const site = tempSite();
    const out = path.join(site, 'build');
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
    const before = read(out, 'intro/index.html');
    fs.symlinkSync(path.join(outside, 'env.md'), path.join(docs(site), 'env.md'));
    const e = await buildError(site);
    expect(formatError(e)).toContain('content/ru/docs/env.md');
    expect(e.message).toContain(fs.realpathSync(path.join(outside, 'env.md')));
    expect(e.message).toContain('outside the site directory');
    expect(read(out, 'intro/index.html')).toBe(before);
    expect(allText(out)).not.toContain(SECRET);
  });

  it('refuses symlinked system files and directories (/etc/passwd, a folder outside)', async () => {
    const site = tempSite();
    fs.symlinkSync('/etc/passwd', path.join(docs(site), 'passwd.md'));
    expect((await buildError(site)).message).toContain('/etc/passwd');
    const site2 = tempSite();
    fs.symlinkSync(outside, path.join(docs(site2), 'linked-dir'));
    expect((await buildError(site2)).message).toContain('outside the site directory');
  });

  it('refuses a docs folder that is itself a symlink to outside the site', async () => {
    const site = tempSite();
    const docsCopy = fs.mkdtempSync(path.join(outside, 'docs-'));
    fs.cpSync(docs(site), docsCopy, { recursive: true });
    fs.rmSync(docs(site), { recursive: true });
    fs.symlinkSync(docsCopy, docs(site));
    expect((await buildError(site)).message).toContain('outside the site directory');
  });

  it('refuses an image reference that leaves the site, with file:line:col', async () => {
    const site = tempSite();
    const rel = path.relative(path.join(docs(site), 'guide'), path.join(outside, 'secret.png'));
    fs.appendFileSync(path.join(docs(site), 'guide/second.md'), `\nСхема: ![x](${rel})\n`);
    const lines = read(site, 'content/ru/docs/guide/second.md').split('\n');
    const line = lines.findIndex((l) => l.includes('![x]')) + 1;
    const e = await buildError(site);
    expect(e.position).toEqual({ file: 'content/ru/docs/guide/second.md', line, column: 8 });
    expect(e.message).toContain('outside the site directory');
    expect(allText(path.join(site, 'build'))).not.toContain(SECRET);
  });

  it('refuses a static file symlinked to outside the site', async () => {
    const site = tempSite();
    fs.symlinkSync(path.join(outside, 'secret.png'), path.join(site, 'static/leak.png'));
    expect((await buildError(site)).message).toContain('outside the site directory');
  });

  it('follows symlinks that stay inside the site (pages, folders, static files)', async () => {
    const site = tempSite();
    fs.mkdirSync(path.join(site, 'shared/more'), { recursive: true });
    fs.writeFileSync(path.join(site, 'shared/more/linked.md'), '---\ntitle: Связанная\ndescription: Страница по ссылке.\n---\n\n## Раздел\n\nТекст.\n');
    fs.symlinkSync(path.join(site, 'shared/more'), path.join(docs(site), 'more'));
    fs.symlinkSync(path.join(docs(site), 'intro.md'), path.join(docs(site), 'intro-copy.md'));
    fs.symlinkSync(path.join(site, 'static/img/social.svg'), path.join(site, 'static/social-link.svg'));
    const out = path.join(site, 'build');
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
    expect(read(out, 'more/linked/index.html')).toContain('Связанная');
    expect(read(out, 'intro-copy/index.html')).toContain('Текст введения');
    expect(fs.existsSync(path.join(out, 'social-link.svg'))).toBe(true);
  });
});

describe('bad input is reported where it is', () => {
  it('warns about malformed percent escapes in links and images with file:line:col, and fails under --strict', async () => {
    const site = tempSite();
    fs.writeFileSync(path.join(docs(site), 'escapes.md'), '---\ntitle: Экранирование\n---\n\n## Ссылки\n\n[a](#%zz) и ![b](./a%zz.png)\n\n[c](./a%zz.md)\n');
    const reporter = collectingReporter();
    await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter });
    const mine = reporter.warnings.filter((w) => w.position.file.endsWith('escapes.md')).map((w) => [w.position.line, w.position.column, /percent escape/.test(w.message)]);
    expect(mine).toEqual([
      [7, 1, true],
      [7, 13, true],
      [9, 1, true],
    ]);
    const e = await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), strict: true, reporter: collectingReporter() }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TondocsError);
  });

  it('points a frontmatter error at its exact line and column', async () => {
    const site = tempSite();
    fs.writeFileSync(path.join(docs(site), 'guide/second.md'), '---\ntitle: Второе\ndescription: значение: с двоеточием\n---\n\nТекст\n');
    const e = await buildError(site);
    expect(e.position).toEqual({ file: 'content/ru/docs/guide/second.md', line: 3, column: 22 });
  });

  it('warns about a binary file, invalid UTF-8, an empty page and a page without a title', async () => {
    const site = tempSite();
    fs.writeFileSync(path.join(docs(site), 'binary.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x1a, 0x0a]));
    fs.writeFileSync(path.join(docs(site), 'latin1.md'), Buffer.concat([Buffer.from('---\ntitle: Кодировка\n---\n\n## Раздел\n\ncaf'), Buffer.from([0xe9]), Buffer.from('\n')]));
    fs.writeFileSync(path.join(docs(site), 'empty.md'), '---\ntitle: Пусто\n---\n\n');
    fs.writeFileSync(path.join(docs(site), 'untitled.md'), '## Раздел\n\nТекст без заголовка.\n');
    const reporter = collectingReporter();
    await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter });
    const byFile = (name: string) => reporter.warnings.filter((w) => w.position.file === `content/ru/docs/${name}`).map((w) => w.message).join('\n');
    expect(byFile('binary.md')).toMatch(/binary data/);
    expect(byFile('latin1.md')).toMatch(/not valid UTF-8/);
    expect(byFile('empty.md')).toMatch(/is empty/);
    expect(byFile('untitled.md')).toMatch(/no title/);
    const strict = await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build2'), strict: true, reporter: collectingReporter() }).catch((x: unknown) => x);
    expect(strict).toBeInstanceOf(TondocsError);
  });

  it('checks relative links without .md and raw HTML links like Markdown links', async () => {
    const site = tempSite();
    fs.writeFileSync(
      path.join(docs(site), 'guide/links.md'),
      '---\ntitle: Ссылки\n---\n\n## Раздел\n\n[сосед](first) и [нет](missing-page), [вверх](../intro#details).\n\n<p>Смотрите <a href="/intro#nope">введение</a> и <a href="../nowhere">это</a>.</p>\n',
    );
    const reporter = collectingReporter();
    await runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter });
    const mine = reporter.warnings.filter((w) => w.position.file.endsWith('guide/links.md')).map((w) => `${w.position.line}:${w.position.column} ${w.message.split(':')[0]}`);
    expect(mine).toEqual(['7:18 Broken link "missing-page"', '9:13 Broken anchor "#nope" in link "/intro#nope"', '9:50 Broken link "../nowhere"']);
  });
});

describe('output and interruptions', () => {
  it('creates output directories with the umask (0755 under 022), not 0700', async () => {
    const site = tempSite();
    const out = path.join(site, 'build');
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
    const umask = process.umask();
    expect(fs.statSync(out).mode & 0o777).toBe(0o777 & ~umask);
    expect(fs.statSync(path.join(out, 'intro')).mode & 0o777).toBe(0o777 & ~umask);
  });

  it('removes staging and old trees that a killed build left behind', async () => {
    const site = tempSite();
    const out = path.join(site, 'build');
    // What `kill -9` leaves: a staging tree of an older version (mkdtemp name), one of a dead pid, an old build.
    const dead = 2 ** 22 + 12345;
    for (const d of ['.build.staging-Ab12Cd', `.build.staging-${dead}-00aa11bb`, `build.old-${dead}`]) fs.mkdirSync(path.join(site, d, 'x'), { recursive: true });
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
    expect(fs.readdirSync(site).filter((n) => /staging|\.old-/.test(n))).toEqual([]);
  });

  it('keeps a second build out of an output that another live build is writing', () => {
    const site = tempSite();
    const out = path.join(site, 'build');
    const lock = lockOutput(out);
    try {
      // Another process (this test's parent is alive) holds it: a stale lock of a dead pid would be taken over.
      fs.writeFileSync(`${out}.lock`, String(process.ppid));
      expect(() => lockOutput(out)).toThrow(/Another build \(pid \d+\) is writing/);
      fs.writeFileSync(`${out}.lock`, String(2 ** 22 + 999));
      lockOutput(out).release();
    } finally {
      lock.release();
    }
    expect(fs.existsSync(`${out}.lock`)).toBe(false);
  });

  it('a build killed with SIGKILL leaves nothing the next build keeps', async () => {
    const site = tempSite();
    const out = path.join(site, 'build');
    const child = spawn(process.execPath, [path.join(import.meta.dirname, '..', 'bin', 'tondocs.js'), 'build', '--locale', 'ru'], { cwd: site, stdio: 'ignore' });
    // Kill it once its staging tree exists (or after it ends on a fast machine).
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && child.exitCode === null && !fs.readdirSync(site).some((n) => n.includes('.staging-'))) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r).once('error', r));
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
    expect(fs.readdirSync(site).filter((n) => /staging|\.old-|\.lock$/.test(n))).toEqual([]);
    expect(fs.existsSync(path.join(out, 'intro/index.html'))).toBe(true);
  });

  it('staged output writes nothing outside its tree', async () => {
    const site = tempSite();
    const out = new StagedOutput(path.join(site, 'build'));
    out.write('a.txt', 'x');
    await out.abort();
    expect(fs.readdirSync(site).filter((n) => n.includes('staging'))).toEqual([]);
  });
});

describe('reproducible builds', () => {
  it('gives the same bytes from any working directory and for copies of the site', async () => {
    const a = tempSite();
    const b = tempSite();
    const cwd = process.cwd();
    try {
      process.chdir(a);
      await runBuild({ siteDir: a, locale: 'ru', outDir: path.join(a, 'build'), reporter: collectingReporter() });
      process.chdir(os.tmpdir());
      await runBuild({ siteDir: b, locale: 'ru', outDir: path.join(b, 'build'), reporter: collectingReporter() });
    } finally {
      process.chdir(cwd);
    }
    const filesA = filesOf(path.join(a, 'build'));
    expect(filesA).toEqual(filesOf(path.join(b, 'build')));
    expect(filesA.some((f) => /^assets\/main\.[A-Z0-9]{8}\.js$/.test(f))).toBe(true);
    for (const f of filesA) expect(fs.readFileSync(path.join(b, 'build', f)).equals(fs.readFileSync(path.join(a, 'build', f))), f).toBe(true);
  });
});
