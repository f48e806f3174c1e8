// Site components of .mdx pages (config `markdown.components`): compiled like page modules, loaded once per
// build and rendered to HTML where the Markdown stage left their placeholders. Their props are the literal
// attributes written in the page; their children are the page's own rendered Markdown. An interactive one is
// an island: rendered the same way inside a marked element that the browser runtime hydrates (islands.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { compileServerModules } from '../bundle/server.ts';
import type { SiteConfig } from '../config/schema.ts';
import { assertInsideSite } from '../content/confine.ts';
import { TondocsError } from '../errors.ts';
import { SITE_COMPONENT_TAG } from '../markdown/mdx/tags.ts';

export interface SiteComponent {
  component: ComponentType<Record<string, unknown>>;
  /** Hydrated in the browser (config `interactive: true`). */
  interactive: boolean;
  /** The module (absolute) and its export, for the browser bundle of an interactive one. */
  file: string;
  exportName: string;
}
export type SiteComponents = Map<string, SiteComponent>;

export async function loadSiteComponents(config: SiteConfig, siteDir: string, configFile: string): Promise<SiteComponents> {
  const entries = Object.entries(config.markdown.components).map(([name, spec]) => ({ name, ...(typeof spec === 'string' ? { module: spec, export: undefined } : spec) }));
  const out: SiteComponents = new Map();
  const { loaded } = await loadComponentModules(entries, { siteDir, configFile, configKey: 'markdown.components', folder: 'components' });
  for (const c of loaded) {
    const e = entries.find((x) => x.name === c.name)!;
    out.set(c.name, { component: c.component, interactive: 'interactive' in e && e.interactive === true, file: c.file, exportName: c.exportName });
  }
  return out;
}

/** A module of the site named in the config as the home of a React component. */
export interface ComponentEntry {
  name: string;
  module: string;
  export?: string;
}

export interface LoadedComponent {
  name: string;
  component: ComponentType<Record<string, unknown>>;
  /** The module (absolute) and the export the component came from. */
  file: string;
  exportName: string;
}

/** A function component, or what memo() / forwardRef() make of one. */
function isComponent(value: unknown): value is ComponentType<Record<string, unknown>> {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * Compiles and imports the modules of config entries (`markdown.components`, `theme.components`): each must
 * exist inside the site and export a component (its `export`, else the default export or one named like the
 * entry). Errors name the config key, the module and what to do. `inputs`: every site file compiled.
 */
export async function loadComponentModules(
  entries: ComponentEntry[],
  o: { siteDir: string; configFile: string; configKey: string; folder: string },
): Promise<{ loaded: LoadedComponent[]; inputs: string[] }> {
  if (entries.length === 0) return { loaded: [], inputs: [] };
  for (const e of entries) {
    if (!fs.existsSync(path.resolve(o.siteDir, e.module))) {
      throw new TondocsError(`${o.configKey}.${e.name}: no module at ${e.module}`, { position: { file: o.configFile }, hint: 'Give the path of a .tsx/.jsx file relative to the site directory.' });
    }
    // Like every file a build reads, a component module must really be inside the site.
    assertInsideSite(o.siteDir, path.resolve(o.siteDir, e.module), { file: o.configFile });
  }
  const compiled = await compileServerModules(entries.map((e) => ({ key: `component-${e.name}`, file: path.resolve(o.siteDir, e.module) })), o.siteDir, o.folder);
  const loaded: LoadedComponent[] = [];
  for (const e of entries) {
    const file = compiled.files.get(`component-${e.name}`)!;
    const mod = (await import(`${pathToFileURL(file).href}?mtime=${Math.floor(fs.statSync(file).mtimeMs)}`)) as Record<string, unknown>;
    const exportName = e.export ?? (mod.default !== undefined ? 'default' : e.name);
    const component = mod[exportName];
    if (!isComponent(component)) {
      throw new TondocsError(`${o.configKey}.${e.name}: ${e.module} exports no React component${e.export ? ` named "${e.export}"` : ` (default export or one named ${e.name})`}`, {
        position: { file: o.configFile },
        hint: `Export the component from ${e.module}: \`export default function ${e.name}(props) { ... }\`.`,
      });
    }
    loaded.push({ name: e.name, component, file: path.resolve(o.siteDir, e.module), exportName });
  }
  return { loaded, inputs: compiled.inputs };
}

const PLACEHOLDER = new RegExp(`<${SITE_COMPONENT_TAG} data-name="([^"]*)" data-props="([^"]*)">((?:(?!<${SITE_COMPONENT_TAG})[\\s\\S])*?)</${SITE_COMPONENT_TAG}>`);
const CHILDREN = 'tondocs-site-component-children-4b1d';

export const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Replaces every placeholder (innermost first, so components may nest) with the component's markup. */
export function renderSiteComponents(html: string, components: SiteComponents): string {
  if (!html.includes(`<${SITE_COMPONENT_TAG}`)) return html;
  let out = html;
  for (let m = PLACEHOLDER.exec(out); m; m = PLACEHOLDER.exec(out)) {
    const [whole, name, props, children] = m;
    const entry = components.get(name!);
    const parsed = JSON.parse(unescape(props!)) as Record<string, unknown>;
    let rendered = children!;
    if (entry?.interactive) {
      // The children stay the page's HTML in a wrapper that the browser hydrates with the same HTML.
      const wrapped = children ? createElement('div', { className: 'island-children', dangerouslySetInnerHTML: { __html: children } }) : undefined;
      rendered = `<div class="island" data-island="${name}" data-props="${props}">${renderToString(createElement(entry.component, parsed, wrapped))}</div>`;
    } else if (entry) {
      rendered = renderToStaticMarkup(createElement(entry.component, parsed, children ? CHILDREN : undefined)).replace(CHILDREN, () => children!);
    }
    out = out.slice(0, m.index) + rendered + out.slice(m.index + whole.length);
  }
  return out;
}
