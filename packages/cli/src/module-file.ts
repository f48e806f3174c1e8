// Where modules are: the CLI's own, handed to esbuild or a worker thread by file path (the workspace runs
// the TypeScript sources, `.ts`; the published package the compiled `.js` beside them in dist/), and the
// optional packages a site installs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when the calling module is a compiled one (the published package), not a TypeScript source. */
export function isCompiled(callerUrl: string): boolean {
  return !fileURLToPath(callerUrl).endsWith('.ts');
}

/** The module `name` (no extension) in the caller's folder, with the caller's own extension. */
export function siblingModule(callerUrl: string, name: string): string {
  const file = fileURLToPath(callerUrl);
  return path.join(path.dirname(file), `${name}${path.extname(file)}`);
}

/**
 * Whether package `name` is installed where `dir` (a site) can import it: in node_modules of `dir` or of a
 * parent, as Node's ES module resolution looks (NODE_PATH, which only require() reads, does not count).
 */
export function resolvesFrom(dir: string, name: string): boolean {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, 'node_modules', name, 'package.json'))) return true;
    if (d === path.dirname(d)) return false;
  }
}
