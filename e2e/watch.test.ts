// Live preview: an edit under `serve --watch` appears in the open page without a reload; a broken edit
// shows an error overlay; fixing it recovers.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../packages/cli/src/serve/serve.ts';
import { launchBrowser } from './browser.ts';
import { copySite } from './site.ts';

let site: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  site = copySite();
  server = await serve({ siteDir: site, outDir: path.join(site, 'build'), locale: 'ru', port: 0, host: '127.0.0.1', watch: true, quiet: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(site, { recursive: true, force: true });
});

describe('serve --watch in the browser', () => {
  it('shows an edit in the open page, then an overlay for a broken edit, then recovers', async () => {
    const file = path.join(site, 'content/ru/docs/v3/concepts/educational-resources.md');
    const original = fs.readFileSync(file, 'utf8');
    const page = await browser.newPage();
    await page.goto(`${server.url}v3/concepts/educational-resources`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1));

    fs.writeFileSync(file, `${original}\n\nАбзац, добавленный во время предпросмотра.\n`);
    await page.waitForSelector('text=Абзац, добавленный во время предпросмотра.');
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1);

    fs.writeFileSync(file, original.replace(/^title: .*$/m, 'title: [не закрыто'));
    await page.waitForSelector('#tondocs-dev-overlay');
    expect(await page.locator('#tondocs-dev-overlay').textContent()).toMatch(/educational-resources\.md:\d+:\d+: Malformed frontmatter/);
    // The last good page is still what the server sends.
    expect(await (await fetch(`${server.url}v3/concepts/educational-resources`)).text()).toContain('Абзац, добавленный во время предпросмотра.');

    fs.writeFileSync(file, `${original}\n\nИсправленный абзац.\n`);
    await page.waitForSelector('text=Исправленный абзац.');
    expect(await page.locator('#tondocs-dev-overlay').count()).toBe(0);
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1);
    await page.close();
  });
});
