// The live playground's runner: one classic worker script (sucrase + @ton/core + @ton/crypto), built only
// for sites that have a `live` code block and loaded by the browser only when a reader presses Run.
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import crypto from 'node:crypto';
import { TondocsError } from '../errors.ts';

const require = createRequire(import.meta.url);

/** A `live` fence of a language the playground runs, in raw Markdown. */
export const LIVE_FENCE = /^\s*(```|~~~)\s*(ts|typescript|js|javascript)\b[^\n]*\blive\b/m;

export async function bundlePlaygroundWorker(minify: boolean): Promise<{ file: string; data: Uint8Array }> {
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
      logLevel: 'silent',
    });
    const data = result.outputFiles[0]!.contents;
    return { file: `playground-worker.${crypto.createHash('sha256').update(data).digest('hex').slice(0, 10)}.js`, data };
  } catch (e) {
    throw new TondocsError(`Bundling the playground runner failed: ${(e as Error).message}`, { cause: e });
  }
}
