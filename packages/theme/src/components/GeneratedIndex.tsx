// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
import { useSite, useStrings } from '../context.tsx';
import { pluralize } from '../i18n/index.ts';
import type { GeneratedIndexData, RouteData } from '../types.ts';
import { Breadcrumbs } from './DocPage.tsx';
import { Link } from './Link.tsx';

/** A category page listing its children as cards. */
export function GeneratedIndex({ route, index }: { route: RouteData; index: GeneratedIndexData }) {
  const s = useStrings();
  const site = useSite();
  return (
    <div className="doc-layout">
      <article className="doc">
        <Breadcrumbs items={index.breadcrumbs} />
        <header>
          <h1>{route.title}</h1>
          {route.description ? <p className="generated-index-description">{route.description}</p> : null}
        </header>
        <ul className="card-grid">
          {index.cards.map((c) => (
            <li key={c.href}>
              <Link className="card" href={c.href}>
                <span className="card-title">{c.title}</span>
                {c.count !== undefined ? <span className="card-description">{pluralize(s.itemCount, c.count, site.htmlLang)}</span> : <span className="card-description">{c.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </article>
    </div>
  );
}
