// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { useSite, useStrings } from '../context.tsx';
import type { SocialLink } from '../types.ts';

const SOCIAL_PATHS: Record<SocialLink['kind'], string> = {
  linkedin: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9h4v12H3V9Zm7 0h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.7 4.8 6.1V21h-4v-5.4c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21h-4V9Z',
  telegram: 'M21.9 4.3 18.7 19.4c-.2 1-.9 1.3-1.8.8l-4.9-3.6-2.4 2.3c-.3.3-.5.5-1 .5l.3-5 9.1-8.2c.4-.4-.1-.6-.6-.2L6.1 13.1l-4.8-1.5c-1-.3-1-1 .2-1.5L20.4 2.9c.9-.3 1.7.2 1.5 1.4Z',
  github: 'M12 .3a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2.2c-3.3.7-4-1.4-4-1.4-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.7-1.6-2.7-.3-5.5-1.3-5.5-6 0-1.2.5-2.3 1.3-3.1-.2-.4-.6-1.6 0-3.2 0 0 1-.3 3.4 1.2a11.5 11.5 0 0 1 6 0c2.3-1.5 3.3-1.2 3.3-1.2.6 1.6.2 2.8.1 3.2.8.8 1.3 1.9 1.3 3.2 0 4.6-2.8 5.6-5.5 5.9.5.4.9 1.1.9 2.2v3.3c0 .3.1.7.8.6A12 12 0 0 0 12 .3',
  x: 'M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  mail: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 4-8 5-8-5V6l8 5 8-5v2Z',
  coinmarketcap: 'M20.8 14.3c-.4.3-.9.3-1.3.1-1.5-.9-1.9-4.3-1.9-4.3-.3-3.4-1.4-5.4-3.3-6-2.6-.7-4.6 2.3-5.3 3.4L5.7 12V7.9c0-1.2-.5-1.6-.9-1.7C3.9 6 3.3 6.4 2 8.5l-.2.3A1 1 0 0 0 3.5 9.9l1-1.5v5.2c0 1 .7 1.3 1.1 1.4.9.3 1.9-.2 2.9-1.9l3-4.9.5-.8v2.4c0 1.9.8 3.4 2.1 4.2 1.2.7 2.8.6 4.1-.2 1.6-1 2.4-2.7 2.3-4.6a1 1 0 0 0-1.7-.6c-.1.1-.2.3-.2.5 0 1.1-.4 2.1-1.3 2.7Z',
};

/** Route (under the locale base) of the generated page listing every page: linked from every footer. */
export const SITE_MAP_ROUTE = 'site-map';

/** Five link columns of external links (opening in a new tab), the social icons, the site map link. */
export function Footer() {
  const site = useSite();
  const s = useStrings();
  return (
    <footer className="footer">
      <div className="footer-grid">
        {site.footer.columns.map((col) => (
          <div className="footer-column" key={col.header}>
            <p className="footer-header">{col.header}</p>
            <ul>
              {col.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href} target="_blank" rel="noopener noreferrer">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {site.footer.social.length ? (
        <ul className="footer-social" aria-label={s.footerSocial}>
          {site.footer.social.map((l) => (
            <li key={l.kind}>
              <a href={l.href} target={l.href.startsWith('mailto:') ? undefined : '_blank'} rel="noopener noreferrer" aria-label={l.label} title={l.label}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path fill="currentColor" d={SOCIAL_PATHS[l.kind]} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Every page in two clicks, with or without JavaScript: this link, then the page. */}
      <p className="footer-site-map">
        <a href={`${site.base}${SITE_MAP_ROUTE}`}>{s.siteMap}</a>
      </p>
      {site.footer.copyright ? <p className="footer-copyright">{site.footer.copyright}</p> : null}
    </footer>
  );
}
