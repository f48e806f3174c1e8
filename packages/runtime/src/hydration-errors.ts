// Hydration errors of every React root (the page and each island): surfaced on window for the e2e tests,
// which require none, and logged.
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

export function recordHydrationError(error: unknown): void {
  const w = window as Window & { __tondocsHydrationErrors?: unknown[] };
  (w.__tondocsHydrationErrors ??= []).push(String(error));
  console.error(error);
}

/**
 * Hydrates `el` as a React root of its own that records its hydration errors; in a transition, so that
 * React works in slices of a few milliseconds rather than one long task.
 */
export function hydratePiece(el: Element, node: ReactNode): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(el, node, { onRecoverableError: recordHydrationError });
  });
  return root!;
}

export type HydratePiece = typeof hydratePiece;
