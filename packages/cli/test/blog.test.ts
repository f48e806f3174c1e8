// The blog: reading posts and authors (with errors that name file, line and field), and the pages, feeds,
// sitemap entries and search records a build makes of them.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBlog, readingMinutes } from '../src/content/blog.ts';
import { buildSite, runBuild } from '../src/build/run.ts';
import { TondocsError, formatError } from '../src/errors.ts';
import { serve, type RunningServer } from '../src/serve/serve.ts';
import { collectingReporter, read, tempSite } from './helpers.ts';

const AUTHORS = `docs-team:
  name: Команда документации
  title: Редакция
  url: https://github.com/example/repo
editor:
  name: Редактор справочника
`;

function post(fields: Record<string, string>, body = 'Первый абзац записи.\n\n<!-- truncate -->\n\nПродолжение записи.\n'): string {
  return `---\n${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n\n${body}`;
}

const base = { title: 'Запись', description: 'Описание записи.', date: '2026-03-01', authors: '[docs-team]', tags: '[документация]' };

/** A site whose ru blog holds the given files (name -> content), with authors.yml unless given. */
function siteWithBlog(files: Record<string, string>, postsPerPage = 2): string {
  const site = tempSite();
  const dir = path.join(site, 'content', 'ru', 'blog');
  fs.mkdirSync(dir, { recursive: true });
  if (!('authors.yml' in files)) fs.writeFileSync(path.join(dir, 'authors.yml'), AUTHORS);
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  const configFile = path.join(site, 'tondocs.config.ts');
  const config = fs.readFileSync(configFile, 'utf8').replace(
    '  docs: {',
    `  blog: { title: { ru: 'Блог', en: 'Blog' }, description: { ru: 'Новости сайта.', en: 'Site news.' }, postsPerPage: ${postsPerPage} },\n  docs: {`,
  );
  fs.writeFileSync(configFile, config);
  return site;
}

function blogError(files: Record<string, string>): TondocsError {
  const site = siteWithBlog(files);
  try {
    readBlog(site, 'ru');
  } catch (e) {
    expect(e).toBeInstanceOf(TondocsError);
    return e as TondocsError;
  }
  throw new Error('expected the blog to be rejected');
}

describe('reading the blog', () => {
  it('takes slug from the file name without its date, excerpt above the marker, newest first', () => {
    const site = siteWithBlog({
      '2025-05-02-older.md': post({ ...base, title: 'Старая', date: '2025-05-02' }),
      '2026-01-10-newer.md': post({ ...base, title: 'Новая', date: '2026-01-10' }, 'Без маркера.\n'),
    });
    const blog = readBlog(site, 'ru')!;
    expect(blog.posts.map((p) => p.slug)).toEqual(['newer', 'older']);
    expect(blog.posts[0]!.doc.route).toBe('/blog/newer');
    expect(blog.posts[0]!.excerpt).toBeUndefined();
    expect(blog.posts[1]!.excerpt).toBe('Первый абзац записи.');
    expect(blog.posts[1]!.date).toBe(Date.UTC(2025, 4, 2));
    expect(blog.posts[1]!.authors[0]!.name).toBe('Команда документации');
    expect(blog.posts[1]!.tags).toEqual([{ label: 'документация', slug: 'dokumentatsiya' }]);
  });

  it('fails on a post without a date, naming the file and the field', () => {
    const { date: _, ...noDate } = base;
    const err = blogError({ '2026-01-01-no-date.md': post(noDate) });
    expect(err.message).toBe('Blog post has no "date" in its frontmatter');
    expect(err.position?.file).toMatch(/content\/ru\/blog\/2026-01-01-no-date\.md$/);
    expect(err.hint).toContain('date: ');
  });

  it('fails on an unknown author with the line of the authors field and the known ids', () => {
    const err = blogError({ 'x.md': post({ ...base, authors: '\n  - docs-team\n  - ghost' }) });
    expect(err.message).toBe('Unknown author "ghost" in field "authors"');
    expect(err.position).toMatchObject({ line: 7 });
    expect(err.position?.file).toMatch(/x\.md$/);
    expect(err.hint).toContain('docs-team, editor');
    expect(formatError(err)).toMatch(/x\.md:7: Unknown author "ghost"/);
  });

  it('fails on a date that is not YYYY-MM-DD, on a malformed authors file and on reserved slugs', () => {
    expect(blogError({ 'x.md': post({ ...base, date: 'вчера' }) }).message).toMatch(/^Invalid blog post field "date"/);
    const yaml = blogError({ 'authors.yml': 'docs-team: [name: x', 'x.md': post(base) });
    expect(yaml.position?.file).toMatch(/authors\.yml$/);
    expect(yaml.position?.line).toBe(1);
    expect(blogError({ 'authors.yml': 'docs-team: { title: без имени }', 'x.md': post(base) }).message).toBe('Author "docs-team": field "name" Invalid input: expected string, received undefined');
    expect(blogError({ '2026-01-01-tags.md': post(base) }).message).toContain('slug "tags" is taken');
  });

  it('counts reading time on prose only, at least one minute', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'слово').join(' ');
    expect(readingMinutes('Коротко.')).toBe(1);
    expect(readingMinutes(words(900))).toBe(5);
    expect(readingMinutes(`${words(180)}\n\n\`\`\`ts\n${words(2000)}\n\`\`\`\n`)).toBe(1);
  });
});

describe('building a site with a blog', () => {
  let out: string;
  let warnings: string[];
  beforeAll(async () => {
    const site = siteWithBlog({
      '2024-12-30-first.md': post({ ...base, title: 'Первая', date: '2024-12-30', tags: '[tolk, документация]' }, 'Текст [второй записи](./2025-06-01-second.md) и [руководства](../docs/guide/second.md).\n\n<!-- truncate -->\n\nСм. [архив](~/blog/archive) и [страницу](~/no-such-page).\n\nПродолжение с **жирным** текстом.\n\n## Раздел записи\n\nЕщё текст.\n'),
      '2025-06-01-second.md': post({ ...base, title: 'Вторая', date: '2025-06-01', authors: '[docs-team, editor]' }),
      '2026-02-01-third.md': post({ ...base, title: 'Третья', date: '2026-02-01', tags: '[Tolk]' }),
    });
    out = path.join(site, 'build');
    const reporter = collectingReporter();
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter });
    warnings = reporter.warnings.map((w) => w.message);
  });

  it('paginates the list, newest first, with excerpts and a read-more link only for truncated posts', () => {
    const first = read(out, 'blog/index.html');
    expect(first).toContain('<title>Блог | Fixture</title>');
    expect(first.indexOf('Третья')).toBeLessThan(first.indexOf('Вторая'));
    expect(first).not.toContain('>Первая</a></h2>');
    expect(first).toContain('Страница 1 из 2');
    expect(first).toContain('href="/ru/blog/page/2"');
    const second = read(out, 'blog/page/2/index.html');
    expect(second).toContain('>Первая</a></h2>');
    expect(second).toContain('Текст <a href="/ru/blog/second">второй записи</a>');
    expect(second).not.toContain('Продолжение с');
    expect(second).toContain('Читать далее');
    expect(second).toContain('href="/ru/blog"');
  });

  it('renders a post with date, reading time, authors, tags, TOC and newer/older neighbours', () => {
    const html = read(out, 'blog/first/index.html');
    expect(html).toContain('<time dateTime="2024-12-30">30 декабря 2024 г.</time>');
    expect(html).toContain('1 мин. чтения');
    expect(html).toContain('Команда документации');
    expect(html).toContain('href="/ru/blog/tags/tolk"');
    expect(html).toContain('Продолжение с <strong>жирным</strong> текстом.');
    expect(html).toContain('id="doc-body"');
    expect(html).toContain('class="toc"');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="article:published_time" content="2024-12-30T00:00:00.000Z">');
    expect(html).toMatch(/Следующая запись<\/span><span class="paginator-label">« <!-- -->Вторая/);
    // The body is in the DOM once; the inline route data does not repeat it.
    expect(html.split('Продолжение с').length).toBe(2);
    const data = JSON.parse(read(out, 'blog/first/__route.json'));
    expect(data.blog.html).toContain('Продолжение с');
  });

  it('groups the sidebar and the archive by year', () => {
    const html = read(out, 'blog/archive/index.html');
    const years = [...html.matchAll(/<h2 id="year-(\d+)">/g)].map((m) => m[1]);
    expect(years).toEqual(['2026', '2025', '2024']);
    expect(html).toMatch(/blog-sidebar-year-title">2026<\/p><ul><li><a href="\/ru\/blog\/third"/);
  });

  it('makes tag pages with Russian plural counts; tags that differ in case share a page', () => {
    const tolk = read(out, 'blog/tags/tolk/index.html');
    expect(tolk).toContain('<h1>Записи с тегом «Tolk»</h1>');
    expect(tolk).toContain('2 записи');
    const tags = read(out, 'blog/tags/index.html');
    expect(tags).toContain('документация<span class="blog-tag-count"> (<!-- -->2 записи<!-- -->)</span>');
  });

  it('writes RSS and Atom feeds with absolute links, linked from every page head', () => {
    const rss = read(out, 'blog/rss.xml');
    expect(rss).toContain('<link>https://docs.example.org/ru/blog/third</link>');
    expect(rss.match(/<item>/g)).toHaveLength(3);
    expect(rss).toContain('href="https://docs.example.org/ru/blog/second"');
    expect(rss).toContain('<language>ru</language>');
    const atom = read(out, 'blog/atom.xml');
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atom.match(/<entry>/g)).toHaveLength(3);
    for (const page of ['intro/index.html', 'blog/index.html']) {
      expect(read(out, page)).toContain('<link rel="alternate" type="application/rss+xml" title="Блог RSS" href="/ru/blog/rss.xml">');
      expect(read(out, page)).toContain('<link rel="alternate" type="application/atom+xml" title="Блог Atom" href="/ru/blog/atom.xml">');
    }
  });

  it('puts the blog into the sitemap and the search index, and checks links of posts', () => {
    const sitemap = read(out, 'sitemap.xml');
    for (const p of ['blog', 'blog/first', 'blog/tags/tolk', 'blog/archive']) expect(sitemap).toContain(`<loc>https://docs.example.org/ru/${p}</loc>`);
    // The split index: a text chunk holds the post's page (its url and title).
    const dir = path.join(out, 'assets', 'search', 'ru');
    expect(fs.readdirSync(dir).some((f) => f.startsWith('d') && read(dir, f).includes('"/ru/blog/first"'))).toBe(true);
    // Links of posts are checked, "~/" routes of the locale included.
    expect(warnings.filter((w) => w.includes('blog') || w.includes('~/'))).toEqual(['Broken link "~/no-such-page": no page at /ru/no-such-page.']);
  });
});

describe('a blog post with math', () => {
  let out: string;
  beforeAll(async () => {
    const site = siteWithBlog({
      '2026-03-01-math.mdx': post({ ...base, title: 'С формулой', date: '2026-03-01' }, 'Первый абзац, формула $E = mc^2$ в нём.\n\n{/* truncate */}\n\nПродолжение.\n'),
      '2026-02-01-plain.md': post({ ...base, title: 'Без формул', date: '2026-02-01' }),
    });
    out = path.join(site, 'build');
    await runBuild({ siteDir: site, locale: 'ru', outDir: out, reporter: collectingReporter() });
  });

  it('links KaTeX\'s stylesheet before the first formula of a post and of its excerpt, and not from other pages', () => {
    const katex = '<link rel="stylesheet" href="/ru/assets/katex/katex.min.css">';
    for (const page of ['blog/math/index.html', 'blog/index.html']) {
      const html = read(out, page);
      expect(html.indexOf(katex), page).toBeGreaterThan(html.indexOf('Первый абзац, формула'));
      expect(html.indexOf(katex) + katex.length, page).toBe(html.indexOf('<span class="katex">'));
    }
    expect(read(out, 'blog/plain/index.html')).not.toContain('katex.min.css');
    expect(fs.existsSync(path.join(out, 'assets/katex/katex.min.css'))).toBe(true);
  });

});

describe('the blog under serve --watch', () => {
  let site: string;
  let server: RunningServer;
  const page = async (p: string) => (await fetch(`${server.url}${p}`)).text();
  const postFile = () => path.join(site, 'content/ru/blog/2026-02-01-third.md');

  beforeAll(async () => {
    site = siteWithBlog({
      '2025-06-01-second.md': post({ ...base, title: 'Вторая', date: '2025-06-01' }),
      '2026-02-01-third.md': post({ ...base, title: 'Третья', date: '2026-02-01' }),
    });
    server = await serve({ siteDir: site, outDir: path.join(site, 'build'), locale: 'ru', port: 0, host: '127.0.0.1', watch: true, quiet: true });
  });
  afterAll(() => server.close());

  it('rewrites the blog pages and feeds, and nothing else, when a post changes', async () => {
    const update = server.nextUpdate();
    fs.writeFileSync(postFile(), fs.readFileSync(postFile(), 'utf8').replace('title: Третья', 'title: Переименованная'));
    const r = await update;
    expect(r.ok).toBe(true);
    expect(r.changed).toEqual(expect.arrayContaining(['/ru/blog', '/ru/blog/third', '/ru/blog/second', '/ru/blog/archive']));
    // The site map lists the post under its title too.
    expect(r.changed.every((p) => p.startsWith('/ru/blog') || p === '/ru/site-map')).toBe(true);
    expect(await page('blog/third')).toContain('<h1>Переименованная</h1>');
    expect(await page('blog/rss.xml')).toContain('Переименованная');
  });

  it('keeps the last good blog when a post names an unknown author, and recovers', async () => {
    const good = fs.readFileSync(postFile(), 'utf8');
    let update = server.nextUpdate();
    fs.writeFileSync(postFile(), good.replace('authors: [docs-team]', 'authors: [ghost]'));
    let r = await update;
    expect(r.ok).toBe(false);
    expect(await page('blog/third')).toContain('<h1>Переименованная</h1>');
    update = server.nextUpdate();
    fs.writeFileSync(postFile(), good);
    r = await update;
    expect(r.ok).toBe(true);
  });
});

describe('the blog under serve --watch, started without any excerpt', () => {
  it('renders the excerpt a later edit adds', async () => {
    const site = siteWithBlog({ '2026-02-01-third.md': post({ ...base, title: 'Третья', date: '2026-02-01' }, 'Только текст записи.\n') });
    const server = await serve({ siteDir: site, outDir: path.join(site, 'build'), locale: 'ru', port: 0, host: '127.0.0.1', watch: true, quiet: true });
    try {
      const file = path.join(site, 'content/ru/blog/2026-02-01-third.md');
      const update = server.nextUpdate();
      fs.writeFileSync(file, post({ ...base, title: 'Третья', date: '2026-02-01' }, 'Анонс с **выделением**.\n\n<!-- truncate -->\n\nПродолжение записи.\n'));
      const r = await update;
      expect(r.error).toBeUndefined();
      expect(r.ok).toBe(true);
      const list = await (await fetch(`${server.url}blog`)).text();
      expect(list).toContain('Анонс с <strong>выделением</strong>.');
      expect(list).not.toContain('Продолжение записи.');
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('blog excerpts across runs', () => {
  it('takes the excerpts of unchanged posts from the Markdown cache: a later run does not load the Markdown stage on the main thread', async () => {
    const site = siteWithBlog({ '2026-03-01-first.md': post(base), '2026-03-02-second.md': post({ ...base, title: 'Вторая запись', date: '2026-03-02' }) });
    const build = async (outDir: string) => {
      const { builder } = await buildSite({ siteDir: site, locale: 'ru', outDir: path.join(site, outDir), reporter: collectingReporter() });
      await builder.close();
      // (Private: what a run loaded is not part of its output.)
      return (builder as unknown as { mainMarkdown?: unknown }).mainMarkdown !== undefined;
    };
    expect(await build('build-1')).toBe(true);
    // Another output folder: every page is rendered again, from the cached Markdown.
    expect(await build('build-2')).toBe(false);
    expect(read(path.join(site, 'build-2'), 'blog/index.html')).toBe(read(path.join(site, 'build-1'), 'blog/index.html'));
    expect(read(path.join(site, 'build-2'), 'blog/index.html')).toContain('Первый абзац записи.');
    // An edited excerpt is rendered afresh.
    const file = path.join(site, 'content', 'ru', 'blog', '2026-03-01-first.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Первый абзац записи.', 'Изменённое начало записи.'));
    expect(await build('build-3')).toBe(true);
    expect(read(path.join(site, 'build-3'), 'blog/index.html')).toContain('Изменённое начало записи.');
  });
});
