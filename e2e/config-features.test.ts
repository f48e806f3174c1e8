// Features that the real site does not configure, on a copy of the site whose config turns them on:
// the announcement bar, Google Analytics (gtag.js) page views, and Markdown tabs/details on a test page.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../packages/cli/src/serve/serve.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';
import { copySite, INTRO } from './site.ts';

const BAR_ID = 'ru-docs-test-2';
const TRACKING_ID = 'G-TEST000001';
const TABS_PAGE = 'v3/contribute/tabs-demo';

const TABS_MARKDOWN = `
Один и тот же пример на двух языках: группы с общим \`groupId\` переключаются вместе.

::::tabs{groupId="lang"}
:::tab[FunC]
\`\`\`func
() recv_internal(int my_balance, int msg_value, cell in_msg_full, slice in_msg_body) impure { ;; обработка входящего сообщения, которая не помещается в одну строку
}
\`\`\`
:::
:::tab[Tolk]
\`\`\`tolk
fun onInternalMessage(myBalance: int, msgValue: int, msgFull: cell, msgBody: slice) {
}
\`\`\`
:::
::::

Вторая группа с тем же \`groupId\`:

::::tabs{groupId="lang"}
:::tab[FunC]
Текст о FunC.
:::
:::tab[Tolk]
Текст о Tolk.
:::
::::

Группа без \`groupId\` живёт сама по себе:

::::tabs
:::tab[npm]
\`\`\`bash
npm install @ton/core
\`\`\`
:::
:::tab[yarn]
\`\`\`bash
yarn add @ton/core
\`\`\`
:::
::::

:::details[Подробности]
Скрытый по умолчанию текст.
:::
`;

/** A doc of the contribute sidebar with the tabs above, written in the site's Markdown syntax. */
function tabsDoc(): string {
  return `---
title: Вкладки и подробности
description: Тестовая страница вкладок.
---

Страница для браузерных тестов вкладок.

## Примеры кода {#examples}

${TABS_MARKDOWN}

## После вкладок {#after}

Текст после вкладок.
`;
}

let site: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  site = copySite();
  const configFile = path.join(site, 'tondocs.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  const extra = `analytics: { gtag: { trackingId: '${TRACKING_ID}', anonymizeIP: true } },
  announcementBar: {
    id: '${BAR_ID}',
    content: { ru: 'Тестовое объявление со <a href="/ru/v3/concepts/glossary">ссылкой на глоссарий</a>', en: 'Test announcement' },
    backgroundColor: '#1e3a5f',
    textColor: '#ffffff',
    isCloseable: true,
  },`;
  expect(config).toContain('  analytics: {},');
  fs.writeFileSync(configFile, config.replace('  analytics: {},', `  ${extra}`));
  const sidebarsFile = path.join(site, 'sidebars.ts');
  const sidebars = fs.readFileSync(sidebarsFile, 'utf8');
  expect(sidebars).toContain("  'v3/contribute/maintainers',\n");
  fs.writeFileSync(sidebarsFile, sidebars.replace("  'v3/contribute/maintainers',\n", "  'v3/contribute/maintainers',\n  'v3/contribute/tabs-demo',\n"));
  fs.writeFileSync(path.join(site, 'content/ru/docs/v3/contribute/tabs-demo.md'), tabsDoc());
  server = await serve({ siteDir: site, outDir: path.join(site, 'build'), locale: 'ru', port: 0, host: '127.0.0.1', watch: false, quiet: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (site && !process.env.KEEP_SITE) fs.rmSync(site, { recursive: true, force: true });
});

interface Opened {
  context: BrowserContext;
  page: Page;
  gtagRequests: string[];
}

/** Every page of this file intercepts gtag.js: the test never reaches the network, and counts requests. */
async function open(url: string, options: { init?: () => void; context?: BrowserContext; viewport?: { width: number; height: number } } = {}): Promise<Opened> {
  const context = options.context ?? (await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } }));
  const gtagRequests: string[] = [];
  await context.route('https://www.googletagmanager.com/**', async (route) => {
    gtagRequests.push(route.request().url());
    // A stub that defines nothing: the inline snippet's gtag() and dataLayer are what the page uses.
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* gtag.js stub */' });
  });
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page, gtagRequests };
}

describe('announcement bar', () => {
  it('shows the configured bar above the navbar, closes it and remembers that over reloads', async () => {
    const { context, page } = await open(`${server.url}${INTRO}`);
    const bar = page.locator('.announcement-bar');
    expect(await bar.textContent()).toBe('Тестовое объявление со ссылкой на глоссарий');
    expect(await bar.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(['rgb(30, 58, 95)', 'rgb(255, 255, 255)']);
    const barBox = (await bar.boundingBox())!;
    const navBox = (await page.locator('.navbar').boundingBox())!;
    expect(barBox.y).toBe(0);
    expect(navBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
    const close = page.getByRole('button', { name: 'Закрыть объявление' });
    await close.click();
    expect(await bar.count()).toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')])).toEqual(['true', BAR_ID]);

    // Hidden from the first paint on: CSS hides it before hydration (by DOMContentLoaded the stylesheet
    // has loaded, the runtime not yet hydrated), then it is removed.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const el = document.querySelector('.announcement-bar');
        (window as Window & { __barAtParse?: string }).__barAtParse = el ? getComputedStyle(el).display : 'absent';
      });
    });
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.evaluate(() => (window as Window & { __barAtParse?: string }).__barAtParse)).toBe('none');
    await expect.poll(() => bar.count()).toBe(0);
    expect(await page.evaluate(() => Math.round(document.querySelector('.navbar')!.getBoundingClientRect().top))).toBe(0);
    await context.close();
  });

  it('shows again when the bar id changed since it was dismissed, without moving the page', async () => {
    const { context, page } = await open(`${server.url}${INTRO}`, {
      init: () => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
        const w = window as Window & { __shift?: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift! += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      },
    });
    await page.waitForTimeout(300);
    expect(await page.locator('.announcement-bar').isVisible()).toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')])).toEqual(['false', BAR_ID]);
    expect(await page.evaluate(() => (window as Window & { __shift?: number }).__shift)).toBeLessThan(0.01);
    await context.close();
  });

  it('passes axe with the bar shown, in light and dark mode', async () => {
    for (const mode of ['light', 'dark']) {
      const { context, page } = await open(`${server.url}${INTRO}`, { init: new Function(`localStorage.setItem('theme', '${mode}')`) as () => void });
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await context.close();
    }
  });
});

type DataLayerEntry = unknown[];

async function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => ((window as Window & { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) => JSON.parse(JSON.stringify(Array.from(args))) as unknown[]));
}

describe('analytics', () => {
  it('loads gtag.js once, with IP anonymisation, and reports a page view for each location', async () => {
    const { context, page, gtagRequests } = await open(`${server.url}${INTRO}`);
    const script = page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]');
    expect(await script.getAttribute('src')).toBe(`https://www.googletagmanager.com/gtag/js?id=${TRACKING_ID}`);
    expect(await script.evaluate((el) => (el as HTMLScriptElement).async)).toBe(true);
    await expect.poll(() => gtagRequests.length).toBe(1);
    const initial = await dataLayer(page);
    expect(initial).toContainEqual(['config', TRACKING_ID, { anonymize_ip: true, send_page_view: false }]);
    const views = (entries: DataLayerEntry[]) => entries.filter((e) => e[0] === 'event' && e[1] === 'page_view').map((e) => e[2] as { page_path: string; page_location: string; page_title: string });
    await expect.poll(async () => views(await dataLayer(page)).length).toBe(1);
    expect(views(initial)[0]).toEqual({ page_path: `/ru/${INTRO}`, page_location: `${server.url}${INTRO}`, page_title: 'Открытая сеть TON | TON Docs' });

    // A client navigation (no reload: gtag.js is not requested again) is a page view too.
    await page.locator('.sidebar .menu-link', { hasText: 'Глоссарий' }).click();
    await page.waitForURL(/glossary$/);
    await expect.poll(async () => views(await dataLayer(page)).length).toBe(2);
    expect(views(await dataLayer(page))[1]).toEqual({ page_path: '/ru/v3/concepts/glossary', page_location: `${server.url}v3/concepts/glossary`, page_title: 'Глоссарий | TON Docs' });
    // So is a jump to an anchor of the page, and going back.
    await page.locator('.toc .toc-link').first().click();
    await expect.poll(async () => views(await dataLayer(page)).length).toBe(3);
    expect(views(await dataLayer(page))[2]!.page_path).toMatch(/^\/ru\/v3\/concepts\/glossary#.+/);
    await page.goBack();
    await page.goBack();
    await page.waitForURL(new RegExp(`${INTRO}$`));
    await expect.poll(async () => views(await dataLayer(page)).length).toBe(5);
    expect(views(await dataLayer(page))[4]!.page_path).toBe(`/ru/${INTRO}`);
    expect(gtagRequests).toHaveLength(1);
    await context.close();
  });
});

describe('tabs and details', () => {
  const state = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.tabs')].map((g) => ({
        selected: g.querySelector('[role="tab"][aria-selected="true"]')?.textContent,
        visible: [...g.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden).map((p) => p.dataset.label),
      })),
    );

  it('switches tabs, syncs the groups of one groupId, and remembers the choice over reloads', async () => {
    const { context, page } = await open(`${server.url}${TABS_PAGE}`);
    expect(await state(page)).toEqual([
      { selected: 'FunC', visible: ['FunC'] },
      { selected: 'FunC', visible: ['FunC'] },
      { selected: 'npm', visible: ['npm'] },
    ]);
    await page.locator('.tabs').first().getByRole('tab', { name: 'Tolk' }).click();
    expect(await state(page)).toEqual([
      { selected: 'Tolk', visible: ['Tolk'] },
      { selected: 'Tolk', visible: ['Tolk'] },
      { selected: 'npm', visible: ['npm'] },
    ]);
    expect(await page.evaluate(() => localStorage.getItem('tondocs.tab.lang'))).toBe('tolk');
    // The group without an id switches alone and is not remembered.
    await page.getByRole('tab', { name: 'yarn' }).click();
    expect((await state(page))[2]).toEqual({ selected: 'yarn', visible: ['yarn'] });

    // Applied before the first paint: at DOMContentLoaded the stored tab is already the visible one.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const t = document.querySelector('.tabs [role="tab"][aria-selected="true"]');
        (window as Window & { __tabAtParse?: string | null }).__tabAtParse = t?.textContent ?? null;
      });
    });
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.evaluate(() => (window as Window & { __tabAtParse?: string | null }).__tabAtParse)).toBe('Tolk');
    expect(await state(page)).toEqual([
      { selected: 'Tolk', visible: ['Tolk'] },
      { selected: 'Tolk', visible: ['Tolk'] },
      { selected: 'npm', visible: ['npm'] },
    ]);
    expect(await page.evaluate(() => (window as Window & { __tondocsHydrationErrors?: unknown[] }).__tondocsHydrationErrors ?? [])).toEqual([]);
    await context.close();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const { context, page } = await open(`${server.url}${TABS_PAGE}`);
    const group = page.locator('.tabs').nth(2);
    await group.getByRole('tab', { name: 'npm' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('yarn');
    expect((await state(page))[2]).toEqual({ selected: 'yarn', visible: ['yarn'] });
    await page.keyboard.press('ArrowRight');
    expect((await state(page))[2]!.selected).toBe('npm');
    await page.keyboard.press('End');
    expect((await state(page))[2]!.selected).toBe('yarn');
    await page.keyboard.press('Home');
    expect((await state(page))[2]!.selected).toBe('npm');
    // Only the selected tab is in the tab order.
    expect(await group.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
    await context.close();
  });

  it('shows every panel under its label without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}${TABS_PAGE}`);
    const visible = await page.locator('.tabs-panel').evaluateAll((panels) => panels.map((p) => getComputedStyle(p).display !== 'none'));
    expect(visible).toEqual([true, true, true, true, true, true]);
    expect(await page.locator('.tabs-list').first().isVisible()).toBe(false);
    await context.close();
  });

  it('opens :::details on click, and the page passes axe in light and dark mode', async () => {
    for (const mode of ['light', 'dark']) {
      const { context, page } = await open(`${server.url}${TABS_PAGE}`, { init: new Function(`localStorage.setItem('theme', '${mode}')`) as () => void });
      const details = page.locator('details.details');
      expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
      await details.locator('summary').click();
      expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
      expect(await details.textContent()).toContain('Скрытый по умолчанию текст.');
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await context.close();
    }
  });

  it('captures the tabs page with code at 1280 px and 390 px in light and dark', async () => {
    const dir = path.join(import.meta.dirname, 'screenshots');
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['mobile', { width: 390, height: 844 }]] as const) {
      for (const mode of ['light', 'dark']) {
        const { context, page } = await open(`${server.url}${TABS_PAGE}`, { viewport, init: new Function(`localStorage.setItem('theme', '${mode}')`) as () => void });
        // Hover the first code block so that its buttons show (after their fade-in).
        await page.locator('.code-block').first().hover();
        await page.waitForTimeout(300);
        const file = path.join(dir, `tabs-${name}-${mode}.png`);
        await page.screenshot({ path: file, fullPage: true });
        expect(fs.statSync(file).size).toBeGreaterThan(10_000);
        await context.close();
      }
    }
  });
});
