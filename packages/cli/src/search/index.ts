/**
 * Local search: offline and aware of Russian word forms (spec §3 "Search hit", §4, §9). No hosted service:
 * the build writes one JSON payload per locale, and the browser loads it lazily (when the search button is
 * hovered or focused, §4) and searches it in memory.
 *
 * BUILD SIDE (Node), once per locale after the Markdown stage:
 *
 *   import { recordsFromDoc, buildSearchIndex, serializePayload } from '../search/index.ts';
 *   const records = docs.flatMap((d) => recordsFromDoc({
 *     url: d.href,                 // page path, e.g. '/ru/v3/concepts/dive-into-ton/ton-blockchain/sharding'
 *     title: d.title,              // lvl1
 *     lvl0: categoryLabel,         // sidebar category (or section) label
 *     html: d.md.html,             // rendered body: h2–h6 have ids, code blocks are <div class="code-block">
 *     locale: 'ru',
 *     tags: [`docs-${sidebar}`],   // doc tags for the contextual filter (§7)
 *   }));
 *   const payload = buildSearchIndex(records).get('ru')!;   // Map<locale, SearchPayload>
 *   sink.write(`assets/search/search-ru.${hash}.json`, serializePayload(payload));
 *
 *   A page's records must stay together and in document order (recordsFromDoc gives them so). The payload
 *   is versioned (`v`); it stores each page's url, lvl0, tags and title once, then its headings and
 *   paragraphs, and the browser rebuilds hierarchies, urls and objectIDs.
 *
 * BROWSER SIDE: import from '@tondocs/theme/search' (packages/theme/src/search/client.ts) (no HTML parser, no Node APIs; 73 KB min / 25 KB gzip with
 * FlexSearch and the two Snowball stemmers):
 *
 *   const searcher = createSearcher(await (await fetch(payloadUrl)).json());   // builds the index in memory
 *   const { groups, hits } = searcher.search(query, { limit: 20, tags: ['docs-learn'], locale: 'ru' });
 *   // groups: one per page, best first, ≤ 5 hits each (perGroup); hits: the same, flattened, ≤ limit.
 *   // hit: the DocSearch record (objectID, url, type, hierarchy, content, locale, tags) + score + matched.
 *   snippet(hit, query, 10);            // 10 words, or 5 on screens ≤ 768 px: [{ text, match }], '…' where cut
 *   highlight(hit.hierarchy.lvl1, query);                 // a title or heading with matched words marked
 *   highlightResult(hit, query);        // every hierarchy level and the content, marked (DocSearch's _highlightResult)
 *
 *   Parts are plain text with a `match` flag: render them as text nodes (never as HTML).
 *
 * MATCHING (tokenize.ts, query.ts): lowercase, ё→е, punctuation dropped; Snowball stems so that
 * контракт/контракты/контрактов and кошелёк/кошелька meet; identifiers both whole and by parts (sendRawMessage,
 * get-метод, ton_proof); the last word as a prefix while it is typed; related stems (отправка/отправить);
 * 1 typo from 5 letters and 2 from 9 for words the index does not know. Queries are cut to 64 characters (§5).
 * RANKING: see searcher.ts — titles and headings outrank paragraphs; as written > same stem > prefix > typo;
 * the query as a phrase adds; the page about the topic beats a passing mention.
 *
 * COST (measured, see test/search.test.ts, site/test/search-relevance.test.ts and bench.ts): a ~10 KB page
 * costs 2.2–2.4 KB gzip of payload on its own, ~1.5 KB per page in a 1000-page corpus; the ru site (55 pages)
 * is 174 KB gzip. Building the searcher takes ~0.1 s for the ru site and ~0.5–0.65 s for 1000 pages
 * (40 000 records; consider a Web Worker at that size); queries take a few milliseconds.
 */
import { encodePayloads, type EncodeOptions } from '@tondocs/theme/search/payload.ts';
import type { SearchPayload, SearchRecord } from '@tondocs/theme/search/types.ts';

export { recordsFromDoc, recordsFromEvents, textEvents, type TextEvent } from './records.ts';
export { createSearcher, type Searcher } from '@tondocs/theme/search/searcher.ts';
export { snippet, highlight, highlightResult, hitText, type HighlightResult } from '@tondocs/theme/search/snippet.ts';
export { normalize, words, indexKeys, stemWord } from '@tondocs/theme/search/tokenize.ts';
export { MAX_QUERY_LENGTH } from '@tondocs/theme/search/query.ts';
export type * from '@tondocs/theme/search/types.ts';
export type { EncodeOptions } from '@tondocs/theme/search/payload.ts';

/** Records of every page (each page's records together, in document order) -> one payload per locale. */
export function buildSearchIndex(records: readonly SearchRecord[], options?: EncodeOptions): Map<string, SearchPayload> {
  return encodePayloads(records, options);
}

/** The payload as written to the output: compact JSON. */
export function serializePayload(payload: SearchPayload): string {
  return JSON.stringify(payload);
}
