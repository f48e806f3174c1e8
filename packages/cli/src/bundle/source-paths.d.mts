import type * as esbuild from 'esbuild';

export function sourcePathsPlugin(build: typeof esbuild, options?: { sourcemap?: boolean }): esbuild.Plugin;
