// Debian's chromium driven by playwright-core (no browser download): the one way e2e tests get a browser.
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * Tests only (not the bench's measurements): new contexts and tabs reuse two renderer processes instead of
 * starting one each (~0.6 s of CPU per start on this VM's kernel): the browser tests' CPU -21 %.
 */
const TEST_ARGS = ['--renderer-process-limit=2'];

/** Launches Chromium; fails loudly (never skips) when it cannot start, so CI cannot go green without it. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...TEST_ARGS], headless: true });
}
