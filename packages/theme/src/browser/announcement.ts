// Dismissal of the announcement bar, stored under the keys Docusaurus uses so that a reader who closed
// the bar on the old site does not see the same bar again.
import { readStorage, writeStorage } from './storage.ts';

export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
/** Set on <html> by the inline head script, read by CSS to hide a dismissed bar before the first paint. */
export const ANNOUNCEMENT_DISMISSED_ATTR = 'data-announcement-bar-initially-dismissed';

/** Dismissed only if this very bar (same id) was closed; a new id shows the bar again. */
export function isAnnouncementDismissed(id: string): boolean {
  return readStorage(ANNOUNCEMENT_DISMISS_KEY) === 'true' && readStorage(ANNOUNCEMENT_ID_KEY) === id;
}

export function dismissAnnouncement(id: string): void {
  writeStorage(ANNOUNCEMENT_ID_KEY, id);
  writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
}

/** A bar seen for the first time: remember its id and that it is not dismissed yet. */
export function rememberAnnouncement(id: string): void {
  if (readStorage(ANNOUNCEMENT_ID_KEY) === id) return;
  writeStorage(ANNOUNCEMENT_ID_KEY, id);
  writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'false');
}
