/**
 * Local search: offline and aware of Russian word forms (spec §3 "Search hit", §4, §9; issue #15). No hosted
 * service: the build writes a split index per locale and the browser loads, per query, only the pieces it needs.
 *
 * BUILD SIDE (Node), once per locale after the Markdown stage (builder.ts searchPayload):
 *
 *   records = recordsFromEvents(...) per doc, blog post and page module (React pages: their rendered <main>,
 *             table rows with an id as records of their own, linked by that id)
 *   payload = buildSearchIndex(records).get('ru')!            // compact page list (payload.ts)
 *   files   = searchFiles(payload, { weights })               // files.ts: manifest + shards + text chunks
 *
 *   The manifest (`assets/search/ru.json`, the site's searchIndexUrl, ~3 KB gzip, revalidated) lists the shards by
 *   their first key; a shard (`ru/s<i>.<hash>.json`, a few KB gzip) holds the postings of a key range; a chunk
 *   (`ru/d<i>.<hash>.json`) holds the text of 12 consecutive records with their pages and open headings. The
 *   format and its encoder are in @tondocs/theme/search/sharded (browser-safe, so both sides tokenize alike).
 *   Page weights: frontmatter `search_weight`, or `search.weights` sections of the config (archive 0.5).
 *
 * BROWSER SIDE: @tondocs/theme/search/local loads the manifest (preloaded on hover), then for a query the
 * shards of its words (engine.ts says which), then the chunks of the hits it ranks; each file once per page
 * life, immutable names for the HTTP cache. The engine answers synchronously from what is loaded, so a warm
 * query shows in the same task. createSearcher(payload) (searcher.ts) runs the same engine on an index held in
 * memory: the tests and the Node bench.
 *
 *   snippet(hit, query, 10);            // 10 words, or 5 on screens ≤ 768 px: [{ text, match }], '…' where cut
 *   highlight(hit.hierarchy.lvl1, query);                 // a title or heading with matched words marked
 *   highlightResult(hit, query);        // every hierarchy level and the content, marked (DocSearch's _highlightResult)
 *
 *   Parts are plain text with a `match` flag: render them as text nodes (never as HTML).
 *
 * MATCHING (tokenize.ts, query.ts, synonyms.ts): lowercase, ё→е, punctuation dropped; Snowball stems so that
 * контракт/контракты/контрактов and кошелёк/кошелька meet; identifiers both whole and by parts (sendRawMessage,
 * get-метод, ton_proof); the last word as a prefix while it is typed; related stems (отправка/отправить);
 * transliterations and colloquial forms (тестнет/testnet, хайлоад/highload, жетон/jetton); 1 typo from 5 letters
 * and 2 from 9 for words the index does not know (within the word's shard). Queries are cut to 64 characters (§5).
 * RANKING: see engine.ts — titles and headings outrank paragraphs; as written > same stem > synonym > prefix >
 * typo; the query as a phrase adds; the page about the topic beats a passing mention; page weights; a one-word
 * query lifts the page titled by it; an identifier lifts its reference row.
 */
import { encodePayloads, type EncodeOptions } from '@tondocs/theme/search/payload';
import type { SearchPayload, SearchRecord } from '@tondocs/theme/search/types';

export { cleanText, introEvents, recordsFromDoc, recordsFromEvents, textEvents, type TextEvent } from './records.ts';
export { createSearcher, type Searcher } from '@tondocs/theme/search/searcher';
export { snippet, highlight, highlightResult, hitText, type HighlightResult } from '@tondocs/theme/search/snippet';
export { normalize, words, indexKeys, stemWord } from '@tondocs/theme/search/tokenize';
export { MAX_QUERY_LENGTH } from '@tondocs/theme/search/query';
export type * from '@tondocs/theme/search/types';
export type { EncodeOptions } from '@tondocs/theme/search/payload';

/** Records of every page (each page's records together, in document order) -> one payload per locale. */
export function buildSearchIndex(records: readonly SearchRecord[], options?: EncodeOptions): Map<string, SearchPayload> {
  return encodePayloads(records, options);
}

/** The payload as written to the output: compact JSON. */
export function serializePayload(payload: SearchPayload): string {
  return JSON.stringify(payload);
}
