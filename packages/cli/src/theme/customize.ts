// Site customisation of the theme without forking it: colour variables (config `theme.colors`) and the
// site's own stylesheets (config `theme.customCss`), both applied after the theme's stylesheet.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { SiteConfig } from '../config/schema.ts';

const require = createRequire(import.meta.url);

export type ColorMode = 'light' | 'dark';

/** The theme's custom properties with their defaults per colour mode, read from its stylesheet. */
export function themeVariables(): Record<ColorMode, Map<string, string>> {
  const css = fs.readFileSync(require.resolve('@tondocs/theme/styles.css'), 'utf8');
  const block = (selector: RegExp) => {
    const body = selector.exec(css)?.[1] ?? '';
    return new Map([...body.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.replace(/\/\*.*?\*\//g, '').trim()]));
  };
  return { light: block(/:root\s*\{([^}]*)\}/), dark: block(/\[data-theme='dark'\]\s*\{([^}]*)\}/) };
}

/** `<style>` text for the configured colours: empty when the site keeps the theme's. */
export function colorOverrides(colors: SiteConfig['theme']['colors']): string {
  const rules = (vars: Record<string, string>) => Object.entries(vars).map(([k, v]) => `${k}:${v}`).join(';');
  const parts: string[] = [];
  if (Object.keys(colors.light).length) parts.push(`:root{${rules(colors.light)}}`);
  if (Object.keys(colors.dark).length) parts.push(`[data-theme='dark']{${rules(colors.dark)}}`);
  return parts.join('');
}
