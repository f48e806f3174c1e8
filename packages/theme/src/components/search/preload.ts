// The only search code on a page's first load: starts the lazy modal chunk and the payload download
// (spec §4: hovering or focusing the search button preloads it). Both are remembered for the page's life;
// a failed attempt is forgotten, so that the next one tries again.
import type { SearchModalProps } from './SearchModal.tsx';
import type { ComponentType } from 'react';
import { fetchPayload } from '../../search/fetch-once.ts';

let modal: Promise<ComponentType<SearchModalProps>> | null = null;

export { fetchPayload };

/** The modal component, from its own chunk (esbuild splits a dynamic import). */
export function loadModal(): Promise<ComponentType<SearchModalProps>> {
  if (!modal) {
    modal = import('./SearchModal.tsx').then((m) => m.SearchModal);
    modal.catch(() => (modal = null));
  }
  return modal;
}

/** Hover or focus on the button: both downloads start; errors surface when the modal asks again. */
export function preloadSearch(payloadUrl: string | undefined): void {
  loadModal().catch(() => {});
  if (payloadUrl) fetchPayload(payloadUrl).catch(() => {});
}
