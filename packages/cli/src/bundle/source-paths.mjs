// @ts-check
// Plain JavaScript: bin/compiled.mjs uses it before any TypeScript can be loaded.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const LOADERS = /** @type {const} */ ({ '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.jsx': 'jsx' });

/**
 * esbuild plugin: import.meta.url, .dirname and .filename keep naming each source file, not the bundle that
 * holds it (code finds files beside itself from there).
 * @param {typeof import('esbuild')} esbuild
 * @param {{ sourcemap?: boolean }} [options]
 * @returns {import('esbuild').Plugin}
 */
export function sourcePathsPlugin(esbuild, options = {}) {
  return {
    name: 'tondocs-source-paths',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!source.includes('import.meta')) return undefined;
        const define = {
          'import.meta.url': JSON.stringify(pathToFileURL(args.path).href),
          'import.meta.dirname': JSON.stringify(path.dirname(args.path)),
          'import.meta.filename': JSON.stringify(args.path),
        };
        const ext = /** @type {keyof typeof LOADERS} */ (path.extname(args.path).replace(/^\.[cm]/, '.'));
        const out = await esbuild.transform(source, {
          loader: LOADERS[ext] ?? 'js',
          define,
          format: 'esm',
          jsx: 'automatic',
          sourcefile: args.path,
          sourcemap: options.sourcemap ? 'inline' : false,
          // As the bundle reads tsconfig.base.json: imports not marked `type` are kept.
          tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
        });
        return { contents: out.code, loader: 'js' };
      });
    },
  };
}
