// Public API of @tondocs/cli: the config types and helper used by tondocs.config.ts.
import type { SiteConfigInput } from './config/schema.ts';
export type { SiteConfig, SiteConfigInput, NavbarItem, SidebarItemConfig, Localized, LocaleConfig, FooterColumn } from './config/schema.ts';

/** Typed identity: gives editor completion and type errors in tondocs.config.ts. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
