// What the rarer elements of the content do: tabs, live code and site islands. A chunk of its own, loaded
// only where the content has such elements (content-loader.ts), the tabs' code one more chunk; code blocks
// and wide tables, on most doc pages, are handled by the first load (code-blocks.ts).
import type { SiteData } from '@tondocs/theme';
import type { HydratePiece } from './hydration-errors.ts';
import { enhanceCodeBlocks } from './code-blocks.ts';
import { mountIslands } from './islands.ts';
import { enhancePlaygrounds } from './playground/index.ts';

type Tabs = typeof import('./tabs.ts');
const tabs: { loaded: Tabs | null; loading: Promise<Tabs> | null } = { loaded: null, loading: null };

/** The tabs' code and its document-wide listener, once; ready before prepareContent for content with tabs. */
export function loadTabs(): Promise<Tabs> {
  tabs.loading ??= import('./tabs.ts').then(
    (t) => {
      // Measuring again after a tab switch: code in a hidden panel had no width to measure.
      t.installTabs(() => enhanceCodeBlocks(document, null));
      return (tabs.loaded = t);
    },
    (e: unknown) => {
      tabs.loading = null;
      throw e;
    },
  );
  return tabs.loading;
}

/** Before the content is painted: remembered tab choices (code blocks are measured after this). Idempotent. */
export function prepareContent(doc: Document): void {
  tabs.loaded?.applyStoredTabs(doc);
}

/** After it is shown: site islands and live code blocks become live (their chunks load only where used). */
export function activateContent(doc: Document, site: SiteData, hydrate: HydratePiece): void {
  mountIslands(doc, hydrate);
  enhancePlaygrounds(doc, site.playgroundWorkerUrl ? { workerUrl: site.playgroundWorkerUrl, strings: site.strings.playground } : null);
}
