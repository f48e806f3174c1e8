// First load hydrates the page's frame and its interactive pieces, not the article: the components that
// render a route's content arrive only with the first client-side navigation (or the intent to make one),
// and the pieces (TOC, navbar, sidebar) still respond.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

describe('first load', () => {
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
