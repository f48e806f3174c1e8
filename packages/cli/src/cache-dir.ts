// Where tondocs keeps what it makes for itself (bundles, the tool hash), not for a site.
import path from 'node:path';

/** node_modules/.cache/tondocs of this package (the find-cache-dir convention of babel, terser, etc.). */
export function packageCacheDir(): string {
  return path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'tondocs');
}
