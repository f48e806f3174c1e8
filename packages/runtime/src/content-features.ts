// What the content's own elements do: tabs, code blocks (copy, word wrap, labels, widths), live code and
// site islands. A chunk of its own, loaded only where the content has such elements (content-features
// loader in client.tsx), so pages of plain text pay nothing for it.
import type { SiteData } from '@tondocs/theme';
import type { HydratePiece } from './hydration-errors.ts';
import { enhanceCodeBlocks, installCodeBlocks } from './code-blocks.ts';
import { mountIslands } from './islands.ts';
import { enhancePlaygrounds } from './playground/index.ts';
import { applyStoredTabs, installTabs } from './tabs.ts';

/** The document-wide listeners (delegated: blocks added by client navigation just work). Once. */
export function installContentFeatures(): void {
  installCodeBlocks();
  // Measuring again after a tab switch: code in a hidden panel had no width to measure.
  installTabs(() => enhanceCodeBlocks(document, null));
}

/** Before the content is painted: remembered tab choices, code block labels and widths. Idempotent. */
export function prepareContent(doc: Document, site: SiteData): void {
  applyStoredTabs(doc);
  enhanceCodeBlocks(doc, site.strings);
}

/** After it is shown: site islands and live code blocks become live (their chunks load only where used). */
export function activateContent(doc: Document, site: SiteData, hydrate: HydratePiece): void {
  mountIslands(doc, hydrate);
  enhancePlaygrounds(doc, site.playgroundWorkerUrl ? { workerUrl: site.playgroundWorkerUrl, strings: site.strings.playground } : null);
}
