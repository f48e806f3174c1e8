// Loads site/tondocs.config.ts (TypeScript, compiled by esbuild: compile.ts) and validates it.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { THEME_COMPONENT_NAMES } from '@tondocs/theme';
import { themeVariables } from '../theme/customize.ts';
import { TondocsError } from '../errors.ts';
import { siteConfigSchema, type SiteConfig } from './schema.ts';
import { CONFIG_FILE } from './file-name.ts';
import { importConfigModule } from './compile.ts';

export { CONFIG_FILE };

export interface LoadedConfig {
  config: SiteConfig;
  siteDir: string;
  configFile: string;
  /** The files the config is made of: the config and the site files it imports. */
  inputs: string[];
}

export async function loadConfig(siteDir: string): Promise<LoadedConfig> {
  const configFile = path.join(siteDir, CONFIG_FILE);
  if (!fs.existsSync(configFile)) {
    throw new TondocsError(`No ${CONFIG_FILE} in ${siteDir}`, { hint: 'Run tondocs from the site directory or pass --site DIR.' });
  }
  const { module: mod, inputs } = await importConfigModule(configFile, siteDir);
  if (mod.default === undefined) {
    throw new TondocsError(`${CONFIG_FILE} has no default export`, { position: { file: configFile }, hint: 'Write `export default defineConfig({...})`.' });
  }
  return { config: validateConfig(mod.default, configFile), siteDir, configFile, inputs };
}

export function validateConfig(raw: unknown, file = CONFIG_FILE): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  const lines = result.success ? [...unknownThemeVariables(result.data), ...unknownThemeComponents(result.data)] : result.error.issues.map((issue) => describeIssue(issue, raw));
  if (result.success && lines.length === 0) return result.data;
  throw new TondocsError(`Invalid site configuration:\n${lines.map((l) => `  - ${l}`).join('\n')}`, {
    position: { file },
    hint: 'Fix the values named above; the types in @tondocs/cli (SiteConfigInput) list every key.',
  });
}

/** theme.components names that are not overridable components of the theme. */
function unknownThemeComponents(config: SiteConfig): string[] {
  const known: string[] = THEME_COMPONENT_NAMES;
  return Object.keys(config.theme.components)
    .filter((name) => !known.includes(name))
    .map((name) => {
      const near = nearest(name, known);
      return `theme.components: the theme has no component ${JSON.stringify(name)}${near ? ` (did you mean ${near}?)` : ''}. Components that can be overridden: ${known.join(', ')}`;
    });
}

/** theme.colors names that the theme's stylesheet does not define (they would change nothing). */
function unknownThemeVariables(config: SiteConfig): string[] {
  // :root declares every variable; the dark block overrides some of them.
  const known = [...themeVariables().light.keys()];
  return (['light', 'dark'] as const).flatMap((mode) =>
    Object.keys(config.theme.colors[mode])
      .filter((name) => !known.includes(name))
      .map((name) => {
        const near = nearest(name, known);
        return `theme.colors.${mode}: the theme has no variable ${name}${near ? ` (did you mean ${near}?)` : ''}. Variables: ${known.join(', ')}`;
      }),
  );
}

function describeIssue(issue: z.core.$ZodIssue, raw: unknown): string {
  const keyPath = formatKeyPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    // Name each unknown key with its value and the nearest known key, never the whole object around it.
    const known = knownKeysAt(siteConfigSchema, issue.path);
    return issue.keys
      .map((key) => {
        const at = keyPath ? `${keyPath}.${key}` : key;
        const near = nearest(key, known);
        return `${at}: unknown key (value ${short(valueAt(raw, [...issue.path, key]))})${near ? `; did you mean "${near}"?` : known.length ? `; known keys here: ${known.join(', ')}` : ''}`;
      })
      .join('\n  - ');
  }
  const found = valueAt(raw, issue.path);
  // Our own messages already name the value found; zod's generic ones get it appended.
  const foundText = issue.code === 'custom' ? '' : `; found ${found === undefined ? 'nothing' : short(found)}`;
  return `${keyPath || '(root)'}: ${issue.message}${foundText}`;
}

/** A value as JSON, cut to one short line. */
function short(v: unknown): string {
  const text = v === undefined ? 'undefined' : (JSON.stringify(v) ?? String(v));
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

type SchemaNode = { _zod: { def: { type: string; shape?: Record<string, SchemaNode>; innerType?: SchemaNode; element?: SchemaNode; options?: SchemaNode[]; in?: SchemaNode } } };

/** Keys an object schema accepts at a path of the config (through optional, default, arrays and unions). */
function knownKeysAt(schema: unknown, p: readonly PropertyKey[]): string[] {
  const unwrap = (n: SchemaNode | undefined): SchemaNode[] => {
    if (!n) return [];
    const d = n._zod.def;
    if (d.innerType) return unwrap(d.innerType);
    if (d.in) return unwrap(d.in);
    if (d.options) return d.options.flatMap(unwrap);
    return [n];
  };
  let nodes = unwrap(schema as SchemaNode);
  for (const k of p) {
    nodes = nodes.flatMap((n) => {
      const d = n._zod.def;
      if (typeof k === 'number') return unwrap(d.element);
      return unwrap(d.shape?.[String(k)]);
    });
  }
  return [...new Set(nodes.flatMap((n) => Object.keys(n._zod.def.shape ?? {})))];
}

/** The known key closest to a typo (edit distance at most a third of its length), if any. */
export function nearest(key: string, known: string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const k of known) {
    const d = editDistance(key.toLowerCase(), k.toLowerCase());
    if (d < bestD) [best, bestD] = [k, d];
  }
  return best !== undefined && bestD <= Math.max(2, Math.floor(key.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

export function formatKeyPath(p: readonly PropertyKey[]): string {
  return p.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)), '');
}

function valueAt(root: unknown, p: readonly PropertyKey[]): unknown {
  let cur: unknown = root;
  for (const k of p) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[k];
  }
  return cur;
}
