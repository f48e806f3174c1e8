#!/usr/bin/env node
// Runs the TypeScript sources through tsx: no build step between an edit of tondocs and its use.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
