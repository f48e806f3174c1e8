// Builds the ru site once for every browser test file: they only read it (each serves it on its own port).
import { buildSiteForTests } from './built-site.ts';

export default async function setup(): Promise<void> {
  await buildSiteForTests();
}
