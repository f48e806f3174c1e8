// `serve --watch`: an edit rebuilds only what it affects, a broken edit keeps the last good page, a fix recovers.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PATH, serve, type RunningServer } from '../src/serve/serve.ts';
import { buildSite } from '../src/build/run.ts';
import { silentReporter } from '../src/build/report.ts';
import { filesOf, tempSite } from './helpers.ts';
import { freePort } from '../src/serve/free-port.ts';

describe('serve --watch', () => {
  let site: string;
  let server: RunningServer;
  const file = () => path.join(site, 'content/ru/docs/guide/second.md');
  const page = async (p: string) => (await fetch(`${server.url}${p}`)).text();

  beforeAll(async () => {
    site = tempSite();
    server = await serve({ siteDir: site, outDir: path.join(site, 'build'), locale: 'ru', port: 0, host: '127.0.0.1', watch: true, quiet: true });
  });
  afterAll(() => server.close());

  it('serves the built site at its base path', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ru\/$/);
    expect(await page('guide/second')).toContain('Второе руководство');
  });

  it('rebuilds only the edited page when its body changes', async () => {
    const update = server.nextUpdate();
    fs.appendFileSync(file(), '\nНовый абзац из теста.\n');
    const r = await update;
    expect(r.ok).toBe(true);
    expect(r.changed).toEqual(['/ru/guide/second']);
    expect(await page('guide/second')).toContain('Новый абзац из теста.');
  });

  it('re-renders the sidebar pages when a title changes', async () => {
    const update = server.nextUpdate();
    fs.writeFileSync(file(), fs.readFileSync(file(), 'utf8').replace('title: Второе руководство', 'title: Переименованное руководство'));
    const r = await update;
    expect(r.ok).toBe(true);
    expect(r.changed).toEqual(expect.arrayContaining(['/ru/intro', '/ru/guide/first', '/ru/guide/second']));
    expect(await page('guide/first')).toContain('Переименованное руководство');
  });

  it('keeps the last good page on a broken edit and recovers when it is fixed', async () => {
    const good = fs.readFileSync(file(), 'utf8');
    let update = server.nextUpdate();
    fs.writeFileSync(file(), '---\ntitle: [сломано\n---\nТекст\n');
    expect((await update).ok).toBe(false);
    expect(await page('guide/second')).toContain('Новый абзац из теста.');
    update = server.nextUpdate();
    fs.writeFileSync(file(), good.replace('Новый абзац', 'Исправленный абзац'));
    expect((await update).ok).toBe(true);
    expect(await page('guide/second')).toContain('Исправленный абзац');
  });

  it('streams updates to open pages as server-sent events', async () => {
    const res = await fetch(`${server.url}__tondocs/events`);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    const update = server.nextUpdate();
    fs.appendFileSync(file(), '\nЕщё абзац.\n');
    await update;
    let text = '';
    while (!text.includes('"type":"update"')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('"paths":["/ru/guide/second"]');
    await reader.cancel();
  });
});

describe('serve --watch output equals a fresh build', () => {
  it('after edits, new pages, deletes and renames, byte for byte', async () => {
    const site = tempSite();
    const out = path.join(site, 'build');
    const server = await serve({ siteDir: site, outDir: out, locale: 'ru', port: 0, host: '127.0.0.1', watch: true, quiet: true });
    const docs = path.join(site, 'content/ru/docs');
    // A rename is two events (unlink, add): wait until the watcher has been quiet for a while.
    const step = async (change: () => void) => {
      let update = server.nextUpdate();
      change();
      expect((await update).ok).toBe(true);
      for (;;) {
        update = server.nextUpdate();
        const more = await Promise.race([update, new Promise<null>((r) => setTimeout(() => r(null), 1_000))]);
        if (!more) break;
        expect(more.ok).toBe(true);
      }
    };
    const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: Страница для проверки обновлений.\n---\n\n## Раздел\n\n${body}\n`;
    try {
      fs.mkdirSync(path.join(docs, 'extra'));
      await step(() => fs.writeFileSync(path.join(docs, 'extra/a.md'), page('Страница А', 'Ссылка на [Б](./b.md) и [введение](../intro.md).')));
      await step(() => fs.writeFileSync(path.join(docs, 'extra/b.md'), page('Страница Б', 'Ссылка на [А](./a.md#razdel).')));
      await step(() => fs.writeFileSync(path.join(docs, 'extra/0-first.md'), page('Первая по порядку', 'Текст.')));
      await step(() => fs.appendFileSync(path.join(docs, 'intro.md'), '\nСм. также [страницу А](./extra/a.md).\n'));
      // A rename is an unlink and an add: the old URL disappears, links to it break, then point at the new file.
      await step(() => fs.renameSync(path.join(docs, 'extra/b.md'), path.join(docs, 'extra/c.md')));
      await step(() => fs.writeFileSync(path.join(docs, 'extra/a.md'), page('Страница А', 'Ссылка на [В](./c.md) и [введение](../intro.md).')));
      await step(() => fs.unlinkSync(path.join(docs, 'extra/0-first.md')));
      await step(() => fs.writeFileSync(path.join(docs, 'guide/second.md'), fs.readFileSync(path.join(docs, 'guide/second.md'), 'utf8').replace(/^title: .*$/m, 'title: Второе, новое имя')));
      expect((await fetch(`${server.url}extra/b`)).status).toBe(404);
      expect((await fetch(`${server.url}extra/0-first`)).status).toBe(404);
      // The search index is written after the update, off its path.
      await server.searchSettled();
      const fresh = path.join(site, 'fresh');
      await buildSite({ siteDir: site, locale: 'ru', outDir: fresh, reporter: silentReporter, dev: { eventsUrl: `/ru/${EVENTS_PATH}` } }).then((r) => r.builder.close());
      expect(filesOf(out)).toEqual(filesOf(fresh));
      const differing = filesOf(fresh).filter((f) => !fs.readFileSync(path.join(out, f)).equals(fs.readFileSync(path.join(fresh, f))));
      expect(differing).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('serve --watch and pages made of other pages', () => {
  it("rewrites a category page's doc cards when another page's description changes, as a fresh build would", async () => {
    const site = tempSite('docusaurus-site');
    const out = path.join(site, 'build');
    const server = await serve({ siteDir: site, outDir: out, locale: 'ru', port: 0, host: '127.0.0.1', watch: true, quiet: true });
    const images = path.join(site, 'content/ru/docs/tools/images.mdx');
    try {
      const update = server.nextUpdate();
      fs.writeFileSync(images, fs.readFileSync(images, 'utf8').replace('description: Картинки и файлы.', 'description: Картинки, схемы и файлы.'));
      const result = await update;
      expect(result.ok).toBe(true);
      // The cards page is rebuilt although its own inputs are unchanged (buildRoutes keeps unchanged routes).
      expect(result.changed).toContain('/ru/tools');
      const cards = fs.readFileSync(path.join(out, 'tools/index.html'), 'utf8');
      expect(cards).toContain('Картинки, схемы и файлы.');
      await server.searchSettled();
      const fresh = path.join(site, 'fresh');
      await buildSite({ siteDir: site, locale: 'ru', outDir: fresh, reporter: silentReporter, dev: { eventsUrl: `/ru/${EVENTS_PATH}` } }).then((r) => r.builder.close());
      const differing = filesOf(fresh).filter((f) => !fs.existsSync(path.join(out, f)) || !fs.readFileSync(path.join(out, f)).equals(fs.readFileSync(path.join(fresh, f))));
      expect(differing).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('serve --watch with a pathological page', () => {
  it('keeps answering requests while the page renders, then reports it with its file', async () => {
    const previous = process.env.TONDOCS_FILE_BUDGET_MS;
    process.env.TONDOCS_FILE_BUDGET_MS = '4000';
    const site = tempSite();
    const server = await serve({ siteDir: site, outDir: path.join(site, 'build'), locale: 'ru', port: 0, host: '127.0.0.1', watch: true, quiet: true });
    try {
      const update = server.nextUpdate();
      fs.writeFileSync(path.join(site, 'content/ru/docs/deep.md'), `---\ntitle: Глубоко\n---\n\n${Array.from({ length: 500 }, (_, i) => `${' '.repeat(i * 2)}- a`).join('\n')}\n`);
      // While the worker is busy with the page, the server still answers (the parse is off its thread).
      await new Promise((r) => setTimeout(r, 500));
      const t0 = performance.now();
      expect((await fetch(`${server.url}intro`)).status).toBe(200);
      expect(performance.now() - t0).toBeLessThan(2_000);
      const r = await update;
      // A located error (the last good site stays served) or, on a fast machine, a rendered page.
      if (!r.ok) {
        expect(r.error).toContain('content/ru/docs/deep.md');
        expect((await fetch(`${server.url}intro`)).status).toBe(200);
      }
    } finally {
      await server.close();
      if (previous === undefined) delete process.env.TONDOCS_FILE_BUDGET_MS;
      else process.env.TONDOCS_FILE_BUDGET_MS = previous;
    }
  });
});

describe('serve --watch on a site without src/ and static/', () => {
  it('sees an edit made right after it started, and a src/ folder created later', async () => {
    const site = tempSite();
    fs.rmSync(path.join(site, 'src'), { recursive: true });
    fs.rmSync(path.join(site, 'static'), { recursive: true });
    // Enough folders that watching them takes a moment: chokidar 4 said 'ready' before its scan when a root
    // was missing, and this edit was lost.
    for (let i = 0; i < 150; i++) {
      const dir = path.join(site, `content/ru/docs/many/d${i}/e${i}`);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'page.md'), `---\ntitle: Страница ${i}\ndescription: Одна из многих.\n---\n\nТекст ${i}.\n`);
    }
    const server = await serve({ siteDir: site, outDir: path.join(site, 'build'), locale: 'ru', port: 0, host: '127.0.0.1', watch: true, quiet: true });
    try {
      const update = server.nextUpdate();
      fs.appendFileSync(path.join(site, 'content/ru/docs/many/d149/e149/page.md'), '\nПравка сразу после запуска.\n');
      const r = await Promise.race([update, new Promise<null>((res) => setTimeout(() => res(null), 20_000))]);
      expect(r?.changed).toEqual(['/ru/many/d149/e149/page']);
      const created = server.nextUpdate();
      fs.mkdirSync(path.join(site, 'static'));
      expect((await created).ok).toBe(true);
    } finally {
      await server.close();
    }
  }, 180_000);
});

describe('serve --watch before its first build is done', () => {
  it('answers a page request with the page rendered from its source, then serves the full build', async () => {
    const site = tempSite();
    // An MDX page is parsed as MDX when rendered early too (a literal expression is evaluated, not printed).
    fs.writeFileSync(path.join(site, 'content/ru/docs/guide/widget.mdx'), "---\ntitle: Страница MDX\ndescription: Проверка раннего MDX.\n---\n\nВыражение: {'вычислено'}.\n");
    const outDir = path.join(site, 'build');
    const port = await freePort();
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    let resolved = false;
    const running = serve({ siteDir: site, outDir, locale: 'ru', port, host: '127.0.0.1', watch: true, quiet: true, holdFirstBuild: hold }).then((s) => ((resolved = true), s));
    const url = `http://127.0.0.1:${port}/ru/`;
    let res: Response | undefined;
    for (let i = 0; i < 600 && !res; i++) res = await fetch(`${url}guide/first/`).catch(() => new Promise<undefined>((r) => setTimeout(r, 50)));
    try {
      expect(res!.status).toBe(200);
      const html = await res!.text();
      // The page itself, with the sidebar of the other pages, while the build is held after loading.
      expect(html).toContain('Первое руководство');
      expect(html).toContain('Содержимое совета.');
      expect(html).toContain('Второе руководство');
      expect(resolved).toBe(false);
      expect(fs.existsSync(path.join(outDir, 'guide/second/index.html'))).toBe(false);
      const data = await fetch(`${url}guide/second/__route.json`);
      expect(data.status).toBe(200);
      expect(((await data.json()) as { title: string }).title).toBe('Второе руководство');
      // The theme's CSS is inline in the early page, and its deferred stylesheet is served too.
      expect(html).toMatch(/<style>:root\{/);
      const css = /href="(\/ru\/assets\/deferred\.[^"]+\.css)"/.exec(html)?.[1];
      expect((await fetch(`http://127.0.0.1:${port}${css}`)).status).toBe(200);
      const mdx = await (await fetch(`${url}guide/widget/`)).text();
      expect(mdx).toContain('Выражение: вычислено.');
      expect(mdx).not.toContain("{'вычислено'}");
      // The pages rendered early (two pages, one route data) are in the Markdown cache already, the full build
      // being held before its Markdown stage: it reads them, as does the next start if this one is stopped now.
      const cacheDir = path.join(site, '.tondocs', 'markdown');
      const kept = fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir).map((d) => fs.readFileSync(path.join(cacheDir, d, 'source.txt'), 'utf8')) : [];
      expect(kept.map((f) => path.relative(site, f)).sort()).toEqual(['content/ru/docs/guide/first.md', 'content/ru/docs/guide/second.md', 'content/ru/docs/guide/widget.mdx']);
    } finally {
      release();
    }
    const server = await running;
    try {
      const fresh = path.join(site, 'fresh');
      await buildSite({ siteDir: site, locale: 'ru', outDir: fresh, reporter: silentReporter, dev: { eventsUrl: `/ru/${EVENTS_PATH}` } });
      for (const f of filesOf(fresh).filter((f) => !f.startsWith('assets/search/'))) expect(fs.readFileSync(path.join(outDir, f)).equals(fs.readFileSync(path.join(fresh, f))), f).toBe(true);
    } finally {
      await server.close();
    }
  }, 120_000);
});
