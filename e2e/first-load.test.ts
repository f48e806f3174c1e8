// First load hydrates the page's frame and its interactive pieces, not the article: the components that
// render a route's content arrive only with the first client-side navigation (or the intent to make one),
// and the pieces (TOC, navbar, sidebar) still respond.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILT_SITE } from './built-site.ts';
import { INTRO, useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser();

/** Names of the scripts the page has requested so far. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.split('/').pop() ?? '');
  });
  return scripts;
}

/** Issue #16: first-load JS of a doc page, gzip -9 of the files as bench/first-load.ts counts it. */
const FIRST_LOAD_BUDGET = 55_000;
const COOKBOOK = 'v3/documentation/smart-contracts/func/cookbook';
/**
 * Chunks a doc page loads only when the reader needs them: search (in idle time after the first
 * interaction), client navigation and the content's components (intent to follow a link), copying code,
 * the mobile menu's focus handling, the announcement bar (only where configured), icons the page lacks,
 * page modules, tabs, islands and live code.
 */
const DEFERRED = /^(SearchModal|navigation|RouteContent|progress|code-block-actions|focus-trap|icon-bodies|AnnouncementBar|page-modules|CrashGuard|content-features|tabs|mount)\./;

describe('first load', () => {
  for (const [name, page] of [['intro', INTRO], ['FunC cookbook', COOKBOOK]] as const) {
    it(`of the ${name} page is the entry and what it preloads, ${FIRST_LOAD_BUDGET} bytes gzip at most, nothing deferred`, async () => {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const tab = await context.newPage();
      const urls: string[] = [];
      tab.on('request', (r) => r.resourceType() === 'script' && urls.push(new URL(r.url()).pathname));
      await tab.goto(`${env.server.url}${page}`);
      await tab.waitForSelector('html[data-hydrated="true"]');
      await tab.waitForLoadState('networkidle');
      const declared = await tab.evaluate(() => [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"]')].map((e) => new URL('src' in e ? e.src : e.href).pathname));
      await context.close();
      const names = urls.map((u) => u.split('/').pop()!);
      expect(names.filter((n) => DEFERRED.test(n))).toEqual([]);
      // Nothing beyond what the HTML declares: the runtime imports no chunk of its own at start here.
      expect([...new Set(urls)].sort()).toEqual([...new Set(declared)].sort());
      const base = new URL(env.server.url).pathname;
      const gzip = urls.reduce((sum, u) => sum + zlib.gzipSync(fs.readFileSync(path.join(BUILT_SITE, u.slice(base.length))), { level: 9 }).length, 0);
      expect(gzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    });
  }

  it('keeps the article as the server rendered it and loads the content components only on navigation', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = recordScripts(page);
    await page.goto(`${env.server.url}${INTRO}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.startsWith('RouteContent.'))).toEqual([]);
    expect(await page.evaluate(() => (window as Window & { __tondocsHydrationErrors?: unknown[] }).__tondocsHydrationErrors ?? [])).toEqual([]);

    // The TOC is live: scrolling to the last heading makes its link the active one.
    const last = page.locator('.toc-link').last();
    const id = (await last.getAttribute('href'))!.slice(1);
    await page.evaluate((h) => document.getElementById(h)?.scrollIntoView(), id);
    await expect.poll(() => last.getAttribute('class')).toContain('toc-link--active');

    // Hovering a link loads the content components ahead of the click; the navigation renders with them.
    const next = page.locator('.paginator-link--next');
    await next.hover();
    await expect.poll(() => scripts.some((s) => s.startsWith('RouteContent.'))).toBe(true);
    const before = await page.locator('main h1').textContent();
    const href = (await next.getAttribute('href'))!;
    await next.click();
    await page.waitForURL((u) => u.pathname === href);
    await expect.poll(() => page.locator('main h1').textContent()).not.toBe(before);
    expect(await page.locator('main #doc-body').count()).toBe(1);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await page.goBack();
    await expect.poll(() => page.locator('main .toc-link').count()).toBeGreaterThan(0);
    await page.close();
  });
});
