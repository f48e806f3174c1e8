declare module 'tondocs:pages' {
  import type { ComponentType } from 'react';
  export const pages: Record<string, () => Promise<{ default?: ComponentType }>>;
}
