// Shapes shared by the search modules. DocSearch-style: a record is one heading or one paragraph of a page.

export type HeadingLevel = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type RecordType = HeadingLevel | 'content';

/** lvl0 = sidebar category (or section) label, lvl1 = page title, lvl2–lvl6 = the headings above a record. */
export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  /** Stable for a given build of a page: `${pageUrl}:${position in the page}`. */
  objectID: string;
  /** Page path plus `#anchor` of the nearest heading above (none before the first heading). */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Paragraph text for 'content' records, null for heading records. */
  content: string | null;
  locale: string;
  /** Doc tags, e.g. the sidebar: 'docs-learn'. */
  tags: string[];
}

/** One rendered doc, as the builder hands it to `recordsFromDoc`. */
export interface SearchDocInput {
  /** Page path, e.g. '/ru/v3/concepts/dive-into-ton/ton-blockchain/sharding'. */
  url: string;
  title: string;
  /** Sidebar category (or section) label. */
  lvl0: string;
  /** Rendered body HTML (headings h2–h6 carry ids). */
  html: string;
  locale: string;
  tags: string[];
}

/** A heading inside a page payload: [level 2..6, anchor id, text]; level 0: a paragraph or row with an anchor of its own. */
export type PayloadHeading = [level: number, anchor: string, text: string];
/** A page: url, index into `lvl0s`, indexes into `tags`, title, then headings and paragraphs in document order. */
/** A record after a page's title: paragraph text, or a heading / anchored row. */
export type PayloadItem = string | PayloadHeading;
export type PayloadPage = [url: string, lvl0: number, tags: number[], title: string, items: PayloadItem[]];

/** What the browser downloads for one locale (JSON). Hierarchies, urls and objectIDs are rebuilt from the order. */
export interface SearchPayload {
  v: 1;
  locale: string;
  lvl0s: string[];
  tags: string[];
  pages: PayloadPage[];
}

/** How a query word met a record: written as is, same stem, as a prefix (typing), or with a typo. */
export type MatchKind = 'exact' | 'stem' | 'prefix' | 'typo';

export interface SearchHit extends SearchRecord {
  score: number;
  /** Where each query word matched best: 'content', 'lvl1'..'lvl6' or 'lvl0'; absent when it did not match. */
  matched: { word: string; field: RecordType | 'lvl0'; kind: MatchKind }[];
}

export interface SearchGroup {
  /** Page path (no hash). */
  page: string;
  lvl0: string;
  title: string;
  /** Best first, at most 5. */
  hits: SearchHit[];
}

export interface SearchOptions {
  /** Hits in all groups together; 20 by default. */
  limit?: number;
  /** Keep records with at least one of these tags. */
  tags?: string[];
  /** Keep records of this locale (a payload holds one locale). */
  locale?: string;
  /** Hits per page group; 5 by default. */
  perGroup?: number;
}

export interface SearchResult {
  query: string;
  groups: SearchGroup[];
  /** The same hits, flattened in display order. */
  hits: SearchHit[];
}

/** A piece of a snippet or highlight; `match` marks a matched word. */
export interface TextPart {
  text: string;
  match: boolean;
}
