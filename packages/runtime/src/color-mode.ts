// Colour mode: light unless the reader chose dark; stored in localStorage, synced across tabs.
// The same logic, as a string, runs inline in <head> before the first paint (no flash).
import { writeStorage } from '@tondocs/theme/frame';

export const COLOR_MODE_KEY = 'theme';

export type ColorMode = 'light' | 'dark';

/**
 * Inline <head> script: reads storage (which may be blocked and throw) and sets <html data-theme>. Server
 * only: the annotation lets the browser bundle drop the string (a template with a substitution is kept
 * otherwise).
 */
export const colorModeInlineScript = /* @__PURE__ */ String(`(function(){var t='light';try{if(localStorage.getItem('${COLOR_MODE_KEY}')==='dark')t='dark'}catch(e){}document.documentElement.setAttribute('data-theme',t)})();`);

export function getColorMode(): ColorMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function setColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
  // Without storage the mode still applies to this page; it is just not remembered.
  writeStorage(COLOR_MODE_KEY, mode);
}

export function toggleColorMode(): void {
  setColorMode(getColorMode() === 'dark' ? 'light' : 'dark');
}

/** Another tab changed the mode: follow it. */
export function syncColorModeAcrossTabs(): void {
  window.addEventListener('storage', (e) => {
    if (e.key === COLOR_MODE_KEY) document.documentElement.setAttribute('data-theme', e.newValue === 'dark' ? 'dark' : 'light');
  });
}

