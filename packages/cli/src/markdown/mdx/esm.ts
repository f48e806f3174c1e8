// What a page's `import` / `export` lines bring into scope. Nothing of them runs: imports of the standard
// Docusaurus components map to theme components, imported images become their URLs, the rest is recorded
// so that a use of it can be reported where it is.
import type { Program } from 'estree';

/** The built-in components a JSX name can stand for. */
export type BuiltinKind =
  | 'tabs'
  | 'tabItem'
  | 'admonition'
  | 'themedImage'
  | 'codeBlock'
  | 'docCardList'
  | 'blockMath'
  | 'inlineMath'
  | 'button'
  | 'link'
  | 'details'
  | 'widget'
  | 'head';

export interface Where {
  line: number;
  column: number;
}

export interface EsmScope {
  /** Local name -> built-in component. */
  components: Map<string, BuiltinKind>;
  /** Local name -> imported image path (as written). */
  images: Map<string, string>;
  /** Other imported names, with their module and the import's place. */
  foreign: Map<string, { source: string } & Where>;
  /** Names declared by `export const` / `export function`. */
  exported: Map<string, Where>;
}

const THEME_MODULES: Record<string, BuiltinKind> = {
  '@theme/Tabs': 'tabs',
  '@theme/TabItem': 'tabItem',
  '@theme/Admonition': 'admonition',
  '@theme/ThemedImage': 'themedImage',
  '@theme/CodeBlock': 'codeBlock',
  '@theme/DocCardList': 'docCardList',
  '@theme/Details': 'details',
  '@docusaurus/Link': 'link',
  '@docusaurus/Head': 'head',
};

/** Names that mean a built-in even when the site's own module (or MDX provider) supplies them. */
export const BUILTIN_NAMES: Record<string, BuiltinKind> = {
  Tabs: 'tabs',
  TabItem: 'tabItem',
  Admonition: 'admonition',
  ThemedImage: 'themedImage',
  CodeBlock: 'codeBlock',
  DocCardList: 'docCardList',
  BlockMath: 'blockMath',
  InlineMath: 'inlineMath',
  Button: 'button',
  Link: 'link',
  Details: 'details',
  Head: 'head',
};

/** Feedback and rating widgets need a backend the static page does not have. */
export const WIDGET = /feedback|rating|giscus|comments/i;
const IMAGE = /\.(png|jpe?g|gif|svg|webp|avif)$/i;

export function emptyScope(): EsmScope {
  return { components: new Map(), images: new Map(), foreign: new Map(), exported: new Map() };
}

export function readEsm(program: Program, where: Where, scope: EsmScope): void {
  for (const stmt of program.body) {
    const at = stmt.loc ? { line: where.line + stmt.loc.start.line - 1, column: stmt.loc.start.column + 1 } : where;
    if (stmt.type === 'ImportDeclaration') {
      const source = String(stmt.source.value);
      for (const spec of stmt.specifiers) {
        const local = spec.local.name;
        const imported = spec.type === 'ImportSpecifier' && spec.imported.type === 'Identifier' ? spec.imported.name : local;
        if (IMAGE.test(source)) scope.images.set(local, source);
        else if (THEME_MODULES[source]) scope.components.set(local, THEME_MODULES[source]!);
        else if (source === 'react-katex' && (imported === 'BlockMath' || imported === 'InlineMath')) scope.components.set(local, imported === 'BlockMath' ? 'blockMath' : 'inlineMath');
        else if (WIDGET.test(source) || WIDGET.test(local)) scope.components.set(local, 'widget');
        else if (/(^|\/)button(\/index)?(\.[jt]sx?)?$/i.test(source)) scope.components.set(local, 'button');
        else if (source === '@docusaurus/useBaseUrl') continue;
        else scope.foreign.set(local, { source, ...at });
      }
    } else if (stmt.type === 'ExportNamedDeclaration' && stmt.declaration) {
      const d = stmt.declaration;
      if (d.type === 'VariableDeclaration') {
        for (const v of d.declarations) if (v.id.type === 'Identifier') scope.exported.set(v.id.name, at);
      } else if (d.id) scope.exported.set(d.id.name, at);
    }
  }
}
