// Writes the config reference (generated from the config schema) into the README and the contribute page.
import path from 'node:path';
import { REFERENCE_FILES, writeReference } from '../src/config/reference.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
writeReference(root);
console.log(`Config reference written to ${REFERENCE_FILES.map((f) => f.file).join(', ')}`);
