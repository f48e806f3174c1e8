// Focus after a client-side navigation, as a full page load would leave it for a screen reader or a
// keyboard: on the new page's section (the #hash target) or heading, never on the link of the old page.
import { hashId } from './paths.ts';

function focusWithoutScroll(el: HTMLElement): void {
  // Headings are not focusable: tabindex -1 makes them a target of focus() but not a Tab stop.
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  // The scroll position is the navigation's business (spec §2.9): focusing must not move it.
  el.focus({ preventScroll: true });
}

/** Focuses the #hash target, else the page's h1, else <main>. */
export function focusNewPage(hash: string): void {
  const target = hash ? document.getElementById(hashId(hash)) : null;
  const main = document.getElementById('main');
  const el = target ?? main?.querySelector<HTMLElement>('h1') ?? main;
  if (el) focusWithoutScroll(el);
}
