// Accessibility bar: axe-core finds nothing on the home page, a doc page and the 404 page, in light
// and dark mode, after hydration.
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


describe('axe-core over the site', () => {
  // Light mode only: what varies between pages is their content (tables, lists, links), which is the
  // same in both modes; the dark palette is checked on every kind of page above. A full pass over the
  // registry took 3–5 minutes of CI: this one takes every kind of page (doc, generated index, blog,
  // page module) in every sidebar, the pages richest in tables, code and raw HTML, and an even spread of
  // the rest — a fixed selection, so a failure reproduces.
  it('finds no violations on a representative sample of the registry', async () => {
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
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const failures: string[] = [];
    const queue = [...pick];
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
    expect(pick.size).toBeGreaterThan(40);
    expect(failures, failures.join('\n\n')).toEqual([]);
    await context.close();
  }, 420_000);
});

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
