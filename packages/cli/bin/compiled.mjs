// @ts-check
// The workspace's `tondocs` command compiled once by esbuild and kept in the package's cache folder, so
// that a process start does not load ~300 TypeScript modules through tsx's loader thread (0.6-0.8 s of
// every command; a compiled entry loads in ~0.1 s). The cache is valid while every source file esbuild
// read and every package file it links to has the same size and mtime; any edit recompiles (~0.3 s).
//
// Module identity: site modules (pages, components, the config) import @tondocs/theme and @tondocs/cli and
// must get the CLI's own instances (React contexts, the theme's registries). The theme's and the CLI's
// public entry points are entry points of this build too ("the shared copy"); their files are handed to the
// CLI (globalThis[Symbol.for('tondocs.sharedModules')]) and the site's compilations resolve those imports
// to them. Packages are bundled too, but React and a few others (see externalPackages).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourcePathsPlugin } from '../src/bundle/source-paths.mjs';

const CLI_DIR = path.resolve(import.meta.dirname, '..');
const PACKAGES = path.dirname(CLI_DIR);
const CACHE = path.join(CLI_DIR, 'node_modules', '.cache', 'tondocs', 'cli');
const MANIFEST = path.join(CACHE, 'manifest.json');
const SOURCE_PATHS = path.join(CLI_DIR, 'src', 'bundle', 'source-paths.mjs');
/** Bump when the shape of the output or of the manifest changes. */
const FORMAT = 1;
/** Compiled trees kept besides the current one (another checkout's process may still run an older one). */
const KEEP = 3;

/**
 * @typedef {[file: string, size: number, mtimeMs: number]} Stamp
 * @typedef {{ format: number, key: string, dir: string, shared: Record<string, string>, stamps: Stamp[] }} Manifest
 */

/** The compiled CLI's entry (file URL), compiled now if the cache is stale; undefined if compiling failed. */
export async function compiledCli() {
  const key = runtimeKey();
  const manifest = readManifest(key) ?? (await compile(key));
  if (!manifest) return undefined;
  /** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('tondocs.sharedModules')] = manifest.shared;
  return pathToFileURL(path.join(manifest.dir, 'cli.js')).href;
}

/** What else decides the output: this compiler, Node's module version. */
function runtimeKey() {
  return JSON.stringify({ format: FORMAT, node: process.versions.modules, self: [import.meta.filename, SOURCE_PATHS].map(stampOf) });
}

/** @param {string} file @returns {Stamp | undefined} */
function stampOf(file) {
  try {
    const s = fs.statSync(file);
    return [file, s.size, s.mtimeMs];
  } catch {
    return undefined;
  }
}

/** @param {string} key @returns {Manifest | undefined} */
function readManifest(key) {
  try {
    /** @type {Manifest} */
    const m = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
    if (m.format !== FORMAT || m.key !== key || !fs.existsSync(path.join(m.dir, 'cli.js'))) return undefined;
    for (const [file, size, mtimeMs] of m.stamps) {
      const now = stampOf(file);
      if (!now || now[1] !== size || now[2] !== mtimeMs) return undefined;
    }
    return m;
  } catch {
    return undefined;
  }
}

/** Entry points: the command, and every public module of @tondocs/cli and @tondocs/theme that site code imports. */
function entryPoints() {
  /** @type {{ in: string, out: string }[]} */
  const entries = [{ in: path.join(CLI_DIR, 'src', 'cli.ts'), out: 'cli' }];
  /** @type {Record<string, string>} out name of each shared specifier */
  const shared = { '@tondocs/cli': 'shared/cli/index' };
  entries.push({ in: path.join(CLI_DIR, 'src', 'index.ts'), out: shared['@tondocs/cli'] });
  const themeDir = path.join(PACKAGES, 'theme');
  /** @type {Record<string, string>} */
  const exportsMap = JSON.parse(fs.readFileSync(path.join(themeDir, 'package.json'), 'utf8')).exports;
  for (const [sub, target] of Object.entries(exportsMap)) {
    if (!/\.tsx?$/.test(target)) continue;
    const name = sub === '.' ? 'index' : sub.slice(2);
    if (!sub.includes('*')) {
      shared[`@tondocs/theme${sub.slice(1)}`] = `shared/theme/${name}`;
      entries.push({ in: path.join(themeDir, target), out: `shared/theme/${name}` });
      continue;
    }
    // "./search/*": "./src/search/*.ts": one entry per file the pattern matches (a folder and a suffix).
    const [folder = '', suffix = ''] = target.split('*');
    const dir = path.join(themeDir, folder);
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith(suffix) || file.endsWith('.d.ts')) continue;
      const stem = file.slice(0, -suffix.length);
      const out = `shared/theme/${name.replace('*', stem)}`;
      shared[`@tondocs/theme${sub.slice(1).replace('*', stem)}`] = out;
      entries.push({ in: path.join(dir, file), out });
    }
  }
  return { entries, shared };
}

/** @param {string} key @returns {Promise<Manifest | undefined>} */
async function compile(key) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    return undefined;
  }
  const { entries, shared } = entryPoints();
  /** @type {Set<string>} */
  const linked = new Set();
  /** @type {import('esbuild').BuildResult<{ write: false, metafile: true }>} */
  let result;
  try {
    result = await esbuild.build({
      entryPoints: entries,
      outdir: '/out',
      write: false,
      metafile: true,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      chunkNames: 'chunks/[name]-[hash]',
      logLevel: 'silent',
      // Bundled CommonJS packages still call require() for Node's modules.
      banner: { js: "import { createRequire as __tondocsCreateRequire } from 'node:module'; const require = __tondocsCreateRequire(import.meta.url);" },
      plugins: [externalPackages(linked), sourcePathsPlugin(esbuild)],
    });
  } catch (e) {
    process.stderr.write(`tondocs: compiling the CLI failed, running its sources through tsx instead (${e instanceof Error ? e.message.split('\n')[0] : String(e)})\n`);
    return undefined;
  }
  const hash = crypto.createHash('sha256');
  for (const f of result.outputFiles) hash.update(f.path).update(f.contents);
  const dir = path.join(CACHE, hash.digest('hex').slice(0, 16));
  if (!fs.existsSync(path.join(dir, 'cli.js'))) {
    const tmp = `${dir}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    for (const f of result.outputFiles) {
      const to = path.join(tmp, path.relative('/out', f.path));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.writeFileSync(to, f.contents);
    }
    try {
      fs.renameSync(tmp, dir);
    } catch {
      // Another process put the same tree there first.
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  const inputs = Object.keys(result.metafile.inputs).map((f) => path.resolve(f));
  const stamps = [...inputs, ...linked, path.join(PACKAGES, 'theme', 'package.json')].map(stampOf);
  /** @type {Manifest} */
  const manifest = {
    format: FORMAT,
    key,
    dir,
    shared: Object.fromEntries(Object.entries(shared).map(([spec, out]) => [spec, path.join(dir, `${out}.js`)])),
    stamps: /** @type {Stamp[]} */ (stamps.filter(Boolean)),
  };
  const tmp = `${MANIFEST}.${process.pid}.tmp`;
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(tmp, JSON.stringify(manifest));
  fs.renameSync(tmp, MANIFEST);
  prune(dir);
  return manifest;
}

/**
 * Packages are bundled (a cold start loaded ~40 ms per big package as hundreds of ES modules: zod alone took
 * 350 ms), except those that must stay one instance with the site's modules (React), that find files of their
 * own at run time (esbuild's binary) or that a site may lack (the optional checkers, the peer dependencies).
 * Those are linked by their real file, resolved as Node resolves them from the importing source: the compiled
 * tree lives elsewhere, and the theme's dependencies need not be the CLI's.
 * @param {Set<string>} linked the files linked to (their stamps keep the cache honest when packages change)
 * @returns {import('esbuild').Plugin}
 */
function externalPackages(linked) {
  const skip = Symbol('resolving');
  const builtins = new Set(builtinModules);
  const peers = Object.keys(JSON.parse(fs.readFileSync(path.join(CLI_DIR, 'package.json'), 'utf8')).peerDependencies ?? {});
  const external = new Set(['react', 'react-dom', 'esbuild', 'tsx', 'typescript', ...peers]);
  const packageName = (/** @type {string} */ spec) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
  return {
    name: 'tondocs-external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === skip) return undefined;
        if (args.path.startsWith('node:') || builtins.has(args.path)) return { path: args.path, external: true };
        if (!external.has(packageName(args.path))) return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: skip });
        if (found.errors.length) return { path: args.path, external: true };
        linked.add(found.path);
        return { path: found.path, external: true };
      });
    },
  };
}

/** Removes older compiled trees beyond KEEP, and temporary trees a killed process left (an hour old). @param {string} current */
function prune(current) {
  try {
    const dirs = fs
      .readdirSync(CACHE, { withFileTypes: true })
      .filter((e) => e.isDirectory() && path.join(CACHE, e.name) !== current)
      .map((e) => ({ abs: path.join(CACHE, e.name), tmp: !/^[0-9a-f]{16}$/.test(e.name), mtime: fs.statSync(path.join(CACHE, e.name)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    const old = [...dirs.filter((d) => !d.tmp).slice(KEEP), ...dirs.filter((d) => d.tmp && Date.now() - d.mtime > 3_600_000)];
    for (const d of old) fs.rmSync(d.abs, { recursive: true, force: true });
  } catch {
    // Another process pruned meanwhile; the cache only saves time.
  }
}
