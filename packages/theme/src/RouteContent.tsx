// @jsxRuntime automatic (library code: JSX must not depend on the consuming project's tsconfig)
// The content of a route inside <main>. The browser loads this module only for client-side navigation
// (the first page's content is the server's HTML), so its components stay out of the first-load JS.
import type { ComponentType } from 'react';
import { BlogPage } from './components/blog/BlogPage.tsx';
import { DocPage } from './components/DocPage.tsx';
import { CrashGuard } from './components/CrashGuard.tsx';
import { GeneratedIndex } from './components/GeneratedIndex.tsx';
import { NotFound } from './components/NotFound.tsx';
import { overridable } from './overrides.tsx';
import type { RouteData } from './types.ts';

// The content's components as the site may override them (config theme.components).
const DocPageSlot = overridable('DocPage', DocPage);
const BlogPageSlot = overridable('BlogPage', BlogPage);
const GeneratedIndexSlot = overridable('GeneratedIndex', GeneratedIndex);
const NotFoundSlot = overridable('NotFound', NotFound);

export interface RouteViewProps {
  route: RouteData;
  /** Body HTML of a doc or blog route. */
  bodyHtml: string;
  /** Default export of the page module of a `page` route. */
  PageComponent?: ComponentType;
}

/** A route's content, guarded: a new route starts with a fresh guard. */
export function RouteView({ route, bodyHtml, PageComponent }: RouteViewProps) {
  return (
    <CrashGuard key={route.path}>
      <RouteContent route={route} bodyHtml={bodyHtml} PageComponent={PageComponent} />
    </CrashGuard>
  );
}

function RouteContent({ route, bodyHtml, PageComponent }: RouteViewProps) {
  switch (route.kind) {
    case 'doc':
      return <DocPageSlot route={route} doc={route.doc!} bodyHtml={bodyHtml} />;
    case 'blog':
      return <BlogPageSlot route={route} blog={route.blog!} bodyHtml={bodyHtml} />;
    case 'index':
      return <GeneratedIndexSlot route={route} index={route.index!} />;
    case 'page':
      if (!PageComponent) throw new Error(`The page component of ${route.path} is not loaded`);
      return <PageComponent />;
    case 'notFound':
      return <NotFoundSlot />;
  }
}
