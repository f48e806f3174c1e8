// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { useEffect, useState } from 'react';
import { useRuntime, useSite, useStrings } from '../context.tsx';
import type { SidebarNode } from '../types.ts';
import { Link } from './Link.tsx';
import { NavbarItem } from './NavbarItem.tsx';
import { SidebarTree } from './Sidebar.tsx';

const DESKTOP_QUERY = '(min-width: 996px)';

/** Sticky navbar (never hidden on scroll) with the mobile menu below 996 px. */
export function Navbar({ sidebar }: { sidebar?: SidebarNode[] }) {
  const site = useSite();
  const s = useStrings();
  const { pathname } = useRuntime();
  const [menuOpen, setMenuOpen] = useState(false);
  const [showMain, setShowMain] = useState(!sidebar);

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
  }, [menuOpen]);

  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  return (
    <nav className="navbar" aria-label={s.mainMenu}>
      <div className="navbar-inner">
        <button type="button" className="navbar-icon-button navbar-burger" aria-label={s.openMenu} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
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
      {menuOpen ? (
        <>
          <div className="navbar-backdrop" onClick={() => setMenuOpen(false)} />
          <div className="navbar-sidebar" role="dialog" aria-modal="true" aria-label={s.mainMenu}>
            <div className="navbar-sidebar-header">
              <Link className="navbar-brand" href={site.base}>
                <span className="navbar-title">{site.navbar.title}</span>
              </Link>
              <button type="button" className="navbar-icon-button" aria-label={s.closeMenu} onClick={() => setMenuOpen(false)}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </div>
            {sidebar && !showMain ? (
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
        </>
      ) : null}
    </nav>
  );
}
