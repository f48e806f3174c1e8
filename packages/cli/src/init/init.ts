// `tondocs init [dir]`: writes a new site into an empty (or missing) folder, refusing to overwrite anything.
import fs from 'node:fs';
import path from 'node:path';
import { TondocsError } from '../errors.ts';
import { siteFiles, type InitOptions } from './templates.ts';

export interface InitResult {
  dir: string;
  files: string[];
}

const LOCALE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export function initSite(dir: string, options: Omit<InitOptions, 'packageName'>): InitResult {
  if (!LOCALE.test(options.locale)) {
    throw new TondocsError(`--locale ${JSON.stringify(options.locale)} is not a language tag`, { hint: 'Use a BCP 47 tag such as en, ru or zh-CN.' });
  }
  const target = path.resolve(dir);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new TondocsError(`${target} is not empty: tondocs init writes only into an empty or new folder`, { hint: 'Pass the name of a new folder: tondocs init my-docs' });
  }
  const packageName = path.basename(target).toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+/, '') || 'docs';
  const files = siteFiles({ ...options, packageName });
  for (const [rel, text] of files) {
    fs.mkdirSync(path.dirname(path.join(target, rel)), { recursive: true });
    fs.writeFileSync(path.join(target, rel), text);
  }
  return { dir: target, files: [...files.keys()] };
}
