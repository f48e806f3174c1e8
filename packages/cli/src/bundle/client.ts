// The browser bundle: runtime + theme + page modules, built once per build with esbuild (ESM, code splitting,
// content-hashed names). Page modules are lazy chunks; the metafile tells which files each one needs.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import { TondocsError } from '../errors.ts';
import { siteCssAssets } from './css-assets.ts';

export interface PageModule {
  /** Key used in route data: the path under src/pages without extension ("index", "hacktonberfest"). */
  key: string;
  file: string;
}

export interface ClientAssets {
  /** Output files, relative to the assets directory, with their contents. */
  files: Map<string, Uint8Array>;
  /** Entry script and its static imports (modulepreload), relative to the assets dir. */
  entry: string;
  entryImports: string[];
  /** Stylesheets of the first paint (the theme's, then the site's): inlined in every page. */
  css: string[];
  /** The theme's stylesheet for what only JavaScript creates (search modal, playground editor, ...): linked without blocking. */
  deferredCss: string[];
  /** page module key -> its chunk and the chunks it and the start of a page route import (not the entry's). */
  pageChunks: Map<string, string[]>;
  /** Every file esbuild read (absolute paths): the bundle changes only when one of them does. */
  inputs: string[];
}

/** An interactive site component: its module and export, loaded by the runtime where a page has one. */
export interface Island {
  name: string;
  file: string;
  exportName: string;
}

const require = createRequire(import.meta.url);

const LOADERS: Record<string, esbuild.Loader> = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.jsx': 'jsx', '.mjs': 'js', '.js': 'js' };

/** The type of the package a file belongs to ("module" or "commonjs"), from its nearest package.json. */
function packageType(file: string, cache: Map<string, string>): string {
  const dir = path.dirname(file);
  let type = cache.get(dir);
  if (type === undefined) {
    try {
      type = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: string }).type ?? 'commonjs';
    } catch {
      type = dir === path.dirname(dir) ? 'commonjs' : packageType(dir, cache);
    }
    cache.set(dir, type);
  }
  return type;
}

/** An ES module (an added `import` would turn a CommonJS file into one). */
const isEsm = (file: string, cache: Map<string, string>) => {
  const ext = path.extname(file);
  return ext === '.js' ? packageType(file, cache) === 'module' : ext in LOADERS;
};

/**
 * esbuild puts code shared between entry points (the entry and every dynamic import) into one chunk per set
 * of entry points that reach it, and has no option to merge chunks (evanw/esbuild#207): the first load came
 * as ten files (React, the frame, helpers, ...) gzipped one by one, ~2 KB more than together. Each module
 * loaded by a dynamic import runs after the entry, so importing the entry from it changes nothing at run
 * time; it makes the entry's whole graph reached by every entry point, hence one chunk.
 */
function firstLoadInOneChunk(entryFile: string): esbuild.Plugin {
  return {
    name: 'tondocs-first-load-chunk',
    setup(build) {
      const lazy = new Set<string>();
      const types = new Map<string, string>();
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'first-load') return undefined;
        const r = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, namespace: args.namespace, pluginData: 'first-load' });
        if (r.errors.length === 0 && r.namespace === 'file' && isEsm(r.path, types)) lazy.add(r.path);
        return r.errors.length ? undefined : { ...r, pluginData: undefined };
      });
      build.onLoad({ filter: /\.([mc]?ts|tsx|m?js|jsx)$/ }, async (args) => {
        if (!lazy.has(args.path)) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        const entry = `./${path.relative(path.dirname(args.path), entryFile).split(path.sep).join('/')}`;
        return { contents: `${source}\nimport ${JSON.stringify(entry)};\n`, loader: LOADERS[path.extname(args.path)], resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * React and its JSX runtime are CommonJS: in our ES modules each use of one of their exports compiled to
 * `(0, ns.name)(...)`, ~190 times in a doc page's first load. Imported through an ES module that binds
 * each export once, they are plain calls of a local name. Only `import` statements come here: React DOM's
 * own `require("react")` keeps the real module (the same object, so one React).
 */
function reactAsEsModules(): esbuild.Plugin {
  const real: Record<string, string> = { react: require.resolve('react'), 'react/jsx-runtime': require.resolve('react/jsx-runtime') };
  return {
    name: 'tondocs-react-esm',
    setup(build) {
      build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) => (args.kind === 'import-statement' ? { path: args.path, namespace: 'tondocs-react' } : undefined));
      build.onLoad({ filter: /.*/, namespace: 'tondocs-react' }, (args) => {
        const file = real[args.path]!;
        const names = Object.keys(require(file) as object).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
        // Pure: the exports nothing uses are dropped.
        const contents = `import * as m from ${JSON.stringify(file)};\nconst pick = (name) => m[name];\n${names.map((n) => `export const ${n} = /* @__PURE__ */ pick(${JSON.stringify(n)});\n`).join('')}export default m.default;\n`;
        return { contents, loader: 'js', resolveDir: path.dirname(file) };
      });
    },
  };
}

/**
 * `siteDir` is esbuild's working directory: module paths (which feed the content hashes in file names)
 * are relative to the site, so the same site gives the same bytes from any directory.
 */
export async function bundleClient(pageModules: PageModule[], options: { minify: boolean; dev: boolean; siteDir: string; customCss?: string[]; islands?: Island[]; themeComponents?: Island[] }): Promise<ClientAssets> {
  const entryFile = require.resolve('@tondocs/runtime/client');
  const themeCss = require.resolve('@tondocs/theme/styles.css');
  const deferredFile = require.resolve('@tondocs/theme/styles-deferred.css');
  const siteDir = path.resolve(options.siteDir);
  const relImport = (file: string) => `./${path.relative(siteDir, file).split(path.sep).join('/')}`;
  const siteCss = options.customCss?.length ? options.customCss.map((f) => `@import ${JSON.stringify(relImport(f))};`).join('\n') : undefined;
  const islandsModule = `export const islands = {\n${(options.islands ?? []).map((i) => `  ${JSON.stringify(i.name)}: () => import(${JSON.stringify(relImport(i.file))}).then((m) => m[${JSON.stringify(i.exportName)}]),`).join('\n')}\n};\n`;
  // Overrides of the theme's page components: imported statically, the first render (hydration) needs them.
  const themeComponents = options.themeComponents ?? [];
  const themeComponentsModule = `${themeComponents.map((c, i) => `import * as override${i} from ${JSON.stringify(relImport(c.file))};\n`).join('')}export const components = {\n${themeComponents.map((c, i) => `  ${JSON.stringify(c.name)}: override${i}[${JSON.stringify(c.exportName)}],`).join('\n')}\n};\n`;
  const pagesModule = `export const pages = {\n${pageModules.map((p) => `  ${JSON.stringify(p.key)}: () => import(${JSON.stringify(relImport(p.file))}),`).join('\n')}\n};\n`;
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      // The site's stylesheets (config theme.customCss): one more CSS file, linked after the theme's.
      // The theme's stylesheet is an entry of its own (main.<hash>.css), not an import of the runtime: every
      // lazy module imports the entry's graph (firstLoadInOneChunk), and a stylesheet in that graph would be
      // copied next to each of them. The theme's rules for what only JavaScript creates are another
      // stylesheet, off the first paint's path.
      entryPoints: [{ in: entryFile, out: 'main' }, { in: themeCss, out: 'main' }, { in: deferredFile, out: 'deferred' }, ...(siteCss ? [{ in: 'tondocs:site-css', out: 'site' }] : [])],
      absWorkingDir: siteDir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['chrome100', 'firefox100', 'safari15'],
      minify: options.minify,
      write: false,
      metafile: true,
      outdir: '/assets',
      entryNames: '[name].[hash]',
      chunkNames: 'chunks/[name].[hash]',
      assetNames: 'media/[name].[hash]',
      jsx: 'automatic',
      legalComments: 'none',
      // import.meta.env.SSR (Vite's convention) lets a page keep server-only data out of the browser bundle.
      define: { 'process.env.NODE_ENV': JSON.stringify(options.dev ? 'development' : 'production'), 'import.meta.env.SSR': 'false' },
      logLevel: 'silent',
      // One copy of React for the runtime, the theme and the site's pages, whatever the site installed.
      alias: { react: path.dirname(require.resolve('react/package.json')), 'react-dom': path.dirname(require.resolve('react-dom/package.json')) },
      plugins: [
        firstLoadInOneChunk(entryFile),
        reactAsEsModules(),
        siteCssAssets(siteDir, 'tondocs:site-css'),
        {
          name: 'tondocs-pages',
          setup(build: esbuild.PluginBuild) {
            build.onResolve({ filter: /^tondocs:(pages|islands|theme-components|site-css)$/ }, (args) => ({ path: args.path, namespace: 'tondocs' }));
            build.onLoad({ filter: /.*/, namespace: 'tondocs' }, (args) =>
              args.path === 'tondocs:site-css'
                ? { contents: siteCss ?? '', loader: 'css', resolveDir: siteDir }
                : { contents: args.path === 'tondocs:islands' ? islandsModule : args.path === 'tondocs:theme-components' ? themeComponentsModule : pagesModule, loader: 'js', resolveDir: siteDir },
            );
          },
        },
      ],
    });
  } catch (e) {
    const failure = e as esbuild.BuildFailure;
    const first = failure.errors?.[0];
    throw new TondocsError(`Bundling the browser code failed: ${first?.text ?? String(e)}`, {
      position: first?.location ? { file: first.location.file, line: first.location.line, column: first.location.column + 1 } : undefined,
      cause: e,
    });
  }
  const files = new Map<string, Uint8Array>();
  for (const f of result.outputFiles) files.set(path.posix.relative('/assets', f.path), f.contents);
  const outputs = result.metafile.outputs;
  // Metafile paths are relative to the working directory (the site); the outdir is the virtual absolute /assets.
  const abs = (p: string) => path.resolve(siteDir, p);
  const rel = (p: string) => path.relative('/assets', abs(p)).split(path.sep).join('/');
  const staticImports = (out: string, seen = new Set<string>()): string[] => {
    for (const imp of outputs[out]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticImports(imp.path, seen);
      }
    }
    return [...seen];
  };
  // Dynamic imports are entry points of their own in the metafile: the entry is the one built from the runtime client.
  const entryOut = Object.keys(outputs).find((o) => o.endsWith('.js') && outputs[o]!.entryPoint !== undefined && abs(outputs[o]!.entryPoint!) === entryFile);
  if (!entryOut) throw new TondocsError('esbuild produced no entry chunk');
  // What the runtime imports at the start of a page route, before its page chunk: the page module loader
  // (runtime page-modules) and the crash guard; preloaded with the page's own chunks.
  const startModules = new Set([path.join(path.dirname(entryFile), 'page-modules'), require.resolve('@tondocs/theme/crash-guard').replace(/\.[^.]+$/, '')]);
  const pageStart = Object.keys(outputs).filter((o) => o.endsWith('.js') && outputs[o]!.entryPoint !== undefined && startModules.has(abs(outputs[o]!.entryPoint!).replace(/\.[^.]+$/, '')));
  const pageStartChunks = [...new Set(pageStart.flatMap((o) => [o, ...staticImports(o)]))];
  const entryChunks = new Set([entryOut, ...staticImports(entryOut)]);
  const pageChunks = new Map<string, string[]>();
  for (const [out, meta] of Object.entries(outputs)) {
    if (!out.endsWith('.js')) continue;
    for (const input of Object.keys(meta.inputs)) {
      const page = pageModules.find((p) => abs(input) === p.file);
      if (page && !pageChunks.has(page.key) && meta.exports.includes('default')) pageChunks.set(page.key, [...new Set([out, ...staticImports(out), ...pageStartChunks])].filter((c) => !entryChunks.has(c)).map(rel));
    }
  }
  return {
    files,
    entry: rel(entryOut),
    entryImports: staticImports(entryOut).map(rel),
    css: [
      ...Object.keys(outputs).filter((o) => o.endsWith('.css') && outputs[o]!.entryPoint !== undefined && abs(outputs[o]!.entryPoint!) === themeCss),
      ...Object.keys(outputs).filter((o) => o.endsWith('.css') && outputs[o]!.entryPoint === 'tondocs:tondocs:site-css'),
    ].map(rel),
    deferredCss: Object.keys(outputs).filter((o) => o.endsWith('.css') && outputs[o]!.entryPoint !== undefined && abs(outputs[o]!.entryPoint!) === deferredFile).map(rel),
    pageChunks,
    // Files only: not our virtual modules (React's ES module face is made from its files, which are listed), nor modules esbuild disabled for the browser ("(disabled):fs").
    inputs: Object.keys(result.metafile.inputs).filter((i) => !/^(tondocs:|tondocs-react:|\(disabled\):)/.test(i)).map(abs),
  };
}
