// The `tondocs` command.
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { formatError } from './errors.ts';
import { runBuild } from './build/run.ts';
import { createReporter } from './build/report.ts';
import { serve } from './serve/serve.ts';

const program = new Command();
program.name('tondocs').description('Static documentation site generator').showHelpAfterError();

const port = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number (0-65535)');
  return n;
};

program
  .command('build')
  .description('Build the site into static files')
  .option('--locale <locale>', 'build one locale (its base path is the output root); all locales when omitted')
  .option('--out <dir>', 'output directory', 'build')
  .option('--site <dir>', 'site directory (with tondocs.config.ts)', '.')
  .option('--strict', 'fail on broken links, anchors and duplicate routes', false)
  .action(async (opts: { locale?: string; out: string; site: string; strict: boolean }) => {
    await runBuild({ siteDir: path.resolve(opts.site), locale: opts.locale, outDir: path.resolve(opts.site, opts.out), strict: opts.strict, reporter: createReporter() });
  });

program
  .command('serve')
  .description('Serve the built site; with --watch, rebuild on changes and update open pages')
  .option('--locale <locale>', 'serve one locale')
  .option('--out <dir>', 'output directory', 'build')
  .option('--site <dir>', 'site directory', '.')
  .option('--port <port>', 'port', port, 3000)
  .option('--host <host>', 'host to listen on', '127.0.0.1')
  .option('--watch', 'build first, then rebuild what an edit affects and live-update the browser', false)
  .action(async (opts: { locale?: string; out: string; site: string; port: number; host: string; watch: boolean }) => {
    await serve({ siteDir: path.resolve(opts.site), locale: opts.locale, outDir: path.resolve(opts.site, opts.out), port: opts.port, host: opts.host, watch: opts.watch });
  });

program.parseAsync(process.argv).catch((e: unknown) => {
  process.stderr.write(`\n${formatError(e)}\n`);
  process.exit(1);
});
