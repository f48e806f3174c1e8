// Live preview under `tondocs serve --watch`: server-sent events tell the page to refresh its data or show
// a build error over the (still served) last good page.
import type { SiteData } from '@tondocs/theme';
import { invalidate } from './data.ts';
import { normalizePath, routeDataUrl } from './paths.ts';
export interface DevEvents {
  onUpdate: () => void;
}

export function connectDevServer(url: string, events: DevEvents, strings: { title: string }): void {
  const source = new EventSource(url);
  source.addEventListener('message', (e) => {
    const msg = JSON.parse(e.data as string) as { type: 'update' | 'error' | 'reload'; message?: string };
    if (msg.type === 'error') showOverlay(strings.title, msg.message ?? '');
    else {
      hideOverlay();
      if (msg.type === 'reload') window.location.reload();
      else events.onUpdate();
    }
  });
}

function showOverlay(title: string, message: string): void {
  hideOverlay();
  const overlay = document.createElement('div');
  overlay.className = 'dev-overlay';
  overlay.id = 'tondocs-dev-overlay';
  overlay.setAttribute('role', 'alert');
  const box = document.createElement('div');
  box.className = 'dev-overlay-box';
  const h = document.createElement('h2');
  h.textContent = title;
  const pre = document.createElement('pre');
  pre.textContent = message;
  box.append(h, pre);
  overlay.append(box);
  document.body.append(overlay);
}

function hideOverlay(): void {
  document.getElementById('tondocs-dev-overlay')?.remove();
}

/**
 * Connects the page to `serve --watch`: after a rebuild the current route's data (and its sidebar's) are
 * fetched again and the route is shown anew at the same scroll position.
 */
export function watchDevServer(site: SiteData & { dev: { eventsUrl: string } }, sidebarUrl: () => string | undefined, reload: (href: string, y: number) => void): void {
  connectDevServer(site.dev.eventsUrl, {
    onUpdate: () => {
      invalidate(routeDataUrl(normalizePath(window.location.pathname, site.base)));
      const sidebar = sidebarUrl();
      if (sidebar) invalidate(sidebar);
      reload(window.location.href, window.scrollY);
    },
  }, { title: site.strings.devBuildError });
}
