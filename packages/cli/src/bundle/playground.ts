// The live playground's runner: one classic worker script (sucrase + @ton/core + @ton/crypto), built only
// for sites that have a `live` code block and loaded by the browser only when a reader presses Run.
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import crypto from 'node:crypto';
import { TondocsError } from '../errors.ts';
import { resolvesFrom } from '../module-file.ts';

const require = createRequire(import.meta.url);

/** A `live` fence of a language the playground runs, in raw Markdown. */
export const LIVE_FENCE = /^\s*(```|~~~)\s*(ts|typescript|js|javascript)\b[^\n]*\blive\b/m;

/** The TON libraries a playground snippet can `require`: optional peers of @tondocs/runtime that the site installs. */
export const PLAYGROUND_PACKAGES = ['@ton/core', '@ton/crypto'] as const;

/** PLAYGROUND_PACKAGES that do not resolve from the site: the playground cannot be built without them. */
export function missingPlaygroundPackages(siteDir: string): string[] {
  return PLAYGROUND_PACKAGES.filter((name) => !resolvesFrom(siteDir, name));
}

export async function bundlePlaygroundWorker(minify: boolean, siteDir: string): Promise<{ file: string; data: Uint8Array }> {
  const missing = missingPlaygroundPackages(siteDir);
  if (missing.length) {
    throw new TondocsError(`A \`live\` code block runs in the playground, which needs ${missing.join(' and ')} in the site`, {
      hint: `Install them in ${siteDir}: npm i -D ${missing.join(' ')} (or remove \`live\` from the code blocks).`,
    });
  }
  try {
    const result = await esbuild.build({
      entryPoints: [require.resolve('@tondocs/runtime/playground-worker')],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: ['es2020'],
      minify,
      write: false,
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"' },
      // Every free `Buffer` in the bundled libraries becomes the polyfill's (they expect Node's global).
      inject: [require.resolve('@tondocs/runtime/playground-buffer-shim')],
      // The TON libraries are the site's (peers of @tondocs/runtime): found from it when the runtime cannot see them.
      nodePaths: [path.join(siteDir, 'node_modules')],
      logLevel: 'silent',
    });
    const data = result.outputFiles[0]!.contents;
    return { file: `playground-worker.${crypto.createHash('sha256').update(data).digest('hex').slice(0, 10)}.js`, data };
  } catch (e) {
    throw new TondocsError(`Bundling the playground runner failed: ${(e as Error).message}`, { cause: e });
  }
}
