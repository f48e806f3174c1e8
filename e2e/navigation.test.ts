// Route loading behaviour: prefetch (and its data-saver exception), the progress bar, the spinner of
// lazy page chunks and their error box with Retry.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORT_PREFETCH_BUDGET } from '../packages/runtime/src/prefetch.ts';
import { INTRO, useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser();

/** Waits until a count has not changed for a second (prefetching runs in idle time, one file at a time). */
async function settled(count: () => number): Promise<void> {
  let last = -1;
  for (let i = 0; i < 30 && count() !== last; i++) {
    last = count();
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function openIntro(init?: () => void): Promise<{ page: Page; routeRequests: string[] }> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const routeRequests: string[] = [];
  page.on('request', (r) => r.url().endsWith('__route.json') && routeRequests.push(new URL(r.url()).pathname));
  await page.goto(`${env.server.url}${INTRO}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, routeRequests };
}

describe('prefetch', () => {
  it('prefetches route data of links in view and on hover', async () => {
    const { page, routeRequests } = await openIntro();
    await expect.poll(() => routeRequests.length).toBeGreaterThan(3);
    // Hover prefetches a link that is not among the first ones in view.
    await page.hover('.footer a[href^="https"]');
    await page.locator('.sidebar .menu-link', { hasText: 'Глоссарий' }).hover();
    await expect.poll(() => routeRequests).toContain('/ru/v3/concepts/glossary/__route.json');
    await page.context().close();
  });

  for (const [name, path] of [['intro', INTRO], ['FunC stdlib', 'v3/documentation/smart-contracts/func/docs/stdlib']] as const) {
    it(`prefetches only visible links on the ${name} page, within the byte budget; a dropdown's links on hover or focus`, async () => {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const fetched = new Map<string, number>();
      page.on('requestfinished', async (r) => {
        if (!r.url().endsWith('__route.json')) return;
        const body = await r.response().then((res) => res?.body());
        fetched.set(new URL(r.url()).pathname.replace(/\/__route\.json$/, ''), body?.length ?? 0);
      });
      await page.goto(`${env.server.url}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await settled(() => fetched.size);
      expect(fetched.size).toBeGreaterThan(0);
      // Links that are only in the closed navbar dropdowns (not also visible elsewhere on the page).
      const hiddenOnly = await page.evaluate(() => {
        const visible = new Set(
          [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
            .filter((a) => a.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
            .map((a) => new URL(a.href).pathname),
        );
        return [...document.querySelectorAll<HTMLAnchorElement>('.navbar .dropdown-menu a[href]')].map((a) => new URL(a.href).pathname).filter((p) => !visible.has(p));
      });
      expect(hiddenOnly.length).toBeGreaterThan(10);
      const inDropdowns = [...fetched.keys()].filter((p) => hiddenOnly.includes(p));
      expect(inDropdowns, 'route data of links inside closed dropdowns').toEqual([]);
      // The budget may be passed by the last file only.
      const sizes = [...fetched.values()];
      const total = sizes.reduce((a, b) => a + b, 0);
      expect(total - Math.max(...sizes)).toBeLessThan(VIEWPORT_PREFETCH_BUDGET);

      // Hover opens a dropdown; hovering an entry prefetches it. Keyboard focus does too.
      const dropdown = page.locator('.navbar-items--left .dropdown').first();
      await dropdown.hover();
      const entry = dropdown.locator('.dropdown-link').last();
      const entryPath = new URL((await entry.getAttribute('href'))!, env.server.url).pathname;
      await entry.hover();
      await expect.poll(() => [...fetched.keys()]).toContain(entryPath);
      await page.mouse.move(640, 800);
      const second = page.locator('.navbar-items--left .dropdown').nth(1);
      await second.locator('.dropdown-toggle').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('dropdown-link'))).toBe(true);
      const focusedPath = await page.evaluate(() => new URL((document.activeElement as HTMLAnchorElement).href).pathname);
      await expect.poll(() => [...fetched.keys()]).toContain(focusedPath);
      await context.close();
    });
  }

  it('prefetches nothing when the reader saves data', async () => {
    const { page, routeRequests } = await openIntro(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
    });
    await page.hover('.sidebar .menu-link >> text=Глоссарий');
    await page.waitForTimeout(500);
    expect(routeRequests).toEqual([]);
    await page.context().close();
  });

  it('prefetches nothing on a 2G connection', async () => {
    const { page, routeRequests } = await openIntro(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: 'slow-2g' } });
    });
    await page.waitForTimeout(500);
    expect(routeRequests).toEqual([]);
    await page.context().close();
  });
});

describe('slow and failing routes', () => {
  it('shows the progress bar when the next route takes longer than 200 ms', async () => {
    const { page } = await openIntro(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    await page.route('**/glossary/__route.json', async (r) => {
      await new Promise((res) => setTimeout(res, 800));
      await r.continue();
    });
    await page.locator('.sidebar .menu-link', { hasText: 'Глоссарий' }).click();
    await page.waitForSelector('.progress-bar', { timeout: 700 });
    await page.waitForURL(/glossary$/);
    await expect.poll(() => page.locator('.progress-bar').count()).toBe(0);
    await page.context().close();
  });

  it('shows a spinner for a slow page chunk, and an error box with Retry when it fails', async () => {
    const { page } = await openIntro(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    let fail = true;
    await page.route('**/assets/chunks/pages.*.js', async (r) => {
      await new Promise((res) => setTimeout(res, 600));
      if (fail) await r.abort();
      else await r.continue();
    });
    await page.click('.navbar-inner > .navbar-brand');
    await page.waitForSelector('.route-spinner', { timeout: 550 });
    await page.waitForSelector('.route-error');
    expect(await page.locator('.route-error h2').textContent()).toBe('Не удалось загрузить страницу');
    expect((await page.locator('.route-error-text').textContent())?.length).toBeGreaterThan(5);
    fail = false;
    await page.click('.route-error button');
    await page.waitForSelector('.home-hero');
    expect(await page.locator('.route-error').count()).toBe(0);
    await page.context().close();
  });
});
