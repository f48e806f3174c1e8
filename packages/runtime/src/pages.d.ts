declare module 'tondocs:pages' {
  import type { ComponentType } from 'react';
  export const pages: Record<string, () => Promise<{ default?: ComponentType }>>;
}

declare module 'tondocs:islands' {
  import type { ComponentType } from 'react';
  /** Interactive site components of .mdx pages, by name: loaded only where a page has one. */
  export const islands: Record<string, () => Promise<ComponentType<Record<string, unknown>> | undefined>>;
}

declare module 'tondocs:theme-components' {
  import type { ThemeComponents } from '@tondocs/theme';
  /** The site's overrides of the theme's page components (config theme.components), as on the server. */
  export const components: Partial<ThemeComponents>;
}
