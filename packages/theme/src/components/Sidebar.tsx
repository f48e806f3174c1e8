// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useRuntime, useStrings } from '../context.tsx';
import type { SidebarCategory, SidebarNode } from '../types.ts';
import { CaretIcon } from './Icons.tsx';
import { Link } from './Link.tsx';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

type CollapseAnimation = typeof import('./collapse-animation.ts');
const animation: { loaded: CollapseAnimation | null; loading: Promise<unknown> | null } = { loaded: null, loading: null };

/** The categories' height animation: loaded when the pointer or focus reaches a tree, before any toggle. */
function loadAnimation(): void {
  animation.loading ??= import('./collapse-animation.ts').then(
    (m) => (animation.loaded = m),
    () => (animation.loading = null),
  );
}

function containsPath(node: SidebarNode, pathname: string): boolean {
  if (node.type === 'link') return node.href === pathname;
  return node.href === pathname || node.items.some((c) => containsPath(c, pathname));
}

/**
 * Collapsed categories carry their pages in the HTML (hidden, opened without JavaScript too) while the sidebar
 * has at most this many links. A larger sidebar renders only the open categories, as Docusaurus does: otherwise
 * every page would hold the whole sidebar and the output would grow with the square of the site (1000 pages
 * in one sidebar: 187 KB of HTML per page). Every page stays two clicks away through the site map.
 */
export const SIDEBAR_FULL_HTML_LINKS = 300;

const linkCounts = new WeakMap<SidebarNode[], number>();
export function countSidebarLinks(items: SidebarNode[]): number {
  let n = linkCounts.get(items);
  if (n === undefined) {
    n = items.reduce((sum, i) => sum + (i.type === 'link' ? 1 : 1 + countSidebarLinks(i.items)), 0);
    linkCounts.set(items, n);
  }
  return n;
}

/** Whether collapsed categories render their children (the same answer on the server and the client). */
const FullHtmlContext = createContext<boolean | null>(null);

export function Sidebar({ items }: { items: SidebarNode[] }) {
  const s = useStrings();
  return (
    <nav className="sidebar" aria-label={s.docsSidebar}>
      <SidebarTree items={items} />
    </nav>
  );
}

export function SidebarTree({ items }: { items: SidebarNode[] }) {
  const full = useContext(FullHtmlContext);
  const list = (
    <ul className="menu" onPointerEnter={loadAnimation} onFocus={loadAnimation}>
      {items.map((item, i) => (
        <SidebarItem key={i} item={item} />
      ))}
    </ul>
  );
  // The root of a tree (the sidebar, the phone menu) decides for all of its levels.
  return full === null ? <FullHtmlContext.Provider value={countSidebarLinks(items) <= SIDEBAR_FULL_HTML_LINKS}>{list}</FullHtmlContext.Provider> : list;
}

function SidebarItem({ item }: { item: SidebarNode }) {
  const { pathname } = useRuntime();
  if (item.type === 'link') {
    const active = item.href === pathname;
    return (
      <li className="menu-item">
        <Link className={`menu-link${active ? ' menu-link--active' : ''}`} href={item.href} aria-current={active ? 'page' : undefined}>
          {item.label}
        </Link>
      </li>
    );
  }
  return <SidebarCategoryItem item={item} />;
}

/**
 * Categories start as configured, the one holding the current page expanded; opening one never closes
 * another (no auto-collapse). Collapsed children are in the HTML too (hidden): without JavaScript every
 * page of the sidebar is one click away.
 */
function SidebarCategoryItem({ item }: { item: SidebarCategory }) {
  const { pathname } = useRuntime();
  const active = containsPath(item, pathname);
  const [collapsed, setCollapsed] = useState(item.collapsed && !active);
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active]);
  const toggle = () => setCollapsed((c) => !c);
  const here = item.href === pathname;
  return (
    <li className={`menu-item menu-category${collapsed ? ' menu-category--collapsed' : ''}`}>
      <div className="menu-category-row">
        {item.href ? (
          <Link className={`menu-link menu-link--category${here ? ' menu-link--active' : ''}`} href={item.href} aria-current={here ? 'page' : undefined}>
            {item.label}
          </Link>
        ) : (
          <button type="button" className="menu-link menu-link--category" aria-expanded={!collapsed} onClick={toggle}>
            {item.label}
          </button>
        )}
        <CaretButton collapsed={collapsed} onClick={toggle} label={item.label} />
      </div>
      <Collapsible collapsed={collapsed}>
        <SidebarTree items={item.items} />
      </Collapsible>
    </li>
  );
}

function CaretButton({ collapsed, onClick, label }: { collapsed: boolean; onClick: () => void; label: string }) {
  return (
    <button type="button" className="menu-caret" aria-expanded={!collapsed} aria-label={label} onClick={onClick}>
      <CaretIcon />
    </button>
  );
}

function Collapsible({ collapsed, children }: { collapsed: boolean; children: ReactNode }) {
  const full = useContext(FullHtmlContext) ?? true;
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(!collapsed);
  const first = useRef(true);
  if (!collapsed && !shown) setShown(true);
  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (first.current) {
      first.current = false;
      return;
    }
    if (!el) return;
    // A toggle quicker than the animation's download (it starts when the pointer or focus reaches the tree).
    if (!animation.loaded) {
      if (collapsed) setShown(false);
      return;
    }
    return animation.loaded.animateHeight(el, collapsed, () => setShown(false));
  }, [collapsed]);
  return (
    <div ref={ref} className="collapsible" style={collapsed && !shown ? { height: 0, overflow: 'hidden' } : { overflow: 'hidden' }} hidden={collapsed && !shown}>
      {full || !collapsed || shown ? children : null}
    </div>
  );
}
