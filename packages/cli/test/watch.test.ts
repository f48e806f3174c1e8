// `serve --watch`: an edit rebuilds only what it affects, a broken edit keeps the last good page, a fix recovers.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../src/serve/serve.ts';
import { tempSite } from './helpers.ts';

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
