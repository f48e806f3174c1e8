// Every required route of the ru build (site/routes.ts), every written page and every redirect, requested
// from `tondocs serve`: pages answer 200, unknown paths 404 with the not-found page, redirects lead to pages.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../packages/cli/src/serve/serve.ts';
import { requiredPages, siteFiles, unknownPaths } from '../site/routes.ts';
import { redirects } from '../site/redirects.ts';
import { serveBuiltSite } from './site.ts';
import { BUILT_SITE } from './built-site.ts';

let server: RunningServer;
const url = (p: string) => new URL(p.replace(/^\//, ''), server.url).href;

beforeAll(async () => {
  server = await serveBuiltSite();
});
afterAll(async () => {
  await server?.close();
});

/** GET every path, a few at a time; status and body of each. */
async function getAll(paths: string[]): Promise<Map<string, { status: number; body: string }>> {
  const out = new Map<string, { status: number; body: string }>();
  for (let i = 0; i < paths.length; i += 16) {
    await Promise.all(
      paths.slice(i, i + 16).map(async (p) => {
        const res = await fetch(url(p), { redirect: 'manual' });
        out.set(p, { status: res.status, body: await res.text() });
      }),
    );
  }
  return out;
}

describe('required routes', () => {
  it('answers 200 with a Russian page for every required route', async () => {
    const results = await getAll(requiredPages);
    const bad = [...results].filter(([, r]) => r.status !== 200 || !r.body.includes('<html lang="ru"')).map(([p, r]) => `${p}: ${r.status}`);
    expect(bad).toEqual([]);
  });

  it('serves the site files', async () => {
    const results = await getAll(siteFiles);
    expect([...results].filter(([, r]) => r.status !== 200).map(([p]) => p)).toEqual([]);
    expect(results.get('/sitemap.xml')!.body).toContain('hreflang');
    expect(results.get('/blog/rss.xml')!.body).toContain('<rss version="2.0"');
  });

  it('answers 404 with the not-found page for unknown paths', async () => {
    for (const [p, r] of await getAll(unknownPaths)) {
      expect(r.status, p).toBe(404);
      expect(r.body, p).toContain('Страница не найдена');
    }
  });

  it('answers 200 for every page the build wrote (registry)', async () => {
    const registry = JSON.parse(fs.readFileSync(path.join(BUILT_SITE, 'registry.json'), 'utf8')) as { pages: { path: string }[] };
    expect(registry.pages.length).toBeGreaterThan(requiredPages.length);
    const paths = registry.pages.map((p) => p.path.replace(/^\/ru/, '') || '/');
    const bad = [...(await getAll(paths))].filter(([, r]) => r.status !== 200).map(([p, r]) => `${p}: ${r.status}`);
    expect(bad).toEqual([]);
  });
});

describe('redirects', () => {
  it('cover the old structure with at least 150 pairs', () => {
    expect(redirects.length).toBeGreaterThanOrEqual(150);
    for (const section of ['/learn/', '/develop/', '/participate/', '/contribute/']) expect(redirects.some((r) => r.from.startsWith(section)), section).toBe(true);
  });

  it('lead every old address whose target is written to that page (meta refresh, canonical, script)', async () => {
    const pages = await getAll(redirects.map((r) => r.from));
    const targets = await getAll([...new Set(redirects.filter((r) => r.to.startsWith('/')).map((r) => r.to))]);
    const registry = JSON.parse(fs.readFileSync(path.join(BUILT_SITE, 'registry.json'), 'utf8')) as { pages: { path: string }[] };
    const built = new Set(registry.pages.map((p) => p.path));
    let followed = 0;
    for (const r of redirects) {
      const page = pages.get(r.from)!;
      expect(page.status, r.from).toBe(200);
      const target = r.to.startsWith('/') ? `/ru${r.to}` : r.to;
      expect(page.body, r.from).toContain(`<meta http-equiv="refresh" content="0; url=${target}">`);
      if (!r.to.startsWith('/')) continue;
      // Every section of the site map is written: each internal redirect now leads to a page.
      expect(built.has(`/ru${r.to}`), `${r.from} -> ${r.to}`).toBe(true);
      expect(targets.get(r.to)!.status, `${r.from} -> ${r.to}`).toBe(200);
      followed++;
    }
    expect(followed).toBeGreaterThanOrEqual(150);
  });
});
