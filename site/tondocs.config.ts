// Site configuration of the TON documentation. Types come from @tondocs/cli.
import { defineConfig } from '@tondocs/cli';
import { redirects } from './redirects.ts';
import { sidebars, unlisted } from './sidebars.ts';

const ru = (ru: string, en: string, zh?: string) => ({ ru, en, ...(zh ? { mandarin: zh } : {}) });

/** Footer columns: [ru, en, simplified Chinese] labels, one link set for every locale. */
type Labels = [ru: string, en: string, zh: string];
const FOOTER: { header: Labels; links: { label: Labels; href: string }[] }[] = [
  {
    header: ['Использовать', 'Use', '使用'],
    links: [
      { label: ['Кошельки', 'Get a wallet', '获取钱包'], href: 'https://ton.org/wallets' },
      { label: ['Обозреватель Tonviewer', 'Tonviewer explorer', 'Tonviewer 浏览器'], href: 'https://tonviewer.com' },
      { label: ['Обозреватель Tonscan', 'Tonscan explorer', 'Tonscan 浏览器'], href: 'https://tonscan.org' },
    ],
  },
  {
    header: ['Изучать', 'Learn', '学习'],
    links: [
      { label: ['Сайт TON', 'TON website', 'TON 官网'], href: 'https://ton.org' },
      { label: ['Техническое описание TON', 'TON whitepaper', 'TON 白皮书'], href: 'https://docs.ton.org/ton.pdf' },
      { label: ['Описание TVM', 'TVM whitepaper', 'TVM 白皮书'], href: 'https://docs.ton.org/tvm.pdf' },
    ],
  },
  {
    header: ['Разработчикам', 'For Developers', '开发者'],
    links: [
      { label: ['Исходный код TON', 'TON source code', 'TON 源代码'], href: 'https://github.com/ton-blockchain/ton' },
      { label: ['Стандарты TEP', 'TEP standards', 'TEP 标准'], href: 'https://github.com/ton-blockchain/TEPs' },
      { label: ['Blueprint', 'Blueprint', 'Blueprint'], href: 'https://github.com/ton-org/blueprint' },
    ],
  },
  {
    header: ['Сообщество', 'Community', '社区'],
    links: [
      { label: ['Чат разработчиков', 'Developer chat', '开发者聊天群'], href: 'https://t.me/tondev' },
      { label: ['Новости TON', 'TON news', 'TON 新闻'], href: 'https://t.me/toncoin' },
      { label: ['Сообщество на GitHub', 'GitHub community', 'GitHub 社区'], href: 'https://github.com/ton-community' },
    ],
  },
  {
    header: ['Другое', 'Other', '其他'],
    links: [
      { label: ['Репозиторий документации', 'Docs repository', '文档仓库'], href: 'https://github.com/ton-community/ton-docs' },
      { label: ['Баг-баунти', 'Bug bounty', '漏洞赏金计划'], href: 'https://github.com/ton-blockchain/bug-bounty' },
    ],
  },
];

export default defineConfig({
  title: 'TON Docs',
  tagline: ru(
    'Блокчейн, рассчитанный на сотни миллионов пользователей',
    'Blockchain for mass adoption and massive distribution',
    '为大规模采用和大规模分发而生的区块链',
  ),
  url: 'https://docs.ton.org',
  baseUrl: '/',
  version: '3.0.0',
  favicon: 'img/favicon.svg',
  image: 'img/social-card.jpg',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'mandarin', 'ru'],
    localeConfigs: {
      en: { label: 'English', path: 'en', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' },
      mandarin: { label: '简体中文', path: 'zh-CN', direction: 'ltr', htmlLang: 'zh-CN', calendar: 'gregory' },
      ru: { label: 'Русский', path: 'ru', direction: 'ltr', htmlLang: 'ru', calendar: 'gregory' },
    },
  },
  navbar: {
    title: 'TON Docs',
    items: [
      {
        type: 'dropdown',
        label: ru('Концепции', 'Concepts', '概念'),
        position: 'left',
        items: [
          { label: ru('Введение', 'Introduction', '介绍'), to: '/v3/concepts/dive-into-ton/introduction' },
          { label: ru('Кошельки', 'Wallets', '钱包'), to: '/v3/concepts/dive-into-ton/ton-ecosystem/wallet-apps' },
          { label: ru('Обозреватели', 'Explorers', '浏览器'), to: '/v3/concepts/dive-into-ton/ton-ecosystem/explorers-in-ton' },
          { label: ru('Блокчейн', 'Blockchain', '区块链'), to: '/v3/concepts/dive-into-ton/ton-blockchain/blockchain-of-blockchains' },
        ],
      },
      {
        type: 'dropdown',
        label: ru('Руководства', 'Guidelines', '指南'),
        position: 'left',
        items: [
          { label: ru('Быстрый старт', 'Quick Start', '快速入门'), to: '/v3/guidelines/quick-start/getting-started' },
          { label: ru('Смарт-контракты', 'Smart Contracts', '智能合约'), to: '/guidelines/smat-contracts-guidelines' },
          { label: ru('Децентрализованные приложения', 'DApps', '去中心化应用'), to: '/guidelines/dapps' },
          { label: ru('Узлы', 'Nodes', '节点'), to: '/guidelines/nodes-guidelines' },
          { label: ru('Интеграция с TON', 'Integrate with TON', '与 TON 集成'), to: '/guidelines/ton-connect' },
          { label: ru('Web3', 'Web3', 'Web3'), to: '/guidelines/web3-guidelines' },
        ],
      },
      {
        type: 'dropdown',
        label: ru('Документация', 'Documentation', '文档'),
        position: 'left',
        items: [
          { label: ru('Смарт-контракты', 'Smart Contracts', '智能合约'), to: '/v3/documentation/smart-contracts/overview' },
          { label: ru('Виртуальная машина TON (TVM)', 'TON Virtual Machine (TVM)', 'TON 虚拟机 (TVM)'), to: '/v3/documentation/tvm/tvm-overview' },
          { label: ru('Узлы', 'Nodes', '节点'), to: '/v3/documentation/infra/nodes/node-types' },
          { label: ru('Децентрализованные приложения', 'DApps', '去中心化应用'), to: '/v3/documentation/dapps/dapps-overview' },
          { label: ru('Форматы данных', 'Data Formats', '数据格式'), to: '/v3/documentation/data-formats/tlb/tl-b-language' },
          { label: ru('Сеть', 'Networking', '网络'), to: '/v3/documentation/network/protocols/adnl/overview' },
          { label: ru('Технические описания', 'Whitepapers', '白皮书'), to: '/v3/documentation/whitepapers/overview' },
        ],
      },
      { type: 'link', label: ru('Участие', 'Contribute', '贡献'), to: '/v3/contribute', position: 'right' },
      { type: 'repository', label: ru('Репозиторий на GitHub', 'GitHub repository', 'GitHub 仓库'), href: 'https://github.com/ton-community/ton-docs', position: 'right' },
      { type: 'search', position: 'right' },
      { type: 'colorMode', position: 'right' },
      {
        type: 'localeDropdown',
        position: 'right',
        extraItems: [{ label: ru('Помочь с переводом', 'Help Us Translate', '帮助我们翻译'), to: '/v3/contribute/localization-program/overview' }],
      },
    ],
  },
  footer: {
    columns: FOOTER.map((c) => ({ header: ru(c.header[0], c.header[1]), links: c.links.map((l) => ({ label: ru(l.label[0], l.label[1]), href: l.href })) })),
    // The simplified-Chinese footer of the mandarin locale: the same links under Chinese labels.
    localeColumns: { mandarin: FOOTER.map((c) => ({ header: c.header[2], links: c.links.map((l) => ({ label: l.label[2], href: l.href })) })) },
    social: [
      { kind: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/ton-blockchain/' },
      { kind: 'telegram', label: 'Telegram', href: 'https://t.me/tonblockchain' },
      { kind: 'github', label: 'GitHub', href: 'https://github.com/ton-blockchain' },
      { kind: 'x', label: 'X', href: 'https://x.com/ton_blockchain' },
      { kind: 'mail', label: ru('Почта', 'E-mail'), href: 'mailto:hello@ton.org' },
      { kind: 'coinmarketcap', label: 'CoinMarketCap', href: 'https://coinmarketcap.com/currencies/toncoin/' },
    ],
  },
  docs: {
    version: { name: 'current', label: 'Next', mainDocId: 'v3/concepts/dive-into-ton/introduction' },
    editUrl: 'https://github.com/ton-community/ton-docs/edit/main/site',
    // Every page of the site map is written: a sidebar entry without its page is a build error.
    onMissingDoc: 'error',
    unlisted,
    sidebars,
  },
  blog: {
    title: ru('Блог', 'Blog', '博客'),
    description: ru(
      'Новости документации TON: что появилось на сайте, как устроены новые разделы и что меняется в экосистеме для разработчиков.',
      'News of the TON documentation: what is new on the site and in the ecosystem for developers.',
      'TON 文档新闻：网站新内容以及生态系统中面向开发者的变化。',
    ),
    postsPerPage: 5,
  },
  redirects,
  // Archived pages (Hacktoberfest 2022 ...) rank below current ones; blog posts (news of a moment) below the
  // docs pages that stay current on the same topic.
  search: { provider: 'local', weights: { 'v3/documentation/archive/': 0.5, 'blog/': 0.8 } },
  analytics: {},
});
