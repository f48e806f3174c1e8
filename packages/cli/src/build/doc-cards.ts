// <DocCardList /> of an .mdx page: the cards of the page's own category, made when the sidebars are known
// (the Markdown stage leaves a placeholder). Same markup as a generated index's cards.
import type { SidebarNode } from '@tondocs/theme';

export const DOC_CARD_PLACEHOLDER = '<div class="doc-card-list" data-doc-card-list=""></div>';

export interface CardInfo {
  description: (docId: string) => string;
  /** Count of pages under a category, worded for the reader ("3 элемента"). */
  countLabel: (n: number) => string;
}

/** The items of the category this page is the index of, or else the other items of the category it is in. */
export function categoryItems(tree: SidebarNode[], href: string): SidebarNode[] | undefined {
  for (const node of tree) {
    if (node.type !== 'category') continue;
    if (node.href === href) return node.items;
    if (node.items.some((i) => i.type === 'link' && i.href === href)) return node.items.filter((i) => !(i.type === 'link' && i.href === href));
    const inner = categoryItems(node.items, href);
    if (inner) return inner;
  }
  return undefined;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function links(items: SidebarNode[]): number {
  return items.reduce((n, i) => n + (i.type === 'link' ? 1 : links(i.items)), 0);
}

function firstHref(items: SidebarNode[]): string | undefined {
  for (const i of items) {
    const h = i.type === 'link' ? i.href : (i.href ?? firstHref(i.items));
    if (h) return h;
  }
  return undefined;
}

export function docCardsHtml(items: SidebarNode[], info: CardInfo): string {
  const cards = items.flatMap((item) => {
    const href = item.type === 'link' ? item.href : (item.href ?? firstHref(item.items));
    if (!href) return [];
    const description = item.type === 'link' ? (item.docId ? info.description(item.docId) : '') : info.countLabel(links(item.items));
    return [`<li><a class="card" href="${esc(href)}"><span class="card-title">${esc(item.label)}</span><span class="card-description">${esc(description)}</span></a></li>`];
  });
  return `<ul class="card-grid doc-card-list">${cards.join('')}</ul>`;
}
