// Inline <head> script of the announcement bar: marks <html> when the configured bar (same id) was
// dismissed, so that CSS hides it before the first paint (no flash, no layout shift).
import { ANNOUNCEMENT_DISMISSED_ATTR, ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from '@tondocs/theme';

export function announcementInlineScript(id: string): string {
  const json = (v: string) => JSON.stringify(v).replace(/</g, '\\u003c');
  return `(function(){var d=false;try{d=localStorage.getItem(${json(ANNOUNCEMENT_DISMISS_KEY)})==='true'&&localStorage.getItem(${json(ANNOUNCEMENT_ID_KEY)})===${json(id)}}catch(e){}document.documentElement.setAttribute(${json(ANNOUNCEMENT_DISMISSED_ATTR)},String(d))})();`;
}
