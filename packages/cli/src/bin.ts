#!/usr/bin/env node
// The `tondocs` command of the published package (compiled to dist/bin.js). The workspace runs
// bin/tondocs.js instead, which loads these same sources through tsx.
import { register } from 'tsx/esm/api';

// Server rendering with React's production build: the development one is several times slower.
process.env.NODE_ENV ??= 'production';
// The site's tondocs.config.ts is TypeScript: the tsx loader lets Node import it.
register();
await import('./cli.ts');
