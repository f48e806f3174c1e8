// What `tondocs init` writes: a small working site in one locale (config, pages with a sidebar, a static
// file, package.json scripts). The example pages are in the site's language where we have one (en, ru,
// zh-CN), in English otherwise.

export interface InitOptions {
  title: string;
  locale: string;
  /** Version range of @tondocs/cli for package.json. */
  cliVersion: string;
  /** The folder's name, for package.json. */
  packageName: string;
}

interface PageTexts {
  introTitle: string;
  intro: string;
  guide: string;
  firstTitle: string;
  first: string;
  secondTitle: string;
  second: string;
  tagline: string;
}

const TEXTS: Record<'en' | 'ru' | 'zh-CN', PageTexts> = {
  en: {
    introTitle: 'Introduction',
    intro: 'This site was created by `tondocs init`. Edit `content/{locale}/docs/intro.md` while `npm run dev` runs: the page in the browser updates as you save.',
    guide: 'Guide',
    firstTitle: 'Writing pages',
    first: 'Every Markdown file under `content/{locale}/docs/` is a page; its path is its address. Frontmatter gives the `title` and `description`.',
    secondTitle: 'The sidebar',
    second: 'The sidebar is defined in `tondocs.config.ts` under `docs.sidebars`: page ids, and categories that group them.',
    tagline: 'Documentation',
  },
  ru: {
    introTitle: 'Введение',
    intro: 'Этот сайт создан командой `tondocs init`. Откройте `content/{locale}/docs/intro.md` при запущенном `npm run dev`: страница в браузере обновится после сохранения.',
    guide: 'Руководство',
    firstTitle: 'Как писать страницы',
    first: 'Каждый Markdown-файл в `content/{locale}/docs/` — отдельная страница, её адрес повторяет путь к файлу. Во frontmatter задаются `title` и `description`.',
    secondTitle: 'Боковое меню',
    second: 'Боковое меню описано в `tondocs.config.ts`, в разделе `docs.sidebars`: идентификаторы страниц и категории, которые их объединяют.',
    tagline: 'Документация',
  },
  'zh-CN': {
    introTitle: '简介',
    intro: '本站点由 `tondocs init` 创建。运行 `npm run dev` 时编辑 `content/{locale}/docs/intro.md`，保存后浏览器中的页面会自动更新。',
    guide: '指南',
    firstTitle: '编写页面',
    first: '`content/{locale}/docs/` 下的每个 Markdown 文件都是一个页面，其路径即为地址。frontmatter 提供 `title` 和 `description`。',
    secondTitle: '侧边栏',
    second: '侧边栏在 `tondocs.config.ts` 的 `docs.sidebars` 中定义：页面 id 以及将它们分组的类别。',
    tagline: '文档',
  },
};

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ru: 'Русский', 'zh-CN': '简体中文' };

export function textsFor(locale: string): PageTexts {
  return locale in TEXTS ? TEXTS[locale as keyof typeof TEXTS] : TEXTS.en;
}

const page = (title: string, description: string, body: string, slug?: string) =>
  `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n${slug ? `slug: ${slug}\n` : ''}---\n\n${body}\n`;

/** Files of a new site, by path relative to its folder. */
export function siteFiles(o: InitOptions): Map<string, string> {
  const t = textsFor(o.locale);
  const fill = (s: string) => s.replaceAll('{locale}', o.locale);
  const config = {
    title: o.title,
    tagline: t.tagline,
    url: 'https://example.org',
    // Without one the browser asks for /favicon.ico and logs its 404 as a console error on every page.
    favicon: 'img/favicon.svg',
    baseUrl: '/',
    version: '1.0.0',
    i18n: {
      defaultLocale: o.locale,
      locales: [o.locale],
      localeConfigs: { [o.locale]: { label: LANGUAGE_NAMES[o.locale] ?? o.locale, path: o.locale, direction: 'ltr', htmlLang: o.locale, calendar: 'gregory' } },
    },
    navbar: { items: [{ type: 'link', label: t.guide, to: '/guide/first' }, { type: 'colorMode' }] },
    footer: { columns: [] },
    docs: {
      version: { name: 'current', label: 'Next', mainDocId: 'intro' },
      sidebars: { main: ['intro', { type: 'category', label: t.guide, items: ['guide/first', 'guide/second'] }] },
    },
  };
  const files = new Map<string, string>();
  files.set('tondocs.config.ts', `// Site configuration: see the tondocs README for every key and its default.\nexport default ${JSON.stringify(config, null, 2)};\n`);
  files.set(`content/${o.locale}/docs/intro.md`, page(t.introTitle, `${o.title}: ${t.introTitle}`, `# ${t.introTitle}\n\n${fill(t.intro)}\n\n- [${t.firstTitle}](./guide/first.md)\n- [${t.secondTitle}](./guide/second.md)`, '/'));
  files.set(`content/${o.locale}/docs/guide/first.md`, page(t.firstTitle, `${o.title}: ${t.firstTitle}`, `# ${t.firstTitle}\n\n${fill(t.first)}\n\n\`\`\`md title="content/${o.locale}/docs/example.md"\n---\ntitle: Example\ndescription: An example page\n---\n\n# Example\n\`\`\``));
  files.set(`content/${o.locale}/docs/guide/second.md`, page(t.secondTitle, `${o.title}: ${t.secondTitle}`, `# ${t.secondTitle}\n\n${fill(t.second)}\n\n[${t.introTitle}](../intro.md)`));
  files.set('static/robots.txt', 'User-agent: *\nAllow: /\n');
  files.set('static/img/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#006cbd"/><path d="M10 8h6a8 8 0 0 1 0 16h-6z" fill="#fff"/></svg>\n');
  files.set(
    'package.json',
    `${JSON.stringify(
      {
        name: o.packageName,
        private: true,
        type: 'module',
        scripts: { dev: 'tondocs serve --watch', build: `tondocs build --locale ${o.locale}`, serve: 'tondocs serve' },
        dependencies: { '@tondocs/cli': o.cliVersion },
      },
      null,
      2,
    )}\n`,
  );
  files.set('.gitignore', 'node_modules/\nbuild/\n.tondocs/\n');
  return files;
}
