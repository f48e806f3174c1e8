// Page modules for server rendering: compiled by esbuild (JSX, TypeScript) into .tondocs/server, so the
// site's own tsconfig does not decide how its pages compile. Packages stay external: the pages share React
// and the theme with the CLI.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { TondocsError } from '../errors.ts';
import type { PageModule } from './client.ts';

export async function compileServerPages(pages: PageModule[], siteDir: string, folder = 'server'): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (pages.length === 0) return out;
  const outdir = path.join(siteDir, '.tondocs', folder);
  fs.rmSync(outdir, { recursive: true, force: true });
  try {
    await esbuild.build({
      entryPoints: Object.fromEntries(pages.map((p) => [p.key, p.file])),
      outdir,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      outExtension: { '.js': '.mjs' },
      define: { 'import.meta.env.SSR': 'true' },
      logLevel: 'silent',
    });
  } catch (e) {
    const first = (e as esbuild.BuildFailure).errors?.[0];
    throw new TondocsError(`Compiling the ${folder === 'server' ? 'page modules' : 'site components'} failed: ${first?.text ?? String(e)}`, {
      position: first?.location ? { file: first.location.file, line: first.location.line, column: first.location.column + 1 } : undefined,
      cause: e,
    });
  }
  for (const p of pages) out.set(p.key, path.join(outdir, `${p.key}.mjs`));
  return out;
}
