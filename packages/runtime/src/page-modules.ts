// The site's page modules (src/pages), each a lazy chunk: the first page's own at start, others on navigation.
// A chunk of its own too: doc pages never load it before a navigation.
import type { ComponentType } from 'react';
import type { LoadedPage } from './first-view.tsx';
// Generated at build time by the CLI: page module key -> dynamic import.
import { pages } from 'tondocs:pages';

type PageModule = { default?: ComponentType };

/**
 * A page chunk that failed to load. Chromium keeps a failed dynamic import in its module map, so importing
 * the same chunk again fails without a request: Retry then loads the whole page instead.
 */
export class ChunkLoadError extends Error {}

export async function loadPageComponent(key: string): Promise<ComponentType> {
  const load = (pages as Record<string, () => Promise<PageModule>>)[key];
  if (!load) throw new Error(`Unknown page module "${key}"`);
  let mod: PageModule;
  try {
    mod = await load();
  } catch (e) {
    throw new ChunkLoadError((e as Error).message);
  }
  if (!mod.default) throw new Error(`The page component at ${key} has no default export`);
  return mod.default;
}

/** Loads the page module of a `page` route with the guard (a small chunk of its own). */
export async function loadFirstPage(key: string): Promise<LoadedPage> {
  const [PageComponent, { CrashGuard }] = await Promise.all([loadPageComponent(key), import('@tondocs/theme/crash-guard')]);
  return { PageComponent, CrashGuard };
}
