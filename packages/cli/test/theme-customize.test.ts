// Customising the theme from the site: colour variables and the site's own stylesheets.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../src/build/run.ts';
import { themeVariables } from '../src/theme/customize.ts';
import { INLINE_ASSET_MAX_BYTES } from '../src/bundle/css-assets.ts';
import { TondocsError } from '../src/errors.ts';
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

  it('emits the files a site stylesheet references (relative, static/ and font urls) as hashed media, and inlines a small image', async () => {
    const site = withTheme(`{ customCss: ['./src/css/custom.css'] }`);
    fs.mkdirSync(path.join(site, 'src/css/fonts'), { recursive: true });
    // Larger than the inlining limit: a file of its own.
    const icon = `<svg xmlns="http://www.w3.org/2000/svg"><title>${'i'.repeat(INLINE_ASSET_MAX_BYTES)}</title></svg>`;
    fs.writeFileSync(path.join(site, 'src/css/icon.svg'), icon);
    fs.writeFileSync(path.join(site, 'src/css/dot.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    fs.writeFileSync(path.join(site, 'src/css/fonts/face.woff2'), 'wOF2 font bytes');
    fs.mkdirSync(path.join(site, 'static/img'), { recursive: true });
    fs.writeFileSync(path.join(site, 'static/img/logo.svg'), icon.replace('<title>', '<title>logo'));
    fs.writeFileSync(
      path.join(site, 'src/css/custom.css'),
      [
        '.a { background: url(./icon.svg); }',
        ".b { background: url('./dot.png'); }",
        '.c { background: url("/img/logo.svg"); }',
        "@font-face { font-family: Face; src: url('./fonts/face.woff2?#iefix') format('woff2'); }",
        '.d { background: url(https://example.org/x.png), url(data:image/gif;base64,R0lGODlhAQABAAAAACw=); }',
      ].join('\n'),
    );
    await build(site);
    const out = path.join(site, 'build');
    const media = fs.readdirSync(path.join(out, 'assets/media')).sort();
    expect(media).toEqual([expect.stringMatching(/^face\.[A-Z0-9]+\.woff2$/), expect.stringMatching(/^icon\.[A-Z0-9]+\.svg$/), expect.stringMatching(/^logo\.[A-Z0-9]+\.svg$/)]);
    const named = (prefix: string) => media.find((f) => f.startsWith(prefix))!;
    expect(read(out, `assets/media/${named('icon.')}`)).toBe(icon);
    // The site's CSS is small: inline in the page, its urls made absolute under the site's base path.
    const css = [...read(out, 'index.html').matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!)[1]!;
    expect(css).toContain(`url("/ru/assets/media/${named('icon.')}")`);
    expect(css).toContain(`url("/ru/assets/media/${named('logo.')}")`);
    expect(css).toMatch(new RegExp(`url\\("/ru/assets/media/${named('face.').replace(/\./g, '\\.')}\\??#iefix"\\)`));
    expect(css).toMatch(/\.b\{background:url\(data:image\/png;base64,[A-Za-z0-9+/=]+\)\}/);
    expect(css).toContain('url(https://example.org/x.png)');
    expect(css).toContain('url(data:image/gif;base64,R0lGODlhAQABAAAAACw=)');
  }, 120_000);

  it('refuses a file outside the site referenced by a site stylesheet, naming the stylesheet and line', async () => {
    const site = withTheme(`{ customCss: ['./src/css/custom.css'] }`);
    const outside = fs.mkdtempSync(path.join(path.dirname(site), 'css-'));
    fs.writeFileSync(path.join(outside, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(outside, 'evil.css'), 'body { background: red; }');
    fs.mkdirSync(path.join(site, 'src/css'), { recursive: true });
    fs.symlinkSync(path.join(outside, 'secret.svg'), path.join(site, 'src/css/linked.svg'));
    const css = path.join(site, 'src/css/custom.css');
    const failure = async (text: string) => {
      fs.writeFileSync(css, text);
      const err = await build(site).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(TondocsError);
      return err as TondocsError;
    };
    const relative = `../../${path.relative(path.dirname(site), path.join(outside, 'secret.svg'))}`;
    let err = await failure(`.a { color: red; }\n.b { background: url(../${relative}); }\n`);
    expect(err.message).toMatch(/Refusing to read .*secret\.svg: it resolves to .*outside the site directory/);
    expect(err.position).toMatchObject({ file: 'src/css/custom.css', line: 2 });
    // Through a symlink inside the site, and an @import.
    err = await failure('.a { background: url(./linked.svg); }\n');
    expect(err.message).toMatch(/Refusing to read src\/css\/linked\.svg: it resolves to .*secret\.svg, outside the site directory/);
    expect(err.position).toMatchObject({ file: 'src/css/custom.css', line: 1 });
    err = await failure(`/* parts */\n\n@import "../${relative.replace('secret.svg', 'evil.css')}";\n`);
    expect(err.message).toMatch(/Refusing to read .*evil\.css/);
    expect(err.position).toMatchObject({ file: 'src/css/custom.css', line: 3 });
    // A missing file, with where a "/" path is looked for.
    err = await failure('.a { background: url(/img/none.svg); }\n');
    expect(err.message).toMatch(/File not found: static\/img\/none\.svg \(a path starting with "\/" is a file of static\/\)/);
    expect(err.position).toMatchObject({ file: 'src/css/custom.css', line: 1 });
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
