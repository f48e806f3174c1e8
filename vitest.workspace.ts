// One vitest run covers every package's unit tests and the browser e2e tests. Timeouts are sized for a
// machine twice as slow as a busy 2-core CI runner: a cold code check or site build must never hit one.
import { defineWorkspace } from 'vitest/config';

export default defineWorkspace([
  { test: { name: 'cli', root: 'packages/cli', include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 180_000, hookTimeout: 300_000 } },
  { test: { name: 'theme', root: 'packages/theme', include: ['test/**/*.test.{ts,tsx}'], environment: 'node' } },
  { test: { name: 'runtime', root: 'packages/runtime', include: ['test/**/*.test.ts'], environment: 'node' } },
  { test: { name: 'site', root: 'site', include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 300_000, hookTimeout: 600_000 } },
  // Browser tests share one built site (built once by the global setup) and run their files one after another,
  // in a worker thread of their own: vitest runs the files of each pool in turn but the pools side by side, so the
  // browser tests (mostly Chromium's work) overlap the unit tests (one fork at a time on 2 cores) instead of
  // starting after the last of them.
  { test: { name: 'e2e', root: 'e2e', include: ['**/*.test.ts'], globalSetup: ['./global-setup.ts'], testTimeout: 240_000, hookTimeout: 600_000, pool: 'threads', poolOptions: { threads: { singleThread: true } } } },
]);
