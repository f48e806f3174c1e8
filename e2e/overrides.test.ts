// A site that overrides theme components (the CLI's fixture: its own Footer with a button, a wrapped
// Admonition) hydrates cleanly: the browser renders the site's Footer as the server did, and it responds.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useFixtureSiteAndBrowser } from './site.ts';

const SITE = path.join(import.meta.dirname, '..', 'packages', 'cli', 'test', 'fixtures', 'overrides');

const env = useFixtureSiteAndBrowser(SITE);

async function open(route: string, theme: 'light' | 'dark', viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ viewport });
  await context.addInitScript((m) => localStorage.setItem('theme', m), theme);
  const page = await context.newPage();
  const errors: string[] = [];
  // The fixture has no favicon: the browser's own request for /favicon.ico is not the page's error.
  page.on('console', (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && errors.push(`${m.text()} ${m.location().url}`));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${env.server.url}${route}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page, errors };
}

describe('a site with component overrides in the browser', () => {
  it('hydrates the overridden Footer without errors; it responds, also after client navigation', async () => {
    const { context, page, errors } = await open('intro', 'light', { width: 1280, height: 900 });
    const button = page.locator('.custom-footer-button');
    await expect.poll(async () => (await button.click(), button.textContent()), { timeout: 15_000 }).toMatch(/^Нажатий: [1-9]$/);
    expect(await page.locator('.wrapped-admonition').count()).toBe(2);
    await page.evaluate(() => (window as Window & { __tondocsNavigated?: boolean }).__tondocsNavigated = true);
    await page.locator('.sidebar a[href$="/second"]').first().click();
    await page.waitForURL(/\/second$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Вторая страница');
    // The footer's state survives: the same component instance, rendered by the client from the same module.
    expect(await button.textContent()).toMatch(/^Нажатий: [1-9]$/);
    expect(await page.evaluate(() => (window as Window & { __tondocsNavigated?: boolean }).__tondocsNavigated)).toBe(true);
    expect(await page.evaluate(() => (window as Window & { __tondocsHydrationErrors?: unknown[] }).__tondocsHydrationErrors ?? [])).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('captures the overridden footer at 1280 px light and 390 px dark', async () => {
    const dir = path.join(import.meta.dirname, 'screenshots');
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, theme, viewport] of [['desktop-light', 'light', { width: 1280, height: 900 }], ['mobile-dark', 'dark', { width: 390, height: 844 }]] as const) {
      const { context, page, errors } = await open('intro', theme, viewport);
      const file = path.join(dir, `overrides-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      expect(fs.statSync(file).size).toBeGreaterThan(10_000);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
