#!/usr/bin/env node
// The workspace's `tondocs` command: the TypeScript sources compiled by esbuild into the package's cache
// (recompiled after any edit of tondocs, see compiled.mjs), or run through tsx if that fails or
// TONDOCS_TSX=1 asks for it.
// Server rendering with React's production build: the development one is several times slower.
process.env.NODE_ENV ??= 'production';
const compiled = process.env.TONDOCS_TSX === '1' ? undefined : await (await import('./compiled.mjs')).compiledCli();
if (compiled) {
  await import(compiled);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli.ts');
}
