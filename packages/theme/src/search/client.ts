// Browser entry of the search: everything needed to query a payload, nothing that parses HTML.
export { createSearcher, type Searcher } from './searcher.ts';
export { snippet, highlight, highlightResult, hitText, type HighlightResult } from './snippet.ts';
export { MAX_QUERY_LENGTH } from './query.ts';
export type * from './types.ts';
