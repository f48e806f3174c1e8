// The hosted search provider in a real browser (spec §7): a copy of the site with
// search: { provider: 'algolia' }. Every Algolia host is routed to canned DocSearch answers (no real
// network): the modal groups and highlights the hits, sends the contextual multi-query with the
// credentials, falls back to another host after a 500, and shows the error state on a 403.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../packages/cli/src/serve/serve.ts';
import { launchBrowser } from './browser.ts';
import { copySite, INTRO } from './site.ts';
import type { Browser } from 'playwright-core';

const DIALOG = '[role="dialog"][aria-modal="true"]';
const INPUT = `${DIALOG} input[role="combobox"]`;
const OPTION = `${DIALOG} [role="option"]`;
const DESKTOP = { width: 1280, height: 900 };

const DSN = 'https://testapp-dsn.algolia.net';
/** Every host the client may use: the DSN host, the three fallbacks, Insights. */
const ALGOLIA = /^https:\/\/([a-z0-9-]+\.algolia\.net|[a-z0-9-]+\.algolianet\.com|insights\.algolia\.io)\//i;
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-algolia-application-id, x-algolia-api-key',
  'access-control-max-age': '600',
};

const hit = (objectID: string, url: string, type: string, hierarchy: Record<string, string | null>, content: string | null, snippet: string, title?: string) => ({
  objectID,
  url,
  type,
  content,
  hierarchy: { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...hierarchy },
  _snippetResult: { content: { value: snippet, matchLevel: 'full' } },
  _highlightResult: {
    hierarchy: Object.fromEntries(Object.entries(hierarchy).map(([k, v]) => [k, { value: k === type && title ? title : (v ?? ''), matchLevel: k === type && title ? 'full' : 'none', matchedWords: [] }])),
    content: content ? { value: snippet, matchLevel: 'full', matchedWords: ['адрес'] } : undefined,
  },
});

/** A DocSearch multi-query answer: absolute production URLs, as the crawler stores them. */
function docsearchResponse(query: string) {
  const glossary = { lvl0: 'Концепции', lvl1: 'Глоссарий' };
  const hits = [
    hit('g-1', 'https://docs.ton.org/ru/v3/concepts/glossary#address', 'lvl3', { ...glossary, lvl2: 'А', lvl3: 'Адрес (address)' }, null, '', '<mark>Адрес</mark> (address)'),
    hit('g-2', 'https://docs.ton.org/ru/v3/concepts/glossary#address', 'content', { ...glossary, lvl2: 'А', lvl3: 'Адрес (address)' }, 'Адрес смарт-контракта в сети TON состоит из номера воркчейна и хеша.', '<mark>Адрес</mark> смарт-контракта в сети TON состоит из номера…'),
    hit('g-3', 'https://docs.ton.org/ru/v3/concepts/glossary#account', 'content', { ...glossary, lvl2: 'А', lvl3: 'Аккаунт (account)' }, 'Аккаунт хранит адрес, баланс и код.', 'Аккаунт хранит <mark>адрес</mark>, баланс и код.'),
    hit('i-1', `https://docs.ton.org/ru/${INTRO}`, 'content', { lvl0: 'Концепции', lvl1: 'Введение' }, 'У каждого кошелька есть адрес & ключи <script>.', 'У каждого кошелька есть <mark>адрес</mark> & ключи <script>.'),
  ];
  return { results: [{ hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, query, params: '', processingTimeMS: 1, index: 'ton' }] };
}

interface Captured {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Behaviour = (host: string) => { status: number; body: unknown };

/** Routes every Algolia host of the context; `behave` decides each answer by host. */
async function routeAlgolia(context: BrowserContext, behave: Behaviour): Promise<Captured[]> {
  const seen: Captured[] = [];
  await context.route(ALGOLIA, async (route: Route, request: Request) => {
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const body = request.postData();
    const parsed = body ? (JSON.parse(body) as { requests: { query: string }[] }) : null;
    seen.push({ url: request.url(), method: request.method(), headers: await request.allHeaders(), body: parsed });
    const host = new URL(request.url()).origin;
    const answer = behave(host);
    const payload = answer.status === 200 ? docsearchResponse(parsed?.requests[0]?.query ?? '') : answer.body;
    return route.fulfill({ status: answer.status, headers: { ...CORS, 'content-type': 'application/json; charset=UTF-8' }, body: JSON.stringify(payload) });
  });
  return seen;
}

let site: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  site = copySite();
  const configFile = path.join(site, 'tondocs.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  // The site's local search line (with its section weights) becomes the hosted provider.
  const local = /^ {2}search: \{ provider: 'local'.*\},$/m;
  expect(config).toMatch(local);
  fs.writeFileSync(configFile, config.replace(local, "  search: { provider: 'algolia', appId: 'TESTAPP', apiKey: 'test-key', indexName: 'ton' },"));
  server = await serve({ siteDir: site, outDir: path.join(site, 'build'), locale: 'ru', port: 0, host: '127.0.0.1', watch: false, quiet: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (site && !process.env.KEEP_SITE) fs.rmSync(site, { recursive: true, force: true });
});

async function open(behave: Behaviour, pagePath = INTRO): Promise<{ context: BrowserContext; page: Page; seen: Captured[]; external: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const seen = await routeAlgolia(context, behave);
  const page = await context.newPage();
  // Anything that leaves the local server and is not an Algolia host would be real network: recorded (and failed).
  const external: string[] = [];
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(server.url.replace(/\/ru\/$/, '/')) && !ALGOLIA.test(u) && !u.startsWith('data:')) external.push(u);
  });
  await page.goto(`${server.url}${pagePath}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page, seen, external };
}

async function searchInModal(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector(INPUT);
  await page.fill(INPUT, query);
}

const ok: Behaviour = () => ({ status: 200, body: null });

describe('hosted search (algolia)', () => {
  it('preconnects to the DSN host and ships no offline payload', async () => {
    const { context, page, seen } = await open(ok);
    expect(await page.locator(`link[rel="preconnect"][href="${DSN.replace('testapp', 'TESTAPP')}"]`).count()).toBe(1);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.hover('.search-button');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => /\/assets\/search\//.test(u))).toEqual([]);
    expect(seen).toEqual([]);
    await context.close();
  });

  it('shows the hits grouped by page with the highlights of the response, as text', async () => {
    const { context, page, seen, external } = await open(ok);
    await searchInModal(page, 'адрес');
    await page.waitForSelector(OPTION);
    const groups = page.locator(`${DIALOG} .search-group`);
    expect(await groups.count()).toBe(2);
    expect(await groups.nth(0).locator('.search-group-title').textContent()).toBe('Глоссарий');
    expect(await groups.nth(1).locator('.search-group-title').textContent()).toBe('Введение');
    expect(await groups.nth(0).locator('[role="option"]').count()).toBe(3);
    // Hit URLs are the site's own paths (the production origin dropped), so navigation stays on this site.
    expect(await page.locator(OPTION).first().getAttribute('href')).toBe('/ru/v3/concepts/glossary#address');
    expect(await page.locator(OPTION).nth(3).getAttribute('href')).toBe(`/ru/${INTRO}`);
    // Title highlight from _highlightResult, snippets from _snippetResult: <mark> parts only.
    expect(await page.locator(OPTION).first().locator('.search-hit-title mark').allTextContents()).toEqual(['Адрес']);
    expect(await page.locator(OPTION).nth(1).locator('.search-hit-snippet').textContent()).toBe('Адрес смарт-контракта в сети TON состоит из номера…');
    expect(await page.locator(OPTION).nth(1).locator('.search-hit-snippet mark').allTextContents()).toEqual(['Адрес']);
    expect(await page.locator(OPTION).nth(2).locator('.search-hit-snippet mark').allTextContents()).toEqual(['адрес']);
    // Markup in the record stays text: no element is made from it.
    expect(await page.locator(OPTION).nth(3).locator('.search-hit-snippet').textContent()).toBe('У каждого кошелька есть адрес & ключи <script>.');
    expect(await page.locator(`${DIALOG} .search-hit-snippet script`).count()).toBe(0);
    expect(await page.getAttribute(DIALOG, 'data-search-status')).toBe('idle');

    // The request: one POST to the multi-query path of the DSN host, with the credentials and the contextual filters.
    const last = seen[seen.length - 1]!;
    expect(last.method).toBe('POST');
    expect(last.url).toBe(`${DSN}/1/indexes/*/queries`);
    expect(last.headers['x-algolia-application-id']).toBe('TESTAPP');
    expect(last.headers['x-algolia-api-key']).toBe('test-key');
    const request = (last.body as { requests: { indexName: string; query: string; params: string }[] }).requests;
    expect(request).toHaveLength(1);
    expect(request[0]!.indexName).toBe('ton');
    expect(request[0]!.query).toBe('адрес');
    const params = new URLSearchParams(request[0]!.params);
    expect(JSON.parse(params.get('facetFilters')!)).toEqual(['language:ru', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    expect(params.get('hitsPerPage')).toBe('20');
    expect(JSON.parse(params.get('attributesToSnippet')!)).toContain('content:10');
    expect(external).toEqual([]);

    // Enter opens the first hit: a real page of the site.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ru\/v3\/concepts\/glossary#address$/);
    await page.waitForSelector('h1');
    expect(await page.locator('h1').first().textContent()).toContain('Глоссарий');
    await context.close();
  });

  it('falls back to another host when the DSN host answers 500', async () => {
    const { context, page, seen } = await open((host) => (host === DSN ? { status: 500, body: { message: 'Internal error', status: 500 } } : { status: 200, body: null }));
    await searchInModal(page, 'адрес');
    await page.waitForSelector(OPTION);
    expect(await page.locator(`${DIALOG} .search-group`).count()).toBe(2);
    expect(await page.locator(`${DIALOG} .search-error`).count()).toBe(0);
    const hosts = seen.map((s) => new URL(s.url).origin);
    expect(hosts[0]).toBe(DSN);
    expect(hosts[1]).toMatch(/^https:\/\/testapp-[123]\.algolianet\.com$/);
    await context.close();
  });

  it('shows the error state when the API answers 403', async () => {
    const { context, page, seen } = await open(() => ({ status: 403, body: { message: 'Invalid API key', status: 403 } }));
    await searchInModal(page, 'адрес');
    await page.waitForSelector(`${DIALOG}[data-search-status="error"]`);
    const text = await page.locator(`${DIALOG} .search-error`).textContent();
    expect(text).toContain('Невозможно загрузить результаты поиска');
    expect(await page.locator(OPTION).count()).toBe(0);
    // A 4xx is an answer, not an outage: no other host is tried.
    expect(seen.map((s) => new URL(s.url).origin)).toEqual([DSN]);
    await context.close();
  });

  it('the /search page uses the hosted index too', async () => {
    const { context, page, seen } = await open(ok, 'search?q=%D0%B0%D0%B4%D1%80%D0%B5%D1%81');
    await page.waitForSelector('.search-page-group');
    expect(await page.locator('.search-page-group h2').allTextContents()).toEqual(['Глоссарий', 'Введение']);
    expect(await page.locator('.search-page mark').count()).toBeGreaterThan(0);
    expect(seen.length).toBeGreaterThan(0);
    const params = new URLSearchParams((seen[0]!.body as { requests: { params: string }[] }).requests[0]!.params);
    expect(JSON.parse(params.get('facetFilters')!)).toEqual(['language:ru', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    await context.close();
  });
});
