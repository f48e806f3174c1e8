// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// Contexts shared by server and browser rendering. The runtime supplies the browser behaviour; the server
// render uses the inert defaults, so both produce the same markup.
import { createContext, useContext } from 'react';
import type { Catalogue } from './i18n/catalogue.ts';
import { en } from './i18n/en.ts';
import type { SiteData } from './types.ts';

export const SiteContext = createContext<SiteData | null>(null);

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() used outside <SiteContext.Provider>');
  return site;
}

/** Strings alone, for components that also render at build time without a whole site (Markdown). */
export const StringsContext = createContext<Catalogue>(en);

export function useStrings(): Catalogue {
  return useContext(StringsContext);
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
