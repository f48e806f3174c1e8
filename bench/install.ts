// The install of the published generator (issue #17): the packages built and packed, then installed from the
// tarballs into empty projects, without and with the optional TON toolchains. Prints node_modules size (du)
// and install time for each, and the time from `tondocs init` to a page served by `tondocs serve`.
//
//   npx tsx bench/install.ts [--out FILE]
// Installs use the local pnpm store (packages already there are linked, not downloaded).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { buildAndPack, diskUsageMb, installProject, REPO_ROOT, serveInstalled, tondocsBin } from '../e2e/packed.ts';

const run = promisify(execFile);
const log = (s: string) => process.stderr.write(`${s}\n`);

/** The optional peers of @tondocs/cli, at the ranges it declares. */
function tonToolchains(): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'packages', 'cli', 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> };
  return pkg.peerDependencies;
}

/** Seconds from `tondocs init` to the first 200 of the served page. */
async function initToServed(project: string): Promise<{ seconds: number; init: number; build: number }> {
  const bin = tondocsBin(project);
  const site = path.join(project, 'docs');
  const t0 = performance.now();
  await run(bin, ['init', 'docs', '--locale', 'en'], { cwd: project });
  const t1 = performance.now();
  await run(bin, ['build', '--locale', 'en'], { cwd: site });
  const t2 = performance.now();
  const { url, server } = await serveInstalled(project, site);
  try {
    const res = await fetch(url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    await res.text();
    return { seconds: (performance.now() - t0) / 1000, init: (t1 - t0) / 1000, build: (t2 - t1) / 1000 };
  } finally {
    server.kill();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: { out: { type: 'string' } } });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tondocs-install-'));
  try {
    const t0 = performance.now();
    const tarballs = await buildAndPack(path.join(tmp, 'tarballs'));
    const packSeconds = (performance.now() - t0) / 1000;
    const tarballKb = Object.fromEntries(Object.entries(tarballs.files).map(([name, f]) => [name, Math.round(fs.statSync(f).size / 1024)]));
    log(`built and packed in ${packSeconds.toFixed(1)} s: ${JSON.stringify(tarballKb)} KB`);

    const bare = path.join(tmp, 'bare');
    const bareInstall = await installProject(bare, tarballs);
    const bareMb = await diskUsageMb(path.join(bare, 'node_modules'));
    log(`without TON toolchains: ${bareMb} MB in ${bareInstall.seconds.toFixed(1)} s (${bareInstall.offline ? 'offline' : 'metadata fetched'})`);
    const served = await initToServed(bare);
    log(`init -> served page: ${served.seconds.toFixed(1)} s (init ${served.init.toFixed(1)} s, build ${served.build.toFixed(1)} s)`);

    const full = path.join(tmp, 'ton');
    const fullInstall = await installProject(full, tarballs, tonToolchains());
    const fullMb = await diskUsageMb(path.join(full, 'node_modules'));
    log(`with TON toolchains: ${fullMb} MB in ${fullInstall.seconds.toFixed(1)} s (${fullInstall.offline ? 'offline' : 'metadata fetched'})`);

    // The toolchains installed in the site are the ones check-code loads (pnpm links them to @tondocs/cli as peers).
    await run(tondocsBin(full), ['init', 'docs', '--locale', 'en'], { cwd: full });
    const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\`\n`;
    fs.writeFileSync(
      path.join(full, 'docs', 'content', 'en', 'docs', 'samples.md'),
      `---\ntitle: Samples\n---\n\n${fence('tact', 'contract A {}')}\n${fence('tolk', 'fun main() {}')}\n${fence('ts', "import { Address } from '@ton/core';\nconst a: Address = Address.parse('EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c');")}`,
    );
    const check = await run(tondocsBin(full), ['check-code', '--strict'], { cwd: path.join(full, 'docs') });
    const checked = /^total\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(check.stdout);
    log(`check-code with the toolchains: ${checked ? `${checked[1]} checked, ${checked[2]} passed, ${checked[3]} failed` : check.stdout}`);

    const result = {
      at: new Date().toISOString(),
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
      cpus: os.availableParallelism(),
      packSeconds,
      tarballKb,
      withoutToolchains: { nodeModulesMb: bareMb, installSeconds: bareInstall.seconds, offline: bareInstall.offline, initToServedSeconds: served.seconds, initSeconds: served.init, buildSeconds: served.build },
      withToolchains: { nodeModulesMb: fullMb, installSeconds: fullInstall.seconds, offline: fullInstall.offline, checkCode: checked ? { checked: Number(checked[1]), passed: Number(checked[2]), failed: Number(checked[3]) } : check.stdout },
    };
    const json = JSON.stringify(result, null, 2);
    process.stdout.write(`${json}\n`);
    if (values.out) fs.writeFileSync(values.out, `${json}\n`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
