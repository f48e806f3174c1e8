// Hydration errors of every React root (the page and each island): surfaced on window for the e2e tests,
// which require none, and logged.
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

export function recordHydrationError(error: unknown): void {
  const w = window as Window & { __tondocsHydrationErrors?: unknown[] };
  (w.__tondocsHydrationErrors ??= []).push(String(error));
  console.error(error);
}

/** Hydrates `el` as a React root of its own that records its hydration errors. */
export function hydratePiece(el: Element, node: ReactNode): Root {
  return hydrateRoot(el, node, { onRecoverableError: recordHydrationError });
}

export type HydratePiece = typeof hydratePiece;
