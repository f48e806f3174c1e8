// The build, top to bottom: config -> content -> markdown -> routes (sidebars, links) -> render -> write.
// A SiteBuilder keeps every stage's result so that `serve --watch` can redo only what an edit affects.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { colorOverrides } from '../theme/customize.ts';
import { cachedBundle } from '../bundle/cache.ts';
import { catalogueFor, hasCatalogue, pluralize, SITE_MAP_ROUTE, type GeneratedIndexData, type RouteData, type SidebarNode, type SiteData, type DocData } from '@tondocs/theme';
import { routeDataUrl } from '@tondocs/runtime';
import { loadConfig } from '../config/load.ts';
import type { SiteConfig } from '../config/schema.ts';
import { localeInfos, localizer, type LocaleInfo } from '../config/localize.ts';
import { TondocsError } from '../errors.ts';
import { walkContent, docsDir, readDoc, NO_TITLE, type ContentTree, type DocSource } from '../content/walk.ts';
import { blogDir, readBlog, type BlogSource } from '../content/blog.ts';
import { blogFeeds, blogPaths, blogRoutes, type RenderedPost } from '../routes/blog.ts';
import { readGitHistory, type LastUpdate } from '../content/git.ts';
import type { MarkdownResult } from '../markdown/types.ts';
import { DOCS_PER_EXTRA_WORKER, MarkdownPool, toError, workerCount } from '../markdown/pool.ts';
import { packageCacheDir, workerScript } from '../markdown/worker-bundle.ts';
import { linkRoutesHold, MarkdownCache } from './markdown-cache.ts';
import { OutputReuse } from './output-reuse.ts';
import { toolHash } from './tool-hash.ts';
import { SourceSnapshot } from '../content/snapshot.ts';
import { PostingsStore, postingsFile } from '../search/postings-cache.ts';
import type { MarkdownJob, SearchJob } from '../markdown/worker.ts';
import { bundleClient, type ClientAssets } from '../bundle/client.ts';
import { inlineStylesheet, INLINE_SITE_CSS_MAX_BYTES, type PageStylesheet } from '../render/stylesheets.ts';
import { compileServerPages } from '../bundle/server.ts';
import { bundlePlaygroundWorker, LIVE_FENCE, missingPlaygroundPackages } from '../bundle/playground.ts';
import { findPageModules, loadPageModule, type LoadedPage } from '../routes/pages.ts';
import { joinBase, prevNext, resolveSidebars, type ResolvedSidebars, type SidebarDoc } from '../routes/sidebars.ts';
import { renderPage, type PageContext, type PageFiles, type PageHead } from '../render/page.ts';
import { renderRoute } from '../render/route.ts';
import { netlifyRedirects, nginxMap, redirectPage, resolveRedirects, type ResolvedRedirect } from '../routes/redirects.ts';
import { robotsTxt, sitemapXml } from '../routes/sitemap.ts';
import { buildSearchIndex, cleanText, introEvents, recordsFromEvents, textEvents, type SearchRecord, type TextEvent } from '../search/index.ts';
import { isSearchFile, searchFiles, searchManifestRel, type SearchFiles } from '../search/files.ts';
import type { Reporter, Warning } from './report.ts';
import { buildSiteData, docTag } from './site-data.ts';
import { assertHostedSearchConfig, preconnectHost } from '../search/hosted-config.ts';
import { checkLinks } from './links.ts';
import { DOC_CARD_PLACEHOLDER, categoryItems, docCardsHtml } from './doc-cards.ts';
import { KATEX_CSS, katexFiles } from './katex-assets.ts';
import { loadSiteComponents, renderSiteComponents, type SiteComponents } from './site-components.ts';
import { loadThemeOverrides, NO_THEME_OVERRIDES, renderMarkdownOverrides, type ThemeOverrides } from './theme-overrides.ts';
import { assertInsideSite, isInside, realSiteRoot } from '../content/confine.ts';

export interface BuildOptions {
  siteDir: string;
  /** Build one locale (its base is the output root) or, when absent, every locale into one tree. */
  locale?: string;
  outDir: string;
  strict?: boolean;
  minify?: boolean;
  /** Reuse and keep results in <site>/.tondocs (default true; `--no-cache` builds everything afresh). */
  cache?: boolean;
  reporter: Reporter;
  /** `serve --watch`: pages connect to this event stream for live updates. */
  dev?: { eventsUrl: string };
  /**
   * The `tondocs build` command: the replaced output tree is deleted by a detached process, so the command
   * returns as soon as the new output is in place (deleting a large tree takes as long as a warm build).
   */
  detachCleanup?: boolean;
}

export interface BuildSummary {
  pages: number;
  warnings: Warning[];
  seconds: number;
  bytes: number;
  files: number;
  missingDocs: number;
  /** Pages whose files a worker thread rendered (the others rendered on the main thread or were kept). */
  pagesOnWorkers?: number;
}

interface DocEntry {
  source: DocSource;
  md: MarkdownResult;
  title: string;
  href: string;
  untranslatedFrom?: LocaleInfo;
  lastUpdate?: LastUpdate;
}

interface BlogPostEntry extends RenderedPost {
  md: MarkdownResult;
}

interface LocaleState {
  info: LocaleInfo;
  docs: Map<string, DocEntry>;
  sidebars: ResolvedSidebars;
  site: SiteData;
  siteJson: { rel: string; url: string; body: string };
  sidebarJson: Map<string, { rel: string; url: string; body: string }>;
  routes: Map<string, RouteData>;
  redirects: ResolvedRedirect[];
  /** The locale's blog and its rendered posts (keyed by file). */
  blog?: {
    source: BlogSource;
    /** Rendered posts by source file. */
    rendered: Map<string, BlogPostEntry>;
    /** Posts by their URL path, for the head of their pages. */
    byPath: Map<string, BlogPostEntry>;
    /** RSS/Atom links of the head of every page of the locale (empty with feeds off). */
    feedLinks: { type: 'rss' | 'atom'; title: string; href: string }[];
  };
  /** Content key of each route's output as last written (see routeKey). */
  routeKeys: Map<string, string>;
  /**
   * The offline search index of the locale: the manifest's path and every file (made lazily under `serve
   * --watch`). A warm build whose search records are those of the last build keeps that build's files
   * (`kept`, manifest first) without encoding them again; `key` names the records.
   */
  search?: {
    rel: string;
    output: () => SearchFiles;
    key?: string;
    kept?: { rel: string; abs: string }[];
    /** What the index is encoded from, for a worker to encode it while the pages render (encodeSearchAside). */
    job?: SearchJob;
    /** Gives `output` the files a worker encoded. */
    provide?: (files: SearchFiles) => void;
    /** Lets go of the records (a worker encodes them from its own copy; `output` then waits for `provide`). */
    release?: () => void;
  };
  warnings: Warning[];
}

/** Where a file is written / what it costs; the output root is the URL prefix `rootUrl`. */
export interface OutputSink {
  write(rel: string, data: string | Uint8Array): void;
  copy(source: string, rel: string): void;
  /** Puts an existing output file in place unchanged (a hard link where possible). */
  link?(source: string, rel: string): void;
  /** Deletes a file that the output no longer has (updates under `serve --watch`). */
  remove?(rel: string): void;
  /**
   * A fresh folder that worker threads may write pages into themselves (the staging tree of a full build);
   * `written` counts what they wrote.
   */
  direct?: { dir: string; written(bytes: number, files: number): void };
}

/** What `serve` needs to know of a build: the URL path its root is served at, and its locales. */
export const BUILD_MANIFEST = 'tondocs-build.json';
export interface BuildManifest {
  generator: 'tondocs';
  base: string;
  locales: string[];
}

const hash = (data: string | Uint8Array) => crypto.createHash('sha256').update(data).digest('hex').slice(0, 10);
/** Markdown output depends on the body, where it starts in the file and the TOC levels. */
const excerptKey = (file: string, excerpt: string) => `${file}\0${hash(excerpt)}`;
/** A document's body hash, once per read of its file: every rebuild of `serve --watch` checks all documents. */
const bodyHashes = new WeakMap<DocSource, string>();
const bodyHash = (d: DocSource) => {
  let h = bodyHashes.get(d);
  if (h === undefined) bodyHashes.set(d, (h = hash(d.body)));
  return h;
};
const cacheKey = (d: DocSource) => `${bodyHash(d)}:${d.bodyLineOffset}:${d.frontmatter.toc_min_heading_level ?? 2}-${d.frontmatter.toc_max_heading_level ?? 3}:${d.route}`;

export class SiteBuilder {
  config!: SiteConfig;
  /** The site's colour variables as a <style> text, the same for every page. */
  private themeStyle = '';
  configFile!: string;
  /** The config and the site files it imports (sidebars.ts...): `serve --watch` rebuilds when one changes. */
  private configInputs: string[] = [];
  locales: LocaleInfo[] = [];
  /** Locales this build writes. */
  targets: LocaleInfo[] = [];
  /** URL path that the output directory's root is served at. */
  rootUrl = '/';
  content = new Map<string, ContentTree>();
  /** Blog of each locale that has one (content/<locale>/blog, with `blog` in the config). */
  blogs = new Map<string, BlogSource>();
  pages: LoadedPage[] = [];
  /** Files of site/static, listed once per build (an edit there makes `serve --watch` build anew). */
  statics: { abs: string; rel: string }[] = [];
  assets!: ClientAssets;
  /** The browser bundle is built by esbuild's own process while the Markdown stage runs. */
  private assetsPending: Promise<ClientAssets> | null = null;
  /** The playground runner, built when some page has a `live` block (always under `serve --watch`). */
  private playgroundPending: Promise<{ file: string; data: Uint8Array }> | null = null;
  playground?: { file: string; data: Uint8Array };
  state = new Map<string, LocaleState>();
  /**
   * The Markdown stage on the main thread (a page served before the first build is done, blog excerpts),
   * loaded on first use: the stage's ~500 modules cost a second at start, and a warm build never runs it.
   */
  private mainMarkdown: { render: (body: string, job: MarkdownJob & { routeOfFile: (f: string) => string | undefined }) => MarkdownResult } | undefined;
  private async loadMainMarkdown(): Promise<NonNullable<SiteBuilder['mainMarkdown']>> {
    if (!this.mainMarkdown) {
      // The workers' bundle: one file instead of ~500 modules through the TypeScript loader, and the same
      // code as the workers, so an early page is what the full build writes.
      const stage = (await import(pathToFileURL((await workerScript()).file).href)) as typeof import('../markdown/worker.ts');
      const processor = stage.createMarkdownProcessor();
      let mdxProcessor: ReturnType<typeof stage.createMarkdownProcessor> | undefined;
      this.mainMarkdown = {
        render: (body, job) => {
          try {
            return stage.renderMarkdown(job.mdx ? (mdxProcessor ??= stage.createMarkdownProcessor({ mdx: true })) : processor, body, job);
          } catch (e) {
            // The bundle has its own TondocsError class: its errors cross over as data, as from a worker.
            throw toError(stage.serializeError(e), job);
          }
        },
      };
    }
    return this.mainMarkdown;
  }

  /**
   * A job's Markdown from the disk cache, else rendered on the main thread and kept there as a worker's result
   * is (same bundle, same bytes): the full build reads it instead of rendering it again, and so does the next
   * start of `serve --watch` when this one is stopped before its build is done.
   */
  private async keptOrMainThreadMarkdown(job: MarkdownJob, route: string, routeOfFile: (file: string) => string | undefined): Promise<MarkdownResult> {
    const disk = await this.markdownDiskCache();
    const kept = disk?.get(job, routeOfFile);
    if (kept) return kept;
    const result = (await this.loadMainMarkdown()).render(job.body, { ...job, routeOfFile });
    disk?.set(job, route, result);
    return result;
  }

  /**
   * Renders the blog excerpts not rendered yet (prepareBlog is synchronous): from the Markdown disk cache like
   * the posts, or on the main thread, whose Markdown stage (~0.5 s to load) is then loaded only when one changed.
   */
  private async readyForExcerpts(): Promise<void> {
    const routes = this.fileRoutes();
    const routeOfFile = (f: string) => routes.get(f);
    for (const blog of this.blogs.values()) {
      for (const post of blog.posts) {
        if (post.excerpt === undefined) continue;
        const key = excerptKey(post.doc.file, post.excerpt);
        if (this.excerptCache.has(key)) continue;
        const result = await this.keptOrMainThreadMarkdown({ ...this.markdownJob(post.doc), body: post.excerpt }, post.doc.route, routeOfFile);
        this.excerptCache.set(key, this.overrideMarkdownHtml(result.html, post.doc));
      }
    }
  }
  private readonly mdCache = new Map<string, { key: string; result: MarkdownResult }>();
  /** Markdown results of earlier runs (<site>/.tondocs/markdown), made when the Markdown stage first runs. */
  private diskCache: MarkdownCache | null | undefined;
  /** Pages of the previous build into the same output that a production build may keep (see render). */
  private reuse: OutputReuse | null = null;
  /** Markdown worker threads; `serve --watch` keeps them for its updates. */
  private pool: MarkdownPool | null = null;
  private git = new Map<string, LastUpdate>();
  private siteComponents: SiteComponents = new Map();
  /** The site's component overrides (config theme.components). */
  private themeOverrides: ThemeOverrides = NO_THEME_OVERRIDES;
  private readonly excerptCache = new Map<string, string>();
  private recordCache = new WeakMap<MarkdownResult, { key: string; records: SearchRecord[] }>();
  /** Search records of page modules, by locale and module (a page module changes only with a full rebuild). */
  private readonly pageRecordCache = new Map<string, SearchRecord[]>();

  /** `pool`: workers the build started before loading the builder (early-workers.ts). */
  constructor(
    readonly options: BuildOptions,
    pool: MarkdownPool | null = null,
  ) {
    this.pool = pool;
  }

  get assetsBase(): string {
    return `${this.rootUrl}assets/`;
  }

  /** Stage 1: config, content, page modules, browser bundle. */
  async load(): Promise<void> {
    const { config, configFile, inputs: configInputs } = await loadConfig(this.options.siteDir);
    this.config = config;
    this.configInputs = configInputs;
    this.themeStyle = colorOverrides(config.theme.colors);
    this.configFile = path.relative(process.cwd(), configFile) || configFile;
    // A hosted search without credentials fails here, before any work, naming the file and the keys.
    assertHostedSearchConfig(config.search, this.configFile);
    this.locales = localeInfos(config);
    if (this.options.locale) {
      const target = this.locales.find((l) => l.locale === this.options.locale);
      if (!target) {
        throw new TondocsError(`Unknown locale "${this.options.locale}"`, { hint: `Configured locales: ${this.locales.map((l) => l.locale).join(', ')}.` });
      }
      this.targets = [target];
      this.rootUrl = target.base;
    } else {
      this.targets = this.locales;
      this.rootUrl = config.baseUrl;
    }
    const modules = findPageModules(this.options.siteDir);
    const compiled = await compileServerPages(modules, this.options.siteDir);
    this.pages = await Promise.all(modules.map((m) => loadPageModule(m, compiled.get(m.key)!, this.options.siteDir)));
    this.siteComponents = await loadSiteComponents(config, this.options.siteDir, this.configFile);
    this.themeOverrides = await loadThemeOverrides(config, this.options.siteDir, this.configFile);
    for (const l of this.locales) {
      if (!hasCatalogue(l.htmlLang)) this.options.reporter.warn({ position: { file: this.configFile }, message: `The theme has no UI texts in "${l.htmlLang}" (locale ${l.locale}): menus and buttons are in English. Theme catalogues: en, ru, zh-CN.` });
    }
    // The site's stylesheets, like every file a build reads, must really be inside the site.
    const customCss = config.theme.customCss.map((f) => assertInsideSite(this.options.siteDir, path.resolve(this.options.siteDir, f), { file: this.configFile }));
    const islands = [...this.siteComponents].filter(([, c]) => c.interactive).map(([name, c]) => ({ name, file: c.file, exportName: c.exportName }));
    const themeComponents = this.themeOverrides.browser.map((o) => ({ name: o.name, file: o.file, exportName: o.exportName }));
    const bundleOptions = { minify: this.options.minify ?? true, dev: false, siteDir: this.options.siteDir, customCss, islands, themeComponents };
    // The site's folder is part of the key: module paths relative to it feed esbuild's content hashes.
    this.assetsPending = cachedBundle(path.join(packageCacheDir(), 'client'), { ...bundleOptions, siteDir: path.resolve(this.options.siteDir), modules }, () => bundleClient(modules, bundleOptions));
    // Keep an early failure from being reported as unhandled; prepare() rethrows it.
    this.assetsPending.catch(() => {});
    void workerScript().catch(() => {});
    // The content is read while esbuild bundles the client and git reads the history, in their own processes.
    const git = readGitHistory(path.join(this.options.siteDir, 'content'));
    const snapshot = this.options.cache === false ? undefined : SourceSnapshot.open(this.options.siteDir, toolHash());
    for (const l of this.locales) {
      this.content.set(l.locale, walkContent(this.options.siteDir, l.locale, snapshot));
      const blog = config.blog ? readBlog(this.options.siteDir, l.locale) : undefined;
      if (blog) this.blogs.set(l.locale, blog);
    }
    snapshot?.save();
    this.git = await git;
    this.statics = this.staticFiles();
    const hasLive = [...this.content.values()].some((t) => t.docs.some((d) => LIVE_FENCE.test(d.body))) || [...this.blogs.values()].some((b) => b.posts.some((p) => LIVE_FENCE.test(p.doc.body)));
    // The dev server builds it up front (a `live` block may be written later) when the site can have one.
    const devPlayground = this.options.dev && missingPlaygroundPackages(this.options.siteDir).length === 0;
    if (hasLive || devPlayground) {
      this.playgroundPending = bundlePlaygroundWorker(this.options.minify ?? true, this.options.siteDir);
      this.playgroundPending.catch(() => {});
    }
  }

  /** Stages 2–4 for every target locale: markdown (in worker threads for large sites), routes, link check. */
  async prepare(): Promise<void> {
    const sources = this.allSources();
    await this.renderPending(sources, true);
    await this.readyForExcerpts();
    // A full build has seen every document (and excerpt) of its locales: entries of earlier versions of them go.
    this.diskCache?.prune(sources.map((d) => d.file));
    if (this.playgroundPending) this.playground = await this.playgroundPending;
    if (this.assetsPending) this.assets = await this.assetsPending;
    // What the last build into this output left that this one may keep (pages, the search index).
    if (this.options.cache !== false && !this.options.dev && (await this.pipelineHash())) this.reuse = new OutputReuse(this.options.siteDir, this.options.outDir, this.buildKey());
    for (const info of this.targets) this.state.set(info.locale, this.prepareLocale(info));
  }

  /**
   * What every page of a production build is made of besides its own inputs: the generator, the Markdown
   * stage, the config, the client assets and the colour overrides. Pages of the last build into the same
   * output are kept when this and their own key are unchanged.
   */
  private buildKey(): string {
    const a = this.assets;
    return hash(
      JSON.stringify([toolHash(), this.workerHash, process.env.NODE_ENV ?? '', this.config, this.rootUrl, this.targets.map((t) => t.locale), a.entry, a.entryImports, a.css, a.deferredCss, [...a.pageChunks], this.themeStyle]),
    );
  }

  /** Whether unchanged pages are taken from the last output (a warm production build). */
  get reusing(): boolean {
    return this.reuse !== null;
  }

  /** After the output is in place: what the next build may reuse of it. */
  saveReuse(): void {
    this.reuse?.save();
  }

  /** Markdown rendered for early pages (serve --watch before the first build is done). */
  private readonly earlyMd = new Map<string, { key: string; result: MarkdownResult }>();
  private earlyAssetsWritten = false;

  /**
   * `serve --watch` while its first build runs: writes the page at `urlPath` (HTML and route data), its site
   * and sidebar data and the client assets into `sink`, rendered from the page's own source — other pages
   * appear with the titles of their frontmatter or first heading until their Markdown is known. The first page
   * thus answers in about a second at any site size. Returns false when no route has that path.
   */
  async renderEarly(urlPath: string, sink: OutputSink): Promise<boolean> {
    const info = [...this.targets].sort((a, b) => b.base.length - a.base.length).find((t) => `${urlPath}/`.startsWith(t.base));
    if (!info || !this.assetsPending) return false;
    const routes = this.fileRoutes();
    const sources = [...[...this.docsFor(info).values()].map((d) => d.source), ...(this.blogs.get(info.locale)?.posts.map((p) => p.doc) ?? [])];
    const wanted = sources.find((d) => joinBase(info.base, d.route) === urlPath);
    if (wanted && !this.cachedMarkdown(wanted, routes) && this.earlyMd.get(wanted.file)?.key !== cacheKey(wanted)) {
      // One page on the main thread: a pathological one is still bounded by the worker pool of the full build.
      const result = await this.keptOrMainThreadMarkdown(this.markdownJob(wanted), wanted.route, (f) => routes.get(f));
      this.earlyMd.set(wanted.file, { key: cacheKey(wanted), result: this.withMarkdownOverrides(result, wanted) });
    }
    // The page's Markdown is made while esbuild may still be bundling the client.
    this.assets = await this.assetsPending;
    if (!this.earlyAssetsWritten) {
      for (const [file, data] of this.assets.files) sink.write(`assets/${file}`, data);
      this.earlyAssetsWritten = true;
    }
    const mdOf = (d: DocSource): MarkdownResult => this.mdCache.get(d.file)?.result ?? this.earlyMd.get(d.file)?.result ?? placeholderMarkdown(d.body);
    const state = this.prepareLocale(info, { mdOf });
    const route = state.routes.get(urlPath);
    if (!route) return false;
    sink.write(state.siteJson.rel, state.siteJson.body);
    for (const j of state.sidebarJson.values()) sink.write(j.rel, j.body);
    this.writeRoute(state, route, sink);
    return true;
  }

  /** file -> route, for every locale's files (a fallback doc links to files of its own locale). */
  private fileRoutes(): Map<string, string> {
    const fileRoutes = new Map<string, string>();
    for (const tree of this.content.values()) for (const d of tree.docs) fileRoutes.set(d.file, d.route);
    for (const blog of this.blogs.values()) for (const p of blog.posts) fileRoutes.set(p.doc.file, p.doc.route);
    return fileRoutes;
  }

  private markdownJob(doc: DocSource): MarkdownJob {
    return {
      siteComponents: [...this.siteComponents.keys()],
      themeOverrides: [...this.themeOverrides.markdown.keys()],
      file: doc.file,
      relFile: doc.relFile,
      siteDir: this.options.siteDir,
      body: doc.body,
      bodyLineOffset: doc.bodyLineOffset,
      tocMin: doc.frontmatter.toc_min_heading_level ?? 2,
      tocMax: doc.frontmatter.toc_max_heading_level ?? 3,
      htmlLang: this.locales.find((l) => l.locale === doc.locale)?.htmlLang ?? doc.locale,
      mdx: doc.file.endsWith('.mdx'),
    };
  }

  /** The docs a locale shows: its own, and for the rest the first locale that has them (marked untranslated). */
  private docsFor(info: LocaleInfo): Map<string, { source: DocSource; from?: LocaleInfo }> {
    const order = [info, ...this.locales.filter((l) => l.locale === this.config.i18n.defaultLocale && l !== info), ...this.locales.filter((l) => l !== info && l.locale !== this.config.i18n.defaultLocale)];
    const out = new Map<string, { source: DocSource; from?: LocaleInfo }>();
    for (const l of order) {
      for (const doc of this.content.get(l.locale)?.docs ?? []) {
        if (!out.has(doc.id)) out.set(doc.id, { source: doc, from: l === info ? undefined : l });
      }
    }
    return out;
  }

  /**
   * The cached Markdown of a document when it is still what a fresh render would give: same source, and
   * every .md file it links to still has the route that was written into its HTML.
   */
  private cachedMarkdown(doc: DocSource, routes: Map<string, string>): MarkdownResult | undefined {
    const cached = this.mdCache.get(doc.file);
    if (!cached || cached.key !== cacheKey(doc) || !linkRoutesHold(cached.result, (f) => routes.get(f))) return undefined;
    return cached.result;
  }

  /** Hash of the bundled Markdown stage (its code and dependencies), known once prepare() ran. */
  private workerHash: string | undefined;
  private async pipelineHash(): Promise<string> {
    this.workerHash ??= (await workerScript()).hash;
    return this.workerHash;
  }

  /** The on-disk cache of Markdown results, unless `--no-cache`. */
  private async markdownDiskCache(): Promise<MarkdownCache | null> {
    if (this.diskCache === undefined) {
      this.diskCache = this.options.cache === false ? null : new MarkdownCache(this.options.siteDir, (await this.pipelineHash())!, this.statics.map((f) => f.rel));
    }
    return this.diskCache;
  }

  /** Renders (in worker threads, each document within its time budget) every document whose cache is stale. */
  private async renderPending(docs: DocSource[], report = false): Promise<void> {
    const routes = this.fileRoutes();
    const stale = docs.filter((d) => !this.cachedMarkdown(d, routes));
    const disk = stale.length ? await this.markdownDiskCache() : null;
    const todo: { doc: DocSource; job: MarkdownJob }[] = [];
    for (const [i, d] of stale.entries()) {
      // Reading a thousand cache entries takes a second: requests of `serve --watch` (early pages) go in between.
      if (this.options.dev && i % 50 === 49) await new Promise((r) => setImmediate(r));
      const job = this.markdownJob(d);
      const stored = disk?.get(job, (f) => routes.get(f));
      if (stored) this.mdCache.set(d.file, { key: cacheKey(d), result: this.withMarkdownOverrides(stored, d) });
      else todo.push({ doc: d, job });
    }
    if (report) this.options.reporter.phase('Markdown', todo.length);
    // Workers started early (load) stay for the search index when no document is stale (finishRender lets them go).
    if (todo.length === 0) return;
    this.pool ??= new MarkdownPool(workerCount(todo.length));
    this.pool.setRoutes(routes);
    try {
      const results = await this.pool.render(todo.map((t) => t.job), (n) => {
        if (report) for (let i = 0; i < n; i++) this.options.reporter.tick();
      });
      todo.forEach(({ doc, job }, i) => {
        // The worker's own result is what the disk keeps: the site's overrides are applied on every read.
        disk?.set(job, doc.route, results[i]!);
        this.mdCache.set(doc.file, { key: cacheKey(doc), result: this.withMarkdownOverrides(results[i]!, doc) });
      });
      // The list outlives this call in the context of the progress callback (the pool keeps it): emptied, it no
      // longer holds every page's HTML (releaseHtml).
      results.length = 0;
    } catch (e) {
      if (!this.options.dev) await this.close();
      throw e;
    }
    // A build keeps its workers for the search index (render encodes it on one, finishRender lets them go);
    // the dev server keeps them warm for the next edit.
  }

  /** The site's Markdown-component overrides rendered into a document's HTML (and its search text). */
  private withMarkdownOverrides(result: MarkdownResult, doc: DocSource): MarkdownResult {
    if (this.themeOverrides.markdown.size === 0) return result;
    const html = this.overrideMarkdownHtml(result.html, doc);
    return html === result.html ? result : { ...result, html, text: textEvents(html) };
  }

  private overrideMarkdownHtml(html: string, doc: DocSource): string {
    return renderMarkdownOverrides(html, this.themeOverrides.markdown, catalogueFor(this.markdownJob(doc).htmlLang), doc.relFile);
  }

  /**
   * Files of the site outside content/, src/ and static/ that the build compiled (component overrides and
   * what they import, site stylesheets, ...): `serve --watch` watches them too.
   */
  watchedFiles(): string[] {
    const root = realSiteRoot(this.options.siteDir);
    const files = new Set([...this.configInputs, ...this.themeOverrides.inputs, ...(this.assets?.inputs ?? [])]);
    return [...files].filter((f) => isInside(root, f) && !f.split(path.sep).includes('node_modules') && !f.split(path.sep).includes('.tondocs'));
  }

  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = null;
  }

  private markdown(doc: DocSource): MarkdownResult {
    const cached = this.mdCache.get(doc.file);
    if (!cached) throw new Error(`internal: ${doc.relFile} was not rendered`);
    return cached.result;
  }

  /**
   * `early`: `serve --watch` before its first build is done renders one page with the Markdown known so far
   * (`mdOf`); the search index, link checks and warnings wait for the full build.
   */
  private prepareLocale(info: LocaleInfo, early?: { mdOf: (d: DocSource) => MarkdownResult }): LocaleState {
    const mdOf = early?.mdOf ?? ((d: DocSource) => this.markdown(d));
    const warnings: Warning[] = [];
    // Notices that would repeat on every page (a dropped widget): one warning with the first place and a count.
    const grouped = new Map<string, Warning & { count: number }>();
    const chosen = this.docsFor(info);
    const fileRoutes = this.fileRoutes();
    const routeOfFile = (f: string) => fileRoutes.get(f);

    const docs = new Map<string, DocEntry>();
    const byRoute = new Map<string, DocSource>();
    for (const [id, { source, from }] of chosen) {
      const md = mdOf(source);
      const title = source.frontmatter.title ?? md.h1 ?? id.split('/').pop()!;
      const href = joinBase(info.base, source.route);
      const other = byRoute.get(source.route);
      if (other) {
        warnings.push({ position: { file: source.relFile, line: 1 }, message: `Duplicate route ${href}: also produced by ${other.relFile}. The later file in path order wins; give one of them another slug.` });
      }
      byRoute.set(source.route, source);
      for (const problem of source.problems) warnings.push({ position: { file: source.relFile, line: 1 }, message: problem });
      if (source.file.endsWith('.mdx') && !source.frontmatter.title && md.h1 === undefined && source.problems.length === 0) warnings.push({ position: { file: source.relFile, line: 1 }, message: NO_TITLE });
      for (const n of md.notices) {
        const position = { file: source.relFile, line: n.line, column: n.column };
        if (!n.group) warnings.push({ position, message: n.message });
        else {
          const seen = grouped.get(n.group);
          if (seen) seen.count++;
          else grouped.set(n.group, { position, message: n.message, count: 1 });
        }
      }
      docs.set(id, { source, md, title, href, untranslatedFrom: from, lastUpdate: this.git.get(source.file) });
    }

    for (const g of grouped.values()) warnings.push({ position: g.position, message: g.count > 1 ? `${g.message} (on ${g.count} pages; this is the first)` : g.message });

    const sidebarDocs = new Map<string, SidebarDoc>();
    for (const [id, d] of docs) {
      sidebarDocs.set(id, { id, title: d.title, sidebarLabel: d.source.frontmatter.sidebar_label, sidebarPosition: d.source.frontmatter.sidebar_position, href: d.href, dir: d.source.dir });
    }
    const ownTree = this.content.get(info.locale);
    const categories = new Map([...(this.content.get(this.config.i18n.defaultLocale)?.categories ?? []), ...(ownTree?.categories ?? [])]);
    const sidebars = resolveSidebars(this.config, sidebarDocs, categories, {
      locale: info.locale,
      defaultLocale: this.config.i18n.defaultLocale,
      base: info.base,
      allowMissing: this.config.docs.onMissingDoc === 'hide',
      configFile: this.configFile,
    });

    const blog = this.prepareBlog(info, mdOf, !early);
    for (const r of blog?.rendered.values() ?? []) for (const problem of r.post.doc.problems) warnings.push({ position: { file: r.post.doc.relFile, line: 1 }, message: problem });
    const site = buildSiteData(this.config, info, this.locales, this.assetsBase, (name) => sidebars.order.get(name)?.[0]?.href, this.options.dev);
    const search = this.config.search.provider === 'local' && !early ? this.searchPayload(info, docs, sidebars, site, blog?.rendered) : undefined;
    if (search) site.searchIndexUrl = `${this.assetsBase}${search.rel.slice('assets/'.length)}`;
    // The index has a stable address: an early page links to the one the full build writes.
    else if (early && this.config.search.provider === 'local') site.searchIndexUrl = `${this.assetsBase}${searchManifestRel(info.locale).slice('assets/'.length)}`;
    if (this.playground) site.playgroundWorkerUrl = `${this.assetsBase}${this.playground.file}`;
    const dataDir = 'assets/data';
    const siteBody = JSON.stringify(site);
    const siteRel = `${dataDir}/site-${info.locale}.${hash(siteBody)}.json`;
    const sidebarJson = new Map<string, { rel: string; url: string; body: string }>();
    for (const [name, tree] of sidebars.trees) {
      const body = JSON.stringify(tree);
      const rel = `${dataDir}/sidebar-${info.locale}-${name}.${hash(body)}.json`;
      sidebarJson.set(name, { rel, url: `${this.assetsBase}${rel.slice('assets/'.length)}`, body });
    }
    const state: LocaleState = {
      info,
      docs,
      sidebars,
      site,
      siteJson: { rel: siteRel, url: `${this.assetsBase}${siteRel.slice('assets/'.length)}`, body: siteBody },
      sidebarJson,
      routes: new Map(),
      routeKeys: new Map(),
      redirects: [],
      blog,
      search,
      warnings,
    };
    this.buildRoutes(state);
    if (early) return state;
    const { redirects, problems } = resolveRedirects(this.config.redirects, info.base, (p) => state.routes.has(p), this.configFile);
    state.redirects = redirects;
    // One warning for all of them: a site that is still being written may have many.
    if (problems.length) {
      const shown = problems.slice(0, 5).map((p) => `\n    ${p}`).join('');
      warnings.push({ position: { file: this.configFile }, message: `${problems.length} redirect(s) cannot be followed:${shown}${problems.length > 5 ? `\n    … and ${problems.length - 5} more` : ''}` });
    }
    const blogDocs = [...(blog?.rendered.values() ?? [])].map((r) => ({ source: r.post.doc, md: r.md, href: joinBase(info.base, r.post.doc.route) }));
    warnings.push(...checkLinks([...state.docs.values(), ...blogDocs], state.routes, info.base));
    warnings.push(...this.checkNavbar(state));
    for (const w of warnings) this.options.reporter.warn(w);
    return state;
  }

  /** Markdown of the locale's blog posts and of their excerpts (the text above the truncation marker). */
  private prepareBlog(info: LocaleInfo, mdOf: (d: DocSource) => MarkdownResult, excerpts = true): LocaleState['blog'] {
    const source = this.blogs.get(info.locale);
    if (!source) return undefined;
    const rendered = new Map<string, BlogPostEntry>();
    const byPath = new Map<string, BlogPostEntry>();
    for (const post of source.posts) {
      const md = mdOf(post.doc);
      let excerptHtml: string | undefined;
      if (post.excerpt !== undefined && excerpts) {
        const key = excerptKey(post.doc.file, post.excerpt);
        excerptHtml = this.excerptCache.get(key);
        if (excerptHtml === undefined) throw new Error('internal: blog excerpts need readyForExcerpts() first');
      }
      const entry = { post, md, html: md.html, toc: md.toc, excerptHtml };
      rendered.set(post.doc.file, entry);
      byPath.set(joinBase(info.base, post.doc.route), entry);
    }
    const blogConfig = this.config.blog!;
    const title = localizer(info.locale, this.config.i18n.defaultLocale)(blogConfig.title);
    const feedLinks = blogConfig.feeds
      ? [
          { type: 'rss' as const, title: `${title} RSS`, href: joinBase(info.base, blogPaths.rss) },
          { type: 'atom' as const, title: `${title} Atom`, href: joinBase(info.base, blogPaths.atom) },
        ]
      : [];
    return { source, rendered, byPath, feedLinks };
  }

  /**
   * Search records of every doc (cached per rendered page, so a watch rebuild redoes one page), turned into
   * the locale's payload. lvl0 is the page's sidebar category; tags name its sidebar and the Docusaurus doc
   * tag of the docs plugin version ('docs-default-current'), which contextual search filters on.
   */
  private searchPayload(info: LocaleInfo, docs: Map<string, DocEntry>, sidebars: ResolvedSidebars, site: SiteData, blog?: Map<string, BlogPostEntry>): LocaleState['search'] {
    const records: SearchRecord[] = [];
    // What the records are made of, page by page: the record key (url, title, section, tags, intro) and the
    // text events they come from. Cheaper to hash than the records, which repeat the hierarchy on each one.
    const inputs: (string | readonly TextEvent[] | readonly SearchRecord[])[] = [];
    const t = localizer(info.locale, this.config.i18n.defaultLocale);
    // Page modules (React pages such as the TVM instructions): their server-rendered main content, table rows
    // with ids as records of their own (a hit on SENDRAWMSG links to #F800).
    for (const page of this.pages) {
      const key = `${info.locale}\0${page.key}`;
      let cached = this.pageRecordCache.get(key);
      if (!cached) {
        const href = joinBase(info.base, page.route);
        const title = page.meta ? t(page.meta.title) : this.config.title;
        const route: RouteData = { path: href, kind: 'page', title, description: '', alternates: [], page: { module: page.key } };
        const html = renderRoute(site, route, undefined, '', page.Component, this.themeOverrides.page);
        const main = html.indexOf('<main');
        const end = html.lastIndexOf('</main>');
        const body = main >= 0 && end > main ? html.slice(html.indexOf('>', main) + 1, end) : '';
        cached = recordsFromEvents({ url: href, title, lvl0: title, locale: info.locale, tags: ['default'] }, textEvents(body));
        this.pageRecordCache.set(key, cached);
      }
      records.push(...cached);
      inputs.push(cached);
    }
    // Blog posts: lvl0 is the blog's title; 'default' is the Docusaurus tag of pages outside the docs plugin.
    for (const r of blog?.values() ?? []) {
      const url = joinBase(info.base, r.post.doc.route);
      const key = `${url}\0${r.post.title}`;
      let cached = this.recordCache.get(r.md);
      if (!cached || cached.key !== key) {
        cached = { key, records: recordsFromEvents({ url, title: r.post.title, lvl0: t(this.config.blog!.title), locale: info.locale, tags: ['default'] }, r.md.text) };
        this.recordCache.set(r.md, cached);
      }
      records.push(...cached.records);
      inputs.push(cached.key, r.md.text);
    }
    for (const [id, d] of docs) {
      const sidebar = sidebars.docSidebar.get(id);
      const lvl0 = sidebars.trails.get(d.href)?.find((b) => b.label)?.label ?? d.title;
      const tags = [`docs-${sidebar ?? 'default'}`, docTag(this.config)];
      // What the page says it is about in the author's words (description, sidebar label, keywords): records
      // right after the title, linking to the page's top.
      const { intro, introKey } = this.introOf(d);
      const key = `${d.href}\0${d.title}\0${lvl0}\0${tags.join('\0')}\0${introKey}`;
      let cached = this.recordCache.get(d.md);
      if (!cached || cached.key !== key) {
        const events: TextEvent[] = [...intro, ...d.md.text];
        cached = { key, records: recordsFromEvents({ url: d.href, title: d.title, lvl0, locale: info.locale, tags }, events) };
        this.recordCache.set(d.md, cached);
      }
      records.push(...cached.records);
      inputs.push(cached.key, d.md.text);
    }
    if (records.length === 0) return undefined;
    const weights = this.searchWeights(info, docs);
    // The manifest's address is stable, so the index is made only when it is written: under `serve --watch`
    // after the page update (an edit does not wait for the whole index), in a build when the files are written.
    const rel = searchManifestRel(info.locale);
    let out: SearchFiles | undefined;
    const postings = this.postingsStore(info.locale);
    const encode = () => {
      if (!out) {
        out = searchFiles(buildSearchIndex(records).get(info.locale)!, { weights, cache: postings });
        postings.finish();
      }
      return out;
    };
    const pageWeights = (): [string, number][] => [...new Set(records.map((r) => r.url))].map((u) => [u, weights(u)]);
    const provide = (files: SearchFiles) => void (out = files);
    const release = () => void records.splice(0);
    const job = (): SearchJob => ({ locale: info.locale, records, weights: pageWeights(), postings: { file: this.postingsFileOf(info.locale), tag: toolHash() } });
    // serve --watch encodes on its own thread, after a burst of saves (no job for a worker).
    if (!this.reuse) return { rel, output: encode, job: this.options.dev ? undefined : job(), provide, release };
    const keyHash = crypto.createHash('sha256').update(info.locale);
    for (const part of inputs) keyHash.update(typeof part === 'string' ? part : JSON.stringify(part)).update('\0');
    const key = hash(keyHash.update(JSON.stringify(pageWeights())).digest('hex'));
    const kept = this.reuse.unchanged(searchEntry(info.locale), key, isSearchFile);
    // The manifest comes first; an entry naming something else first is not one this build wrote.
    if (kept?.length && kept[0]!.rel === rel) {
      const files = () => ({ manifest: rel, files: new Map(kept.map((f) => [f.rel, fs.readFileSync(f.abs, 'utf8')])) });
      return { rel, key, kept, output: files };
    }
    return { rel, key, output: encode, job: job(), provide, release };
  }

  /** Pages' search postings kept between this thread's encodes of a locale (serve --watch) and between runs. */
  private readonly postingsStores = new Map<string, PostingsStore>();
  private postingsStore(locale: string): PostingsStore {
    let store = this.postingsStores.get(locale);
    if (!store) this.postingsStores.set(locale, (store = new PostingsStore(this.postingsFileOf(locale), toolHash())));
    return store;
  }
  private postingsFileOf(locale: string): string | undefined {
    return this.options.cache === false ? undefined : postingsFile(this.options.siteDir, locale);
  }

  /** A doc's intro records (introEvents) once per read of its file and title: every watch update lists them all. */
  private readonly intros = new WeakMap<DocSource, { title: string; intro: TextEvent[]; introKey: string }>();
  private introOf(d: DocEntry): { intro: TextEvent[]; introKey: string } {
    let memo = this.intros.get(d.source);
    if (memo?.title !== d.title) {
      const intro = introEvents(d.source.frontmatter, d.title);
      memo = { title: d.title, intro, introKey: JSON.stringify(intro) };
      this.intros.set(d.source, memo);
    }
    return memo;
  }

  /** Page weights for the ranking: frontmatter `search_weight`, else the longest matching `search.weights` section. */
  private searchWeights(info: LocaleInfo, docs: Map<string, DocEntry>): (url: string) => number {
    const sections = this.config.search.provider === 'local' ? Object.entries(this.config.search.weights ?? {}) : [];
    const own = new Map<string, number>();
    for (const d of docs.values()) if (d.source.frontmatter.search_weight !== undefined) own.set(d.href, d.source.frontmatter.search_weight);
    return (url) => {
      const w = own.get(url);
      if (w !== undefined) return w;
      const rel = url.startsWith(info.base) ? url.slice(info.base.length) : url;
      let best = -1;
      let weight = 1;
      for (const [prefix, value] of sections) {
        const p = prefix.replace(/^\/+/, '');
        if ((rel === p.replace(/\/$/, '') || rel.startsWith(p.endsWith('/') ? p : `${p}/`)) && p.length > best) {
          best = p.length;
          weight = value;
        }
      }
      return weight;
    };
  }

  /** Search files written last, per locale: `serve --watch` removes those a new index no longer has. */
  private searchWritten = new Map<string, Set<string>>();

  /** Writes a locale's search files and removes the previous index's leftovers. */
  private writeSearchOf(state: LocaleState, sink: OutputSink): void {
    if (!state.search) return;
    if (this.reuse && sink.link && state.search.key) return this.writeSearchReusing(state, state.search.key, sink.link.bind(sink), sink);
    const { files, manifest } = state.search.output();
    const before = this.searchWritten.get(state.info.locale) ?? new Set<string>();
    // Shards and chunks first: a reader fetching the manifest meanwhile still finds the old files it names.
    for (const [rel, body] of files) if (rel !== manifest && !before.has(rel)) sink.write(rel, body);
    sink.write(manifest, files.get(manifest)!);
    for (const rel of before) if (!files.has(rel)) sink.remove?.(rel);
    this.searchWritten.set(state.info.locale, new Set(files.keys()));
  }

  /**
   * A production build's search files: every shard and chunk the last build wrote under the same name is
   * linked (names carry the content hash), the others written. Unchanged records keep all of them without encoding.
   */
  private writeSearchReusing(state: LocaleState, key: string, link: (source: string, rel: string) => void, sink: OutputSink): void {
    const entry = searchEntry(state.info.locale);
    const search = state.search!;
    let rels: string[];
    if (search.kept) {
      for (const f of search.kept) link(f.abs, f.rel);
      rels = search.kept.map((f) => f.rel);
    } else {
      const { files, manifest } = search.output();
      // Shards and chunks carry their content hash: a name the last build wrote is the same file. The manifest does not.
      const previous = this.reuse!.previousFiles(entry, (rel) => rel !== manifest && isSearchFile(rel));
      rels = [manifest, ...[...files.keys()].filter((r) => r !== manifest)];
      for (const rel of rels) {
        const abs = previous.get(rel);
        if (abs) link(abs, rel);
        else sink.write(rel, files.get(rel)!);
      }
    }
    this.reuse!.record(entry, key, rels);
  }

  /** Writes the search index (after an update under `serve --watch`). */
  writeSearch(sink: OutputSink): void {
    for (const state of this.state.values()) this.writeSearchOf(state, sink);
  }

  /** Navbar links to pages of the site must point at pages that exist. */
  private checkNavbar(state: LocaleState): Warning[] {
    const hrefs = state.site.navbar.items.flatMap((i) => (i.type === 'link' ? [i] : i.type === 'dropdown' ? i.items : i.type === 'localeDropdown' ? i.extraItems : []));
    return hrefs
      .filter((l) => !l.external && !state.routes.has(l.href.replace(/#.*/, '')))
      .map((l) => ({ position: { file: this.configFile }, message: `Broken link in the navbar: "${l.label}" points at ${l.href}, which is not a page of the site.` }));
  }

  /** Some page has math: KaTeX's stylesheet and fonts are part of the output, linked from those pages only. */
  private usesMath(): boolean {
    for (const c of this.mdCache.values()) if (c.result.math) return true;
    return false;
  }

  private get mathCss(): string {
    return `${this.assetsBase}${KATEX_CSS.slice('assets/'.length)}`;
  }

  /** <DocCardList /> placeholders filled with the cards of the page's category in its sidebar. */
  private withDocCards(html: string, state: LocaleState, sidebar: string | undefined, href: string): string {
    if (!html.includes(DOC_CARD_PLACEHOLDER)) return html;
    const tree = sidebar ? state.sidebars.trees.get(sidebar) : undefined;
    const items = tree ? categoryItems(tree, href) : undefined;
    const cards = docCardsHtml(items ?? [], {
      description: (docId) => state.docs.get(docId)?.source.frontmatter.description ?? '',
      countLabel: (n) => pluralize(state.site.strings.itemCount, n, state.info.htmlLang),
    });
    return html.replaceAll(DOC_CARD_PLACEHOLDER, cards);
  }

  private alternates(route: string): { locale: string; href: string }[] {
    return this.locales.map((l) => ({ locale: l.locale, href: joinBase(l.base, route) }));
  }

  private buildRoutes(state: LocaleState): void {
    const { info, sidebars, docs } = state;
    const routes = state.routes;
    const sidebarUrl = (name: string | undefined) => (name ? state.sidebarJson.get(name)?.url : undefined);
    for (const [id, d] of docs) {
      const sidebar = sidebars.docSidebar.get(id);
      // An edit under `serve --watch` rebuilds the routes whose inputs changed; the others are the same objects
      // (and so keep their route key). Breadcrumbs, prev/next and the sidebar URL follow from the sidebar's data,
      // named by its hash; doc cards read other pages' descriptions, so a page with cards is always rebuilt.
      const deps = [id, d.md, d.source, d.title, d.lastUpdate, d.untranslatedFrom, sidebar, sidebar && state.sidebarJson.get(sidebar)?.rel, this.siteComponents, this.config];
      const memo = this.docRoutes.get(d.href);
      if (memo && memo.deps.length === deps.length && memo.deps.every((v, i) => v === deps[i])) {
        routes.set(d.href, memo.route);
        continue;
      }
      const fm = d.source.frontmatter;
      const { prev, next } = sidebar ? prevNext(sidebars.order.get(sidebar) ?? [], d.href) : {};
      const editUrl = this.config.docs.editUrl ? `${this.config.docs.editUrl.replace(/\/$/, '')}/${path.relative(this.options.siteDir, d.source.file).split(path.sep).join('/')}` : undefined;
      const doc: DocData = {
        id,
        html: renderSiteComponents(this.withDocCards(d.md.html, state, sidebar, d.href), this.siteComponents),
        toc: d.md.toc,
        hideToc: fm.hide_table_of_contents ?? false,
        sidebar,
        breadcrumbs: [...(sidebars.trails.get(d.href) ?? []).filter((b) => b.label), { label: fm.sidebar_label ?? d.title, href: d.href }],
        prev,
        next,
        editUrl,
        lastUpdated: d.lastUpdate,
        untranslatedFrom: d.untranslatedFrom ? { locale: d.untranslatedFrom.locale, htmlLang: d.untranslatedFrom.htmlLang } : undefined,
      };
      const route: RouteData = {
        path: d.href,
        kind: 'doc',
        title: d.title,
        description: fm.description ?? '',
        alternates: this.alternates(d.source.route),
        doc,
        sidebarUrl: sidebarUrl(sidebar),
      };
      routes.set(d.href, route);
      if (!d.md.html.includes(DOC_CARD_PLACEHOLDER)) this.docRoutes.set(d.href, { deps, route });
      else this.docRoutes.delete(d.href);
    }
    for (const gi of sidebars.generatedIndexes) {
      const href = joinBase(info.base, gi.slug);
      const index: GeneratedIndexData = {
        sidebar: gi.sidebar,
        breadcrumbs: gi.breadcrumbs.filter((b) => b.label),
        cards: gi.category.items.map((item) => {
          if (item.type === 'link') {
            const doc = item.docId ? docs.get(item.docId) : undefined;
            return { title: item.label, description: doc?.source.frontmatter.description ?? '', href: item.href };
          }
          return { title: item.label, description: '', href: item.href ?? firstHref(item.items) ?? href, count: countLinks(item.items) };
        }),
      };
      if (routes.has(href)) state.warnings.push({ position: { file: this.configFile }, message: `Duplicate route ${href}: a generated index and a doc share it.` });
      routes.set(href, { path: href, kind: 'index', title: gi.title, description: gi.description, alternates: this.alternates(gi.slug), index, sidebarUrl: sidebarUrl(gi.sidebar) });
    }
    const t = localizer(info.locale, this.config.i18n.defaultLocale);
    if (state.blog && this.config.blog) {
      const blogConfig = this.config.blog;
      for (const r of blogRoutes(state.blog.source, state.blog.rendered, {
        base: info.base,
        title: t(blogConfig.title),
        description: t(blogConfig.description),
        postsPerPage: blogConfig.postsPerPage,
        strings: state.site.strings.blog,
        alternates: (route) => [{ locale: info.locale, href: joinBase(info.base, route) }],
      })) {
        if (routes.has(r.path)) state.warnings.push({ position: { file: this.configFile }, message: `Duplicate route ${r.path}: a blog page and a doc share it.` });
        routes.set(r.path, r);
      }
    }
    for (const page of this.pages) {
      const href = joinBase(info.base, page.route);
      if (routes.has(href)) state.warnings.push({ position: { file: path.relative(process.cwd(), page.file) }, message: `Duplicate route ${href}: the page module and a doc share it.` });
      routes.set(href, {
        path: href,
        kind: 'page',
        title: page.meta ? t(page.meta.title) : this.config.title,
        description: page.meta?.description ? t(page.meta.description) : t(this.config.tagline),
        alternates: this.alternates(page.route),
        page: { module: page.key },
      });
    }
    // Every page listed on one page, linked from every footer: any page is two clicks from any other,
    // with or without JavaScript. A page of the site at that address wins.
    const siteMap = joinBase(info.base, SITE_MAP_ROUTE);
    if (!routes.has(siteMap)) {
      const cards = [...routes.values()].filter((r) => r.kind !== 'notFound').map((r) => ({ title: r.title, description: '', href: r.path }));
      routes.set(siteMap, { path: siteMap, kind: 'index', title: state.site.strings.siteMap, description: '', alternates: this.alternates(SITE_MAP_ROUTE), index: { breadcrumbs: [], cards } });
    }
  }

  /** Stage 5–6: render every route of every target locale and write the output. */
  async render(sink: OutputSink): Promise<number> {
    const total = [...this.state.values()].reduce((n, s) => n + s.routes.size + 1, 0);
    this.options.reporter.phase('Render', total);
    this.encodeSearchAside();
    // Kept files are linked from the previous output: a sink that cannot link renders everything.
    if (!sink.link) this.reuse = null;
    for (const [file, data] of this.assets.files) sink.write(`assets/${file}`, data);
    if (this.playground) sink.write(`assets/${this.playground.file}`, this.playground.data);
    for (const f of this.statics) sink.copy(f.abs, f.rel);
    if (this.usesMath()) for (const f of katexFiles()) sink.copy(f.abs, f.rel);
    let pages = 0;
    try {
      for (const state of this.state.values()) pages += (await this.writeLocale(state, sink)).length;
    } finally {
      await this.pagesWritten();
    }
    // The workers that rendered pages are done: their heaps go now, not when the search index is.
    if (!this.options.dev) this.pool?.releaseIdle();
    this.writeSiteFiles(sink);
    sink.write(BUILD_MANIFEST, JSON.stringify(this.manifest()));
    if (this.searchAside.size === 0) this.planned = this.plannedFiles();
    return pages;
  }

  /** Search indexes a worker encodes while render() runs, by locale (written by finishRender). */
  private readonly searchAside = new Map<string, Promise<SearchFiles>>();

  /**
   * A build that rendered Markdown in workers has them free when the pages render: each locale's search
   * index is encoded by one of them meanwhile (about a second at 1000 pages), the others render pages.
   */
  private encodeSearchAside(): void {
    if (this.options.dev || !this.pool) return;
    for (const state of this.state.values()) {
      const search = state.search;
      if (!search?.job || search.kept) continue;
      const pending = this.pool.encodeSearch(search.job);
      if (!pending) continue;
      pending.catch(() => {});
      this.searchAside.set(state.info.locale, pending);
      // The worker has its own copy (postMessage cloned it).
      search.job = undefined;
      search.release?.();
    }
    // The records were made of every page's text: a build does not read it again (serve --watch keeps it for the
    // next edit). With the records, about a third of this thread's heap at 10 000 pages, gone before the render.
    this.recordCache = new WeakMap();
    for (const { result } of this.mdCache.values()) result.text = [];
  }

  /** After render(): writes the search indexes encoded aside, then lets the workers go. */
  async finishRender(sink: OutputSink): Promise<void> {
    try {
      for (const [locale, pending] of this.searchAside) {
        const state = this.state.get(locale)!;
        state.search!.provide!(await pending);
        this.writeSearchOf(state, sink);
      }
      if (this.searchAside.size) this.planned = this.plannedFiles();
    } finally {
      this.searchAside.clear();
      if (!this.options.dev) await this.close();
    }
  }

  manifest(): BuildManifest {
    return { generator: 'tondocs', base: this.rootUrl, locales: this.targets.map((t) => t.locale) };
  }

  /** Every file the output holds after the last render or update, relative to the output root. */
  planned = new Set<string>();

  /** The files a fresh render of the current state writes (without rendering anything). */
  plannedFiles(): Set<string> {
    const out = new Set<string>();
    for (const file of this.assets.files.keys()) out.add(`assets/${file}`);
    if (this.playground) out.add(`assets/${this.playground.file}`);
    for (const f of this.statics) out.add(f.rel);
    if (this.usesMath()) for (const f of katexFiles()) out.add(f.rel);
    for (const state of this.state.values()) {
      const prefix = state.info.base.slice(this.rootUrl.length);
      out.add(state.siteJson.rel);
      for (const j of state.sidebarJson.values()) out.add(j.rel);
      // Under `serve --watch` the search files are made after an update and kept by writeSearch.
      if (state.search && !this.options.dev) for (const rel of state.search.kept?.map((f) => f.rel) ?? state.search.output().files.keys()) out.add(rel);
      for (const route of state.routes.values()) {
        const rel = this.outputRel(route.path);
        out.add(`${rel}index.html`);
        out.add(`${rel}${path.posix.basename(routeDataUrl(route.path))}`);
      }
      out.add(`${prefix}404.html`);
      for (const img of this.images(state)) out.add(`${prefix}${img.output}`);
      out.add(`${prefix}registry.json`);
      if (state.blog && this.config.blog?.feeds) {
        out.add(`${prefix}${blogPaths.rss.slice(1)}`);
        out.add(`${prefix}${blogPaths.atom.slice(1)}`);
      }
      for (const r of state.redirects) out.add(`${this.outputRel(r.from)}index.html`);
    }
    out.add('sitemap.xml');
    out.add(BUILD_MANIFEST);
    if (!this.hasStaticRobots()) out.add('robots.txt');
    if ([...this.state.values()].some((st) => st.redirects.length)) {
      out.add('_redirects');
      out.add('nginx-redirects.conf');
    }
    return out;
  }

  private images(state: LocaleState) {
    return [...state.docs.values(), ...(state.blog?.rendered.values() ?? [])].flatMap((d) => d.md.images);
  }

  /**
   * The files of one locale. With `old` (an update under `serve --watch`) a route is rendered again only
   * when what its page is made of changed: its route data, sidebar, site data or head fields.
   */
  private async writeLocale(state: LocaleState, sink: OutputSink, old?: LocaleState): Promise<string[]> {
    const prefix = state.info.base.slice(this.rootUrl.length);
    sink.write(state.siteJson.rel, state.siteJson.body);
    for (const s of state.sidebarJson.values()) sink.write(s.rel, s.body);
    if (!old && !this.searchAside.has(state.info.locale)) this.writeSearchOf(state, sink);
    const written: string[] = [];
    const reuse = old ? null : this.reuse;
    for (const route of state.routes.values()) {
      // Keys serve the next update of `serve --watch` and warm builds; a build without either skips them.
      const key = this.options.dev || reuse ? this.routeKey(state, route) : undefined;
      if (key !== undefined) state.routeKeys.set(route.path, key);
      // Page modules run code whose output no key covers: always rendered.
      if (reuse && key !== undefined && route.kind !== 'page') {
        const rels = this.routeFiles(route.path);
        const kept = reuse.reusable(route.path, key, rels);
        if (kept && sink.link) {
          for (const f of kept) sink.link(f.abs, f.rel);
          reuse.reused++;
        } else await this.writePage(state, route, sink);
        reuse.record(route.path, key, rels);
        written.push(route.path);
      } else if (!old) {
        await this.writePage(state, route, sink);
        written.push(route.path);
      } else if (old.routeKeys.get(route.path) !== key) {
        // An update under `serve --watch`: the few routes that changed, here (no round trip to a worker).
        this.writeRoute(state, route, sink);
        written.push(route.path);
      }
      this.releaseHtml(state, route);
      if (!old) this.options.reporter.tick();
    }
    if (!old || old.siteJson.rel !== state.siteJson.rel) this.writeNotFound(state, sink, prefix);
    if (!old) this.options.reporter.tick();
    for (const img of this.images(state)) if (!this.planned.has(`${prefix}${img.output}`)) sink.copy(img.source, `${prefix}${img.output}`);
    sink.write(`${prefix}registry.json`, JSON.stringify(this.registry(state)));
    this.writeFeeds(state, sink);
    for (const r of state.redirects) sink.write(`${this.outputRel(r.from)}index.html`, redirectPage(r, this.config.url, state.info.htmlLang));
    return written;
  }

  /**
   * A production build needs a doc page's HTML only until its files are written: every page's HTML held
   * from the Markdown stage to the end of the build was most of the heap (~60 MB per 1000 pages of Russian
   * text, issue #16: peak RSS at 10 000 pages). `serve --watch` keeps it for the next update.
   */
  private releaseHtml(state: LocaleState, route: RouteData): void {
    if (this.options.dev || !route.doc) return;
    route.doc = { ...route.doc, html: '' };
    this.docRoutes.delete(route.path);
    const d = state.docs.get(route.doc.id);
    const entry = d && this.mdCache.get(d.source.file);
    if (!d || !entry) return;
    d.md = { ...d.md, html: '' };
    this.mdCache.set(d.source.file, { key: entry.key, result: d.md });
  }

  /** Doc routes as last built, with the inputs they were built from (buildRoutes). */
  private readonly docRoutes = new Map<string, { deps: readonly unknown[]; route: RouteData }>();
  /** Route keys by route object: a route rebuilt from the same inputs is the same object (buildRoutes). */
  private readonly routeKeyMemo = new WeakMap<RouteData, { parts: string; key: string }>();

  /** What a route's two files are made of besides the bundle: equal keys give equal bytes. */
  private routeKey(state: LocaleState, route: RouteData): string {
    const fm = route.doc ? state.docs.get(route.doc.id)?.source.frontmatter : undefined;
    const post = route.blog?.view.view === 'post' ? state.blog?.byPath.get(route.path)?.post : undefined;
    const sidebar = route.doc?.sidebar ?? route.index?.sidebar;
    const head = JSON.stringify([fm?.image, fm?.keywords, post?.image, post?.date, state.blog?.feedLinks]);
    const parts = `${state.siteJson.rel}\0${sidebar ? state.sidebarJson.get(sidebar)?.rel : ''}\0${head}`;
    const memo = this.routeKeyMemo.get(route);
    if (memo?.parts === parts) return memo.key;
    // A page's HTML is most of its route data: hashed once per string (edits leave the others' strings as they were).
    const keyed = route.doc?.html !== undefined ? { ...route, doc: { ...route.doc, html: this.htmlHash(route.doc.html) } } : route.blog?.html !== undefined ? { ...route, blog: { ...route.blog, html: this.htmlHash(route.blog.html) } } : route;
    const key = hash(`${JSON.stringify(keyed)}\0${parts}`);
    this.routeKeyMemo.set(route, { parts, key });
    return key;
  }

  private readonly htmlHashes = new Map<string, string>();
  private htmlHash(html: string): string {
    let h = this.htmlHashes.get(html);
    if (h === undefined) {
      // Old versions of edited pages would pile up under a long `serve --watch`.
      if (this.htmlHashes.size > 4 * (this.mdCache.size + 16)) this.htmlHashes.clear();
      h = crypto.createHash('sha256').update(html).digest('hex');
      this.htmlHashes.set(html, h);
    }
    return h;
  }

  /** blog/rss.xml and blog/atom.xml of a locale with a blog. */
  writeFeeds(state: LocaleState, sink: OutputSink): void {
    const blogConfig = this.config.blog;
    if (!state.blog || !blogConfig?.feeds) return;
    const t = localizer(state.info.locale, this.config.i18n.defaultLocale);
    const origin = this.config.url;
    const absBase = `${origin}${state.info.base}`;
    const feeds = blogFeeds(state.blog.source, state.blog.rendered, {
      origin,
      base: state.info.base,
      title: `${t(blogConfig.title)} | ${this.config.title}`,
      description: t(blogConfig.description),
      language: state.info.htmlLang,
      copyright: t(blogConfig.copyright) ?? state.site.footer.copyright ?? `© ${new Date().getUTCFullYear()} ${this.config.title}`,
      absolutize: (html) => html.replaceAll('href="~~/', `href="${origin}${this.rootUrl}`).replaceAll('src="~~/', `src="${origin}${this.rootUrl}`).replaceAll('href="~/', `href="${absBase}`).replaceAll('src="~/', `src="${absBase}`).replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`),
    });
    const prefix = state.info.base.slice(this.rootUrl.length);
    sink.write(`${prefix}${blogPaths.rss.slice(1)}`, feeds.rss);
    sink.write(`${prefix}${blogPaths.atom.slice(1)}`, feeds.atom);
  }

  /** sitemap.xml, robots.txt (unless the site ships its own) and the server-side redirect files. */
  private writeSiteFiles(sink: OutputSink): void {
    const states = [...this.state.values()];
    const entries = states.flatMap((st) =>
      [...st.routes.values()].map((route) => ({
        url: `${this.config.url}${route.path}`,
        lastmod: route.doc?.lastUpdated?.timestamp ?? (route.blog?.view.view === 'post' ? route.blog.view.post.date : undefined),
        alternates: this.hreflangAlternates(route),
      })),
    );
    sink.write('sitemap.xml', sitemapXml(entries));
    if (!this.hasStaticRobots()) sink.write('robots.txt', robotsTxt(`${this.config.url}${this.rootUrl}sitemap.xml`));
    const redirects = states.flatMap((st) => st.redirects);
    if (redirects.length) {
      sink.write('_redirects', netlifyRedirects(redirects));
      sink.write('nginx-redirects.conf', nginxMap(redirects));
    }
  }

  /** hreflang -> absolute URL of the same page in every locale, and x-default (the default locale). */
  private hreflangAlternates(route: RouteData): { hreflang: string; href: string }[] {
    const origin = this.config.url;
    return [
      ...route.alternates.map((alt) => ({ hreflang: this.locales.find((l) => l.locale === alt.locale)!.htmlLang, href: `${origin}${alt.href}` })),
      { hreflang: 'x-default', href: `${origin}${route.alternates.find((x) => x.locale === this.config.i18n.defaultLocale)?.href ?? route.path}` },
    ];
  }

  /**
   * site/static/** is copied as is to the output root (favicon, social image, robots.txt...). A symlink is
   * followed when its target is inside the site; one that leaves the site stops the build.
   */
  private staticFiles(): { abs: string; rel: string }[] {
    const root = path.join(this.options.siteDir, 'static');
    const out: { abs: string; rel: string }[] = [];
    if (!fs.existsSync(root)) return out;
    const seen = new Set<string>();
    const visit = (dir: string, rel: string) => {
      const real = assertInsideSite(this.options.siteDir, dir);
      if (seen.has(real)) return;
      seen.add(real);
      for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const abs = path.join(dir, entry.name);
        const r = rel ? `${rel}/${entry.name}` : entry.name;
        const target = entry.isSymbolicLink() ? assertInsideSite(this.options.siteDir, abs) : abs;
        const stat = entry.isSymbolicLink() ? fs.statSync(target) : entry;
        if (stat.isDirectory()) visit(abs, r);
        else if (stat.isFile()) out.push({ abs: target, rel: r });
      }
    };
    visit(root, '');
    return out;
  }

  private hasStaticRobots(): boolean {
    return this.statics.some((f) => f.rel === 'robots.txt');
  }

  /** The two files of a route, relative to the output root. */
  private routeFiles(urlPath: string): string[] {
    const rel = this.outputRel(urlPath);
    return [`${rel}index.html`, `${rel}${path.posix.basename(routeDataUrl(urlPath))}`];
  }

  /** Page HTML + route data of one route, rendered on this thread. */
  writeRoute(state: LocaleState, route: RouteData, sink: OutputSink): void {
    const page = route.kind === 'page' ? this.pages.find((p) => p.key === route.page!.module) : undefined;
    const files = renderPage(this.pageContext(state), { route, head: this.pageHead(state, route, page?.key) }, { PageComponent: page?.Component, components: this.themeOverrides.page });
    this.writePageFiles(route.path, files, sink);
  }

  private writePageFiles(urlPath: string, files: PageFiles, sink: OutputSink): void {
    const [html, json] = this.routeFiles(urlPath);
    sink.write(html!, files.html);
    sink.write(json!, files.json);
  }

  /** Pages sent to the workers whose files are not written yet (a full render awaits them all). */
  private readonly pagesInFlight = new Set<Promise<void>>();
  private pagesOnWorkers = 0;
  private pagesOnMain = 0;
  private pageFailure: Error | undefined;
  /** TONDOCS_RENDER_WORKERS=0 renders every page on this thread (read once per build). */
  private readonly pagesMayGoToWorkers = process.env.TONDOCS_RENDER_WORKERS !== '0';

  /**
   * A route of a full render: on a worker thread when one has room (its Markdown is done), else here when a
   * core has no worker taking pages (one encodes the search index, or the others have not started). Site
   * code only this thread has loaded (page modules, theme component overrides) always renders here, and so
   * does every page with TONDOCS_RENDER_WORKERS=0 (the output is the same: the tests compare them).
   */
  private async writePage(state: LocaleState, route: RouteData, sink: OutputSink): Promise<void> {
    if (this.pageFailure) throw this.pageFailure;
    const pool = this.pool;
    if (pool && this.pagesMayGoToWorkers && route.kind !== 'page' && Object.keys(this.themeOverrides.page).length === 0) {
      const direct = sink.direct;
      const [html, json] = this.routeFiles(route.path);
      const write = direct ? { dir: direct.dir, html: html!, json: json! } : undefined;
      const job = { route, head: this.pageHead(state, route, undefined), write };
      let pending = pool.renderPage(this.pageContext(state), job);
      // Every core has a worker rendering pages and each is busy: wait for one (this thread rendering too would
      // only take time from them) rather than render here. While a worker encodes the search index, this thread
      // is the spare page renderer.
      while (!pending && this.pagesInFlight.size && pool.pageWorkers >= os.availableParallelism()) {
        await Promise.race(this.pagesInFlight);
        if (this.pageFailure) throw this.pageFailure;
        pending = pool.renderPage(this.pageContext(state), job);
      }
      if (pending) {
        // Never rejects: the first failure is kept and stops the render (writePage, pagesWritten).
        const written: Promise<void> = pending
          .then((outcome) => ('files' in outcome ? this.writePageFiles(route.path, outcome.files, sink) : direct!.written(outcome.written, 2)))
          .catch((e: Error) => void (this.pageFailure ??= e))
          .finally(() => this.pagesInFlight.delete(written));
        this.pagesInFlight.add(written);
        this.pagesOnWorkers++;
        return;
      }
      // A build whose Markdown came from the cache has one worker (for the search index): once this thread has
      // rendered a few dozen pages, there are enough of them for the others too (a warm build that changed a
      // few pages starts none).
      if (++this.pagesOnMain === DOCS_PER_EXTRA_WORKER) void pool.warm().catch(() => {});
    }
    this.writeRoute(state, route, sink);
    // The workers' answers (pages, the search index: a worker that was encoding it takes pages from then on)
    // are taken between the pages rendered here.
    if (this.pool) await new Promise((r) => setImmediate(r));
  }

  /** Waits for the pages still on the workers; the first failure stops the render. */
  private async pagesWritten(): Promise<void> {
    while (this.pagesInFlight.size) await Promise.all(this.pagesInFlight);
    const failure = this.pageFailure;
    this.pageFailure = undefined;
    if (failure) throw failure;
  }

  private readonly pageContexts = new WeakMap<LocaleState, PageContext>();
  private pageContextSeq = 0;

  /** What the pages of a locale share (the workers get it once per render of the locale's state). */
  private pageContext(state: LocaleState): PageContext {
    const stylesheets = this.pageStylesheets();
    const kept = this.pageContexts.get(state);
    if (kept && kept.stylesheets === stylesheets && kept.mathCss === this.mathCss) return kept;
    const context: PageContext = {
      key: `${state.info.locale}#${++this.pageContextSeq}`,
      locale: state.info.locale,
      site: state.site,
      trees: state.sidebars.trees,
      base: state.info.base,
      rootUrl: this.rootUrl,
      mathCss: this.mathCss,
      stylesheets,
    };
    this.pageContexts.set(state, context);
    return context;
  }

  private writeNotFound(state: LocaleState, sink: OutputSink, prefix: string): void {
    const route: RouteData = { path: `${state.info.base}404`, kind: 'notFound', title: state.site.strings.notFoundTitle, description: state.site.strings.notFoundText, alternates: [] };
    sink.write(`${prefix}404.html`, renderPage(this.pageContext(state), { route, head: this.pageHead(state, route, undefined, true) }, { components: this.themeOverrides.page }).html);
  }

  private stylesheetsOf?: { assets: ClientAssets; sheets: PageStylesheet[] };

  /** The same for every page of the build: the theme's CSS and a small site stylesheet inline, the rest linked. */
  private pageStylesheets(): PageStylesheet[] {
    const a = this.assets;
    if (this.stylesheetsOf?.assets === a) return this.stylesheetsOf.sheets;
    const url = (f: string) => `${this.assetsBase}${f}`;
    // The theme's stylesheet comes first (the runtime imports it), then the site's (config theme.customCss).
    const [themeCss, ...siteCss] = a.css;
    const sheets: PageStylesheet[] = [];
    const inline = (f: string) => sheets.push({ kind: 'inline', css: inlineStylesheet(new TextDecoder().decode(a.files.get(f)), url(f)) });
    if (themeCss) inline(themeCss);
    for (const f of a.deferredCss) sheets.push({ kind: 'link', href: url(f), deferred: true });
    for (const f of siteCss) {
      if ((a.files.get(f)?.byteLength ?? Infinity) <= INLINE_SITE_CSS_MAX_BYTES) inline(f);
      else sheets.push({ kind: 'link', href: url(f), deferred: false });
    }
    this.stylesheetsOf = { assets: a, sheets };
    return sheets;
  }

  /** The head fields of a route's page (the stylesheets every page shares are in its PageContext). */
  private pageHead(state: LocaleState, route: RouteData, pageKey: string | undefined, noindex = false): PageHead {
    const a = this.assets;
    const url = (f: string) => `${this.assetsBase}${f}`;
    const sidebarUrl = route.sidebarUrl;
    const assets: PageHead['assets'] = {
      entry: url(a.entry),
      modulepreload: [...a.entryImports, ...(pageKey ? (a.pageChunks.get(pageKey) ?? []) : [])].map(url),
      preloadJson: [state.siteJson.url, ...(sidebarUrl ? [sidebarUrl] : [])],
    };
    const origin = this.config.url;
    const doc = route.doc ? state.docs.get(route.doc.id) : undefined;
    const post = route.blog?.view.view === 'post' ? route.blog.view.post : undefined;
    const image = doc?.source.frontmatter.image ?? (post ? state.blog?.byPath.get(route.path)?.post.image : undefined) ?? this.config.image;
    return {
      themeStyle: this.themeStyle,
      siteUrl: state.siteJson.url,
      canonicalUrl: `${origin}${route.path}`,
      alternates: noindex ? [] : this.hreflangAlternates(route),
      // Static files are copied to the output root, which is the locale base in a one-locale build.
      imageUrl: image ? (/^https?:/.test(image) ? image : `${origin}${this.rootUrl}${image.replace(/^\//, '')}`) : undefined,
      keywords: doc?.source.frontmatter.keywords,
      faviconUrl: this.config.favicon ? `${this.rootUrl}${this.config.favicon.replace(/^\//, '')}` : undefined,
      assets,
      noindex,
      preconnect: state.site.hostedSearch ? [preconnectHost(state.site.hostedSearch.appId)] : undefined,
      feeds: state.blog?.feedLinks,
      article: post ? { publishedTime: new Date(post.date).toISOString(), tags: post.tags.map((x) => x.label) } : undefined,
    };
  }

  /** Output-relative directory of a URL path: "/ru/v3/x" -> "v3/x/" in a ru build. */
  outputRel(urlPath: string): string {
    const rel = `${urlPath}/`.replace(/\/+$/, '/').slice(this.rootUrl.length);
    return rel === '/' ? '' : rel;
  }

  registry(state: LocaleState) {
    return {
      locale: state.info.locale,
      pages: [...state.routes.values()].map((r) => ({ id: r.doc?.id ?? r.page?.module ?? r.path, path: r.path, title: r.title, sidebar: r.doc?.sidebar ?? r.index?.sidebar })),
      sidebars: Object.fromEntries(state.sidebars.trees),
    };
  }

  summary(pages: number, started: number, out: { bytes: number; files: number }): BuildSummary {
    const warnings = [...this.state.values()].flatMap((s) => s.warnings);
    const missing = new Set([...this.state.values()].flatMap((s) => s.sidebars.missing.map((m) => m.id)));
    return { pages, warnings, seconds: (performance.now() - started) / 1000, bytes: out.bytes, files: out.files, missingDocs: missing.size, pagesOnWorkers: this.pagesOnWorkers };
  }

  // ---- incremental updates (serve --watch) ----

  /** Re-reads one Markdown file; returns the URL paths whose output changed, or throws on a bad edit. */
  async updateDoc(file: string, sink: OutputSink): Promise<string[]> {
    const abs = path.resolve(file);
    const blogLocale = this.config.blog ? this.locales.find((l) => abs.startsWith(blogDir(this.options.siteDir, l.locale) + path.sep)) : undefined;
    if (blogLocale) {
      // A post was edited, added or removed: the blog is read again and its pages and feeds rewritten.
      const blog = readBlog(this.options.siteDir, blogLocale.locale);
      await this.renderPending(blog?.posts.map((p) => p.doc) ?? []);
      if (blog) this.blogs.set(blogLocale.locale, blog);
      else this.blogs.delete(blogLocale.locale);
      await this.readyForExcerpts();
      return this.rewrite(this.targets.filter((t) => t.locale === blogLocale.locale), sink);
    }
    const locale = this.locales.find((l) => abs.startsWith(docsDir(this.options.siteDir, l.locale) + path.sep));
    if (!locale) return [];
    const tree = this.content.get(locale.locale)!;
    const exists = fs.existsSync(abs);
    const next = exists ? readDoc(abs, docsDir(this.options.siteDir, locale.locale), this.options.siteDir, locale.locale) : null;
    const docs = tree.docs.filter((d) => d.file !== abs);
    if (next && !next.frontmatter.draft) docs.push(next);
    // The order of a fresh walk (path segments in locale order), so the registry and sidebars match a full build.
    docs.sort((a, b) => compareWalkOrder(a.file, b.file));
    const previous = tree.docs;
    tree.docs = docs;
    try {
      await this.renderPending(this.allSources());
    } catch (e) {
      tree.docs = previous;
      throw e;
    }
    return this.rewrite(this.targets, sink);
  }

  private allSources(): DocSource[] {
    const out = new Map<string, DocSource>();
    for (const info of this.targets) for (const { source } of this.docsFor(info).values()) out.set(source.file, source);
    for (const info of this.targets) for (const p of this.blogs.get(info.locale)?.posts ?? []) out.set(p.doc.file, p.doc);
    return [...out.values()];
  }

  /**
   * After a source edit: prepares the locales again and writes what differs from the last output: every
   * route whose data, sidebar or site data changed, the locale's data files, feeds, registry, redirects and
   * site files; files a fresh build would no longer produce (a deleted page, an old hashed data file) are
   * removed. The output is then what a fresh build of the same sources writes. Returns the rewritten paths.
   */
  private async rewrite(locales: LocaleInfo[], sink: OutputSink): Promise<string[]> {
    const changed: string[] = [];
    const before = new Set(this.planned);
    for (const info of locales) {
      const old = this.state.get(info.locale)!;
      const state = this.prepareLocale(info);
      this.state.set(info.locale, state);
      changed.push(...(await this.writeLocale(state, sink, old)));
    }
    this.writeSiteFiles(sink);
    this.planned = this.plannedFiles();
    for (const rel of before) if (!this.planned.has(rel)) sink.remove?.(rel);
    return changed;
  }
}

/** Markdown of a page not rendered yet: its title from a leading "# Title" line (without markup), nothing else. */
/** The search index's entry in the output-reuse manifest (route paths start with a slash: no clash). */
const searchEntry = (locale: string) => `search:${locale}`;

function placeholderMarkdown(body: string): MarkdownResult {
  const h1 = /^\s*#[ \t]+(.+?)[ \t#]*(?:\n|$)/.exec(body)?.[1]?.replace(/\{#[^}]*\}\s*$/, '').replace(/[*_`]/g, '').trim();
  return { html: '', text: [], h1, toc: [], anchors: [], links: [], images: [], code: [], notices: [], math: false };
}

/** Order of a depth-first walk that sorts each directory's entries with localeCompare. */
export function compareWalkOrder(a: string, b: string): number {
  const pa = a.split(path.sep);
  const pb = b.split(path.sep);
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    if (pa[i] !== pb[i]) return pa[i]!.localeCompare(pb[i]!);
  }
  return pa.length - pb.length;
}

function countLinks(items: SidebarNode[]): number {
  return items.reduce((n, i) => n + (i.type === 'link' ? 1 : countLinks(i.items)), 0);
}

function firstHref(items: SidebarNode[]): string | undefined {
  for (const i of items) {
    if (i.type === 'link') return i.href;
    const h = i.href ?? firstHref(i.items);
    if (h) return h;
  }
  return undefined;
}
