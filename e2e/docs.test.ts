// A doc page in a real browser: rendering, hydration, client navigation, colour mode, 404, screenshots.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INTRO, useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser();

/** A page that records console errors and page errors; tests assert there are none. */
async function open(url: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('favicon') && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, errors };
}

describe('doc page', () => {
  it('renders with sidebar, TOC and breadcrumbs and hydrates without a mismatch', async () => {
    const { page, errors } = await open(`${env.server.url}${INTRO}`);
    expect(await page.title()).toBe('Открытая сеть TON | TON Docs');
    await expect(page.locator('.sidebar .menu-link--active').textContent()).resolves.toBe('Введение');
    expect(await page.locator('.toc .toc-link').count()).toBeGreaterThan(2);
    expect(await page.locator('h1').textContent()).toBe('Открытая сеть TON');
    expect(await page.evaluate(() => (window as Window & { __tondocsHydrationErrors?: unknown[] }).__tondocsHydrationErrors ?? [])).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('navigates client-side without a document reload, and back/forward keep the scroll position', async () => {
    const { page, errors } = await open(`${env.server.url}${INTRO}`);
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 42));
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('.sidebar .menu-link', { hasText: 'Глоссарий' }).click();
    await page.waitForURL(/\/ru\/v3\/concepts\/glossary$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Глоссарий');
    expect(await page.title()).toBe('Глоссарий | TON Docs');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(42);
    await page.goBack();
    await page.waitForURL(new RegExp(`${INTRO}$`));
    await expect.poll(() => page.locator('h1').textContent()).toBe('Открытая сеть TON');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(42);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('follows links in the text to pages of the same locale', async () => {
    const { page, errors } = await open(`${env.server.url}${INTRO}`);
    await page.locator('.markdown a', { hasText: 'глоссарий' }).first().click();
    await page.waitForURL(/\/ru\/v3\/concepts\/glossary$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Глоссарий');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("scrolls to the #hash target after navigation and focuses it; back focuses the previous page's h1", async () => {
    const { page } = await open(`${env.server.url}${INTRO}`);
    await page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      a.id = 'test-link';
      a.textContent = 'go';
      document.querySelector('.markdown')!.prepend(a);
    }, `${new URL(env.server.url).pathname}v3/concepts/glossary#shardchain`);
    await page.click('#test-link');
    await page.waitForURL(/glossary#shardchain$/);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('shardchain')!.getBoundingClientRect().top))).toBeLessThan(120);
    // Focus follows, as after a full page load's fragment scroll; the scroll position is not disturbed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('shardchain');
    await page.goBack();
    await page.waitForURL(/introduction$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.context().close();
  });

  it('falls back to a full page load when the route data cannot be loaded', async () => {
    const context = await env.browser.newContext();
    // Blocked before the page loads, so that prefetching cannot have cached it either.
    await context.route('**/glossary/__route.json', (r) => r.abort());
    const page = await context.newPage();
    await page.goto(`${env.server.url}${INTRO}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 7));
    await page.locator('.sidebar .menu-link', { hasText: 'Глоссарий' }).click();
    await page.waitForURL(/glossary$/);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('h1').textContent()).toBe('Глоссарий');
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBeUndefined();
    await page.context().close();
  });

  it('normalises .html and /index.html addresses', async () => {
    const { page } = await open(`${env.server.url}v3/concepts/glossary/index.html`);
    expect(new URL(page.url()).pathname).toBe('/ru/v3/concepts/glossary');
    await page.context().close();
  });

  it('opens external links in a new tab', async () => {
    const { page } = await open(`${env.server.url}${INTRO}`);
    const external = page.locator('.footer a[href^="https://"]').first();
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toContain('noopener');
    await page.context().close();
  });
});

describe('colour mode', () => {
  it('is light by default whatever the system prefers, persists over reload and syncs to a second tab', async () => {
    const context = await env.browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 800 } });
    const first = await context.newPage();
    await first.goto(`${env.server.url}${INTRO}`);
    await first.waitForSelector('html[data-hydrated="true"]');
    expect(await first.getAttribute('html', 'data-theme')).toBe('light');
    const second = await context.newPage();
    await second.goto(`${env.server.url}v3/concepts/glossary`);
    await second.waitForSelector('html[data-hydrated="true"]');
    await first.click('.color-mode-toggle');
    expect(await first.getAttribute('html', 'data-theme')).toBe('dark');
    await expect.poll(() => second.getAttribute('html', 'data-theme')).toBe('dark');
    // Applied before first paint: the attribute is already set when the body starts parsing.
    await first.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as Window & { __themeAtParse?: string | null }).__themeAtParse = document.documentElement.getAttribute('data-theme');
      });
    });
    await first.reload();
    await first.waitForSelector('html[data-hydrated="true"]');
    expect(await first.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await first.evaluate(() => (window as Window & { __themeAtParse?: string | null }).__themeAtParse)).toBe('dark');
    await context.close();
  });
});

describe('not found', () => {
  it('answers an unknown path with status 404 and the Russian not-found page', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${env.server.url}no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Страница не найдена');
    await expect(page.locator('.not-found').textContent()).resolves.toContain('сообщите владельцу сайта');
    await context.close();
  });
});

describe('screenshots', () => {
  it('captures a doc page, a blog post and a live playground at 1280 px and 390 px in light and dark', async () => {
    const dir = path.join(import.meta.dirname, 'screenshots');
    fs.mkdirSync(dir, { recursive: true });
    const pages = [
      ['doc', INTRO],
      ['blog', 'blog/tvm-instructions-reference'],
      ['playground', 'v3/concepts/dive-into-ton/ton-blockchain/cells-as-data-storage'],
    ] as const;
    for (const [kind, url] of pages) {
      for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['mobile', { width: 390, height: 844 }]] as const) {
        for (const mode of ['light', 'dark']) {
          const context = await env.browser.newContext({ viewport });
          await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
          const page = await context.newPage();
          await page.goto(`${env.server.url}${url}`);
          await page.waitForSelector('html[data-hydrated="true"]');
          if (kind === 'playground') {
            await page.locator('.playground').scrollIntoViewIfNeeded();
            await page.waitForSelector('.playground[data-mounted="true"] .cm-editor');
            await page.locator('.playground-run').click();
            await page.waitForSelector('.playground-line--meta');
            await page.locator('.playground-header').evaluate((el) => el.scrollIntoView());
          }
          const file = path.join(dir, `${kind}-${name}-${mode}.png`);
          await page.screenshot({ path: file });
          expect(fs.statSync(file).size).toBeGreaterThan(10_000);
          await context.close();
        }
      }
    }
  });
});
