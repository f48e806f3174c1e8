// `tondocs build`: one full build into a staging directory, swapped in when it succeeded — or nothing at all
// when the inputs and the output are those of the last build (up-to-date.ts).
import { TondocsError } from '../errors.ts';
import { StagedOutput, lockOutput, prepareOutputDir } from '../write/output.ts';
import { PatchOutput, scanOutput } from '../write/patch-output.ts';
import type { BuildOptions, BuildSummary, SiteBuilder } from './builder.ts';
import { formatBytes } from './report.ts';
import { readLastRun } from '../check-code/cache.ts';
import { formatBuildLine } from '../check-code/report.ts';
import { forgetState, inputFingerprint, saveState, upToDate } from './up-to-date.ts';

export async function runBuild(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  // The builder and its dependencies load only when there is something to build.
  const lock = lockOutput(options.outDir);
  try {
    const cached = options.cache !== false && !options.dev;
    const fingerprint = cached ? inputFingerprint(options) : undefined;
    const last = fingerprint ? upToDate(options, fingerprint) : undefined;
    if (last) return reportUnchanged(options, { ...last.summary, seconds: (performance.now() - started) / 1000 }, last.locales);
    const { builder, summary } = await buildLocked(options, started);
    if (fingerprint) saveState(options, fingerprint, summary, builder.targets.map((t) => t.locale));
    return summary;
  } finally {
    lock.release();
  }
}

/**
 * The build, returning the builder too: `serve --watch` keeps it to redo only what an edit affects, and
 * renders pages on request from it (`onLoaded`) while the rest of the build runs.
 */
export async function buildSite(options: BuildOptions, onLoaded?: (builder: SiteBuilder) => void | Promise<void>): Promise<{ builder: SiteBuilder; summary: BuildSummary }> {
  const started = performance.now();
  const lock = lockOutput(options.outDir);
  try {
    return await buildLocked(options, started, onLoaded);
  } finally {
    lock.release();
  }
}

/** Nothing to build: the last build's warnings and summary, as a full build would report them. */
function reportUnchanged(options: BuildOptions, summary: BuildSummary, locales: string[]): BuildSummary {
  for (const w of summary.warnings) options.reporter.warn(w);
  assertStrict(options, summary.warnings.length);
  options.reporter.info(`${summaryLine(summary, locales)}; nothing changed since the last build, the output is kept as it is`);
  printCodeRun(options);
  return summary;
}

function assertStrict(options: BuildOptions, warnings: number): void {
  if (options.strict && warnings) {
    throw new TondocsError(`${warnings} warning(s) with --strict: the build fails and the previous output is kept.`, { hint: 'Fix the links and anchors reported above.' });
  }
}

function summaryLine(summary: BuildSummary, locales: string[]): string {
  return (
    `Built ${summary.pages} pages (${locales.join(', ')}) in ${summary.seconds.toFixed(2)} s: ${summary.files} files, ${formatBytes(summary.bytes)}, ${summary.warnings.length} warning(s)` +
    (summary.missingDocs ? `; ${summary.missingDocs} sidebar page(s) not written yet` : '')
  );
}

/** Numbers of the last `tondocs check-code`: the build itself runs no compiler. */
function printCodeRun(options: BuildOptions): void {
  const codeRun = readLastRun(options.siteDir);
  if (codeRun) options.reporter.info(formatBuildLine(codeRun));
}

async function buildLocked(options: BuildOptions, started: number, onLoaded?: (builder: SiteBuilder) => void | Promise<void>): Promise<{ builder: SiteBuilder; summary: BuildSummary }> {
  // Loaded here, like the builder: a build with nothing to do never loads them.
  const { startWorkersEarly } = await import('./early-workers.ts');
  const pool = startWorkersEarly(options);
  let SiteBuilder: typeof import('./builder.ts').SiteBuilder;
  let BUILD_MANIFEST: string;
  try {
    ({ SiteBuilder, BUILD_MANIFEST } = await import('./builder.ts'));
  } catch (e) {
    await pool?.close();
    throw e;
  }
  const builder = new SiteBuilder(options, pool);
  try {
    await builder.load();
    await onLoaded?.(builder);
    await builder.prepare();
  } catch (e) {
    await builder.close();
    throw e;
  }
  let pages: number;
  let out: StagedOutput | PatchOutput;
  try {
    assertStrict(options, [...builder.state.values()].reduce((n, s) => n + s.warnings.length, 0));
    prepareOutputDir(options.outDir);
    // A warm build changes the last output in place (only what differs); anything else stages a whole tree.
    const scan = builder.reusing ? scanOutput(options.outDir) : undefined;
    out = scan?.clean && scan.files.has(BUILD_MANIFEST) ? new PatchOutput(options.outDir, scan) : new StagedOutput(options.outDir, { link: !scan || scan.clean });
  } catch (e) {
    // A production build kept its workers for render (the search index): they go with the build.
    if (!options.dev) await builder.close();
    throw e;
  }
  try {
    pages = await builder.render(out);
    await builder.finishRender(out);
    await out.flush();
    // From here the output is no longer what the saved state describes.
    forgetState(options);
    out.commit({ detach: options.detachCleanup });
    builder.saveReuse();
  } catch (e) {
    if (!options.dev) await builder.close();
    await out.abort();
    throw e;
  }
  const summary = builder.summary(pages, started, out.stats());
  options.reporter.info(summaryLine(summary, builder.targets.map((t) => t.locale)));
  printCodeRun(options);
  return { builder, summary };
}
