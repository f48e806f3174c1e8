// Component overrides (config theme.components): a site replaces the Footer and wraps the Admonition; the
// server render, the browser bundle and `serve --watch` all use the site's modules; bad entries are errors.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_COMPONENT_NAMES } from '@tondocs/theme';
import { runBuild } from '../src/build/run.ts';
import { serve, type RunningServer } from '../src/serve/serve.ts';
import { collectingReporter, read, tempSite } from './helpers.ts';

const build = (site: string) => runBuild({ siteDir: site, locale: 'ru', outDir: path.join(site, 'build'), reporter: collectingReporter() });

/** The fixture with its `theme: { components }` replaced. */
function withComponents(components: string): string {
  const site = tempSite('overrides');
  const file = path.join(site, 'tondocs.config.ts');
  const config = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, config.replace(/components: \{[\s\S]*?\n {4}\},/, `components: ${components},`));
  return site;
}

const body = (html: string) => html.slice(html.indexOf('id="doc-body"'), html.indexOf('<nav class="paginator"'));

describe('theme component overrides', () => {
  let site: string;
  let out: string;
  let server: RunningServer;
  beforeAll(async () => {
    site = tempSite('overrides');
    out = path.join(site, 'build');
    server = await serve({ siteDir: site, outDir: out, locale: 'ru', port: 0, host: '127.0.0.1', watch: true, quiet: true });
  });
  afterAll(() => server?.close());

  it('renders the site\'s Footer instead of the theme\'s on every page, the 404 page included', () => {
    for (const page of ['intro/index.html', 'second/index.html', '404.html']) {
      const html = read(out, page);
      expect(html).toContain('<footer class="custom-footer"><p>Собственный подвал сайта<!-- -->: <!-- -->Overrides</p>');
      expect(html).not.toContain('class="footer"');
    }
  });

  it('wraps the theme\'s Admonition, which renders as it does without the override (title in the page\'s language, Markdown title, code)', async () => {
    const html = body(read(out, 'intro/index.html'));
    expect(html.match(/<div class="wrapped-admonition" data-kind="(tip|warning)"><aside class="admonition admonition-\1">/g)).toHaveLength(2);
    expect(html).toContain('Совет</p>');
    expect(html).toContain('Заголовок с <strong>выделением</strong></p>');
    expect(html).toContain('<code>$&amp;</code>');
    expect(html).toContain('<pre class="language-ts" tabindex="0">');
    expect(html).not.toContain('tondocs-theme');
    // The same page without overrides: the wrapper is the only difference.
    const plain = withComponents('{}');
    await build(plain);
    expect(html.replace(/<div class="wrapped-admonition" data-kind="\w+">(<aside[\s\S]*?<\/aside>)<\/div>/g, '$1')).toBe(body(read(path.join(plain, 'build'), 'intro/index.html')));
  });

  it('puts the page-component override into the browser bundle and keeps the Markdown one out of it', () => {
    const assets = path.join(out, 'assets');
    const js = fs.readdirSync(assets, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(assets, f), 'utf8')).join('\n');
    // (Booleans: a failure must not print the whole bundle.)
    expect(js.includes('custom-footer-button')).toBe(true);
    expect(js.includes('wrapped-admonition')).toBe(false);
  });

  it('rebuilds under serve --watch when a file the override imports changes', async () => {
    const update = server.nextUpdate();
    fs.writeFileSync(path.join(site, 'theme', 'footer-text.ts'), "export const FOOTER_TEXT = 'Подвал после правки';\n");
    expect((await update).ok).toBe(true);
    expect(await (await fetch(`${server.url}second`)).text()).toContain('Подвал после правки');
  });
});

describe('theme component override errors', () => {
  it('names the valid components for an unknown one, with the nearest name', async () => {
    const error = await build(withComponents(`{ Fotoer: './theme/Footer.tsx' }`)).catch((e: Error) => e);
    expect(String(error)).toContain(`theme.components: the theme has no component "Fotoer" (did you mean Footer?). Components that can be overridden: ${THEME_COMPONENT_NAMES.join(', ')}`);
    for (const name of ['Navbar', 'Footer', 'DocPage', 'Admonition', 'CodeBlock', 'SearchButton', 'NotFound']) expect(THEME_COMPONENT_NAMES).toContain(name);
  });

  it('refuses a missing module, a module outside the site, a module without a component and an import leaving the site', async () => {
    await expect(build(withComponents(`{ Footer: './theme/Missing.tsx' }`))).rejects.toThrow(/theme\.components\.Footer: no module at \.\/theme\/Missing\.tsx/);

    const linked = withComponents(`{ Footer: './theme/Linked.tsx' }`);
    const outside = fs.mkdtempSync(path.join(path.dirname(linked), 'outside-'));
    fs.writeFileSync(path.join(outside, 'Footer.tsx'), 'export default function Footer() { return null; }\n');
    fs.symlinkSync(path.join(outside, 'Footer.tsx'), path.join(linked, 'theme', 'Linked.tsx'));
    await expect(build(linked)).rejects.toThrow(/Refusing to read theme\/Linked\.tsx: it resolves to .*outside the site directory/);

    const empty = withComponents(`{ NotFound: './theme/footer-text.ts' }`);
    await expect(build(empty)).rejects.toThrow(/theme\.components\.NotFound: \.\/theme\/footer-text\.ts exports no React component \(default export or one named NotFound\)/);

    const escaping = withComponents(`{ Footer: './theme/Escaping.tsx' }`);
    fs.writeFileSync(path.join(escaping, 'theme', 'Escaping.tsx'), `import text from '${path.join(outside, 'Footer.tsx').split(path.sep).join('/')}';\nexport default function Footer() { return <p>{String(text)}</p>; }\n`);
    await expect(build(escaping)).rejects.toThrow(/Compiling the theme component overrides failed: Refusing to read .*Footer\.tsx: it resolves to .*outside the site directory/);
  });
});
