// Tabs from Markdown (built by the CLI's remarkTabs as static HTML): switching, arrow keys, groups that
// share a groupId switch together, and the choice of a group is remembered in localStorage.
// The subpath, not the package index: this module is in a lazy chunk, and reaching the index from it
// would move the theme's first-load components out of the entry chunk into a shared one.
import { readStorage, writeStorage } from '@tondocs/theme/storage';

export const TAB_STORAGE_PREFIX = 'tondocs.tab.';

/**
 * Runs inline right after the page markup, before the first paint: a remembered choice is shown at once
 * instead of the first tab being swapped out after hydration (which would move the page). Kept tiny and
 * in sync with selectTab() below.
 */
export const tabsInlineScript = `(function(){try{var g=document.querySelectorAll('.tabs[data-group]');for(var i=0;i<g.length;i++){var v=localStorage.getItem('${TAB_STORAGE_PREFIX}'+g[i].getAttribute('data-group'));if(v===null)continue;var t=g[i].querySelector(':scope>.tabs-list>[role=tab][data-value="'+v.replace(/["\\\\]/g,'')+'"]');if(!t)continue;var b=g[i].querySelectorAll(':scope>.tabs-list>[role=tab]');for(var j=0;j<b.length;j++){var on=b[j]===t;b[j].setAttribute('aria-selected',on?'true':'false');b[j].tabIndex=on?0:-1;var p=document.getElementById(b[j].getAttribute('aria-controls'));if(p)p.hidden=!on}}}catch(e){}})();`;

function tabsOf(group: Element): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(':scope > .tabs-list > [role="tab"]')];
}

/** Shows the panel of `tab` in its group, hides the others. */
function selectTab(tab: HTMLElement): void {
  const group = tab.closest('.tabs');
  if (!group) return;
  for (const t of tabsOf(group)) {
    const on = t === tab;
    t.setAttribute('aria-selected', on ? 'true' : 'false');
    t.tabIndex = on ? 0 : -1;
    const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
  }
}

function selectValue(group: Element, value: string): boolean {
  const tab = tabsOf(group).find((t) => t.dataset.value === value);
  if (tab) selectTab(tab);
  return Boolean(tab);
}

/**
 * Applies remembered choices to every synced group under `root` (after a client navigation), then the
 * choices the address names (Docusaurus's `queryString`: "?os=linux" selects the "linux" tab of the group
 * with that key), which win over remembered ones as they were given for this visit.
 */
export function applyStoredTabs(root: ParentNode): void {
  for (const group of root.querySelectorAll<HTMLElement>('.tabs[data-group]')) {
    const value = readStorage(TAB_STORAGE_PREFIX + group.dataset.group);
    if (value !== null) selectValue(group, value);
  }
  const params = new URLSearchParams(window.location.search);
  for (const group of root.querySelectorAll<HTMLElement>('.tabs[data-query]')) {
    const value = params.get(group.dataset.query ?? '');
    if (value !== null) selectValue(group, value);
  }
}

/** A group with a query key writes the choice into the address, so that a copied link opens that tab. */
function writeQuery(group: HTMLElement, value: string): void {
  const key = group.dataset.query;
  if (!key) return;
  const url = new URL(window.location.href);
  url.searchParams.set(key, value);
  history.replaceState(history.state, '', url);
}

/** Selects a tab as the reader did: its whole group id follows, and the page does not jump under them. */
function choose(tab: HTMLElement, onChange: (panel: ParentNode) => void): void {
  const group = tab.closest<HTMLElement>('.tabs');
  if (!group) return;
  const value = tab.dataset.value ?? '';
  const id = group.dataset.group;
  // Groups above this one may change height; keep the chosen tab where the reader's pointer is.
  const before = tab.getBoundingClientRect().top;
  selectTab(tab);
  writeQuery(group, value);
  if (id) {
    for (const other of document.querySelectorAll<HTMLElement>('.tabs[data-group]')) {
      if (other !== group && other.dataset.group === id) selectValue(other, value);
    }
    writeStorage(TAB_STORAGE_PREFIX + id, value);
  }
  const after = tab.getBoundingClientRect().top;
  if (after !== before) window.scrollBy(0, after - before);
  onChange(document);
}

const KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** One delegated listener pair for every tab group, present and future (client navigation). */
export function installTabs(onChange: (panel: ParentNode) => void): void {
  document.addEventListener('click', (e) => {
    const tab = (e.target as Element | null)?.closest?.('.tabs-list > [role="tab"]');
    if (tab instanceof HTMLElement) choose(tab, onChange);
  });
  document.addEventListener('keydown', (e) => {
    const tab = (e.target as Element | null)?.closest?.('.tabs-list > [role="tab"]');
    const move = KEYS[e.key];
    if (!(tab instanceof HTMLElement) || !move || e.altKey || e.ctrlKey || e.metaKey) return;
    const group = tab.closest('.tabs');
    if (!group) return;
    const tabs = tabsOf(group);
    const next = tabs[move(tabs.indexOf(tab), tabs.length)];
    if (!next) return;
    e.preventDefault();
    // Automatic activation (WAI-ARIA tabs pattern): focus follows the arrow and selects.
    next.focus();
    choose(next, onChange);
  });
}
