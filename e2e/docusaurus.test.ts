// A Docusaurus 3 docs folder (the CLI's fixture) built and served: <Tabs> switch and sync by groupId and
// remember the choice, <ThemedImage> follows the colour mode, and build-time math shows without JavaScript.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useFixtureSiteAndBrowser } from './site.ts';
import { BUILT_SITE, SITE_DIR, buildSiteForTests } from './built-site.ts';

const SITE = path.join(import.meta.dirname, '..', 'packages', 'cli', 'test', 'fixtures', 'docusaurus-site');

const env = useFixtureSiteAndBrowser(SITE);

async function open(route: string, options: { theme?: 'light' | 'dark'; javaScript?: boolean; viewport?: { width: number; height: number } } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 }, javaScriptEnabled: options.javaScript ?? true });
  if (options.theme) await context.addInitScript((m) => localStorage.setItem('theme', m), options.theme);
  const page = await context.newPage();
  await page.goto(`${env.server.url}${route}`);
  if (options.javaScript !== false) await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page };
}

const selected = (page: Page, group: number) => page.locator('.tabs').nth(group).locator('[role="tab"][aria-selected="true"]').textContent();
const visible = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().width > 0);

describe('Docusaurus components in the browser', () => {
  it('switches <Tabs>, syncs the groups that share a groupId, remembers the choice and writes it to the address', async () => {
    const { context, page } = await open('intro');
    expect(await selected(page, 0)).toBe('macOS');
    expect(await selected(page, 1)).toBe('macOS');
    await page.locator('.tabs').first().getByRole('tab', { name: 'Linux' }).click();
    expect(await selected(page, 0)).toBe('Linux');
    expect(await selected(page, 1)).toBe('Linux');
    expect(await page.locator('.tabs').nth(1).locator('.tabs-panel:not([hidden])').textContent()).toContain('apt install ton');
    expect(new URL(page.url()).searchParams.get('os')).toBe('linux');
    // Remembered: a fresh visit without the query shows Linux from the first paint.
    await page.goto(`${env.server.url}intro`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await selected(page, 1)).toBe('Linux');
    await context.close();
    // The address wins: ?os=mac opens macOS.
    const second = await open('intro?os=mac');
    await expect.poll(() => selected(second.page, 0)).toBe('macOS');
    await second.context.close();
  });

  it('shows the <ThemedImage> of the current colour mode, from the first paint and after a switch', async () => {
    const { context, page } = await open('intro', { theme: 'light' });
    expect(await visible(page, '.themed-image--light')).toBe(true);
    expect(await visible(page, '.themed-image--dark')).toBe(false);
    await page.click('.color-mode-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await visible(page, '.themed-image--dark')).toBe(true);
    expect(await visible(page, '.themed-image--light')).toBe(false);
    await context.close();
    const dark = await open('intro', { theme: 'dark', javaScript: true });
    expect(await visible(dark.page, '.themed-image--dark')).toBe(true);
    await dark.context.close();
  });

  it('hydrates an interactive site component as an island: it responds, also after client navigation, without hydration errors', async () => {
    const { context, page } = await open('tools/images');
    const button = page.locator('.island[data-island="Counter"] button');
    await expect.poll(() => button.textContent()).toBe('Нажатия: 2');
    // Clicks count only once the island is live: poll until the first one lands.
    await expect.poll(async () => (await button.click(), button.textContent()), { timeout: 15_000 }).toMatch(/^Нажатия: [3-9]$/);
    expect(await page.locator('.island .island-children strong').textContent()).toBe('ниже');
    // Away and back by client-side navigation: a fresh island, live again.
    await page.evaluate(() => (window as Window & { __tondocsNavigated?: boolean }).__tondocsNavigated = true);
    await page.locator('a[href$="/intro"]').first().click();
    await page.waitForURL(/\/intro$/);
    await page.goBack();
    await expect.poll(() => button.textContent()).toBe('Нажатия: 2');
    await expect.poll(async () => (await button.click(), button.textContent()), { timeout: 15_000 }).toMatch(/^Нажатия: [3-9]$/);
    // Still the same document: the navigation was client-side.
    expect(await page.evaluate(() => (window as Window & { __tondocsNavigated?: boolean }).__tondocsNavigated)).toBe(true);
    expect(await page.evaluate(() => (window as Window & { __tondocsHydrationErrors?: unknown[] }).__tondocsHydrationErrors ?? [])).toEqual([]);
    await context.close();
  });

  it('shows math rendered at build time with JavaScript off, in KaTeX fonts', async () => {
    const { context, page } = await open('tools/math', { javaScript: false });
    const math = page.locator('.katex-display .katex-html');
    await expect.poll(() => math.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(20);
    // The MathML copy is for screen readers only: KaTeX's stylesheet hides it visually.
    expect(await page.locator('.katex-mathml').first().evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    expect(await page.locator('.katex').first().evaluate((el) => getComputedStyle(el).fontFamily)).toContain('KaTeX_Main');
    await context.close();
  });

  it('styles math after a client navigation to its page (the stylesheet comes with the article HTML)', async () => {
    const { context, page } = await open('tools');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('.markdown a.card[href$="/tools/math"]').click();
    await page.waitForSelector('.katex-display');
    // Still the same document: the runtime navigated, the browser did not load the page.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect.poll(() => page.locator('.katex-mathml').first().evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    await context.close();
  });

  it('captures the tabs page at 1280 px and 390 px in light and dark', async () => {
    const dir = path.join(import.meta.dirname, 'screenshots');
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['mobile', { width: 390, height: 844 }]] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { context, page } = await open('intro', { theme, viewport });
        const file = path.join(dir, `docusaurus-${name}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        expect(fs.statSync(file).size).toBeGreaterThan(10_000);
        await context.close();
      }
    }
    const { context, page } = await open('tools/math', { theme: 'light' });
    await page.screenshot({ path: path.join(dir, 'docusaurus-math-desktop-light.png'), fullPage: true });
    await context.close();
  });
});

describe('the ru site', () => {
  it('shows every code title of the FAQ, whose text has raw HTML (2<sup>13</sup>) that used to erase them', async () => {
    if (!fs.existsSync(path.join(BUILT_SITE, 'tondocs-build.json'))) await buildSiteForTests();
    const source = fs.readFileSync(path.join(SITE_DIR, 'content/ru/docs/v3/documentation/faq.md'), 'utf8');
    const titles = [...source.matchAll(/^```\S*[^\n]*\btitle="([^"]+)"/gm)].map((m) => m[1]);
    expect(titles.length).toBeGreaterThan(0);
    expect(source).toContain('<sup>');
    const html = fs.readFileSync(path.join(BUILT_SITE, 'v3/documentation/faq/index.html'), 'utf8');
    expect([...html.matchAll(/<div class="code-block-title">([^<]+)<\/div>/g)].map((m) => m[1])).toEqual(titles);
  }, 300_000);
});
