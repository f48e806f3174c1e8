// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { useEffect, useState } from 'react';
import { dismissAnnouncement, isAnnouncementDismissed, rememberAnnouncement } from '../browser/announcement.ts';
import { useSite, useStrings } from '../context.tsx';

/**
 * The optional bar above the navbar. The server always renders a configured bar; a dismissed one is
 * hidden before the first paint by CSS (the inline head script marks <html>), and is removed from the
 * tree only after hydration, so the hydrated markup always matches the server's and nothing moves.
 */
export function AnnouncementBar() {
  const site = useSite();
  const s = useStrings();
  const bar = site.announcementBar;
  const id = bar?.id;
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (id === undefined) return;
    setDismissed(isAnnouncementDismissed(id));
    rememberAnnouncement(id);
  }, [id]);
  if (!bar || dismissed) return null;
  const close = () => {
    dismissAnnouncement(bar.id);
    setDismissed(true);
  };
  return (
    <div className={`announcement-bar${bar.isCloseable ? ' announcement-bar--closeable' : ''}`} role="region" aria-label={s.announcement} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      {/* Config text, trusted like the rest of the config: it may hold links or emphasis. */}
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="announcement-bar-close" onClick={close} aria-label={s.closeAnnouncement} title={s.closeAnnouncement}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M5 5l14 14M19 5 5 19" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
