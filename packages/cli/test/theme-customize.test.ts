// Customising the theme from the site: colour variables and the site's own stylesheets.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { themeVariables } from '../src/theme/customize.ts';
import { collectingReporter, read, tempSite } from './helpers.ts';

function withTheme(theme: string): string {
  const site = tempSite();
  const file = path.join(site, 'tondocs.config.ts');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^export default \{/m, `export default {\n  theme: ${theme},`));
  return site;
}

const build = (site: string) => runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter: collectingReporter() });

describe('theme customisation', () => {
  it('reads the theme variables and their defaults per colour mode from its stylesheet', () => {
    const vars = themeVariables();
    expect(vars.light.get('--c-primary')).toBe('#006cbd');
    expect(vars.dark.has('--c-primary')).toBe(true);
    expect(vars.light.size).toBeGreaterThan(20);
  });

  it('documents in the README every colour variable with the defaults the stylesheet has', () => {
    const readme = fs.readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `(--[a-z0-9-]+)` \| `([^`]+)` \| `([^`]+)` \|$/gm)].map((m) => [m[1], m[2], m[3]]);
    const vars = themeVariables();
    const expected = [...vars.light].filter(([k]) => /^--(c-|tok-|note|tip|info|warning|danger)/.test(k)).map(([k, v]) => [k, v, vars.dark.get(k) ?? v]);
    expect(rows).toEqual(expected);
  });

  it('applies colour variables per mode after the stylesheets, and puts a small site stylesheet inline after the theme', async () => {
    const site = withTheme(`{ colors: { light: { '--c-primary': '#8a2be2' }, dark: { '--c-primary': 'rgb(200, 160, 255)' } }, customCss: ['./src/css/custom.css'] }`);
    fs.mkdirSync(path.join(site, 'src/css'), { recursive: true });
    fs.writeFileSync(path.join(site, 'src/css/custom.css'), '@import "./parts.css";\n.markdown h2 { letter-spacing: 0.02em; }\n');
    fs.writeFileSync(path.join(site, 'src/css/parts.css'), '.navbar { border-bottom-width: 3px; }\n');
    await build(site);
    const html = read(path.join(site, 'build'), 'index.html');
    // Nothing blocks the first paint: the theme's and the site's CSS are inline, in that order.
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]*"\s*>/);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles[0]).toContain('.navbar{');
    expect(styles[1]).toContain('letter-spacing');
    expect(styles[1]).toContain('border-bottom-width');
    // The colours come after both stylesheets, so they win over the theme's defaults.
    expect(styles[2]).toBe(":root{--c-primary:#8a2be2}[data-theme='dark']{--c-primary:rgb(200, 160, 255)}");
  }, 120_000);

  it('links a large site stylesheet (cached between pages) instead of putting it in every page', async () => {
    const site = withTheme(`{ customCss: ['./src/css/big.css'] }`);
    fs.mkdirSync(path.join(site, 'src/css'), { recursive: true });
    const rules = Array.from({ length: 400 }, (_, i) => `.site-rule-${i} { margin-left: ${i}px; }`).join('\n');
    fs.writeFileSync(path.join(site, 'src/css/big.css'), rules);
    await build(site);
    const html = read(path.join(site, 'build'), 'index.html');
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/\/assets\/site\.[A-Z0-9]+\.css$/);
    expect(read(path.join(site, 'build'), links[0]!.replace(/^\/ru\//, ''))).toContain('.site-rule-399');
    expect(html).not.toContain('.site-rule-399');
    // After the theme's inline CSS, so that its rules win over the theme's as they did as a link.
    expect(html.indexOf(links[0]!)).toBeGreaterThan(html.indexOf('<style>:root'));
  }, 120_000);

  it('changes nothing in the page head when the site keeps the theme as it is', async () => {
    const site = tempSite();
    await build(site);
    const html = read(path.join(site, 'build'), 'index.html');
    // The theme's inline CSS and its deferred stylesheet only: no site stylesheet, no colour variables
    // (the other <style> is the no-JS navigation's, inside <noscript>).
    expect([...html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(/<style>/g)]).toHaveLength(1);
    expect([...html.matchAll(/rel="stylesheet"/g)]).toHaveLength(1);
    expect(html).not.toMatch(/<style>:root\{--c-primary/);
  }, 120_000);

  it('refuses a variable the theme does not have (with the nearest name), a value that could escape its rule, and a stylesheet outside the site', async () => {
    await expect(build(withTheme(`{ colors: { light: { '--c-primray': 'red' } } }`))).rejects.toThrow(/theme\.colors\.light: the theme has no variable --c-primray \(did you mean --c-primary\?\)/);
    await expect(build(withTheme(`{ colors: { dark: { '--c-bg': 'red}body{display:none' } } }`))).rejects.toThrow(/theme\.colors\.dark\.--c-bg/);
    const site = withTheme(`{ customCss: ['./evil.css'] }`);
    const outside = fs.mkdtempSync(path.join(path.dirname(site), 'css-'));
    fs.writeFileSync(path.join(outside, 'evil.css'), 'body { background: red; }');
    fs.symlinkSync(path.join(outside, 'evil.css'), path.join(site, 'evil.css'));
    await expect(build(site)).rejects.toThrow(/Refusing to read evil\.css: it resolves to .*outside the site directory/);
  }, 120_000);
});
