// Google Analytics (gtag.js) page views. The document head loads gtag.js and configures it without its
// automatic page view; the runtime reports one for the first page and for every later location change,
// client navigations included, which gtag.js alone would miss in a single-page app.
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;

/** The head snippet of gtag.js for one tracking id (nothing at all when analytics is not configured). */
export function gtagHeadTags(trackingId: string, anonymizeIP: boolean, escapeAttr: (s: string) => string): string[] {
  const id = JSON.stringify(trackingId).replace(/</g, '\\u003c');
  return [
    `<script async src="${escapeAttr(`${GTAG_SCRIPT_URL}?id=${encodeURIComponent(trackingId)}`)}"></script>`,
    `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${id},{anonymize_ip:${anonymizeIP},send_page_view:false});</script>`,
  ];
}

let last: string | null = null;

/** Reports the current location once (repeated calls for the same address are ignored). */
export function reportPageView(): void {
  const gtag = (window as Window & { gtag?: Gtag }).gtag;
  if (typeof gtag !== 'function') return;
  const path = window.location.pathname + window.location.search + window.location.hash;
  if (path === last) return;
  last = path;
  gtag('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
}
