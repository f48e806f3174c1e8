// The search modal and the search page in a real browser (spec §4, §5, §8, §9): keyboard paths, lazy
// loading, loading/stalled/error states, recent and favourite searches, mobile layout, the /search page.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe.ts';
import { traceMainThread } from './main-thread.ts';
import { INTRO, useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser();

const PAYLOAD = /\/assets\/search\/[^/]+\.json$/;
const DIALOG = '[role="dialog"][aria-modal="true"]';
const INPUT = `${DIALOG} input[role="combobox"]`;
const OPTION = `${DIALOG} [role="option"]`;
const DESKTOP = { width: 1280, height: 900 };

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function open(path = INTRO, viewport = DESKTOP, prepare?: (c: BrowserContext) => Promise<void>): Promise<Opened> {
  // A phone-sized viewport is a phone: touch and overlay scrollbars.
  const phone = viewport.width <= 768;
  const context = await env.browser.newContext({ viewport, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
  if (prepare) await prepare(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('favicon') && !m.text().includes('ERR_FAILED') && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page, errors };
}

async function openModal(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector(INPUT);
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.fill(INPUT, query);
  // The first hits show before the rest of the list: wait for the full answer.
  await page.waitForSelector(`${DIALOG}[data-search-complete="true"] [role="option"]`);
}

const activeId = (page: Page) => page.getAttribute(INPUT, 'aria-activedescendant');
const selectedId = (page: Page) => page.locator(`${OPTION}[aria-selected="true"]`).getAttribute('id');
const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

describe('search modal', () => {
  it("preloads the modal chunk and the manifest in idle time after the reader's first interaction, not during the first load, and no shard or chunk before a query", async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${env.server.url}${INTRO}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    // Not part of the page's first load (issue #16's budget)...
    expect(requests.filter((u) => PAYLOAD.test(u) || /SearchModal/.test(u))).toEqual([]);
    // ...but loaded once the reader moves the pointer anywhere (requestIdleCallback fires within its 2 s timeout).
    await page.mouse.move(600, 600);
    await expect.poll(() => requests.filter((u) => PAYLOAD.test(u) || /SearchModal/.test(u)).length, { timeout: 15_000 }).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => u.includes('/assets/search/') && !PAYLOAD.test(u))).toEqual([]);
    expect(await page.locator('.search-button').textContent()).toContain('Поиск');
    expect(await page.locator('.search-button kbd').allTextContents()).toEqual(['Ctrl', 'K']);
    expect(await page.locator(DIALOG).count()).toBe(0);
    await context.close();
  });

  it('preloads nothing ahead on a data-saving connection until the button is hovered', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(`Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })`);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${env.server.url}${INTRO}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForTimeout(2500);
    expect(requests.filter((u) => PAYLOAD.test(u) || /SearchModal/.test(u))).toEqual([]);
    const payload = page.waitForRequest(PAYLOAD);
    const chunk = page.waitForRequest(/SearchModal/);
    await page.hover('.search-button');
    await Promise.all([payload, chunk]);
    await context.close();
  });

  it('loads only the shards and chunks a query needs, and no long main-thread task while the modal opens or while typing', async () => {
    const { context, page, errors } = await open();
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    // Main-thread tasks from the click on: opening the modal, typing, loading and showing the results. Their CPU
    // time, not their wall time: on a loaded machine preemption stretches a 10 ms task past 50 ms (the bench
    // reports both against the 50 ms). The bound is twice that target, for a machine twice as slow;
    // the modal's first render in the click's task took 60-110 ms of CPU at 4x throttling before #15's round 3.
    const tasks = await traceMainThread(env.browser, page, async () => {
      await page.click('.search-button');
      await page.waitForSelector(INPUT);
      await page.keyboard.type('шардинг', { delay: 30 });
      await page.waitForSelector(OPTION);
      await page.waitForTimeout(200);
    });
    expect(tasks.length).toBeGreaterThan(10);
    expect(Math.max(...tasks.map((t) => t.cpuMs))).toBeLessThan(100);
    const search = requests.filter((u) => u.includes('/assets/search/'));
    // The manifest, a few shards and the chunks of the hits shown: never the whole index.
    // (The manifest may have been preloaded on idle before the listener: requested once at most.)
    expect(search.filter((u) => PAYLOAD.test(u)).length).toBeLessThanOrEqual(1);
    expect(search.length).toBeGreaterThan(2);
    // (Each letter typed at a reader's pace loads the chunks of its own first hits: still a small part of the
    // ru index's ~1600 files.)
    expect(search.length).toBeLessThan(80);
    // A second query reuses what is loaded: the same word again fetches nothing. (Retyped letter by letter, the
    // forms in between may load chunks of their own: the word is entered at once.)
    const before = requests.length;
    await page.fill(INPUT, '');
    await page.fill(INPUT, 'шардинг');
    await page.waitForSelector(OPTION);
    expect(requests.slice(before).filter((u) => u.includes('/assets/search/'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders the modal and the results of a keystroke after the task of the click or the key, not inside it', async () => {
    const { context, page, errors } = await open();
    await page.waitForLoadState('networkidle');
    // (In a string: tsx's keepNames would wrap named functions in a `__name` the page lacks.) Dispatches the event
    // and reports whether what it causes is in the DOM once the event's task and its microtasks are done: the
    // heavy renders must come in later tasks, which the browser can interleave with input and frames.
    const inSameTask = (what: 'click' | 'key', selector: string) =>
      page.evaluate(`(async () => {
        const input = document.querySelector(${JSON.stringify(INPUT)});
        if (${JSON.stringify(what)} === 'click') document.querySelector('.search-button').click();
        else {
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, 'шардинг');
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        for (let i = 0; i < 20; i++) await null;
        return !!document.querySelector(${JSON.stringify(selector)});
      })()`);
    expect(await inSameTask('click', INPUT)).toBe(false);
    await page.waitForSelector(INPUT);
    await searchFor(page, 'шардинг');
    await page.fill(INPUT, 'шард');
    await page.waitForSelector(`${DIALOG}[data-search-query="шард"][data-search-complete="true"]`);
    // Everything 'шардинг' needs is loaded: its answer is ready at once, yet rendered in a task of its own.
    expect(await inSameTask('key', `${DIALOG}[data-search-query="шардинг"]`)).toBe(false);
    await page.waitForSelector(`${DIALOG}[data-search-query="шардинг"] [role="option"]`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens on click with the placeholder, and focus is trapped inside the dialog', async () => {
    const { context, page, errors } = await open();
    await page.click('.search-button');
    await page.waitForSelector(INPUT);
    expect(await page.getAttribute(INPUT, 'placeholder')).toBe('Поиск');
    expect(await page.getAttribute(INPUT, 'maxlength')).toBe('64');
    expect(await focusedClass(page)).toContain('search-input');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate((sel) => !!document.activeElement?.closest(sel), DIALOG)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate((sel) => !!document.activeElement?.closest(sel), DIALOG)).toBe(true);
    await page.click('.search-cancel');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await focusedClass(page)).toContain('search-button');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Ctrl+K opens; arrows move the active result; Enter navigates client-side and closes the modal', async () => {
    const { context, page, errors } = await open();
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 7));
    await openModal(page);
    await searchFor(page, 'кошелек');
    const options = await page.locator(OPTION).count();
    expect(options).toBeGreaterThan(2);
    expect(options).toBeLessThanOrEqual(20);
    // Grouped by page: a header per group, at most 5 hits in each.
    const perGroup = await page.locator(`${DIALOG} [role="group"]`).evaluateAll((gs) => gs.map((g) => g.querySelectorAll('[role="option"]').length));
    expect(Math.max(...perGroup)).toBeLessThanOrEqual(5);
    expect(await page.locator(`${DIALOG} .search-group-title`).first().textContent()).not.toBe('');
    expect(await page.locator(`${DIALOG} mark`).count()).toBeGreaterThan(0);
    const first = await page.locator(OPTION).nth(0).getAttribute('id');
    const second = await page.locator(OPTION).nth(1).getAttribute('id');
    expect(await activeId(page)).toBe(first);
    await page.keyboard.press('ArrowDown');
    expect(await activeId(page)).toBe(second);
    expect(await selectedId(page)).toBe(second);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // Wraps to the last result, which is scrolled into view.
    const last = await page.locator(OPTION).nth(options - 1);
    expect(await activeId(page)).toBe(await last.getAttribute('id'));
    await expect.poll(() => last.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const body = el.closest('.search-body')!.getBoundingClientRect();
      return box.top >= body.top - 1 && box.bottom <= body.bottom + 1;
    })).toBe(true);
    await page.keyboard.press('ArrowDown');
    const href = await page.locator(OPTION).nth(0).getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => `${u.pathname}${u.hash}` === href);
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(7);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("'/' opens the modal, but not while typing in an input", async () => {
    const { context, page } = await open();
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'test-input';
      input.setAttribute('aria-label', 'test');
      document.querySelector('.markdown')!.prepend(input);
    });
    await page.focus('#test-input');
    await page.keyboard.press('/');
    expect(await page.inputValue('#test-input')).toBe('/');
    expect(await page.locator(DIALOG).count()).toBe(0);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('/');
    await page.waitForSelector(INPUT);
    expect(await page.inputValue(INPUT)).toBe('');
    await context.close();
  });

  it('Ctrl+Enter opens the result in a new tab and Shift+Enter in a new window; the modal stays open', async () => {
    const { context, page } = await open();
    await openModal(page);
    await searchFor(page, 'кошелек');
    const href = await page.locator(OPTION).nth(0).getAttribute('href');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(href!.split('#')[0]);
    expect(await page.locator(DIALOG).count()).toBe(1);
    const [win] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await win.waitForLoadState();
    expect(new URL(win.url()).pathname).toBe(href!.split('#')[0]);
    await context.close();
  });

  it('Escape closes and keeps the query; a second Escape clears it; focus returns to the button', async () => {
    const { context, page } = await open();
    await openModal(page);
    await searchFor(page, 'шардинг');
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await focusedClass(page)).toContain('search-button');
    // Reopened: the query is still there.
    await openModal(page);
    expect(await page.inputValue(INPUT)).toBe('шардинг');
    await page.waitForSelector(OPTION);
    // Escape closes again, and a second Escape clears the kept query.
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    await page.keyboard.press('Escape');
    await openModal(page);
    expect(await page.inputValue(INPUT)).toBe('');
    // Ctrl+K toggles the modal closed as well.
    await page.keyboard.press('Control+k');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    await context.close();
  });

  it('starts from the text selected on the page, cut to 64 characters', async () => {
    const { context, page } = await open();
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.id = 'sel';
      p.textContent = `Шардинг ${'x'.repeat(100)}`;
      document.querySelector('.markdown')!.prepend(p);
      const range = document.createRange();
      range.selectNodeContents(p);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    await openModal(page);
    const value = await page.inputValue(INPUT);
    expect(value.length).toBe(64);
    expect(value.startsWith('Шардинг x')).toBe(true);
    await page.keyboard.type('yyy');
    expect((await page.inputValue(INPUT)).length).toBe(64);
    await context.close();
  });

  it("shows 'stalled' while the payload is still loading after 300 ms, then the results", async () => {
    const { context, page } = await open(INTRO, DESKTOP, async (c) => {
      // Long enough that the idle preload, started up to 2 s after the first interaction, is still on its way.
      await c.route(PAYLOAD, async (route) => {
        await new Promise((r) => setTimeout(r, 4000));
        await route.continue();
      });
    });
    await openModal(page);
    await page.keyboard.type('кошелек');
    await page.waitForSelector(`${DIALOG}[data-search-status="stalled"]`, { timeout: 2500 });
    expect(await page.locator(`${DIALOG} .search-stalled`).isVisible()).toBe(true);
    await page.waitForSelector(OPTION);
    expect(await page.getAttribute(DIALOG, 'data-search-status')).toBe('idle');
    await context.close();
  });

  it('shows the fetch error when the payload cannot be loaded', async () => {
    const { context, page } = await open(INTRO, DESKTOP, async (c) => {
      await c.route(PAYLOAD, (route) => route.abort());
    });
    await openModal(page);
    await page.keyboard.type('кошелек');
    await page.waitForSelector(`${DIALOG}[data-search-status="error"]`);
    const text = await page.locator(`${DIALOG} .search-error`).textContent();
    expect(text).toContain('Невозможно загрузить результаты поиска');
    expect(text).toContain('Проверьте подключение к интернету.');
    await context.close();
  });

  it('says there are no results, with suggestions and a link to report it', async () => {
    const { context, page } = await open();
    await openModal(page);
    await page.fill(INPUT, 'шардингг блокчейнн qqqzzzxxx');
    await page.fill(INPUT, 'qqqzzzxxx');
    await page.waitForSelector(`${DIALOG} .search-no-results`);
    expect(await page.locator(`${DIALOG} .search-message-title`).textContent()).toBe('Нет результатов по запросу «qqqzzzxxx»');
    const link = page.locator(`${DIALOG} .search-report a`);
    expect(await link.textContent()).toBe('Сообщите нам.');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/github\.com\/ton-community\/ton-docs\/issues\/new\?title=/);
    expect(await page.locator(`${DIALOG} .search-suggestion`).count()).toBeLessThanOrEqual(3);
    // Suggestions come from the page titles sharing a word with the query.
    await page.fill(INPUT, 'шардингqqq блокчейнqqq');
    await page.waitForSelector(`${DIALOG} .search-no-results`);
    // Suggestions are checked against the index (its shards load): they follow the message.
    await page.waitForSelector(`${DIALOG} .search-suggestion`);
    const suggestions = page.locator(`${DIALOG} .search-suggestion`);
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    await suggestions.first().click();
    await page.waitForSelector(OPTION);
    await context.close();
  });

  it('keeps recent searches across a reload; one can be promoted to favourites and removed', async () => {
    const { context, page } = await open();
    await openModal(page);
    expect(await page.locator(`${DIALOG} .search-start`).textContent()).toBe('Недавних поисков нет');
    await searchFor(page, 'шардинг');
    const title = (await page.locator(`${OPTION} .search-hit-title`).first().textContent())!;
    await page.keyboard.press('Enter');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await openModal(page);
    const recent = page.locator(`${DIALOG} .search-saved--recent .search-saved-item`);
    expect(await recent.count()).toBe(1);
    expect(await recent.first().locator('.search-hit-title').textContent()).toBe(title);
    await recent.first().locator('.search-saved-favorite').click();
    expect(await page.locator(`${DIALOG} .search-saved--recent`).count()).toBe(0);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await openModal(page);
    const favorites = page.locator(`${DIALOG} .search-saved--favorite .search-saved-item`);
    expect(await favorites.count()).toBe(1);
    expect(await page.locator(`${DIALOG} .search-saved--favorite h2`).textContent()).toBe('Избранное');
    await favorites.first().locator('.search-saved-remove').click();
    expect(await favorites.count()).toBe(0);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await openModal(page);
    expect(await page.locator(`${DIALOG} .search-start`).count()).toBe(1);
    await context.close();
  });

  it('is full-screen with 5-word snippets on a 390 px screen', async () => {
    const { context, page } = await open(INTRO, { width: 390, height: 844 });
    await page.tap('.search-button');
    await page.waitForSelector(INPUT);
    await searchFor(page, 'шардинг');
    const box = (await page.locator(`${DIALOG}`).boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    expect(await page.locator(`${DIALOG} .search-hit-snippet`).first().getAttribute('data-words')).toBe('5');
    const snippets = await page.locator(`${DIALOG} .search-hit-snippet`).allTextContents();
    expect(snippets.length).toBeGreaterThan(0);
    for (const s of snippets) expect(s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length, s).toBeLessThanOrEqual(5);
    await context.close();
  });

  it('has no axe violations with the modal open', async () => {
    const { context, page } = await open();
    await openModal(page);
    let violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await searchFor(page, 'кошелек');
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });
});

describe('search page', () => {
  it('shows the results of ?q= on a direct load, with the count in Russian plural forms', async () => {
    const { context, page, errors } = await open('search?q=%D0%BA%D0%BE%D1%88%D0%B5%D0%BB%D0%B5%D0%BA');
    await page.waitForSelector('.search-page-group');
    // The first screen, then the full list: count once the list is complete.
    await page.waitForLoadState('networkidle');
    expect(await page.inputValue('.search-page-input')).toBe('кошелек');
    expect(await page.locator('.search-page h1').textContent()).toBe('Результаты поиска по запросу «кошелек»');
    const count = await page.locator('.search-page-group').count();
    expect(await page.locator('.search-page-count').textContent()).toMatch(/^(Найден \d+ документ|Найдено \d+ документа|Найдено \d+ документов)$/);
    expect(await page.locator('.search-page-count').textContent()).toContain(String(count));
    expect(await page.locator('.search-page mark').count()).toBeGreaterThan(0);
    expect(await page.title()).toBe('Поиск | TON Docs');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders the first results of ?q= before the rest, from the modal\'s shards and chunks (never the whole index)', async () => {
    const requests: string[] = [];
    const { context, page, errors } = await open('search?q=%D0%BA%D0%BE%D1%88%D0%B5%D0%BB%D0%B5%D0%BA', DESKTOP, async (c) => {
      c.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await c.addInitScript(`(() => {
        const seen = (window.__hits = []);
        new MutationObserver(() => {
          const n = document.querySelectorAll('.search-page-hit').length;
          if (n && seen[seen.length - 1] !== n) seen.push(n);
        }).observe(document, { childList: true, subtree: true });
      })()`);
    });
    await page.waitForSelector('.search-page-group');
    await page.waitForLoadState('networkidle');
    const counts = (await page.evaluate('window.__hits')) as number[];
    // First the modal's 20 hits, then the full list.
    expect(counts.length).toBeGreaterThanOrEqual(2);
    expect(counts[0]).toBeLessThanOrEqual(20);
    expect(counts[counts.length - 1]).toBeGreaterThan(counts[0]);
    const search = requests.filter((u) => u.includes('/assets/search/'));
    expect(search.filter((u) => PAYLOAD.test(u))).toHaveLength(1);
    expect(search.length).toBeLessThan(120);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows back and forward between queries', async () => {
    const { context, page } = await open('search?q=%D1%88%D0%B0%D1%80%D0%B4%D0%B8%D0%BD%D0%B3');
    await page.waitForSelector('.search-page-group');
    await page.fill('.search-page-input', 'кошелек');
    await page.press('.search-page-input', 'Enter');
    await page.waitForURL(/\?q=%D0%BA%D0%BE%D1%88%D0%B5%D0%BB%D0%B5%D0%BA$/);
    await expect.poll(() => page.locator('.search-page h1').textContent()).toBe('Результаты поиска по запросу «кошелек»');
    await page.goBack();
    await expect.poll(() => page.locator('.search-page h1').textContent()).toBe('Результаты поиска по запросу «шардинг»');
    expect(await page.inputValue('.search-page-input')).toBe('шардинг');
    await page.goForward();
    await expect.poll(() => page.locator('.search-page h1').textContent()).toBe('Результаты поиска по запросу «кошелек»');
    await context.close();
  });

  it('never injects the query as HTML', async () => {
    const q = '<img src=x onerror="window.__xss=1">';
    const { context, page } = await open(`search?q=${encodeURIComponent(q)}`);
    await page.waitForSelector('.search-page-count');
    expect(await page.locator('.search-page img').count()).toBe(0);
    expect(await page.locator('.search-page h1').textContent()).toContain(q);
    expect(await page.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined();
    await context.close();
  });

  it('is a plain GET form without JavaScript', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.server.url}search`);
    const form = page.locator('form.search-page-form');
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.getAttribute('action')).toBe(`${new URL(env.server.url).pathname}search`);
    expect(await page.locator('form.search-page-form input[name="q"]').count()).toBe(1);
    await context.close();
  });
});
