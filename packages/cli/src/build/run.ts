// `tondocs build`: one full build into a staging directory, swapped in when it succeeded.
import { TondocsError } from '../errors.ts';
import { StagedOutput, lockOutput } from '../write/output.ts';
import { SiteBuilder, type BuildOptions, type BuildSummary } from './builder.ts';
import { formatBytes } from './report.ts';
import { readLastRun } from '../check-code/cache.ts';
import { formatBuildLine } from '../check-code/report.ts';

export async function runBuild(options: BuildOptions): Promise<BuildSummary> {
  return (await buildSite(options)).summary;
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

async function buildLocked(options: BuildOptions, started: number, onLoaded?: (builder: SiteBuilder) => void | Promise<void>): Promise<{ builder: SiteBuilder; summary: BuildSummary }> {
  const builder = new SiteBuilder(options);
  try {
    await builder.load();
    await onLoaded?.(builder);
    await builder.prepare();
  } catch (e) {
    await builder.close();
    throw e;
  }
  const warnings = [...builder.state.values()].flatMap((s) => s.warnings);
  if (options.strict && warnings.length) {
    throw new TondocsError(`${warnings.length} warning(s) with --strict: the build fails and the previous output is kept.`, { hint: 'Fix the links and anchors reported above.' });
  }
  const out = new StagedOutput(options.outDir);
  let pages: number;
  try {
    pages = builder.render(out);
    out.commit();
    builder.saveReuse();
  } catch (e) {
    out.abort();
    throw e;
  }
  const summary = builder.summary(pages, started, out.stats());
  options.reporter.info(
    `Built ${summary.pages} pages (${builder.targets.map((t) => t.locale).join(', ')}) in ${summary.seconds.toFixed(2)} s: ${summary.files} files, ${formatBytes(summary.bytes)}, ${summary.warnings.length} warning(s)` +
      (summary.missingDocs ? `; ${summary.missingDocs} sidebar page(s) not written yet` : ''),
  );
  // Numbers of the last `tondocs check-code`: the build itself runs no compiler.
  const codeRun = readLastRun(options.siteDir);
  if (codeRun) options.reporter.info(formatBuildLine(codeRun));
  return { builder, summary };
}
