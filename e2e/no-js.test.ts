// Without JavaScript (Chromium with scripting off): navbar dropdowns open on hover and keyboard focus,
// the mobile menu opens and its submenus are shown, every sidebar category is in the page and shown, and
// every page of the registry is reachable from every page within two clicks.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INTRO, useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser();

async function openWithoutJs(path: string, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const phone = width < 996;
  const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: phone ? 844 : 900 }, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  await page.goto(`${env.server.url}${path}`);
  return { context, page };
}

/** A page path as the registry writes it: no trailing slash but on the locale root. */
const pagePath = (pathname: string) => (/^\/[^/]+\/$/.test(pathname) ? pathname : pathname.replace(/(.)\/$/, '$1'));

/** Internal page paths a page's HTML links to (scripts and the inline route data left out). */
function linkedPaths(html: string, base: string): Set<string> {
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
  const paths = new Set<string>();
  for (const m of markup.matchAll(/href="([^"]*)"/g)) {
    const url = new URL(m[1]!.replace(/&amp;/g, '&'), base);
    if (url.origin !== new URL(base).origin) continue;
    paths.add(pagePath(url.pathname));
  }
  return paths;
}

describe('without JavaScript', () => {
  it('desktop: a navbar dropdown opens on hover and on keyboard focus, and its entries are links that work', async () => {
    const { context, page } = await openWithoutJs(INTRO, 1280);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const dropdown = page.locator('.navbar-items--left .dropdown').first();
    const entry = dropdown.locator('.dropdown-link').first();
    expect(await entry.isVisible()).toBe(false);
    await dropdown.hover();
    await expect.poll(() => entry.isVisible()).toBe(true);
    await page.mouse.move(640, 600);
    await expect.poll(() => entry.isVisible()).toBe(false);
    // Keyboard: Tab to the toggle opens the menu, the next Tab enters it, Enter follows the link.
    await dropdown.locator('.dropdown-toggle').focus();
    await expect.poll(() => entry.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('dropdown-link');
    const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href);
    await page.keyboard.press('Enter');
    await page.waitForURL(href);
    await context.close();
  });

  it('phone: the menu button opens the menu with every submenu shown; a link in it works', async () => {
    const { context, page } = await openWithoutJs(INTRO, 390);
    const menu = page.locator('.navbar-sidebar');
    expect(await menu.isVisible()).toBe(false);
    await page.click('.navbar-burger');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const links = menu.locator('.dropdown-link');
    expect(await links.count()).toBeGreaterThan(10);
    for (const link of await links.all()) expect(await link.isVisible(), (await link.textContent()) ?? undefined).toBe(true);
    // The menu button stays reachable to close it again.
    await page.click('.navbar-burger');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.click('.navbar-burger');
    const target = menu.locator('.dropdown-link').nth(3);
    const href = (await target.getAttribute('href'))!;
    await target.click();
    await page.waitForURL(new URL(href, env.server.url).href);
    await context.close();
  });

  for (const width of [1280, 390]) {
    it(`shows every link of the page's sidebar, collapsed categories included, at ${width} px`, async () => {
      const { context, page } = await openWithoutJs(INTRO, width);
      const links = page.locator('.sidebar .menu-link[href]');
      const registry = (await (await fetch(`${env.server.url}registry.json`)).json()) as { pages: { path: string; sidebar?: string }[]; sidebars: Record<string, unknown> };
      const intro = registry.pages.find((p) => p.path.endsWith(INTRO))!;
      const inSidebar = registry.pages.filter((p) => p.sidebar === intro.sidebar).length;
      // Every page of the sidebar (the intro's has 17), not only the open category's.
      expect(await links.count()).toBeGreaterThanOrEqual(inSidebar);
      for (const link of await links.all()) expect(await link.isVisible(), (await link.textContent()) ?? undefined).toBe(true);
      await context.close();
    });
  }

  it('reaches every page of the registry from every page within two clicks', async () => {
    const registry = (await (await fetch(`${env.server.url}registry.json`)).json()) as { pages: { path: string }[] };
    const pages = registry.pages.map((p) => p.path);
    expect(pages.length).toBeGreaterThan(300);
    const links = new Map<string, Set<string>>();
    const queue = [...pages];
    await Promise.all(
      [0, 1, 2, 3].map(async () => {
        for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
          const res = await fetch(new URL(p, env.server.url));
          expect(res.status, p).toBe(200);
          links.set(p, linkedPaths(await res.text(), env.server.url));
        }
      }),
    );
    const unreachable: string[] = [];
    for (const from of pages) {
      const seen = new Set([from, ...links.get(from)!]);
      for (const via of links.get(from)!) for (const to of links.get(via) ?? []) seen.add(to);
      const missing = pages.filter((p) => !seen.has(p));
      if (missing.length) unreachable.push(`${from} -> ${missing.length} pages, e.g. ${missing.slice(0, 3).join(', ')}`);
    }
    expect(unreachable, unreachable.slice(0, 10).join('\n')).toEqual([]);
  }, 240_000);

  it('the site map in the footer of every page lists every page', async () => {
    const { context, page } = await openWithoutJs(INTRO, 390);
    const link = page.locator('.footer-site-map a');
    expect(await link.textContent()).toBe('Карта сайта');
    await link.click();
    await page.waitForURL(/\/site-map$/);
    expect(await page.locator('h1').textContent()).toBe('Карта сайта');
    const registry = (await (await fetch(`${env.server.url}registry.json`)).json()) as { pages: { path: string }[] };
    const listed = new Set(await page.locator('main a.card').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname)));
    expect(registry.pages.map((p) => p.path).filter((p) => !listed.has(p) && !p.endsWith('/site-map'))).toEqual([]);
    await context.close();
  });
});
