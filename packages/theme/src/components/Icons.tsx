// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// Inline SVG icons (no icon font, no extra request). Their path data is not part of the browser's first
// load: the server renders it (App provides the table), the browser reuses what the page already holds.
import { createContext, useContext, useEffect, useState } from 'react';
import type { IconName } from './icon-bodies.ts';

/** The inner markup of an icon by name, or undefined when this renderer does not have it at hand. */
export type IconSource = (name: IconName) => string | undefined;

/** The markup of an icon the server rendered into the page (stable: the first copy found, remembered). */
const fromPage = new Map<IconName, string>();
const pageIcons: IconSource = (name) => {
  if (typeof document === 'undefined') return undefined;
  let body = fromPage.get(name);
  if (body === undefined) {
    body = document.querySelector(`svg[data-icon="${name}"]`)?.innerHTML || undefined;
    if (body !== undefined) fromPage.set(name, body);
  }
  return body;
};

/** Where icons come from: the page in the browser; App gives the server the table (icon-bodies.ts). */
export const IconSourceContext = createContext<IconSource>(pageIcons);

function Icon({ name, className, viewBox, size }: { name: IconName; className?: string; viewBox: string; size: string }) {
  const known = useContext(IconSourceContext)(name);
  // An icon the page does not hold (a component mounted only in the browser): the table, loaded once.
  const [loaded, setLoaded] = useState<string>();
  useEffect(() => {
    if (known === undefined) void import('./icon-bodies.ts').then((m) => setLoaded(m.ICON_BODIES[name]), () => {});
  }, [known, name]);
  return <svg data-icon={name} className={className} viewBox={viewBox} width={size} height={size} aria-hidden="true" dangerouslySetInnerHTML={{ __html: known ?? loaded ?? '' }} />;
}

export function SunIcon() {
  return <Icon name="sun" className="icon-light" viewBox="0 0 24 24" size="22" />;
}

export function MoonIcon() {
  return <Icon name="moon" className="icon-dark" viewBox="0 0 24 24" size="22" />;
}

export function SearchIcon() {
  return <Icon name="search" viewBox="0 0 20 20" size="18" />;
}

export function GlobeIcon() {
  return <Icon name="globe" viewBox="0 0 24 24" size="20" />;
}

export function GitHubIcon() {
  return <Icon name="github" viewBox="0 0 24 24" size="22" />;
}

export function MenuIcon() {
  return <Icon name="menu" viewBox="0 0 24 24" size="24" />;
}

export function CloseIcon() {
  return <Icon name="close" viewBox="0 0 24 24" size="22" />;
}

export function CaretIcon() {
  return <Icon name="caret" viewBox="0 0 24 24" size="16" />;
}
