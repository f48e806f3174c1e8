// The browser bundle: runtime + theme + page modules, built once per build with esbuild (ESM, code splitting,
// content-hashed names). Page modules are lazy chunks; the metafile tells which files each one needs.
import path from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import { TondocsError } from '../errors.ts';

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
  /** page module key -> its chunk and the chunks it imports. */
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

/**
 * `siteDir` is esbuild's working directory: module paths (which feed the content hashes in file names)
 * are relative to the site, so the same site gives the same bytes from any directory.
 */
export async function bundleClient(pageModules: PageModule[], options: { minify: boolean; dev: boolean; siteDir: string; customCss?: string[]; islands?: Island[]; themeComponents?: Island[] }): Promise<ClientAssets> {
  const entryFile = require.resolve('@tondocs/runtime/client');
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
      // The theme's rules for what only JavaScript creates: a stylesheet of its own, off the first paint's path.
      entryPoints: { main: entryFile, deferred: deferredFile, ...(siteCss ? { site: 'tondocs:site-css' } : {}) },
      absWorkingDir: siteDir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
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
  const pageChunks = new Map<string, string[]>();
  for (const [out, meta] of Object.entries(outputs)) {
    if (!out.endsWith('.js')) continue;
    for (const input of Object.keys(meta.inputs)) {
      const page = pageModules.find((p) => abs(input) === p.file);
      if (page && !pageChunks.has(page.key) && meta.exports.includes('default')) pageChunks.set(page.key, [rel(out), ...staticImports(out).map(rel)]);
    }
  }
  const entryMeta = outputs[entryOut]!;
  return {
    files,
    entry: rel(entryOut),
    entryImports: staticImports(entryOut).map(rel),
    css: [...(entryMeta.cssBundle ? [rel(entryMeta.cssBundle)] : []), ...Object.keys(outputs).filter((o) => o.endsWith('.css') && outputs[o]!.entryPoint === 'tondocs:tondocs:site-css').map(rel)],
    deferredCss: Object.keys(outputs).filter((o) => o.endsWith('.css') && outputs[o]!.entryPoint !== undefined && abs(outputs[o]!.entryPoint!) === deferredFile).map(rel),
    pageChunks,
    // Files only: not our virtual modules, nor modules esbuild disabled for the browser ("(disabled):fs").
    inputs: Object.keys(result.metafile.inputs).filter((i) => !/^(tondocs:|\(disabled\):)/.test(i)).map(abs),
  };
}
