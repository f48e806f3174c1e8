// Build-time checks for the hosted search provider (spec §7, §8 "a missing application id or key"). The
// schema accepts any string for appId and apiKey so that `process.env.X ?? ''` type-checks; this turns an
// empty value into one clear build error instead of a search box that fails for every reader.
import { formatKeyPath } from '../config/load.ts';
import type { SiteConfig } from '../config/schema.ts';
import { TondocsError } from '../errors.ts';

export type SearchConfig = SiteConfig['search'];
export type HostedSearchConfig = Extract<SearchConfig, { provider: 'algolia' }>;

/** Algolia application ids are letters and digits; anything else cannot be part of the host name. */
const APP_ID = /^[A-Za-z0-9]+$/;

/**
 * Throws a TondocsError naming each bad key (search.appId, search.apiKey) when the provider is 'algolia' and
 * a credential is missing, empty or blank, or when appId cannot form a host name. Does nothing for 'local'.
 */
export function assertHostedSearchConfig(search: SearchConfig | undefined, configFile: string): void {
  if (search === undefined || search.provider !== 'algolia') return;
  const problems: string[] = [];
  for (const key of ['appId', 'apiKey'] as const) {
    // Checked as unknown: the value often comes from the environment and this may run on unvalidated input.
    const value: unknown = search[key];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${formatKeyPath(['search', key])}: ${value === undefined ? 'missing' : `empty (found ${JSON.stringify(value)})`}`);
    }
  }
  if (problems.length > 0) {
    throw new TondocsError(`Search provider 'algolia' needs appId and apiKey:\n${problems.map((p) => `  - ${p}`).join('\n')}`, {
      position: { file: configFile },
      hint: "Set search.appId and search.apiKey (the public search-only key) in the config or the environment, or use search: { provider: 'local' }.",
    });
  }
  if (!APP_ID.test(search.appId)) {
    throw new TondocsError(
      `Search provider 'algolia': ${formatKeyPath(['search', 'appId'])} must be letters and digits; found ${JSON.stringify(search.appId)}`,
      { position: { file: configFile }, hint: 'Copy the Application ID from the Algolia dashboard (API Keys).' },
    );
  }
}

/**
 * The origin for `<link rel="preconnect" href="..." crossorigin>`: the first host the browser client queries
 * (its read DSN host), so the TLS handshake is done before the reader types. Keep in step with defaultHosts()
 * in packages/theme/src/search/hosted-client.ts (a test checks that they agree).
 */
export function preconnectHost(appId: string): string {
  if (!APP_ID.test(appId)) throw new TondocsError(`Invalid Algolia application id ${JSON.stringify(appId)}: expected letters and digits`);
  return `https://${appId}-dsn.algolia.net`;
}
