// The hosted search client against real HTTP servers on 127.0.0.1 (port 0), through Node 20's global fetch.
// Every server counts its requests and refuses more than it expects, so a retry loop cannot run away.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  chunkEvent,
  contextualFacetFilters,
  createHostedClient,
  defaultHosts,
  DeserializationError,
  DOWN_TTL,
  encodeParams,
  HOSTED_TIMEOUTS,
  MissingCredentialsError,
  RetryError,
  UnreachableHostsError,
  type HostedClientOptions,
  type InsightsEvent,
} from '../src/search/hosted-client.ts';

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Reply = (req: Recorded, res: http.ServerResponse, index: number) => void;

interface TestServer {
  url: string;
  requests: Recorded[];
}

const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((resolve) => {
          // Held-open requests (the "never answers" hosts) would keep close() waiting.
          s.closeAllConnections();
          s.close(() => resolve());
        }),
    ),
  );
});

/** A loopback server that answers its first `max` requests with `reply` and any further one with 599. */
async function serve(reply: Reply, max = 5): Promise<TestServer> {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rec: Recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(rec);
      if (requests.length > max) {
        res.writeHead(599).end('too many requests for this test');
        return;
      }
      reply(rec, res, requests.length - 1);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

/** A port on which nothing listens: connecting is refused at once (a network failure). */
async function refusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const json = (status: number, value: unknown): Reply => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
};
const results = (query = 'wallet') => ({ results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query, params: '', processingTimeMS: 1 }] });
/** Accepts the request and never answers: the client's connect time-out must fire. */
const silent: Reply = () => {};
/** Sends the headers and part of the body, then stalls: the client's read time-out must fire. */
const stalled: Reply = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"results":');
};

// Short time-outs keep the tests with hanging hosts fast; the multipliers are the real ones. Tests whose
// hosts all answer at once keep the real time-outs, so a loaded machine cannot turn them into time-outs.
const FAST = { timeouts: { connect: 50, read: 50, write: 50 } };

function client(hosts: string[], extra: Partial<HostedClientOptions> = {}) {
  return createHostedClient({ appId: 'TESTAPP', apiKey: 'search-key', hosts: hosts.map((url) => ({ url })), ...extra });
}

describe('hosted search client: queries', () => {
  it('(1) POSTs one multi-query to /1/indexes/*/queries with the credentials as headers and Algolia-encoded params', async () => {
    const host = await serve(json(200, results()), 1);
    const c = createHostedClient({ appId: 'TESTAPP', apiKey: 'search-key', hosts: [{ url: host.url }] });
    expect(c.indexName).toBe('ton');
    const facetFilters = contextualFacetFilters('ru', ['default', 'docs-default-current']);
    const res = await c.search([{ query: 'кошелёк', params: { facetFilters } }]);
    expect(res.results[0].hitsPerPage).toBe(20);

    expect(host.requests).toHaveLength(1);
    const [req] = host.requests;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/1/indexes/*/queries');
    expect(req.headers['x-algolia-application-id']).toBe('TESTAPP');
    expect(req.headers['x-algolia-api-key']).toBe('search-key');
    const enc = (v: unknown) => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));
    const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
    const expectedParams = [
      'hitsPerPage=20',
      `attributesToRetrieve=${enc([...levels.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'])}`,
      `attributesToSnippet=${enc([...levels.slice(1).map((l) => `hierarchy.${l}:10`), 'content:10'])}`,
      `snippetEllipsisText=${enc('…')}`,
      `highlightPreTag=${enc('<mark>')}`,
      `highlightPostTag=${enc('</mark>')}`,
      `facetFilters=${enc(['language:ru', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])}`,
    ].join('&');
    expect(JSON.parse(req.body)).toEqual({ requests: [{ indexName: 'ton', query: 'кошелёк', params: expectedParams }] });
    // The params string decodes back to what was asked for.
    const decoded = new URLSearchParams(JSON.parse(req.body).requests[0].params as string);
    expect(decoded.get('facetFilters')).toBe('["language:ru",["docusaurus_tag:default","docusaurus_tag:docs-default-current"]]');
    expect(decoded.get('attributesToSnippet')).toContain('"content:10"');
  });

  it('sends several queries in one request and lets the caller override defaults and the index', async () => {
    const host = await serve(json(200, { results: [results('a').results[0], results('b').results[0]] }), 1);
    await client([host.url]).search([{ query: 'a' }, { query: 'b', indexName: 'other', params: { hitsPerPage: 5 } }]);
    const body = JSON.parse(host.requests[0].body) as { requests: { indexName: string; params: string }[] };
    expect(body.requests.map((r) => r.indexName)).toEqual(['ton', 'other']);
    expect(new URLSearchParams(body.requests[1].params).get('hitsPerPage')).toBe('5');
  });

  it('(2) a host answering 500 is retried on the next host, which answers 200', async () => {
    const failing = await serve(json(500, { message: 'internal' }), 1);
    const ok = await serve(json(200, results()), 1);
    const res = await client([failing.url, ok.url]).search([{ query: 'wallet' }]);
    expect(res.results[0].query).toBe('wallet');
    expect(failing.requests).toHaveLength(1);
    expect(ok.requests).toHaveLength(1);
  });

  it('a redirect (3xx) is neither 2xx nor 4xx: retried on the next host, not followed', async () => {
    const redirecting = await serve((_req, res) => res.writeHead(302, { location: 'http://127.0.0.1:9/' }).end(), 1);
    const ok = await serve(json(200, results()), 1);
    await client([redirecting.url, ok.url]).search([{ query: 'wallet' }]);
    expect(redirecting.requests).toHaveLength(1);
    expect(ok.requests).toHaveLength(1);
  });

  it('(3) a host that never answers times out and the query moves on to the next host', async () => {
    const hanging = await serve(silent, 1);
    const ok = await serve(json(200, results()), 2);
    const c = client([hanging.url, ok.url], FAST);
    const started = Date.now();
    await c.search([{ query: 'wallet' }]);
    expect(Date.now() - started).toBeLessThan(HOSTED_TIMEOUTS.connect);
    expect(hanging.requests.length).toBeLessThanOrEqual(1); // 0 only if the time-out beat the request to the server
    expect(ok.requests).toHaveLength(1);
    // Within DOWN_TTL the timed-out host goes to the end of the list: the next query starts on the healthy one.
    const hangingBefore = hanging.requests.length;
    await c.search([{ query: 'wallet' }]);
    expect(hanging.requests).toHaveLength(hangingBefore);
    expect(ok.requests).toHaveLength(2);
  });

  it('(3b) a host that sends headers but stalls the body hits the read time-out and is retried', async () => {
    const slowBody = await serve(stalled, 1);
    const ok = await serve(json(200, results()), 1);
    await client([slowBody.url, ok.url], FAST).search([{ query: 'wallet' }]);
    expect(slowBody.requests).toHaveLength(1);
    expect(ok.requests).toHaveLength(1);
  });

  it('time-outs grow as Algolia grows them: x1, then (timed-out hosts + 3 + time-outs so far)', async () => {
    const a = await serve(silent, 2);
    const b = await serve(silent, 2);
    const c = client([a.url, b.url], { timeouts: { connect: 20, read: 20, write: 20 } });
    const first = await c.search([{ query: 'x' }]).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(UnreachableHostsError);
    const timeouts = (e: unknown) => (e as UnreachableHostsError).attempts.map((t) => [t.host, t.timeoutMs]);
    expect(timeouts(first)).toEqual([[a.url, 20], [b.url, 80]]); // x1, then 0 + 3 + 1
    // Both hosts are now "timed out" (not down): still tried, with longer time-outs.
    const second = await c.search([{ query: 'x' }]).catch((e: unknown) => e);
    expect(timeouts(second)).toEqual([[a.url, 100], [b.url, 120]]); // 2 + 3 + 0, then 2 + 3 + 1
  });

  it('(4) a 4xx answer (403) is not retried and throws ApiError with the status and the API message', async () => {
    const forbidden = await serve(json(403, { message: 'Invalid Application-ID or API key', status: 403 }), 1);
    const never = await serve(json(200, results()), 1);
    const err = await client([forbidden.url, never.url]).search([{ query: 'wallet' }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ name: 'ApiError', status: 403, apiMessage: 'Invalid Application-ID or API key', host: forbidden.url });
    expect((err as ApiError).message).toBe(`Search API error 403 from ${forbidden.url}: Invalid Application-ID or API key`);
    expect(never.requests).toHaveLength(0);
  });

  it('(5) a host that failed is skipped for 120000 ms (fake clock), then tried again', async () => {
    let clock = 1_000_000;
    const flaky = await serve((req, res, i) => (i === 0 ? json(503, { message: 'overloaded' }) : json(200, results()))(req, res, i), 2);
    const ok = await serve(json(200, results()), 2);
    const c = client([flaky.url, ok.url], { now: () => clock });

    await c.search([{ query: 'a' }]);
    expect([flaky.requests.length, ok.requests.length]).toEqual([1, 1]);

    clock += DOWN_TTL - 1; // still down: skipped
    await c.search([{ query: 'b' }]);
    expect([flaky.requests.length, ok.requests.length]).toEqual([1, 2]);

    clock += 2; // DOWN_TTL has passed: first in line again, and it answers
    await c.search([{ query: 'c' }]);
    expect([flaky.requests.length, ok.requests.length]).toEqual([2, 2]);
    expect(DOWN_TTL).toBe(120_000);
  });

  it('(6) a 2xx body that is not JSON throws DeserializationError and is not retried', async () => {
    const broken = await serve((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>captive portal</html>'), 1);
    const never = await serve(json(200, results()), 1);
    const err = await client([broken.url, never.url]).search([{ query: 'wallet' }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeserializationError);
    expect(err).toMatchObject({ name: 'DeserializationError', status: 200, host: broken.url, bodyStart: '<html>captive portal</html>' });
    expect((err as Error).message).toMatch(/^Invalid JSON from search host .* \(HTTP 200\): .*Body starts with: "<html>captive portal<\/html>"$/);
    expect(never.requests).toHaveLength(0);
  });

  it('JSON without a results array is a DeserializationError too', async () => {
    const odd = await serve(json(200, { hits: [] }), 1);
    const err = await client([odd.url]).search([{ query: 'wallet' }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeserializationError);
    expect((err as Error).message).toContain('expected an object with a "results" array');
  });

  it('(7) when every host fails, UnreachableHostsError (alias RetryError) names each host and why', async () => {
    const refused = await refusedUrl();
    const unavailable = await serve(json(503, { message: 'Service Unavailable' }), 1);
    const hanging = await serve(silent, 1);
    const slowBody = await serve(stalled, 1);
    const err = await client([refused, unavailable.url, hanging.url, slowBody.url], FAST).search([{ query: 'wallet' }]).catch((e: unknown) => e);

    expect(err).toBeInstanceOf(UnreachableHostsError);
    expect(err).toBeInstanceOf(RetryError);
    const { attempts, message } = err as UnreachableHostsError;
    expect(attempts.map((a) => [a.host, a.kind, a.status])).toEqual([
      [refused, 'network', 0],
      [unavailable.url, 'status', 503],
      [hanging.url, 'timeout', 0],
      [slowBody.url, 'timeout', 0],
    ]);
    expect(attempts[0].message).toMatch(/^network error: .*ECONNREFUSED/);
    expect(attempts[1].message).toBe('HTTP 503: Service Unavailable');
    expect(attempts[2].message).toBe('connect timeout (no response within 50 ms)');
    expect(attempts[3].message).toBe('read timeout (response body not complete within 200 ms)'); // 50 x (0 + 3 + 1)
    expect(message).toMatch(/^Unreachable hosts: none of the 4 search host\(s\) answered\./);
    for (const host of [refused, unavailable.url, hanging.url, slowBody.url]) expect(message).toContain(host);
    expect(message).not.toContain('search-key');
  });

  it('when every host is marked down, the next query tries them all again rather than failing untried', async () => {
    const a = await serve(json(500, {}), 2);
    const b = await serve(json(500, {}), 2);
    const c = client([a.url, b.url], { now: () => 0 });
    await expect(c.search([{ query: 'x' }])).rejects.toBeInstanceOf(UnreachableHostsError);
    await expect(c.search([{ query: 'x' }])).rejects.toBeInstanceOf(UnreachableHostsError);
    expect([a.requests.length, b.requests.length]).toEqual([2, 2]);
  });
});

describe('hosted search client: setup', () => {
  it('uses the DSN read host first and the three algolianet fallbacks shuffled after it', () => {
    const hosts = defaultHosts('APP1', () => 0).map((h) => h.url);
    expect(hosts[0]).toBe('https://APP1-dsn.algolia.net');
    expect(hosts.slice(1).sort()).toEqual(['https://APP1-1.algolianet.com', 'https://APP1-2.algolianet.com', 'https://APP1-3.algolianet.com']);
    expect(hosts.slice(1)).not.toEqual(['https://APP1-1.algolianet.com', 'https://APP1-2.algolianet.com', 'https://APP1-3.algolianet.com']);
  });

  it('has the spec time-outs: connect 1 s, read 2 s, write 30 s', () => {
    expect(HOSTED_TIMEOUTS).toEqual({ connect: 1_000, read: 2_000, write: 30_000 });
  });

  it('refuses to start without an application id or key', () => {
    expect(() => createHostedClient({ appId: '', apiKey: ' ' })).toThrowError(MissingCredentialsError);
    expect(() => createHostedClient({ appId: 'A', apiKey: '' })).toThrowError(/needs an application id \(appId\) and an API key \(apiKey\); missing: apiKey$/);
  });

  it('encodes params as Algolia does: arrays and objects as JSON, everything URL-encoded, undefined left out', () => {
    expect(encodeParams({ hitsPerPage: 20, query: 'a b&c', tags: ['x', 'y'], skip: undefined, clickAnalytics: true })).toBe(
      'hitsPerPage=20&query=a%20b%26c&tags=%5B%22x%22%2C%22y%22%5D&clickAnalytics=true',
    );
    expect(contextualFacetFilters('ru', [])).toEqual(['language:ru']);
  });
});

describe('hosted search client: insights', () => {
  const view = (n: number): InsightsEvent => ({
    eventType: 'view',
    eventName: 'Hits Viewed',
    index: 'ton',
    userToken: 'anon-1',
    objectIDs: Array.from({ length: n }, (_, i) => `id-${i}`),
  });

  it('(8) sends events to /1/events with each event chunked at 20 objects', async () => {
    const insights = await serve(json(200, { status: 200, message: 'OK' }), 1);
    const c = createHostedClient({ appId: 'TESTAPP', apiKey: 'search-key', hosts: [{ url: 'http://127.0.0.1:9' }], insightsHosts: [{ url: insights.url }] });
    const click: InsightsEvent = {
      eventType: 'click',
      eventName: 'Hit Clicked',
      index: 'ton',
      userToken: 'anon-1',
      queryID: 'q1',
      objectIDs: Array.from({ length: 23 }, (_, i) => `c-${i}`),
      positions: Array.from({ length: 23 }, (_, i) => i + 1),
    };
    const conversion: InsightsEvent = { eventType: 'conversion', eventName: 'Copied', index: 'ton', userToken: 'anon-1', objectIDs: ['z'] };
    const sent = await c.sendEvents([view(45), click, conversion]);

    expect(sent).toBe(6);
    expect(insights.requests).toHaveLength(1);
    const [req] = insights.requests;
    expect([req.method, req.url, req.headers['x-algolia-application-id'], req.headers['x-algolia-api-key']]).toEqual(['POST', '/1/events', 'TESTAPP', 'search-key']);
    const { events } = JSON.parse(req.body) as { events: InsightsEvent[] };
    expect(events.map((e) => [e.eventType, e.objectIDs?.length])).toEqual([
      ['view', 20],
      ['view', 20],
      ['view', 5],
      ['click', 20],
      ['click', 3],
      ['conversion', 1],
    ]);
    expect(events.flatMap((e) => (e.eventType === 'view' ? (e.objectIDs ?? []) : []))).toEqual(view(45).objectIDs);
    // Positions travel with their objectIDs.
    expect(events[4]).toMatchObject({ objectIDs: ['c-20', 'c-21', 'c-22'], positions: [21, 22, 23], queryID: 'q1' });
  });

  it('splits more than 1000 events over several requests (the Insights API limit) and sends nothing for none', async () => {
    const insights = await serve(json(200, { status: 200, message: 'OK' }), 2);
    const c = createHostedClient({ appId: 'TESTAPP', apiKey: 'k', insightsHosts: [{ url: insights.url }] });
    expect(await c.sendEvents([])).toBe(0);
    expect(insights.requests).toHaveLength(0);
    expect(await c.sendEvents([view(20 * 1001)])).toBe(1001);
    expect(insights.requests.map((r) => (JSON.parse(r.body) as { events: unknown[] }).events.length)).toEqual([1000, 1]);
  });

  it('rejects an event whose positions do not match its objectIDs', () => {
    expect(() => chunkEvent({ ...view(3), positions: [1] })).toThrowError(RangeError);
  });
});
