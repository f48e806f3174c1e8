// The `tondocs` command.
import fs from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { formatError } from './errors.ts';
import { CONFIG_FILE } from './config/file-name.ts';
import { createReporter } from './build/report.ts';

/** The site directory: --site, else the working directory, else its site/ folder (runs from a repo root). */
function siteDir(option: string | undefined): string {
  if (option) return path.resolve(option);
  const cwd = process.cwd();
  if (!fs.existsSync(path.join(cwd, CONFIG_FILE)) && fs.existsSync(path.join(cwd, 'site', CONFIG_FILE))) return path.join(cwd, 'site');
  return cwd;
}

const program = new Command();
program
  .name('tondocs')
  .description('Static documentation site generator')
  .version((JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string }).version)
  .showHelpAfterError();

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
  .option('--site <dir>', 'site directory with tondocs.config.ts (default: the working directory, or its site/ folder)')
  .option('--strict', 'fail on broken links, anchors and duplicate routes', false)
  .option('--no-cache', 'render every page afresh instead of reusing results kept in <site>/.tondocs')
  .action(async (opts: { locale?: string; out: string; site?: string; strict: boolean; cache: boolean }) => {
    const site = siteDir(opts.site);
    // Loaded on use: a build with nothing to do never loads the builder (a second of modules).
    const { runBuild } = await import('./build/run.ts');
    await runBuild({ siteDir: site, locale: opts.locale, outDir: path.resolve(site, opts.out), strict: opts.strict, cache: opts.cache, detachCleanup: true, reporter: createReporter() });
  });

program
  .command('serve')
  .description('Serve the built site; with --watch, rebuild on changes and update open pages')
  .option('--locale <locale>', 'serve one locale')
  .option('--out <dir>', 'output directory', 'build')
  .option('--site <dir>', 'site directory with tondocs.config.ts (default: the working directory, or its site/ folder)')
  .option('--port <port>', 'port', port, 3000)
  .option('--host <host>', 'host to listen on', '127.0.0.1')
  .option('--watch', 'build first, then rebuild what an edit affects and live-update the browser', false)
  .option('--no-cache', 'with --watch: render every page afresh instead of reusing results kept in <site>/.tondocs')
  .action(async (opts: { locale?: string; out: string; site?: string; port: number; host: string; watch: boolean; cache: boolean }) => {
    const site = siteDir(opts.site);
    const { serve } = await import('./serve/serve.ts');
    await serve({ siteDir: site, locale: opts.locale, outDir: path.resolve(site, opts.out), port: opts.port, host: opts.host, watch: opts.watch, cache: opts.cache });
  });

program
  .command('check-code')
  .description('Compile or type-check every code sample of the docs; exits with 1 when one fails')
  .option('--site <dir>', 'site directory with tondocs.config.ts (default: the working directory, or its site/ folder)')
  .option('--locale <locale>', 'check one locale; all locales when omitted')
  .option('--no-cache', 'check every sample again instead of reusing earlier results')
  .option('--strict', 'also exit with 1 when a language has samples but the site does not install its toolchain', false)
  .action(async (opts: { site?: string; locale?: string; cache: boolean; strict: boolean }) => {
    // Loaded here: the compilers are heavy and no other command needs them.
    const { runCheckCode, formatCheckCodeReport } = await import('./check-code/index.ts');
    const result = await runCheckCode(siteDir(opts.site), { locale: opts.locale, cache: opts.cache });
    process.stdout.write(`${formatCheckCodeReport(result)}\n`);
    if (result.failures.length || (opts.strict && result.missing.length)) process.exitCode = 1;
  });

program
  .command('init [dir]')
  .description('Create a new site: config, example pages with a sidebar, static folder and package.json scripts')
  .option('--locale <locale>', 'language of the site (asked when omitted on a terminal; default en)')
  .option('--title <title>', 'site title (default: the folder name)')
  .action(async (dir: string | undefined, opts: { locale?: string; title?: string }) => {
    const { initSite } = await import('./init/init.ts');
    const target = path.resolve(dir ?? '.');
    const locale = opts.locale ?? (process.stdin.isTTY ? await ask('Site language (en, ru, zh-CN...)', 'en') : 'en');
    const cliVersion = `^${(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string }).version}`;
    const result = initSite(target, { locale, title: opts.title ?? path.basename(target), cliVersion });
    const rel = path.relative(process.cwd(), result.dir) || '.';
    const cd = rel === '.' ? '' : `  cd ${rel}\n`;
    process.stdout.write(
      `Created a tondocs site in ${rel} (${result.files.length} files).\n\nNext steps:\n` +
        cd +
        `  npm install     # installs @tondocs/cli (its package.json lists it)\n` +
        `  npm run dev     # live preview at http://127.0.0.1:3000/\n` +
        `  npm run build   # static files in build/\n`,
    );
  });

async function ask(question: string, fallback: string): Promise<string> {
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(`${question} [${fallback}]: `)).trim() || fallback;
  } finally {
    rl.close();
  }
}

program.parseAsync(process.argv).catch((e: unknown) => {
  process.stderr.write(`\n${formatError(e)}\n`);
  process.exit(1);
});
