// Component overrides (config `theme.components`): the site's modules compiled and loaded once per build.
// Page components (Footer, Navbar, DocPage...) go to the server render and, as `tondocs:theme-components`,
// into the browser bundle, so that hydration renders the same tree. Markdown components (Admonition,
// CodeBlock) are rendered into the page's HTML at build time: the Markdown workers leave placeholders
// (markdown/theme-placeholders.ts) that are replaced here with the override's markup.
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StringsContext, THEME_COMPONENTS, type Catalogue, type ThemeComponentName, type ThemeComponents } from '@tondocs/theme';
import type { SiteConfig } from '../config/schema.ts';
import { TondocsError } from '../errors.ts';
import { THEME_COMPONENT_TAG, THEME_TITLE_TAG } from '../markdown/theme-placeholders.ts';
import { loadComponentModules, unescape } from './site-components.ts';

export interface ThemeOverride {
  name: ThemeComponentName;
  component: ComponentType<Record<string, unknown>>;
  /** The module (absolute) and its export, for the browser bundle. */
  file: string;
  exportName: string;
}

export interface ThemeOverrides {
  /** Overrides of page components, for the App on the server (the browser imports the same modules). */
  page: Partial<ThemeComponents>;
  /** The page-component modules the browser bundle imports. */
  browser: ThemeOverride[];
  /** Overrides of Markdown components, rendered at build time. */
  markdown: Map<string, ThemeOverride>;
  /** Every file of the site the overrides are made of (a change rebuilds under `serve --watch`). */
  inputs: string[];
}

export const NO_THEME_OVERRIDES: ThemeOverrides = { page: {}, browser: [], markdown: new Map(), inputs: [] };

export async function loadThemeOverrides(config: SiteConfig, siteDir: string, configFile: string): Promise<ThemeOverrides> {
  // Names were checked against the theme's list when the config was validated.
  const entries = Object.entries(config.theme.components).map(([name, spec]) => ({ name, ...(typeof spec === 'string' ? { module: spec } : spec) }));
  if (entries.length === 0) return NO_THEME_OVERRIDES;
  const { loaded, inputs } = await loadComponentModules(entries, { siteDir, configFile, configKey: 'theme.components', folder: 'overrides' });
  const out: ThemeOverrides = { page: {}, browser: [], markdown: new Map(), inputs };
  for (const c of loaded) {
    const o: ThemeOverride = { ...c, name: c.name as ThemeComponentName };
    if (THEME_COMPONENTS[o.name] === 'markdown') out.markdown.set(o.name, o);
    else {
      (out.page as Record<string, ComponentType<Record<string, unknown>>>)[o.name] = o.component;
      out.browser.push(o);
    }
  }
  return out;
}

const PLACEHOLDER = new RegExp(`<${THEME_COMPONENT_TAG} data-name="([^"]*)" data-props="([^"]*)">((?:(?!<${THEME_COMPONENT_TAG})[\\s\\S])*?)</${THEME_COMPONENT_TAG}>`);
const TITLE = new RegExp(`^<${THEME_TITLE_TAG}>([\\s\\S]*?)</${THEME_TITLE_TAG}>`);
// Stand-ins for the HTML children and title while React renders the override; replaced by the HTML after.
const CHILDREN = 'tondocs-theme-children-7c2e';
const TITLE_MARKER = 'tondocs-theme-title-7c2e';

/**
 * Replaces each Markdown-component placeholder (innermost first, so admonitions may nest) with the override's
 * markup. The texts are those of the page's language (`strings`), as the theme's own component would use.
 */
export function renderMarkdownOverrides(html: string, overrides: Map<string, ThemeOverride>, strings: Catalogue, page: string): string {
  if (!html.includes(`<${THEME_COMPONENT_TAG}`)) return html;
  let out = html;
  for (let m = PLACEHOLDER.exec(out); m; m = PLACEHOLDER.exec(out)) {
    const [whole, name, rawProps, rawChildren] = m;
    const override = overrides.get(name!);
    const props = JSON.parse(unescape(rawProps!)) as Record<string, unknown>;
    let children = rawChildren!;
    let titleHtml: string | undefined;
    const title = TITLE.exec(children);
    if (title) {
      titleHtml = title[1]!;
      children = children.slice(title[0].length);
      props.title = TITLE_MARKER;
    }
    let rendered: string;
    try {
      rendered = override ? renderToStaticMarkup(createElement(StringsContext.Provider, { value: strings }, createElement(override.component, props, children ? CHILDREN : undefined))) : children;
    } catch (e) {
      throw new TondocsError(`theme.components.${name}: the override (${override!.file}) failed to render in ${page}: ${(e as Error).message}`, { position: { file: page }, cause: e });
    }
    // Function replacers: the HTML may contain "$&" and the like.
    rendered = rendered.replace(CHILDREN, () => children);
    if (titleHtml !== undefined) rendered = rendered.replace(TITLE_MARKER, () => titleHtml);
    out = out.slice(0, m.index) + rendered + out.slice(m.index + whole.length);
  }
  return out;
}
