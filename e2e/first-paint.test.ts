// The first paint needs no stylesheet request: the theme's CSS is inline in every page, and the deferred
// stylesheet (linked as media="print", switched on load) styles only what JavaScript creates. So a page looks
// the same before and after it arrives, without JavaScript too, and the stored dark mode shows from the start.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILT_SITE } from './built-site.ts';
import { INTRO, useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser();

/** Every element's box and colours: what a reader would see change if a rule applied to it. */
function layoutSignature(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return `${el.tagName}.${el.className} ${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)}x${Math.round(r.height)} ${s.display} ${s.color} ${s.backgroundColor} ${s.font}`;
    }),
  );
}

const DEFERRED = 'link[rel="stylesheet"][media="print"]';

describe('first paint', () => {
  it('needs no stylesheet request, and the deferred stylesheet changes nothing of the server HTML (without JavaScript)', async () => {
    const pages = [
      [INTRO, 390],
      [INTRO, 1280],
      ['', 1280],
      ['blog/why-tolk', 1280],
      ['v3/concepts/dive-into-ton/ton-blockchain/cells-as-data-storage', 1280],
      ['search', 390],
    ] as const;
    for (const [pagePath, width] of pages) {
      const phone = width < 996;
      const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: phone ? 844 : 900 }, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
      const page = await context.newPage();
      const stylesheets: string[] = [];
      page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(r.url()));
      await page.goto(`${env.server.url}${pagePath}`);
      const at = `${pagePath || 'home'} at ${width} px`;
      // Styled by the inline CSS alone: the navbar sticks to the top, its items in a row.
      expect(await page.locator('.navbar').evaluate((el) => getComputedStyle(el).position), at).toBe('sticky');
      expect(await page.locator('.navbar-inner').evaluate((el) => getComputedStyle(el).display), at).toBe('flex');
      expect(await page.locator(DEFERRED).count(), at).toBe(1);
      expect(await page.locator(DEFERRED).getAttribute('href'), at).toMatch(/\/assets\/deferred\.[A-Z0-9]+\.css$/);
      expect(await page.locator('link[rel="stylesheet"]:not([media="print"])').count(), at).toBe(0);
      const before = await layoutSignature(page);
      // What the onload handler does with JavaScript on: the deferred rules (loaded by the page's load
      // event, which goto waits for) apply to every medium.
      const rules = await page.evaluate((sel) => {
        const link = document.querySelector<HTMLLinkElement>(sel)!;
        link.media = 'all';
        return link.sheet?.cssRules.length ?? 0;
      }, DEFERRED);
      expect(rules, at).toBeGreaterThan(50);
      expect(await layoutSignature(page), at).toEqual(before);
      // The browser fetched the deferred stylesheet (without blocking), nothing else.
      expect(stylesheets.map((u) => path.posix.basename(new URL(u).pathname)), at).toEqual([expect.stringMatching(/^deferred\./)]);
      await context.close();
    }
  }, 120_000);

  it('applies the stored dark mode before any module script runs', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // No module scripts at all: what shows is the inline colour-mode script and the inline CSS.
    await context.route(/\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${env.server.url}${INTRO}`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(20, 23, 28)');
    expect(await page.locator('.markdown p').first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(227, 229, 232)');
    await context.close();
  });

  it('keeps the deferred stylesheet to what no page of the site has in its HTML', () => {
    const assets = path.join(BUILT_SITE, 'assets');
    const css = fs.readFileSync(path.join(assets, fs.readdirSync(assets).find((f) => /^deferred\.[A-Z0-9]+\.css$/.test(f))!), 'utf8');
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(dir, e.name));
        else if (e.name.endsWith('.html')) pages.push(path.join(dir, e.name));
      }
    };
    walk(BUILT_SITE);
    expect(pages.length).toBeGreaterThan(300);
    const htmlClasses = new Set<string>();
    for (const file of pages) {
      const body = fs.readFileSync(file, 'utf8').replace(/<style>[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, '');
      for (const m of body.matchAll(/\bclass="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) htmlClasses.add(c);
    }
    // Every selector names a class that no page has: it can match only what JavaScript creates or marks.
    const rules = css.replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '').replace(/@media[^{]*\{/g, '');
    const selectors = [...rules.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((m) => m[1]!.split(',')).map((s) => s.trim()).filter(Boolean);
    expect(selectors.length).toBeGreaterThan(50);
    expect(selectors).toContain('.search-modal');
    const matchable = selectors.filter((sel) => [...sel.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((m) => htmlClasses.has(m[1]!)));
    expect(matchable).toEqual([]);
  });
});
