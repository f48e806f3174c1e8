// The reader's preferred docs version, stored as Docusaurus does (docs-preferred-version-{pluginId}).
// A stored name that is no longer a version of the site (a version was removed or renamed) is cleared
// on load, so that nothing ever links to a version that does not exist. (A version switch, which would
// write it, comes with a second docs version; the site has one.)
import type { SiteData } from '@tondocs/theme';
import { readStorage, removeStorage } from '@tondocs/theme/frame';

export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

/** The stored preference if it is still a known version; an unknown one is removed. */
export function restorePreferredVersion(site: SiteData): string | null {
  const { pluginId, names } = site.docsVersions;
  const key = preferredVersionKey(pluginId);
  const stored = readStorage(key);
  if (stored === null || names.includes(stored)) return stored;
  removeStorage(key);
  return null;
}

