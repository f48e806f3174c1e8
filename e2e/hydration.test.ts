// Every kind of page hydrates cleanly: no hydration mismatch (React would re-render the whole page in
// the browser) and no console error. One page per kind (doc and generated index in each sidebar, doc
// outside any sidebar, each blog view, each page module, the site map, the 404 page), with a client-side
// navigation between pages of different kinds: a pass over the whole registry took minutes of CI for
// what the kinds cover.
import type { RouteData } from '../packages/theme/src/types.ts';
import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from './site.ts';

const env = useSiteAndBrowser();

interface RegistryPage {
  path: string;
  sidebar?: string;
}

/** One path per kind of page, the kind told by the route data the site writes. */
async function onePerKind(): Promise<Map<string, string>> {
  const registry = (await (await fetch(`${env.server.url}registry.json`)).json()) as { pages: RegistryPage[] };
  const kinds = new Map<string, string>();
  for (const p of registry.pages) {
    const route = (await (await fetch(new URL(`${p.path.replace(/\/$/, '')}/__route.json`, env.server.url))).json()) as RouteData;
    const kind = `${route.kind}:${route.blog?.view.view ?? route.page?.module ?? p.sidebar ?? '-'}`;
    if (!kinds.has(kind)) kinds.set(kind, p.path);
  }
  kinds.set('notFound', `${new URL(env.server.url).pathname}no/such/page`);
  return kinds;
}

describe('hydration', () => {
  it('finds no hydration mismatch and no console error on any kind of page, loaded or navigated to', async () => {
    const kinds = await onePerKind();
    // doc and index in several sidebars, 5 blog views, 3 page modules, the site map, 404.
    expect(kinds.size).toBeGreaterThan(15);
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !/status of 404/.test(m.text()) && errors.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    const mismatches: string[] = [];
    const previous: string[] = [];
    for (const [kind, path] of kinds) {
      await page.goto(new URL(path, env.server.url).href);
      await page.waitForSelector('html[data-hydrated="true"]');
      const found = await page.evaluate(() => (window as Window & { __tondocsHydrationErrors?: unknown[] }).__tondocsHydrationErrors ?? []);
      if (found.length) mismatches.push(`${kind} ${path}: ${found.join('; ')}`);
      // Client-side navigation from this kind to the previous one renders without an error either.
      const back = previous.at(-1);
      if (back) {
        await page.evaluate((href) => {
          const a = document.createElement('a');
          a.href = href;
          document.body.append(a);
          // A click the runtime's link handler sees, as on any internal link.
          a.click();
        }, back);
        await page.waitForURL((u) => u.pathname === new URL(back, env.server.url).pathname);
        await expect.poll(() => page.evaluate(() => document.querySelector('main h1') !== null || document.querySelector('main .home-hero') !== null)).toBe(true);
      }
      previous.push(path);
    }
    expect(mismatches, mismatches.join('\n')).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 240_000);
});
