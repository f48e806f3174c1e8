// Keyboard and screen-reader paths in Chromium: the skip link, focus and the spoken title after a
// client-side navigation, the mobile menu as a real modal, and a keyboard-only walkthrough (Tab,
// Shift+Tab, Enter, Escape) through the navbar, its dropdowns, search, the sidebar and the TOC.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INTRO, useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser();
const PHONE = { width: 390, height: 844 };

async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const phone = viewport.width < 996;
  const context = await env.browser.newContext({ viewport, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page, errors };
}

/** The focused element, as "tag.class" plus its text (short), for assertions that say what went wrong. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}`;
  });
const isFocused = (page: Page, selector: string) => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);

/** Presses Tab (or Shift+Tab) until the focused element matches, at most `max` times. */
async function tabTo(page: Page, selector: string, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(page, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${selector}; focus is on ${await focused(page)}`);
}

describe('skip link', () => {
  it('is the first Tab stop and moves focus (not only the scroll) to the main content', async () => {
    const { context, page } = await open(INTRO);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^a\.skip-link/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatch(/^main/);
    // The next Tab goes into the content, not back to the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await context.close();
  });
});

describe('client-side navigation', () => {
  it("moves focus to the new page's h1, announces its title, and scrolls to the top", async () => {
    const { context, page, errors } = await open(INTRO);
    const announcer = page.locator('.route-announcer');
    expect(await announcer.textContent()).toBe('');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('.sidebar .menu-link', { hasText: 'Глоссарий' }).click();
    await page.waitForURL(/glossary$/);
    await expect.poll(() => focused(page)).toBe('h1. Глоссарий');
    expect(await announcer.getAttribute('aria-live')).toBe('assertive');
    await expect.poll(() => announcer.textContent()).toBe(await page.title());
    expect(await page.title()).toMatch(/^Глоссарий \| /);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Keyboard: Enter on a link, focus on the h1, the next Tab continues from the new page's content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a TOC link scrolls to its heading and the next Tab starts there', async () => {
    const { context, page } = await open(INTRO);
    const link = page.locator('.toc .toc-link').nth(2);
    const id = (await link.getAttribute('href'))!.slice(1);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash.slice(1)))).toBe(decodeURIComponent(id));
    await expect.poll(() => page.evaluate((i) => Math.round(document.getElementById(decodeURIComponent(i))!.getBoundingClientRect().top), id)).toBeLessThan(120);
    await page.keyboard.press('Tab');
    // The focus starting point moved to the heading: Tab lands after it in the document, not in the TOC.
    const after = await page.evaluate((i) => {
      const heading = document.getElementById(decodeURIComponent(i))!;
      const el = document.activeElement!;
      return !!(heading.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) && !el.closest('.toc');
    }, id);
    expect(after, await focused(page)).toBe(true);
    await context.close();
  });
});

describe('mobile menu', () => {
  it('is a modal: focus moves in, Tab and Shift+Tab stay inside, Escape closes and focus returns to the button', async () => {
    const { context, page } = await open(INTRO, PHONE);
    await page.focus('.navbar-burger');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.navbar-sidebar[role="dialog"][aria-modal="true"] .menu-link');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar'))).toBe(true);
    const inside = () => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar'));
    const count = await page.evaluate(() => document.querySelectorAll('.navbar-sidebar a[href], .navbar-sidebar button').length);
    for (let i = 0; i < count + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(), await focused(page)).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside(), await focused(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.navbar-sidebar').isVisible()).toBe(false);
    expect(await isFocused(page, '.navbar-burger')).toBe(true);
    // The close button and the backdrop also give focus back.
    await page.keyboard.press('Enter');
    await page.waitForSelector('.navbar-sidebar .menu-link');
    await page.click('.navbar-sidebar-close');
    await expect.poll(() => page.locator('.navbar-sidebar').isVisible()).toBe(false);
    expect(await isFocused(page, '.navbar-burger')).toBe(true);
    await context.close();
  });

  it('closes on navigation from it, and focus goes to the new page', async () => {
    const { context, page } = await open(INTRO, PHONE);
    await page.click('.navbar-burger');
    await page.locator('.navbar-sidebar .menu-link', { hasText: 'Глоссарий' }).click();
    await page.waitForURL(/glossary$/);
    await expect.poll(() => focused(page)).toBe('h1. Глоссарий');
    // The menu closes in an effect of the new path, which may commit a frame after focus reached the heading.
    await expect.poll(() => page.locator('.navbar-sidebar').isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('menu-open'))).toBe(false);
    await context.close();
  });
});

describe('keyboard-only walkthrough', () => {
  it('desktop: navbar dropdown, search, sidebar, TOC with Tab, Shift+Tab, Enter, Escape', async () => {
    const { context, page, errors } = await open(INTRO);
    // Navbar dropdown: Enter opens it with focus on its first entry, Escape closes it back to the toggle.
    await tabTo(page, '.navbar-items--left .dropdown-toggle');
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(page, '.navbar-items--left .dropdown--open .dropdown-link')).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(page, '.navbar-items--left .dropdown--open li:nth-child(2) .dropdown-link')).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isFocused(page, '.navbar-items--left .dropdown-toggle')).toBe(true);
    expect(await page.locator('.navbar-items--left .dropdown--open').count()).toBe(0);
    // Tab leaves a dropdown closed: the next stop is the next toggle, not a hidden entry.
    await page.keyboard.press('Tab');
    expect(await isFocused(page, '.navbar-items--left .dropdown:nth-child(2) .dropdown-toggle'), await focused(page)).toBe(true);
    // Entering a dropdown and tabbing out of it closes it.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.navbar-items--left .dropdown--open').count()).toBe(1);
    await tabTo(page, '.navbar-items--left .dropdown:nth-child(3) .dropdown-toggle');
    expect(await page.locator('.navbar-items--left .dropdown--open').count()).toBe(0);

    // Search: Enter opens the modal with focus in the input; Escape closes it and focus returns.
    await tabTo(page, '.search-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.search-modal input:focus');
    await page.keyboard.type('глоссарий');
    await page.waitForSelector('.search-modal [role="option"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.search-modal', { state: 'detached' });
    expect(await isFocused(page, '.search-button')).toBe(true);

    // Shift+Tab walks back through the navbar to the brand link.
    await tabTo(page, '.navbar-inner > .navbar-brand', { back: true });

    // Sidebar: a category caret toggles with Enter.
    await tabTo(page, '.sidebar .menu-caret');
    const caret = page.locator('.sidebar .menu-caret:focus');
    const expanded = await caret.getAttribute('aria-expanded');
    await page.keyboard.press('Enter');
    expect(await caret.getAttribute('aria-expanded')).toBe(expanded === 'true' ? 'false' : 'true');

    // TOC: reached by Tab through the page, Enter goes to the heading.
    await tabTo(page, '.toc .toc-link', { max: 200 });
    const id = (await page.evaluate(() => document.activeElement!.getAttribute('href')))!.slice(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate((i) => Math.round(document.getElementById(decodeURIComponent(i))!.getBoundingClientRect().top), id)).toBeLessThan(120);

    // Shift+Tab back to a sidebar link; Enter navigates and focus lands on the new page's h1.
    await tabTo(page, '.sidebar .menu-link[href$="/glossary"]', { back: true, max: 200 });
    await page.keyboard.press('Enter');
    await page.waitForURL(/glossary$/);
    await expect.poll(() => focused(page)).toBe('h1. Глоссарий');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('phone: the menu button, the main menu and a submenu, back to the page', async () => {
    const { context, page, errors } = await open(INTRO, PHONE);
    await tabTo(page, '.navbar-burger');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar'))).toBe(true);
    await tabTo(page, '.navbar-sidebar-back');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.navbar-sidebar-main');
    // The main menu has focus again (the back button it was on is gone).
    await tabTo(page, '.navbar-sidebar-main .dropdown-toggle');
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(page, '.navbar-sidebar-main .dropdown--open .dropdown-link')).toBe(true);
    // Escape closes the submenu first, then the menu.
    await page.keyboard.press('Escape');
    expect(await isFocused(page, '.navbar-sidebar-main .dropdown-toggle')).toBe(true);
    expect(await page.locator('.navbar-sidebar').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.navbar-sidebar').isVisible()).toBe(false);
    expect(await isFocused(page, '.navbar-burger')).toBe(true);
    // Search on the phone: the icon button opens the full-screen modal.
    await tabTo(page, '.search-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.search-modal input:focus');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.search-modal', { state: 'detached' });
    expect(await isFocused(page, '.search-button')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
