// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { useContext, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useRuntime, useSite, useStrings } from '../context.tsx';
import type { NavItem, NavLink } from '../types.ts';
import { AlternatesContext } from './alternates.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { GitHubIcon, GlobeIcon } from './Icons.tsx';
import { Link } from './Link.tsx';
import { SearchButton } from './search/SearchButton.tsx';
import { overridable } from '../overrides.tsx';

const ColorModeToggleSlot = overridable('ColorModeToggle', ColorModeToggle);
const SearchButtonSlot = overridable('SearchButton', SearchButton);

function itemName(item: NavItem): string {
  return 'label' in item ? `${item.type} "${item.label}"` : item.type;
}

/** One navbar item; an item that throws is replaced by an error naming it, the rest of the bar survives. */
export function NavbarItem({ item, mobile = false }: { item: NavItem; mobile?: boolean }) {
  const s = useStrings();
  return (
    <ErrorBoundary
      fallback={(error) => (
        <span className="navbar-item-error" role="alert">
          {s.navbarItemFailed}: {itemName(item)} ({error.message})
        </span>
      )}
    >
      <NavbarItemInner item={item} mobile={mobile} />
    </ErrorBoundary>
  );
}

function NavbarItemInner({ item, mobile }: { item: NavItem; mobile: boolean }) {
  switch (item.type) {
    case 'link':
    case 'docSidebar':
      return <NavLinkItem href={item.href} label={item.label} />;
    case 'dropdown':
      return <Dropdown label={item.label} items={item.items} mobile={mobile} />;
    case 'repository':
      return (
        <a className="navbar-icon-button" href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.label} title={item.label}>
          <GitHubIcon />
        </a>
      );
    case 'colorMode':
      // Like search, the switch stays in the navbar on small screens: the menu does not repeat it.
      return mobile ? null : <ColorModeToggleSlot />;
    case 'localeDropdown':
      return <LocaleDropdown extraItems={item.extraItems} mobile={mobile} />;
    case 'search':
      // The navbar keeps its search button on small screens: the mobile menu does not repeat it.
      return mobile ? null : <SearchButtonSlot />;
    default:
      throw new Error(`Unknown navbar item type ${JSON.stringify((item as { type?: unknown }).type)}: ${JSON.stringify(item)}`);
  }
}

function NavLinkItem({ href, label }: { href: string; label: string }) {
  const { pathname } = useRuntime();
  const active = !/^https?:/.test(href) && (pathname === href || pathname.startsWith(`${href}/`));
  return (
    <Link className={`navbar-link${active ? ' navbar-link--active' : ''}`} href={href}>
      {label}
    </Link>
  );
}

/** Opens on hover or Enter/Space/ArrowDown; closes on Escape, outside click or when focus leaves. */
function Dropdown({ label, items, mobile, icon }: { label: string; items: NavLink[]; mobile: boolean; icon?: 'globe' }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useRuntime();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent | TouchEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
    };
  }, [open]);
  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => ref.current?.querySelector<HTMLAnchorElement>('.dropdown-menu a')?.focus());
    }
  };
  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(ref.current?.querySelectorAll<HTMLAnchorElement>('.dropdown-menu a') ?? [])];
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'Escape') {
      // Closes this menu only (not the mobile menu around it).
      e.stopPropagation();
      setOpen(false);
      ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      links[(i + (e.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length]?.focus();
    }
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  const hover = mobile ? {} : { onMouseEnter: () => setOpen(true), onMouseLeave: () => setOpen(false) };
  return (
    <div ref={ref} className={`dropdown${open ? ' dropdown--open' : ''}${mobile ? ' dropdown--mobile' : ''}`} {...hover} onBlur={onBlur}>
      <button type="button" className="navbar-link dropdown-toggle" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen((o) => !o)} onKeyDown={onKeyDown}>
        {icon === 'globe' ? <GlobeIcon /> : null}
        {label}
      </button>
      <ul className="dropdown-menu" onKeyDown={onMenuKey}>
        {items.map((it) => (
          <li key={it.href}>
            <Link className="dropdown-link" href={it.href}>
              {it.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The same page in each locale, plus extra entries (e.g. the localization programme). */
function LocaleDropdown({ extraItems, mobile }: { extraItems: NavLink[]; mobile: boolean }) {
  const site = useSite();
  const alternates = useAlternates();
  const current = site.locales.find((l) => l.locale === site.locale);
  const items: NavLink[] = site.locales.map((l) => ({ label: l.label, href: alternates[l.locale] ?? l.base, external: false }));
  return <Dropdown label={current?.label ?? site.locale} items={[...items, ...extraItems]} mobile={mobile} icon="globe" />;
}

function useAlternates(): Record<string, string> {
  return useContext(AlternatesContext);
}
