// Live code blocks in a browser: the editor replaces the highlighted code in place, Run executes the edited
// code in a sandbox with @ton/core, errors and endless loops are reported, the page itself is out of reach.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser();
const CELLS = 'v3/concepts/dive-into-ton/ton-blockchain/cells-as-data-storage';
const ADDRESSES = 'v3/concepts/dive-into-ton/ton-blockchain/smart-contract-addresses';

async function openPlayground(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await env.browser.newPage({ viewport });
  await page.goto(`${env.server.url}${path}`);
  // The editor loads when the example comes near the viewport.
  await page.locator('.playground').first().scrollIntoViewIfNeeded();
  await page.waitForSelector('.playground[data-mounted="true"] .cm-editor');
  return page;
}

/** Replaces the editor's text (select all, delete, insert) and runs it with Ctrl+Enter. */
async function runCode(page: Page, code: string): Promise<void> {
  await page.locator('.playground .cm-content').first().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  // Inserted as one text input: typing key by key would trigger auto-indent and bracket closing.
  await page.keyboard.insertText(code);
  await page.keyboard.press('Control+Enter');
}

const outputText = (page: Page) => page.locator('.playground-output').first().innerText();

describe('live playground', () => {
  it('is only loaded on pages with a live block, and the code stays readable without JavaScript', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(`${env.server.url}${CELLS}`);
    expect(await noJs.locator('.playground pre code').innerText()).toContain('beginCell()');
    expect(await noJs.locator('.playground-run').isDisabled()).toBe(true);
    await context.close();

    const page = await env.browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${env.server.url}v3/concepts/glossary`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(requests.filter((u) => u.includes('playground-worker'))).toEqual([]);
    await page.close();
  });

  it('replaces the code with an editor without moving the page, and runs the sample with @ton/core', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${env.server.url}${CELLS}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('.playground').getAttribute('data-mounted')).toBe('waiting');
    const before = await page.locator('.playground').boundingBox();
    await page.locator('.playground').scrollIntoViewIfNeeded();
    await page.waitForSelector('.playground[data-mounted="true"] .cm-editor');
    const after = await page.locator('.playground').boundingBox();
    expect(Math.abs(after!.height - before!.height)).toBeLessThan(8);
    await page.locator('.playground-run').click();
    await expect.poll(() => outputText(page), { timeout: 15000 }).toContain('Выполнено за');
    const text = await outputText(page);
    expect(text).toContain('399 1');
    expect(text).toContain('true');
    expect(text).toMatch(/12345678 7n 1500000000n true привет, TON/);
    await page.close();
  });

  it('runs edited TypeScript, prints values TON code uses and offers to reset', async () => {
    const page = await openPlayground(ADDRESSES);
    await runCode(page, 'import { Address, beginCell } from "@ton/core";\nconst n: bigint = 5n;\nconsole.log(Address.parse("0:" + "00".repeat(32)).toString({ testOnly: true }));\nconsole.log(beginCell().storeUint(1, 8).endCell(), n, { a: [1, 2] });');
    await expect.poll(() => outputText(page), { timeout: 15000 }).toContain('Выполнено за');
    const text = await outputText(page);
    expect(text).toMatch(/^kQA{20,}HTW$/m);
    expect(text).toContain('x{01}');
    expect(text).toContain('5n');
    expect(text).toContain('{a: [1, 2]}');
    await expect.poll(() => page.locator('.playground-reset').isVisible()).toBe(true);
    await page.locator('.playground-reset').click();
    expect(await page.locator('.playground .cm-content').innerText()).toContain('contractAddress(0, { code, data })');
    await page.close();
  });

  it('reports errors, unknown modules and endless loops, and keeps the page out of reach', async () => {
    const page = await openPlayground(ADDRESSES);
    await runCode(page, 'throw new RangeError("слишком много");');
    await expect.poll(() => outputText(page), { timeout: 15000 }).toContain('RangeError: слишком много');

    await runCode(page, 'import { readFileSync } from "fs";\nreadFileSync("/etc/passwd");');
    await expect.poll(() => outputText(page), { timeout: 15000 }).toContain('Модуль «fs» недоступен в песочнице');

    // The sandbox has an opaque origin: no DOM of the page, no storage, no cookies.
    await page.evaluate(() => localStorage.setItem('secret', 'page-data'));
    await runCode(page, 'let seen = "нет доступа";\ntry { seen = String((globalThis as any).document?.title ?? "нет документа"); } catch (e) { seen = "ошибка"; }\nconsole.log(seen);\ntry { console.log(String((globalThis as any).localStorage?.getItem("secret"))); } catch (e) { console.log("хранилище недоступно"); }');
    await expect.poll(() => outputText(page), { timeout: 15000 }).toContain('Выполнено за');
    const isolated = await outputText(page);
    expect(isolated).toContain('нет документа');
    expect(isolated).not.toContain('page-data');

    await runCode(page, 'while (true) {}');
    await expect.poll(() => outputText(page), { timeout: 20000 }).toContain('Выполнение остановлено');
    // The page stayed responsive during the loop, and the playground runs again afterwards.
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    await runCode(page, 'console.log("снова работает")');
    await expect.poll(() => outputText(page), { timeout: 15000 }).toContain('снова работает');
    await page.close();
  }, 60000);

  it('copies the edited code, not the original', async () => {
    const context = await env.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${env.server.url}${ADDRESSES}`);
    await page.locator('.playground').scrollIntoViewIfNeeded();
    await page.waitForSelector('.playground[data-mounted="true"] .cm-editor');
    await runCode(page, 'console.log("копия")');
    await page.locator('.playground .code-block-copy').evaluate((b) => (b as HTMLButtonElement).click());
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('console.log("копия")');
    await context.close();
  });
});
