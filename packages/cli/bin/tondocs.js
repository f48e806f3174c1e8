#!/usr/bin/env node
// Runs the TypeScript sources through tsx: no build step between an edit of tondocs and its use.
import { register } from 'tsx/esm/api';

// Server rendering with React's production build: the development one is several times slower.
process.env.NODE_ENV ??= 'production';
register();
await import('../src/cli.ts');
