// Loads site/tondocs.config.ts (TypeScript, through the tsx loader the CLI runs under) and validates it.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { TondocsError } from '../errors.ts';
import { siteConfigSchema, type SiteConfig } from './schema.ts';

export const CONFIG_FILE = 'tondocs.config.ts';

export interface LoadedConfig {
  config: SiteConfig;
  siteDir: string;
  configFile: string;
}

export async function loadConfig(siteDir: string): Promise<LoadedConfig> {
  const configFile = path.join(siteDir, CONFIG_FILE);
  if (!fs.existsSync(configFile)) {
    throw new TondocsError(`No ${CONFIG_FILE} in ${siteDir}`, { hint: 'Run tondocs from the site directory or pass --site DIR.' });
  }
  // A query string (without a dot: loaders read the extension) defeats the module cache so that `serve --watch` sees an edited config.
  const mod = (await import(`${pathToFileURL(configFile).href}?mtime=${Math.floor(fs.statSync(configFile).mtimeMs)}`)) as { default?: unknown };
  if (mod.default === undefined) {
    throw new TondocsError(`${CONFIG_FILE} has no default export`, { position: { file: configFile }, hint: 'Write `export default defineConfig({...})`.' });
  }
  return { config: validateConfig(mod.default, configFile), siteDir, configFile };
}

export function validateConfig(raw: unknown, file = CONFIG_FILE): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => describeIssue(issue, raw));
  throw new TondocsError(`Invalid site configuration:\n${lines.map((l) => `  - ${l}`).join('\n')}`, {
    position: { file },
    hint: 'Fix the values named above; the types in @tondocs/cli (SiteConfigInput) list every key.',
  });
}

function describeIssue(issue: z.core.$ZodIssue, raw: unknown): string {
  const keyPath = formatKeyPath(issue.path);
  const found = valueAt(raw, issue.path);
  // Our own messages already name the value found; zod's generic ones get it appended.
  const foundText = issue.code === 'custom' ? '' : `; found ${found === undefined ? 'nothing' : JSON.stringify(found)}`;
  return `${keyPath || '(root)'}: ${issue.message}${foundText}`;
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
