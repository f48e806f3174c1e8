// The build reads and publishes only files whose real path is inside the site directory: a symlink or a
// "../../" reference in contributed content must never publish the build machine's files (/etc/passwd,
// /proc/self/environ, a CI secret). Symlinks that stay inside the site keep working.
import fs from 'node:fs';
import path from 'node:path';
import { TondocsError, type SourcePosition } from '../errors.ts';

const realRoots = new Map<string, string>();

/** Real path of the site directory (itself possibly reached through a symlink), cached. */
export function realSiteRoot(siteDir: string): string {
  const key = path.resolve(siteDir);
  let real = realRoots.get(key);
  if (!real) {
    real = fs.realpathSync(key);
    realRoots.set(key, real);
  }
  return real;
}

export function isInside(root: string, real: string): boolean {
  return real === root || real.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

export type Confined = { ok: true; real: string } | { ok: false; reason: 'missing' } | { ok: false; reason: 'outside'; real: string };

/** Where `file` really is, and whether that is inside the site. Never throws. */
export function confine(siteDir: string, file: string): Confined {
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    return { ok: false, reason: 'missing' };
  }
  return isInside(realSiteRoot(siteDir), real) ? { ok: true, real } : { ok: false, reason: 'outside', real };
}

/**
 * The real path of a file the build is about to read; an error naming the file, where it leads and why
 * when it leaves the site directory. `position` is where the reference is written (a Markdown line), or
 * the file itself for a file of the content tree.
 */
export function assertInsideSite(siteDir: string, file: string, position?: SourcePosition): string {
  const c = confine(siteDir, file);
  if (c.ok) return c.real;
  const rel = path.relative(siteDir, file) || file;
  if (c.reason === 'missing') throw new TondocsError(`File not found: ${rel}`, { position: position ?? { file: rel } });
  throw new TondocsError(`Refusing to read ${rel}: it resolves to ${c.real}, outside the site directory ${realSiteRoot(siteDir)}`, {
    position: position ?? { file: rel },
    hint: 'A build publishes only files of the site. Copy the file into the site (or point the link at a file inside it) instead of linking to it.',
  });
}
