declare module 'tondocs:pages' {
  import type { ComponentType } from 'react';
  export const pages: Record<string, () => Promise<{ default?: ComponentType }>>;
}

declare module 'tondocs:islands' {
  import type { ComponentType } from 'react';
  /** Interactive site components of .mdx pages, by name: loaded only where a page has one. */
  export const islands: Record<string, () => Promise<ComponentType<Record<string, unknown>> | undefined>>;
}
