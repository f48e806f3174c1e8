// The CLI's own instances of @tondocs/theme and @tondocs/cli for the site's compiled modules. When the
// workspace runs the compiled CLI (bin/compiled.mjs), the theme lives inside the compiled tree: a page
// module that imported `@tondocs/theme` through Node would get a second copy (other React contexts, an
// empty registry of overrides). The compiled entry publishes the file of each public module; the site's
// compilations link those imports to them. Under tsx or the published package there is one copy anyway.
import type * as esbuild from 'esbuild';

const KEY = Symbol.for('tondocs.sharedModules');

/** Specifier -> file of the CLI's instance, or undefined when Node's own resolution gives the same instance. */
export function sharedModules(): Readonly<Record<string, string>> | undefined {
  return (globalThis as Record<symbol, Record<string, string> | undefined>)[KEY];
}

/** esbuild plugin: `@tondocs/theme[/...]` and `@tondocs/cli` imports become imports of the CLI's instances. */
export function sharedModulesPlugin(): esbuild.Plugin {
  return {
    name: 'tondocs-shared-modules',
    setup(build) {
      const shared = sharedModules();
      if (!shared) return;
      build.onResolve({ filter: /^@tondocs\// }, (args) => {
        const file = shared[args.path];
        return file ? { path: file, external: true } : undefined;
      });
    },
  };
}
