// The search sources (spec §7): DocSearch hits mapped to the modal's grouped result, highlight markers
// parsed into text parts, and the hosted request made with the contextual filters.
import { describe, expect, it } from 'vitest';
import type { HostedClient, HostedHit, HostedSearchRequest } from '../src/search/hosted-client.ts';
import { groupHostedHits, hostedSource, parseHighlighted, sitePath } from '../src/search/source.ts';

const raw = (i: number, page: string, extra: Partial<HostedHit> = {}): HostedHit => ({
  objectID: `${page}-${i}`,
  url: `https://docs.ton.org${page}#h${i}`,
  type: 'content',
  hierarchy: { lvl0: 'Концепции', lvl1: `Page ${page}`, lvl2: `H${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: `text ${i}`,
  _snippetResult: { content: { value: `a <mark>text</mark> ${i}`, matchLevel: 'full' } },
  ...extra,
});

describe('hosted search source', () => {
  it('parses <mark> markers into parts and keeps any other markup as text', () => {
    expect(parseHighlighted('a <mark>b</mark> c <mark>d</mark>')).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
      { text: ' c ', match: false },
      { text: 'd', match: true },
    ]);
    expect(parseHighlighted('<img src=x onerror=1> <mark>x')).toEqual([{ text: '<img src=x onerror=1> <mark>x', match: false }]);
    expect(parseHighlighted('')).toEqual([]);
  });

  it('turns absolute record URLs into site paths', () => {
    expect(sitePath('https://docs.ton.org/ru/v3/concepts/glossary#address')).toBe('/ru/v3/concepts/glossary#address');
    expect(sitePath('/ru/x#y')).toBe('/ru/x#y');
  });

  it('groups hits by page in order, at most 5 per page and 20 in all', () => {
    const hits = [...Array.from({ length: 7 }, (_, i) => raw(i, '/ru/a')), ...Array.from({ length: 30 }, (_, i) => raw(i, `/ru/p${i % 6}`))];
    const result = groupHostedHits('text', hits, { locale: 'ru', tags: ['docs-default-current'] });
    expect(result.hits).toHaveLength(20);
    expect(result.groups[0]!.page).toBe('/ru/a');
    expect(result.groups[0]!.title).toBe('Page /ru/a');
    expect(result.groups[0]!.hits).toHaveLength(5);
    for (const g of result.groups) expect(g.hits.length).toBeLessThanOrEqual(5);
    expect(result.hits).toEqual(result.groups.flatMap((g) => g.hits));
  });

  it('searches with hitsPerPage 20, the language and doc-tag facet filters and snippet lengths; parts come from the response', async () => {
    const calls: HostedSearchRequest[][] = [];
    const client = {
      appId: 'A',
      indexName: 'ton',
      async search(requests: readonly HostedSearchRequest[]) {
        calls.push([...requests]);
        return { results: [{ hits: [raw(1, '/ru/a')], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, query: 'text', params: '', processingTimeMS: 1 }] };
      },
      sendEvents: async () => 0,
    } as unknown as HostedClient;
    const source = await hostedSource({ htmlLang: 'ru', locale: 'ru', searchTags: ['docs-default-current'], hostedSearch: undefined }, { client });
    const result = await source.search(' text ', { limit: 20, words: 5 });
    expect(calls[0]).toEqual([
      { query: 'text', params: { hitsPerPage: 20, facetFilters: ['language:ru', ['docusaurus_tag:docs-default-current']], attributesToSnippet: ['hierarchy.lvl1:5', 'hierarchy.lvl2:5', 'hierarchy.lvl3:5', 'hierarchy.lvl4:5', 'hierarchy.lvl5:5', 'hierarchy.lvl6:5', 'content:5'] } },
    ]);
    const hit = result.hits[0]!;
    expect(hit.url).toBe('/ru/a#h1');
    expect(source.snippetParts(hit, 'text', 5)).toEqual([
      { text: 'a ', match: false },
      { text: 'text', match: true },
      { text: ' 1', match: false },
    ]);
  });
});
