// The Markdown stage's results kept between runs in <site>/.tondocs/markdown/, shared by `build` and `serve`.
// An entry is found by a key over everything the worker reads for a document — the document's job (body,
// where it starts, its path, TOC levels, language, MDX, site component and override names), the hash of the bundled worker
// (its code, the theme's Markdown components and every dependency), and the names of the files in static/
// (a link to one is resolved differently when it appears) — and is used only after the checks a key cannot
// make: every linked page still has the route written into the HTML, every image still has the bytes its
// output name was hashed from, and a missing image is still missing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { confine, isInside, realSiteRoot } from '../content/confine.ts';
import type { MarkdownResult } from '../markdown/types.ts';
import type { MarkdownJob } from '../markdown/worker.ts';

const DIR = path.join('.tondocs', 'markdown');
/** Bumped when the layout of an entry changes. */
const FORMAT = 2;
/** Entries are V8-serialised: a warm build reads every page's (HTML, search text), ~2.5x faster than JSON.parse. */
const EXT = '.v8';
/** The file in each folder that names its source. */
const SOURCE = 'source.txt';

const sha256 = (data: string | Uint8Array) => crypto.createHash('sha256').update(data).digest('hex');

/** Whether earlier runs left Markdown results for the site (a build without them renders every page). */
export function hasMarkdownCache(siteDir: string): boolean {
  try {
    return fs.readdirSync(path.join(siteDir, DIR)).length > 0;
  } catch {
    return false;
  }
}

export class MarkdownCache {
  private readonly dir: string;
  /** Entries used by this run per source file (a blog post and its excerpt): a full build removes that file's others. */
  private readonly used = new Map<string, Set<string>>();

  constructor(private readonly siteDir: string, private readonly pipelineHash: string, private readonly staticNames: readonly string[]) {
    this.dir = path.join(siteDir, DIR);
  }

  /** `route`: the document's own route (relative links are read against it). */
  private key(job: MarkdownJob, route: string | undefined): string {
    // The whole job: a field added to it later is part of the key without anyone remembering to add it here.
    return sha256(JSON.stringify([FORMAT, this.pipelineHash, this.staticNames, route ?? null, job]));
  }

  /** The stored result of a job when it is still what the worker would produce. */
  get(job: MarkdownJob, routeOf: (file: string) => string | undefined): MarkdownResult | undefined {
    const key = this.key(job, routeOf(job.file));
    let result: MarkdownResult;
    try {
      result = v8.deserialize(fs.readFileSync(path.join(this.folder(job.file), `${key}${EXT}`))) as MarkdownResult;
    } catch {
      return undefined;
    }
    if (!stillValid(result, routeOf, this.siteDir)) return undefined;
    this.use(job.file, key);
    return result;
  }

  set(job: MarkdownJob, route: string | undefined, result: MarkdownResult): void {
    const key = this.key(job, route);
    this.use(job.file, key);
    const folder = this.folder(job.file);
    const file = path.join(folder, `${key}${EXT}`);
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    try {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, SOURCE), job.file);
      fs.writeFileSync(tmp, v8.serialize(result));
      fs.renameSync(tmp, file);
    } catch {
      // The cache only saves time: a build that cannot keep it still succeeds.
      fs.rmSync(tmp, { force: true });
    }
  }

  private use(file: string, key: string): void {
    const keys = this.used.get(file);
    if (keys) keys.add(key);
    else this.used.set(file, new Set([key]));
  }

  /** One folder per source file, holding its entries and its path. */
  private folder(file: string): string {
    return path.join(this.dir, sha256(file).slice(0, 16));
  }

  /**
   * After a full build of `files`: their entries of earlier versions go, and so do the folders of files that
   * no longer exist. Files of locales this build did not cover keep theirs.
   */
  prune(files: readonly string[]): void {
    const built = new Set(files);
    let folders: string[];
    try {
      folders = fs.readdirSync(this.dir);
    } catch {
      return;
    }
    for (const name of folders) {
      const folder = path.join(this.dir, name);
      try {
        const source = fs.readFileSync(path.join(folder, SOURCE), 'utf8');
        if (!built.has(source)) {
          if (!fs.existsSync(source)) fs.rmSync(folder, { recursive: true, force: true });
          continue;
        }
        const keep = this.used.get(source);
        for (const entry of fs.readdirSync(folder)) if (entry !== SOURCE && !keep?.has(entry.slice(0, -EXT.length))) fs.rmSync(path.join(folder, entry), { force: true });
      } catch {
        // A folder without its path (an interrupted write): nothing reads it.
        fs.rmSync(folder, { recursive: true, force: true });
      }
    }
  }
}

/** Every linked page still has the route written into the HTML (also the builder's check of its memory cache). */
export function linkRoutesHold(result: MarkdownResult, routeOf: (file: string) => string | undefined): boolean {
  for (const l of result.links) {
    const target = l.targetFile ?? (l.unresolvedFile !== undefined && /\.mdx?$/.test(l.unresolvedFile) ? l.unresolvedFile : undefined);
    if (target !== undefined && routeOf(target) !== l.route) return false;
  }
  return true;
}

/**
 * Link routes, image bytes and missing files: what the key cannot see. An entry is a file of the site like
 * any other, so a path it names outside the site (a crafted cache) makes it stale, never read or published.
 */
export function stillValid(result: MarkdownResult, routeOf: (file: string) => string | undefined, siteDir: string): boolean {
  if (!linkRoutesHold(result, routeOf)) return false;
  const root = realSiteRoot(siteDir);
  for (const l of result.links) {
    if (l.targetFile !== undefined || l.unresolvedFile === undefined || /\.mdx?$/.test(l.unresolvedFile)) continue;
    // A missing image: still missing, and where the page's folder would have it.
    if (!isInside(root, path.resolve(l.unresolvedFile)) || fs.existsSync(l.unresolvedFile)) return false;
  }
  for (const img of result.images) {
    // The path the page names must still lead, inside the site, to the same file (a symlink may now point elsewhere).
    const where = img.ref === undefined ? undefined : confine(siteDir, img.ref);
    if (!where?.ok || where.real !== img.source) return false;
    const hash = /\.([0-9a-f]{10})(\.[^./]*)?$/.exec(img.output)?.[1];
    if (hash !== sha256(fs.readFileSync(img.source)).slice(0, 10)) return false;
  }
  return true;
}
