// The blog in a browser: list, pagination and posts hydrate without a mismatch and navigate client-side;
// post bodies come from route data after navigation; feeds are announced in the head.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser();

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  await page.goto(`${env.server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, errors };
}

const hydrationErrors = (page: Page) => page.evaluate(() => (window as Window & { __tondocsHydrationErrors?: unknown[] }).__tondocsHydrationErrors ?? []);

describe('blog', () => {
  it('lists the newest posts with excerpts, reading time and a link to the next page', async () => {
    const { page, errors } = await open('blog');
    expect(await page.title()).toBe('Блог | TON Docs');
    expect(await page.locator('.blog-list-item').count()).toBe(5);
    expect(await page.locator('.blog-post-date').first().textContent()).toMatch(/^\d{1,2} [а-я]+ 20\d\d г\. · \d+ мин\. чтения$/);
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe('/ru/blog/rss.xml');
    expect(await hydrationErrors(page)).toEqual([]);

    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 7));
    await page.locator('.paginator-link--next').click();
    await page.waitForURL(/\/ru\/blog\/page\/2$/);
    await expect.poll(() => page.locator('.blog-page-of').textContent()).toBe('Страница 2 из 2');
    expect(await page.locator('.blog-list-item').count()).toBeGreaterThanOrEqual(1);
    // Client navigation: the document was not reloaded.
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(7);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a post from the list client-side, with its body, TOC and neighbours', async () => {
    const { page, errors } = await open('blog');
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 8));
    const title = (await page.locator('.blog-list-item h2 a').first().textContent())!;
    await page.locator('.blog-list-item h2 a').first().click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(await page.locator('#doc-body p').count()).toBeGreaterThan(2);
    expect(await page.locator('.blog-post .paginator-link').count()).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(8);
    await page.locator('.blog-sidebar-link', { hasText: 'Tolk' }).first().click();
    await expect.poll(() => page.locator('.blog-sidebar-link[aria-current="page"]').textContent()).toContain('Tolk');
    await page.goBack();
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates a post, the archive and a tag page without a mismatch and counts posts in Russian', async () => {
    for (const path of ['blog/wallet-v5', 'blog/archive', 'blog/tags', 'blog/tags/tolk']) {
      const { page, errors } = await open(path);
      expect(await hydrationErrors(page), path).toEqual([]);
      expect(errors, path).toEqual([]);
      if (path === 'blog/tags') expect(await page.locator('.blog-tag-count').first().textContent()).toMatch(/^ \(\d+ (запись|записи|записей)\)$/);
      if (path === 'blog/archive') expect(await page.locator('.blog-archive-year h2').allTextContents()).toEqual(['2026', '2025']);
      await page.close();
    }
  });
});
