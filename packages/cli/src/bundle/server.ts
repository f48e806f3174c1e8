// Page modules for server rendering: compiled by esbuild (JSX, TypeScript) into .tondocs/server, so the
// site's own tsconfig does not decide how its pages compile. Packages stay external: the pages share React
// and the theme with the CLI. Like every file a build reads, each module and each file it imports must
// really be inside the site (packages excepted).
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { assertInsideSite } from '../content/confine.ts';
import { TondocsError } from '../errors.ts';
import { sharedModulesPlugin } from './shared-modules.ts';
import type { PageModule } from './client.ts';

const LABELS: Record<string, string> = { server: 'page modules', components: 'site components', overrides: 'theme component overrides' };

/** How the site's modules for Node are compiled: its own files bundled, packages linked. */
export const SITE_MODULE_OPTIONS = { bundle: true, packages: 'external', platform: 'node', format: 'esm', target: 'node20', jsx: 'automatic' } as const satisfies esbuild.BuildOptions;

export async function compileServerPages(pages: PageModule[], siteDir: string, folder = 'server'): Promise<Map<string, string>> {
  return (await compileServerModules(pages, siteDir, folder)).files;
}

/** The compiled file of each module, and every file of the site the compilation read (for `serve --watch`). */
export async function compileServerModules(pages: PageModule[], siteDir: string, folder: string): Promise<{ files: Map<string, string>; inputs: string[] }> {
  const out = new Map<string, string>();
  if (pages.length === 0) return { files: out, inputs: [] };
  const outdir = path.join(siteDir, '.tondocs', folder);
  fs.rmSync(outdir, { recursive: true, force: true });
  let result: esbuild.BuildResult<{ metafile: true }>;
  try {
    result = await esbuild.build({
      entryPoints: Object.fromEntries(pages.map((p) => [p.key, p.file])),
      outdir,
      ...SITE_MODULE_OPTIONS,
      outExtension: { '.js': '.mjs' },
      define: { 'import.meta.env.SSR': 'true' },
      metafile: true,
      logLevel: 'silent',
      plugins: [sharedModulesPlugin(), confineToSite(siteDir)],
    });
  } catch (e) {
    const first = (e as esbuild.BuildFailure).errors?.[0];
    throw new TondocsError(`Compiling the ${LABELS[folder] ?? folder} failed: ${first?.text ?? String(e)}`, {
      position: first?.location ? { file: first.location.file, line: first.location.line, column: first.location.column + 1 } : undefined,
      cause: e,
    });
  }
  for (const p of pages) out.set(p.key, path.join(outdir, `${p.key}.mjs`));
  return { files: out, inputs: Object.keys(result.metafile.inputs).map((i) => path.resolve(i)) };
}

/** Refuses, before esbuild reads it, a source file whose real path leaves the site (a symlink, a "../../" import). */
export function confineToSite(siteDir: string): esbuild.Plugin {
  return {
    name: 'tondocs-confine',
    setup(build) {
      build.onLoad({ filter: /.*/, namespace: 'file' }, (args) => {
        if (!args.path.split(path.sep).includes('node_modules')) assertInsideSite(siteDir, args.path);
        return undefined;
      });
    },
  };
}
