// Accessibility bar: axe-core finds nothing on every kind of page, at 1280 px and 390 px, in light and
// dark mode, after hydration; nor with the search modal (results, keyboard-selected result, no results)
// or the mobile menu open; nor on a sample of the registry (each page at one width in one palette).
//
// Speed: axe's own checks are most of the time (colour contrast, target size: 1–4 s on a page of 2 000
// elements, far more on the TVM table), so nothing is checked twice and nothing waits for nothing. Each page
// is loaded once per width and checked in light mode, then in dark mode (the attribute the toggle sets:
// no reload, and no stored choice that would sync into the other tabs); one browser context per width keeps
// the HTTP cache warm; the tests run concurrently as tabs of those contexts, which overlaps loads and waits
// with checks (same-site tabs share one renderer process: measured, two tabs check no faster than one).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { axeViolations, PALETTE_RULES, describeViolations } from './axe.ts';
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
type Width = (typeof WIDTHS)[number];
type Mode = 'light' | 'dark';
const MODES: Mode[] = ['light', 'dark'];

/** One context per width, shared by the tests as tabs; 390 px is a phone (touch, no hover). */
const contexts = new Map<Width, BrowserContext>();
beforeAll(async () => {
  for (const width of WIDTHS) {
    const phone = width < 996;
    contexts.set(width, await env.browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, ...(phone ? { isMobile: true, hasTouch: true } : {}) }));
  }
});
afterAll(async () => {
  for (const context of contexts.values()) await context.close();
});

/** A hydrated page in a new tab of the width's context, in light mode (nothing stored: the default). */
async function openAt(expect: ExpectStatic, path: string, width: Width): Promise<Page> {
  const page = await contexts.get(width)!.newPage();
  await page.goto(new URL(path, env.server.url).href);
  await page.waitForSelector('html[data-hydrated="true"]');
  expect(await page.getAttribute('html', 'data-theme')).toBe('light');
  return page;
}

/** The colour mode switched the way the toggle does it: the attribute the stylesheet reads. */
function setMode(page: Page, mode: Mode): Promise<void> {
  return page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
}

/**
 * Axe over the page as it is, in light and then dark mode; back in light mode after. Dark mode changes
 * colours and which themed images show, so it is checked by those rules (the others would find the same again).
 */
async function expectNoViolationsInBothModes(expect: ExpectStatic, page: Page, state: string): Promise<void> {
  for (const mode of MODES) {
    await setMode(page, mode);
    const violations = await axeViolations(page, mode === 'dark' ? PALETTE_RULES : undefined);
    expect(violations, `${state} (${mode}):\n${describeViolations(violations)}`).toEqual([]);
  }
  await setMode(page, 'light');
}

describe.concurrent('axe-core', () => {
  // The sample of the registry (every kind of page in every sidebar, the pages richest in tables and code, an
  // even spread of the rest): each page once, at one width and in one palette, taken in turn so that both widths
  // meet both palettes and every kind of content (axe needs 1–5 s for a page of code or tables). All tabs share one renderer
  // process (same site), so more tabs would not check faster: each check is paid once. First, as the longest,
  // so that the short tests fill the time beside them.
  for (const width of WIDTHS) {
    it(`finds no violations on a representative sample of the registry at ${width} px, light and dark`, async ({ expect }) => {
      const pick = await sample();
      expect(pick.length).toBeGreaterThan(20);
      const mine = pick.filter((_, i) => i % 2 === WIDTHS.indexOf(width));
      const failures = await samplePass(contexts.get(width)!, mine, (i) => ((i + (width === 390 ? 1 : 0)) % 2 ? 'dark' : 'light'));
      expect(failures, failures.join('\n\n')).toEqual([]);
    }, 420_000);
  }

  for (const width of WIDTHS) {
    for (const [name, path] of PAGES) {
      it(`finds no violations on the ${name} page at ${width} px in light and dark mode`, async ({ expect }) => {
        const page = await openAt(expect, path, width);
        if (name.startsWith('live playground')) {
          await page.locator('.playground').scrollIntoViewIfNeeded();
          await page.waitForSelector('.playground[data-mounted="true"] .cm-editor');
          await page.locator('.playground-run').click();
          await page.waitForSelector('.playground-line--meta');
        }
        await expectNoViolationsInBothModes(expect, page, name);
        await page.close();
      });
    }
  }

  const DIALOG = '.search-modal[role="dialog"]';
  for (const width of WIDTHS) {
    it(`finds no violations in the search modal at ${width} px in light and dark mode: results, the keyboard-selected one, no results`, async ({ expect }) => {
      const page = await openAt(expect, INTRO, width);
      await page.click('.search-button');
      await page.waitForSelector(`${DIALOG} input`);
      await expectNoViolationsInBothModes(expect, page, 'modal open, empty');
      await page.fill(`${DIALOG} input`, 'кошелек');
      await page.waitForSelector(`${DIALOG} [role="option"]`);
      // The second result: selected by keyboard (the first is selected from the start).
      await page.keyboard.press('ArrowDown');
      await page.waitForSelector(`${DIALOG} [role="option"][aria-selected="true"]:nth-child(2), ${DIALOG} .search-hit--active`);
      await expectNoViolationsInBothModes(expect, page, 'keyboard-selected result');
      await page.fill(`${DIALOG} input`, 'qqqzzzxxx');
      await page.waitForSelector(`${DIALOG} .search-report a`);
      await expectNoViolationsInBothModes(expect, page, 'no results');
      await page.close();
    });
  }

  it(`finds no violations in the mobile menu at 390 px in light and dark mode: the page's sidebar and the main menu`, async ({ expect }) => {
    const page = await openAt(expect, INTRO, 390);
    await page.click('.navbar-burger');
    await page.waitForSelector('.navbar-sidebar .menu-link');
    await expectNoViolationsInBothModes(expect, page, 'mobile menu, sidebar');
    await page.click('.navbar-sidebar-back');
    await page.locator('.navbar-sidebar .dropdown-toggle').first().click();
    await page.waitForSelector('.navbar-sidebar .dropdown--open .dropdown-link');
    await expectNoViolationsInBothModes(expect, page, 'mobile menu, main menu with a submenu open');
    await page.close();
  });

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
  // Twelve more of the rest: CI's 12 minutes on two cores bound the pass (axe needs 1–5 s for a page).
  const stride = Math.max(1, Math.ceil(registry.pages.length / 12));
  registry.pages.forEach((p, i) => i % stride === 0 && pick.add(p.path));
  for (const rich of RICH_PAGES) pick.add(`/ru/${rich}`);
  return [...pick];
}

/** Each path in one tab, in turn, in the palette `modeOf` gives its index; the failures, described. */
async function samplePass(context: BrowserContext, paths: string[], modeOf: (i: number) => Mode): Promise<string[]> {
  const failures: string[] = [];
  const page = await context.newPage();
  for (const [i, path] of paths.entries()) {
    await page.goto(new URL(path, env.server.url).href);
    await page.waitForSelector('html[data-hydrated="true"]');
    await setMode(page, modeOf(i));
    const violations = await axeViolations(page);
    if (violations.length) failures.push(`${path} (${modeOf(i)}):\n${describeViolations(violations)}`);
  }
  await page.close();
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
