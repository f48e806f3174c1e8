// Route loading behaviour: prefetch (and its data-saver exception), the progress bar, the spinner of
// lazy page chunks and their error box with Retry.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INTRO, useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser();

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
    await page.click('.navbar-brand');
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
