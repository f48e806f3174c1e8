// The checkers: which compiler checks which language, the packages that can change a result, and how
// each is loaded (compilers are imported only when a sample needs them, in the thread that runs them).
import type { CheckFn } from './checkers/types.ts';

export type CheckerId = 'tolk' | 'func' | 'tact' | 'fift' | 'tlb' | 'ts' | 'json';

interface CheckerEntry {
  /** Bump when our wrapping or message handling changes: cached results of the old one are then ignored. */
  revision: number;
  /** Packages whose versions can change a result. */
  packages: string[];
  /**
   * Packages the checker cannot run without: optional peer dependencies of @tondocs/cli that the site installs
   * (samples may import more, e.g. @ton/core; those are the site's own dependencies). Default: `packages`.
   */
  requires?: string[];
  load: () => Promise<CheckFn>;
  /** false: the batch stays one chunk, because its set-up costs more than the checking (see parallel.ts). */
  split?: boolean;
}

export const CHECKERS: Record<CheckerId, CheckerEntry> = {
  tolk: { revision: 2, packages: ['@ton/tolk-js'], load: async () => (await import('./checkers/tolk.ts')).check },
  func: { revision: 2, packages: ['@ton-community/func-js', '@ton-community/func-js-bin', '@tact-lang/compiler'], load: async () => (await import('./checkers/func.ts')).check },
  tact: { revision: 1, packages: ['@tact-lang/compiler'], load: async () => (await import('./checkers/tact.ts')).check },
  fift: { revision: 2, packages: ['@ton-community/func-js', '@ton-community/func-js-bin'], load: async () => (await import('./checkers/fift.ts')).check },
  tlb: { revision: 1, packages: ['@ton-community/tlb-parser'], load: async () => (await import('./checkers/tlb.ts')).check },
  // TypeScript and JavaScript share one program. Its set-up (lib and package typings, ~6 s of CPU) is most of
  // a run, so a second program in another thread would cost more than it saves.
  ts: {
    split: false,
    revision: 2,
    packages: ['typescript', '@ton/core', '@ton/ton', '@ton/crypto', '@tonconnect/sdk', '@tonconnect/ui-react', '@ton/blueprint', '@ton/sandbox', '@types/node', '@types/react'],
    requires: ['typescript'],
    load: async () => (await import('./checkers/ts.ts')).check,
  },
  json: { revision: 1, packages: [], load: async () => (await import('./checkers/json.ts')).check },
};

