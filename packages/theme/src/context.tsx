// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// Contexts shared by server and browser rendering. The runtime supplies the browser behaviour; the server
// render uses the inert defaults, so both produce the same markup.
import { createContext, useContext } from 'react';
import type { Catalogue } from './i18n/catalogue.ts';
import type { SiteData } from './types.ts';

export const SiteContext = createContext<SiteData | null>(null);

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() used outside <SiteContext.Provider>');
  return site;
}

/**
 * Strings alone, for components that also render at build time without a whole site (Markdown). No
 * default catalogue: every render provides the site's (a default would put a whole catalogue into the
 * browser's first-load JS).
 */
export const StringsContext = createContext<Catalogue | null>(null);

export function useStrings(): Catalogue {
  const strings = useContext(StringsContext);
  if (!strings) throw new Error('useStrings() used outside <StringsContext.Provider>');
  return strings;
}

export interface RuntimeApi {
  /** Client-side navigation; a plain page load on the server side or when the runtime is absent. */
  navigate: (href: string) => void;
  toggleColorMode: () => void;
  /** Path of the current location (changes on client navigation). */
  pathname: string;
}

export const RuntimeContext = createContext<RuntimeApi>({
  navigate: (href) => {
    if (typeof window !== 'undefined') window.location.assign(href);
  },
  toggleColorMode: () => {},
  pathname: '/',
});

export function useRuntime(): RuntimeApi {
  return useContext(RuntimeContext);
}
