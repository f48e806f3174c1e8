// Shell behaviour of the real ru site in Chromium: no announcement bar or analytics when none is
// configured, storage (version preference, blocked storage), code block buttons, the base-URL
// misconfiguration banner and layout stability.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INTRO, useSiteAndBrowser } from './site.ts';
import { BUILT_SITE } from './built-site.ts';

const env = useSiteAndBrowser();
const CODE_PAGE = 'v3/concepts/dive-into-ton/go-from-ethereum/solidity-vs-func';
const VERSION_KEY = 'docs-preferred-version-default';

async function open(url: string, options: { init?: () => void; viewport?: { width: number; height: number } } = {}): Promise<{ context: BrowserContext; page: Page; warnings: string[]; errors: string[] }> {
  const context = await env.browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
    if (m.type() === 'error' && !m.text().includes('favicon')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page, warnings, errors };
}

describe('announcement bar and analytics, not configured', () => {
  it('renders no bar, reserves no space, loads no gtag.js and defines no gtag', async () => {
    const context = await env.browser.newContext();
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    const page = await context.newPage();
    await page.goto(`${env.server.url}${INTRO}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('.announcement-bar').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-announcement-bar-initially-dismissed'))).toBe(false);
    // The navbar is the first thing on the page.
    expect(await page.evaluate(() => Math.round(document.querySelector('.navbar')!.getBoundingClientRect().top))).toBe(0);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(await page.evaluate(() => typeof (window as Window & { gtag?: unknown }).gtag)).toBe('undefined');
    await page.locator('.sidebar .menu-link', { hasText: 'Глоссарий' }).click();
    await page.waitForURL(/glossary$/);
    expect(requests.filter((u) => u.includes('googletagmanager'))).toEqual([]);
    await context.close();
  });
});

describe('docs version preference', () => {
  it('keeps a stored known version and clears an unknown one on load', async () => {
    const known = await open(`${env.server.url}${INTRO}`, { init: () => localStorage.setItem('docs-preferred-version-default', 'current') });
    expect(await known.page.evaluate((k) => localStorage.getItem(k), VERSION_KEY)).toBe('current');
    await known.context.close();

    const unknown = await open(`${env.server.url}${INTRO}`, { init: () => localStorage.setItem('docs-preferred-version-default', '2.0') });
    await expect.poll(() => unknown.page.evaluate((k) => localStorage.getItem(k), VERSION_KEY)).toBeNull();
    await unknown.context.close();
  });
});

describe('blocked storage', () => {
  // What Chromium does with storage disabled for the site: touching window.localStorage throws.
  const blockStorage = () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  };

  it('warns once, behaves as empty storage, and colour mode still toggles', async () => {
    const { context, page, warnings, errors } = await open(`${env.server.url}${INTRO}`, { init: blockStorage });
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.click('.color-mode-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.click('.color-mode-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    // Client navigation still works after storage failed.
    await page.locator('.sidebar .menu-link', { hasText: 'Глоссарий' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Глоссарий');
    expect(warnings.filter((w) => w.includes('localStorage'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('code blocks', () => {
  it('copies the code and shows the copied state, in Russian', async () => {
    const { context, page } = await open(`${env.server.url}${CODE_PAGE}`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.server.url).origin });
    // A static block (the page's live example is an editor).
    const block = page.locator('.code-block:not(.playground .code-block)').first();
    const button = block.locator('[data-copy]');
    expect(await button.getAttribute('aria-label')).toBe('Скопировать код');
    await block.hover();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Скопировано');
    expect(await button.getAttribute('data-state')).toBe('copied');
    const code = await block.locator('code').innerText();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.replace(/\n$/, ''));
    // The state goes back after a moment.
    await expect.poll(() => button.getAttribute('aria-label'), { timeout: 4000 }).toBe('Скопировать код');
    await context.close();
  });

  it('toggles word wrap of a block whose code scrolls sideways', async () => {
    const { context, page } = await open(`${env.server.url}${CODE_PAGE}`);
    const block = page.locator('.code-block[data-scrollable]:not(.playground .code-block)').first();
    await block.waitFor();
    const wrap = block.locator('[data-wrap]');
    const pre = block.locator('pre');
    expect(await wrap.getAttribute('aria-label')).toBe('Переключить перенос строк');
    expect(await wrap.getAttribute('aria-pressed')).toBe('false');
    expect(await pre.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre');
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await block.hover();
    await wrap.click();
    expect(await wrap.getAttribute('aria-pressed')).toBe('true');
    expect(await pre.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    expect(await pre.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await wrap.click();
    expect(await wrap.getAttribute('aria-pressed')).toBe('false');
    expect(await pre.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre');
    // A block that fits has no wrap button to show.
    const fits = page.locator('.code-block:not([data-scrollable])').first();
    if (await fits.count()) expect(await fits.locator('[data-wrap]').isVisible()).toBe(false);
    await context.close();
  });
});

/** The build output served under another path than the one it was built for (a wrong baseUrl). */
async function serveUnderWrongBase(outDir: string, prefix: string): Promise<{ url: string; close: () => Promise<void> }> {
  const home = fs.readFileSync(path.join(outDir, 'index.html'));
  const server = http.createServer((req, res) => {
    if (req.url === prefix || req.url === prefix.slice(0, -1)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(home);
    } else {
      // Everything else, the assets under the configured /ru/ included, is not there.
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${prefix}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('base-URL misconfiguration banner', () => {
  it('tells, in Russian, that the site did not load and names the configured base /ru/', async () => {
    const wrong = await serveUnderWrongBase(BUILT_SITE, '/docs/');
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(wrong.url);
    const banner = page.locator('#__tondocs-base-url-issue-banner');
    await banner.waitFor();
    const text = await banner.textContent();
    expect(text).toContain('Сайт загрузился неправильно');
    expect(text).toContain('baseUrl = /ru/');
    expect(text).toContain('baseUrl = /docs/');
    expect(await banner.getAttribute('role')).toBe('alert');
    await context.close();
    await wrong.close();
  });

  it('never shows on the correctly deployed home page', async () => {
    const { context, page } = await open(env.server.url);
    expect(await page.locator('#__tondocs-base-url-issue-banner-container').count()).toBe(1);
    await page.waitForLoadState('load');
    expect(await page.locator('#__tondocs-base-url-issue-banner').count()).toBe(0);
    expect(await page.evaluate(() => document.getElementById('__tondocs-base-url-issue-banner-container')!.getBoundingClientRect().height)).toBe(0);
    await context.close();
  });
});

describe('layout stability', () => {
  it('does not shift on load of a doc page nor when the colour mode is toggled', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      const w = window as Window & { __shift?: number; __sources?: string[] };
      w.__shift = 0;
      w.__sources = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
          if (e.hadRecentInput) continue;
          w.__shift! += e.value;
          // Named in the failure message: which element moved, from where to where.
          for (const s of e.sources) w.__sources!.push(`${e.value.toFixed(4)} ${s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : s.node?.nodeName} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${env.server.url}${CODE_PAGE}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    const onLoad = await page.evaluate(() => (window as Window & { __shift?: number }).__shift ?? 0);
    // Toggled from script, not by a click: a click would mark the shift as caused by input and hide it.
    await page.evaluate(() => (document.querySelector('.color-mode-toggle') as HTMLButtonElement).click());
    await page.waitForTimeout(300);
    await page.evaluate(() => (document.querySelector('.color-mode-toggle') as HTMLButtonElement).click());
    await page.waitForTimeout(300);
    const total = await page.evaluate(() => (window as Window & { __shift?: number }).__shift ?? 0);
    const sources = await page.evaluate(() => (window as Window & { __sources?: string[] }).__sources ?? []);
    expect(onLoad, sources.join('\n')).toBeLessThan(0.01);
    expect(total, sources.join('\n')).toBeLessThan(0.01);
    await context.close();
  });
});
