// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useRuntime, useSite, useStrings } from '../context.tsx';
import type { NavbarProps } from '../overrides.tsx';
import { CloseIcon, MenuIcon } from './Icons.tsx';
import { Link } from './Link.tsx';
import { NavbarItem } from './NavbarItem.tsx';
import { SidebarTree } from './Sidebar.tsx';

const DESKTOP_QUERY = '(min-width: 996px)';

type FocusTrap = typeof import('./focus-trap.ts');
let focusTrap: Promise<FocusTrap> | null = null;

/** The dialog's focus handling: loaded when the menu first opens, not with the page. */
function loadFocusTrap(): Promise<FocusTrap> {
  focusTrap ??= import('./focus-trap.ts');
  focusTrap.catch(() => (focusTrap = null));
  return focusTrap;
}

/**
 * Sticky navbar (never hidden on scroll) with the mobile menu below 996 px. The menu is a <details>, so
 * that it opens without JavaScript too; with JavaScript it is a modal dialog: focus moves in and stays in
 * it, Escape and the backdrop close it, and focus returns to the menu button.
 */
export function Navbar({ sidebar }: NavbarProps) {
  const site = useSite();
  const s = useStrings();
  const { pathname } = useRuntime();
  const [menuOpen, setMenuOpen] = useState(false);
  const [showMain, setShowMain] = useState(!sidebar);
  const burger = useRef<HTMLElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const trap = useRef<FocusTrap | null>(null);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    burger.current?.focus();
  }, []);
  // Closing because the page changed or the view became desktop: focus goes elsewhere (the new page).
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => setShowMain(!sidebar), [sidebar, menuOpen]);
  useEffect(() => {
    const mq = window.matchMedia(DESKTOP_QUERY);
    const close = () => mq.matches && setMenuOpen(false);
    mq.addEventListener('change', close);
    return () => mq.removeEventListener('change', close);
  }, []);
  useEffect(() => {
    document.body.classList.toggle('menu-open', menuOpen);
    if (!menuOpen) return;
    let open = true;
    loadFocusTrap().then(
      (t) => {
        trap.current = t;
        if (open && dialog.current && !dialog.current.contains(document.activeElement)) t.tabbables(dialog.current)[0]?.focus();
      },
      () => {},
    );
    return () => {
      open = false;
    };
  }, [menuOpen]);

  const onBurger = (e: MouseEvent<HTMLElement>) => {
    // The browser's own toggle is for pages without JavaScript; here the state decides.
    e.preventDefault();
    setMenuOpen((o) => !o);
  };
  const onDialogKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      closeMenu();
    } else {
      trap.current?.keepTabInside(e, dialog.current);
    }
  };

  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  return (
    <nav className="navbar" aria-label={s.mainMenu}>
      <div className="navbar-inner">
        <details className="navbar-menu" open={menuOpen}>
          <summary ref={burger} className="navbar-icon-button navbar-burger" aria-label={s.openMenu} onClick={onBurger}>
            <MenuIcon />
          </summary>
          <div className="navbar-backdrop" onClick={closeMenu} />
          {/* A modal dialog only once JavaScript opened it; without JavaScript it is a disclosure's content. */}
          <div ref={dialog} className="navbar-sidebar" {...(menuOpen ? { role: 'dialog', 'aria-modal': true, 'aria-label': s.mainMenu } : {})} onKeyDown={onDialogKey}>
            <div className="navbar-sidebar-header">
              <Link className="navbar-brand navbar-sidebar-brand" href={site.base}>
                <span className="navbar-title">{site.navbar.title}</span>
              </Link>
              <button type="button" className="navbar-icon-button navbar-sidebar-close" aria-label={s.closeMenu} onClick={closeMenu}>
                <CloseIcon />
              </button>
            </div>
            {/* The page's sidebar only once opened: the server HTML carries the main menu alone (the
                sidebar is already in the page once). */}
            {menuOpen && sidebar && !showMain ? (
              <div className="navbar-sidebar-panel">
                <button type="button" className="navbar-sidebar-back" onClick={() => setShowMain(true)}>
                  {s.backToMainMenu}
                </button>
                <SidebarTree items={sidebar} />
              </div>
            ) : (
              <div className="navbar-sidebar-panel navbar-sidebar-main">
                {site.navbar.items.map((item, i) => (
                  <NavbarItem key={i} item={item} mobile />
                ))}
              </div>
            )}
          </div>
        </details>
        <Link className="navbar-brand" href={site.base}>
          {site.navbar.logo ? <img src={site.navbar.logo.src} alt={site.navbar.logo.alt} width="32" height="32" /> : null}
          <span className="navbar-title">{site.navbar.title}</span>
        </Link>
        <div className="navbar-items navbar-items--left">
          {left.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
        </div>
        <div className="navbar-items navbar-items--right">
          {right.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
        </div>
      </div>
    </nav>
  );
}
