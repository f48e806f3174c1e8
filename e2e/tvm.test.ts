// The TVM instruction reference in a browser: full table without JavaScript, tabs, filter, deep links.
import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser();
const PAGE = 'v3/documentation/tvm/instructions';

describe('TVM instructions page', () => {
  it('hydrates without a mismatch or a console error, and counts every instruction from the first render', async () => {
    const page = await env.browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.server.url}${PAGE}#%zz`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const rows = await page.locator('#tvm-instructions tbody tr').count();
    expect(await page.locator('.tvm-count').textContent()).toContain(String(rows));
    expect(await page.evaluate(() => (window as Window & { __tondocsHydrationErrors?: unknown[] }).__tondocsHydrationErrors ?? [])).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has the full table in the HTML, readable with JavaScript disabled', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.server.url}${PAGE}`);
    expect(await page.locator('#tvm-instructions tbody tr').count()).toBeGreaterThanOrEqual(870);
    expect(await page.locator('#tvm-instructions tbody tr:visible').count()).toBeGreaterThanOrEqual(870);
    // Lean rows (a quarter of the page's elements was a <code> per cell): a row is its cells and the opcode's
    // link, and the columns still look like code where they are code.
    const row = page.locator('#tvm-instructions tbody tr').first();
    expect(await row.locator('*').count()).toBe(8);
    expect(await row.locator('td').nth(1).evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
    expect(await row.locator('td').nth(4).evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/mono/i);
    expect(await row.locator('td').nth(5).evaluate((el) => getComputedStyle(el).textAlign)).toBe('right');
    await context.close();
  });

  it('filters by tab and by text, and counts in Russian', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.url}${PAGE}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('.tvm-tab', { hasText: 'Словари' }).click();
    await expect.poll(() => page.locator('.tvm-count').textContent()).toMatch(/^Показано: \d+ инструкц/);
    const dictRows = await page.locator('#tvm-instructions tbody tr:visible').count();
    expect(dictRows).toBeGreaterThan(100);
    expect(await page.locator('#tvm-instructions tbody tr:visible[data-group="dict"]').count()).toBe(dictRows);
    await page.locator('.tvm-tab', { hasText: 'Все' }).click();
    await page.fill('.tvm-filter input', 'HASHCU');
    await expect.poll(() => page.locator('#tvm-instructions tbody tr:visible').count()).toBeLessThan(5);
    expect(await page.locator('#tvm-instructions tbody tr:visible').first().textContent()).toContain('HASHCU');
    // The filter also finds Russian descriptions.
    await page.fill('.tvm-filter input', 'словар');
    await expect.poll(() => page.locator('#tvm-instructions tbody tr:visible').count()).toBeGreaterThan(50);
    await page.close();
  });

  it('opens at a deep link: the row is shown, scrolled to and highlighted', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${env.server.url}${PAGE}#F800`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const row = page.locator('[id="F800"]');
    await expect.poll(() => row.getAttribute('class')).toContain('tvm-row--target');
    const box = await row.boundingBox();
    expect(box && box.y > 0 && box.y < 800).toBe(true);
    await page.close();
  });

  it('hydrates only the controls and renders only the blocks of rows near the viewport; find-in-page reaches the others', async () => {
    const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${env.server.url}${PAGE}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    // Every row is in the page; rows of blocks far from the viewport are skipped by the browser's rendering.
    const rendered = () =>
      page.evaluate(() => {
        const rows = [...document.querySelectorAll('#tvm-instructions tbody tr')];
        return { all: rows.length, rendered: rows.filter((r) => r.checkVisibility({ contentVisibilityAuto: true })).length };
      });
    const first = await rendered();
    expect(first.all).toBeGreaterThanOrEqual(870);
    expect(first.rendered).toBeGreaterThan(0);
    expect(first.rendered).toBeLessThan(200);
    // The rows are the server's HTML, not React's: the page's root holds the controls, the table is its HTML.
    expect(await page.locator('.tvm-block').count()).toBeGreaterThan(10);
    // Find-in-page finds a row of the last block and brings it on screen.
    const lastOpcode = await page.locator('#tvm-instructions tbody tr').last().getAttribute('id');
    const mnemonic = (await page.locator('#tvm-instructions tbody tr').last().locator('td:nth-child(2)').textContent())!;
    expect(await page.evaluate((text) => (window as unknown as { find: (s: string) => boolean }).find(text), mnemonic)).toBe(true);
    await expect.poll(() => page.evaluate((id) => document.getElementById(id!)!.checkVisibility({ contentVisibilityAuto: true }), lastOpcode)).toBe(true);
    // Filtering toggles the rows (also in blocks not rendered yet) and the count follows.
    await page.locator('.tvm-tab', { hasText: 'Отладка' }).click();
    await expect.poll(async () => (await rendered()).rendered).toBeGreaterThan(0);
    const debugRows = await page.locator('#tvm-instructions tbody tr:not([hidden])').count();
    expect(await page.locator('#tvm-instructions tbody tr:not([hidden]):not([data-group="debug"])').count()).toBe(0);
    expect(await page.locator('.tvm-count').textContent()).toContain(String(debugRows));
    await page.close();
  });

  it('ships the rows once: the page chunk does not carry the data', async () => {
    const page = await env.browser.newPage();
    const scripts: number[] = [];
    // (A script still arriving when the page closes, such as the search modal preloaded on idle, is left out.)
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) r.body().then((b) => scripts.push(b.length), () => {});
    });
    await page.goto(`${env.server.url}${PAGE}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(Math.max(...scripts)).toBeLessThan(200_000);
    expect(scripts.reduce((a, b) => a + b, 0)).toBeLessThan(250_000);
    await page.close();
  });
});
