// The compilers of check-code are optional peer dependencies of @tondocs/cli: a site installs the ones its
// samples need. A checker runs only when its packages resolve from the site directory; otherwise its
// samples are reported once, with the packages to add.
import { resolvesFrom } from '../module-file.ts';
import { CHECKERS, type CheckerId } from './registry.ts';

/** Packages of `checker` that do not resolve from `siteDir` (its node_modules or a parent's). */
export function missingPackages(checker: CheckerId, siteDir: string): string[] {
  const entry = CHECKERS[checker];
  return (entry.requires ?? entry.packages).filter((name) => !resolvesFrom(siteDir, name));
}

/** One line for the report: which samples were left unchecked and what to install. */
export function missingToolchainMessage(languages: readonly string[], packages: readonly string[], samples: number): string {
  return `${languages.join('/')}: ${samples} sample(s) not checked, the site does not install ${packages.join(', ')}. To check them: npm i -D ${packages.join(' ')}`;
}
