// Accessibility bar: axe-core finds nothing on the home page, a doc page and the 404 page, in light
// and dark mode, after hydration.
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe.ts';
import { INTRO, useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser('a11y');

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

describe('axe-core', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [name, path] of PAGES) {
      it(`finds no violations on the ${name} page in ${mode} mode`, async () => {
        const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
        const page = await context.newPage();
        await page.goto(`${env.server.url}${path}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
        if (name.startsWith('live playground')) {
          await page.locator('.playground').scrollIntoViewIfNeeded();
          await page.waitForSelector('.playground[data-mounted="true"] .cm-editor');
          await page.locator('.playground-run').click();
          await page.waitForSelector('.playground-line--meta');
        }
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        await context.close();
      });
    }
  }
});


describe('axe-core over the whole site', () => {
  // Light mode only: what varies between pages is their content (tables, lists, links), which is the
  // same in both modes; the dark palette is checked on every kind of page above.
  it('finds no violations on any page of the registry', async () => {
    const registry = (await (await fetch(`${env.server.url}registry.json`)).json()) as { pages: { path: string }[] };
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const failures: string[] = [];
    // Three tabs share the list: the site has hundreds of pages.
    const queue = registry.pages.map((p) => p.path);
    await Promise.all(
      [0, 1, 2].map(async () => {
        const page = await context.newPage();
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          await page.goto(new URL(path, env.server.url).href);
          await page.waitForSelector('html[data-hydrated="true"]');
          const violations = await axeViolations(page);
          if (violations.length) failures.push(`${path}:\n${describeViolations(violations)}`);
        }
      }),
    );
    expect(registry.pages.length).toBeGreaterThan(20);
    expect(failures, failures.join('\n\n')).toEqual([]);
    await context.close();
  }, 420_000);
});
