// Accessibility bar: axe-core finds nothing on every kind of page, at 1280 px and 390 px, in light and
// dark mode, after hydration; nor with the search modal (results, keyboard-selected result, no results)
// or the mobile menu open.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe.ts';
import { INTRO, useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser();

const PAGES = [
  ['home', ''],
  ['doc', INTRO],
  ['doc with code', 'v3/concepts/dive-into-ton/ton-blockchain/smart-contract-addresses'],
  ['live playground (editor mounted, after a run)', 'v3/concepts/dive-into-ton/ton-blockchain/cells-as-data-storage'],
  ['blog list', 'blog'],
  ['blog post', 'blog/tvm-instructions-reference'],
  ['blog tag', 'blog/tags/tolk'],
  ['not found', 'no/such/page'],
] as const;

const WIDTHS = [1280, 390] as const;
type Mode = 'light' | 'dark';

/** A page at a width and colour mode; 390 px is a phone (touch, no hover). */
async function openAt(browser: Browser, url: string, width: number, mode: Mode): Promise<Page> {
  const phone = width < 996;
  const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
  return page;
}

async function expectNoViolations(page: Page, state: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${state}:\n${describeViolations(violations)}`).toEqual([]);
}

describe('axe-core', () => {
  for (const width of WIDTHS) {
    for (const mode of ['light', 'dark'] as const) {
      for (const [name, path] of PAGES) {
        it(`finds no violations on the ${name} page at ${width} px in ${mode} mode`, async () => {
          const page = await openAt(env.browser, `${env.server.url}${path}`, width, mode);
          if (name.startsWith('live playground')) {
            await page.locator('.playground').scrollIntoViewIfNeeded();
            await page.waitForSelector('.playground[data-mounted="true"] .cm-editor');
            await page.locator('.playground-run').click();
            await page.waitForSelector('.playground-line--meta');
          }
          await expectNoViolations(page, name);
          await page.context().close();
        });
      }
    }
  }
});

describe('axe-core with the search modal and the mobile menu open', () => {
  const DIALOG = '.search-modal[role="dialog"]';
  for (const width of WIDTHS) {
    for (const mode of ['light', 'dark'] as const) {
      it(`finds no violations in the search modal at ${width} px in ${mode} mode: results, the keyboard-selected one, no results`, async () => {
        const page = await openAt(env.browser, `${env.server.url}${INTRO}`, width, mode);
        await page.click('.search-button');
        await page.waitForSelector(`${DIALOG} input`);
        await expectNoViolations(page, 'modal open, empty');
        await page.fill(`${DIALOG} input`, 'кошелек');
        await page.waitForSelector(`${DIALOG} [role="option"]`);
        // The second result: selected by keyboard (the first is selected from the start).
        await page.keyboard.press('ArrowDown');
        await page.waitForSelector(`${DIALOG} [role="option"][aria-selected="true"]:nth-child(2), ${DIALOG} .search-hit--active`);
        await expectNoViolations(page, 'keyboard-selected result');
        await page.fill(`${DIALOG} input`, 'qqqzzzxxx');
        await page.waitForSelector(`${DIALOG} .search-report a`);
        await expectNoViolations(page, 'no results');
        await page.context().close();
      });
    }
  }
  for (const mode of ['light', 'dark'] as const) {
    it(`finds no violations in the mobile menu at 390 px in ${mode} mode: the page's sidebar and the main menu`, async () => {
      const page = await openAt(env.browser, `${env.server.url}${INTRO}`, 390, mode);
      await page.click('.navbar-burger');
      await page.waitForSelector('.navbar-sidebar .menu-link');
      await expectNoViolations(page, 'mobile menu, sidebar');
      await page.click('.navbar-sidebar-back');
      await page.locator('.navbar-sidebar .dropdown-toggle').first().click();
      await page.waitForSelector('.navbar-sidebar .dropdown--open .dropdown-link');
      await expectNoViolations(page, 'mobile menu, main menu with a submenu open');
      await page.context().close();
    });
  }
});

describe('axe-core over the site', () => {
  // At 1280 px in light mode: what varies between pages is their content (tables, lists, links); the
  // dark palette is checked on every kind of page above. A full pass over the registry took 3–5 minutes
  // of CI: this one takes a sample.
  it('finds no violations on a representative sample of the registry', async () => {
    const pick = await sample();
    expect(pick.length).toBeGreaterThan(40);
    const failures = await samplePass(env.browser, pick, { width: 1280, height: 900 }, () => 'light');
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 420_000);

  // The same sample on a phone: every other page dark, so both palettes meet every kind of content
  // without a second pass (a pass takes 1.5 minutes of CI).
  it('finds no violations on the same sample at 390 px, light and dark', async () => {
    const pick = await sample();
    const failures = await samplePass(env.browser, pick, { width: 390, height: 844 }, (i) => (i % 2 ? 'dark' : 'light'));
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 420_000);
});

/**
 * Every kind of page (doc, generated index, blog, page module) in every sidebar, the pages richest in
 * tables, code and raw HTML, and an even spread of the rest: a fixed selection, so a failure reproduces.
 */
async function sample(): Promise<string[]> {
  const registry = (await (await fetch(`${env.server.url}registry.json`)).json()) as { pages: { id: string; path: string; sidebar?: string }[] };
  const pick = new Set<string>();
  const kinds = new Map<string, string>();
  for (const p of registry.pages) {
    const kind = `${p.path.includes('/blog') ? 'blog' : p.id.startsWith('/') ? 'index' : p.id.includes('/') ? 'doc' : 'page'}:${p.sidebar ?? '-'}`;
    if (!kinds.has(kind)) kinds.set(kind, p.path);
  }
  for (const path of kinds.values()) pick.add(path);
  const stride = Math.max(1, Math.ceil(registry.pages.length / 60));
  registry.pages.forEach((p, i) => i % stride === 0 && pick.add(p.path));
  for (const rich of RICH_PAGES) pick.add(`/ru/${rich}`);
  return [...pick];
}

async function samplePass(browser: Browser, paths: string[], viewport: { width: number; height: number }, modeOf: (i: number) => Mode): Promise<string[]> {
  const phone = viewport.width < 996;
  const context = await browser.newContext({ viewport, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
  const failures: string[] = [];
  const queue = paths.map((path, i) => ({ path, mode: modeOf(i) }));
  await Promise.all(
    [0, 1, 2].map(async () => {
      const page = await context.newPage();
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        await page.goto(new URL(next.path, env.server.url).href);
        await page.waitForSelector('html[data-hydrated="true"]');
        // The colour mode switched the way the toggle does it (the attribute the stylesheet reads).
        await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), next.mode);
        const violations = await axeViolations(page);
        if (violations.length) failures.push(`${next.path} (${next.mode}):\n${describeViolations(violations)}`);
      }
    }),
  );
  await context.close();
  return failures;
}

/** Pages with the most tables, code tabs, admonitions and raw HTML of the site. */
const RICH_PAGES = [
  'v3/documentation/tvm/instructions',
  'v3/documentation/tvm/tvm-exit-codes',
  'v3/documentation/smart-contracts/func/docs/stdlib',
  'v3/documentation/network/configs/config-params',
  'v3/guidelines/smart-contracts/howto/wallet',
  'v3/guidelines/dapps/asset-processing/jettons',
  'v3/concepts/glossary',
  'v3/contribute/terminology',
];
