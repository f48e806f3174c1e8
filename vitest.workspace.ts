// One vitest run covers every package's unit tests and the browser e2e tests.
import { defineWorkspace } from 'vitest/config';

export default defineWorkspace([
  { test: { name: 'cli', root: 'packages/cli', include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 } },
  { test: { name: 'theme', root: 'packages/theme', include: ['test/**/*.test.{ts,tsx}'], environment: 'node' } },
  { test: { name: 'runtime', root: 'packages/runtime', include: ['test/**/*.test.ts'], environment: 'node' } },
  { test: { name: 'site', root: 'site', include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 180_000 } },
  // Browser tests share one built site and one Chromium: run their files one after another.
  { test: { name: 'e2e', root: 'e2e', include: ['**/*.test.ts'], testTimeout: 120_000, hookTimeout: 240_000, pool: 'forks', poolOptions: { forks: { singleFork: true } } } },
]);
