// tondocs.config.ts compiled by esbuild with the files it imports (sidebars.ts, ...) into .tondocs/config/ and
// imported from there, as Vite loads vite.config.ts: Node cannot import TypeScript without a loader, a
// config module cached by Node would hide an edit of a file it imports from `serve --watch`, and the
// config's @tondocs imports must get the CLI's own instances. Packages stay external; every other file
// must be inside the site.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { confineToSite, SITE_MODULE_OPTIONS } from '../bundle/server.ts';
import { sharedModulesPlugin } from '../bundle/shared-modules.ts';
import { sourcePathsPlugin } from '../bundle/source-paths.mjs';
import { TondocsError } from '../errors.ts';

export interface CompiledConfig {
  module: Record<string, unknown>;
  /** Every file of the site the config is made of (the config and what it imports). */
  inputs: string[];
}

export async function importConfigModule(configFile: string, siteDir: string): Promise<CompiledConfig> {
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      entryPoints: [configFile],
      // Paths in errors and in the metafile are relative to the site.
      absWorkingDir: siteDir,
      outfile: 'tondocs.config.mjs',
      write: false,
      metafile: true,
      ...SITE_MODULE_OPTIONS,
      // Stack traces of an error the config throws name its own lines.
      sourcemap: 'inline',
      logLevel: 'silent',
      plugins: [sharedModulesPlugin(), confineToSite(siteDir), sourcePathsPlugin(esbuild, { sourcemap: true })],
    });
  } catch (e) {
    const first = (e as esbuild.BuildFailure).errors?.[0];
    throw new TondocsError(`Compiling ${path.basename(configFile)} failed: ${first?.text ?? String(e)}`, {
      position: first?.location ? { file: path.resolve(siteDir, first.location.file), line: first.location.line, column: first.location.column + 1 } : { file: configFile },
      hint: 'Fix the file named above; the config is TypeScript run as an ES module.',
      cause: e,
    });
  }
  const code = result.outputFiles[0]!.contents;
  const dir = path.join(siteDir, '.tondocs', 'config');
  // Named by its bytes: a new config is a new module URL (Node caches modules by URL for the process).
  const file = path.join(dir, `tondocs.config.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    for (const old of fs.readdirSync(dir)) fs.rmSync(path.join(dir, old), { force: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, code);
    fs.renameSync(tmp, file);
  }
  process.setSourceMapsEnabled(true);
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return { module, inputs: Object.keys(result.metafile.inputs).map((f) => path.resolve(siteDir, f)) };
}
