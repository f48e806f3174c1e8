// Home page: the way in for each kind of reader, in the reader's language.
import { Link, useSite } from '@tondocs/theme';

export const meta = {
  title: { ru: 'Главная', en: 'Home', mandarin: '首页' },
  description: {
    ru: 'Документация TON на русском языке: концепции блокчейна, смарт-контракты, узлы, приложения и участие в проекте.',
    en: 'TON documentation: blockchain concepts, smart contracts, nodes, applications and contributing.',
    mandarin: 'TON 文档：区块链概念、智能合约、节点、应用以及参与贡献。',
  },
};

interface Entry {
  title: string;
  text: string;
  to: string;
}

interface HomeText {
  start: string;
  intro: string;
  searchHint: string;
  entriesLabel: string;
  entries: Entry[];
  sectionsLabel: string;
  sections: Entry[];
  /** The blog exists in the locales that have posts. */
  blog?: Entry;
}

const TEXT: Record<string, HomeText> = {
  ru: {
    start: 'Быстрый старт',
    intro: 'Что такое TON',
    searchHint: 'Поиск по документации: нажмите Ctrl K или /',
    entriesLabel: 'С чего начать',
    entries: [
      { title: 'Разработчикам', text: 'Первый смарт-контракт на Tolk с Blueprint: окружение, хранилище, сообщения и развёртывание в тестовой сети.', to: 'v3/guidelines/quick-start/getting-started' },
      { title: 'Операторам узлов и валидаторам', text: 'Полный узел, лайтсервер, архивный узел и валидатор с MyTonCtrl: требования, установка, обслуживание.', to: 'guidelines/nodes-guidelines' },
      { title: 'Пользователям кошельков', text: 'Какие бывают кошельки, как выбрать подходящий и как проверить перевод в обозревателе.', to: 'v3/concepts/dive-into-ton/ton-ecosystem/wallet-apps' },
      { title: 'Участникам проекта', text: 'Как исправить ошибку, написать страницу или перевод и пройти ревью.', to: 'v3/contribute' },
    ],
    sectionsLabel: 'Разделы',
    sections: [
      { title: 'Концепции', text: 'Устройство TON: блокчейн блокчейнов, адреса, ячейки, шардинг, глоссарий.', to: 'v3/concepts/dive-into-ton/introduction' },
      { title: 'Руководства', text: 'Пошаговые руководства: быстрый старт, смарт-контракты, приложения, TON Connect, узлы, Web3.', to: 'v3/guidelines/quick-start/getting-started' },
      { title: 'Документация', text: 'Справочник: смарт-контракты и Tolk, TVM и её инструкции, TL-B, сеть, протокол TON Connect.', to: 'v3/documentation/ton-documentation' },
    ],
    blog: { title: 'Блог', text: 'Новости документации и экосистемы: что появилось на сайте и что меняется для разработчиков.', to: 'blog' },
  },
  en: {
    start: 'Quick start',
    intro: 'What TON is',
    searchHint: 'Search the docs: press Ctrl K or /',
    entriesLabel: 'Where to start',
    sectionsLabel: 'Sections',
    sections: [
      { title: 'Concepts', text: 'How TON works: blockchain of blockchains, addresses, cells, sharding, glossary.', to: 'v3/concepts/dive-into-ton/introduction' },
      { title: 'Guidelines', text: 'Step-by-step guides: quick start, smart contracts, applications.', to: 'v3/guidelines/quick-start/getting-started' },
      { title: 'Documentation', text: 'Reference: TVM and its instructions, exit codes, the TON Connect protocol.', to: 'v3/documentation/ton-documentation' },
    ],
    entries: [
      { title: 'Developers', text: 'Your first Tolk smart contract with Blueprint: environment, storage, messages, testnet deployment.', to: 'v3/guidelines/quick-start/getting-started' },
      { title: 'Node operators and validators', text: 'Full node, liteserver, archive node and validator with MyTonCtrl: requirements, installation, maintenance.', to: 'guidelines/nodes-guidelines' },
      { title: 'Wallet users', text: 'Which wallets exist, how to choose one and how to check a transfer in an explorer.', to: 'v3/concepts/dive-into-ton/ton-ecosystem/wallet-apps' },
      { title: 'Contributors', text: 'How to fix a mistake, write a page or a translation and get it reviewed.', to: 'v3/contribute' },
    ],
  },
  'zh-CN': {
    start: '快速入门',
    intro: 'TON 是什么',
    searchHint: '搜索文档：按 Ctrl K 或 /',
    entriesLabel: '从哪里开始',
    sectionsLabel: '栏目',
    sections: [
      { title: '概念', text: 'TON 的工作原理：区块链的区块链、地址、单元、分片、术语表。', to: 'v3/concepts/dive-into-ton/introduction' },
      { title: '指南', text: '分步指南：快速入门、智能合约、应用。', to: 'v3/guidelines/quick-start/getting-started' },
      { title: '文档', text: '参考资料：TVM 及其指令、退出码、TON Connect 协议。', to: 'v3/documentation/ton-documentation' },
    ],
    entries: [
      { title: '开发者', text: '用 Blueprint 编写第一个 Tolk 智能合约：环境、存储、消息和测试网部署。', to: 'v3/guidelines/quick-start/getting-started' },
      { title: '节点运营者和验证者', text: '使用 MyTonCtrl 运行全节点、轻服务器、归档节点和验证者：要求、安装与维护。', to: 'guidelines/nodes-guidelines' },
      { title: '钱包用户', text: '有哪些钱包，如何选择，以及如何在浏览器中查看转账。', to: 'v3/concepts/dive-into-ton/ton-ecosystem/wallet-apps' },
      { title: '贡献者', text: '如何修正错误、撰写页面或翻译，并通过审阅。', to: 'v3/contribute' },
    ],
  },
};

export default function Home() {
  const site = useSite();
  const text = TEXT[site.htmlLang] ?? TEXT.en!;
  return (
    <div className="home">
      <section className="home-hero">
        <h1>{site.title}</h1>
        <p className="home-tagline">{site.tagline}</p>
        <p className="home-actions">
          <Link className="button button--primary" href={`${site.base}v3/guidelines/quick-start/getting-started`}>
            {text.start}
          </Link>
          <Link className="button" href={`${site.base}v3/concepts/dive-into-ton/introduction`}>
            {text.intro}
          </Link>
        </p>
        <p className="home-search-hint">{text.searchHint}</p>
      </section>
      <section className="home-entries" aria-label={text.sectionsLabel}>
        <h2 className="home-section-title">{text.sectionsLabel}</h2>
        <ul className="card-grid">
          {text.sections.map((e) => (
            <li key={e.title}>
              <Link className="card" href={`${site.base}${e.to}`}>
                <span className="card-title">{e.title}</span>
                <span className="card-description">{e.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-entries" aria-label={text.entriesLabel}>
        <h2 className="home-section-title">{text.entriesLabel}</h2>
        <ul className="card-grid">
          {text.entries.map((e) => (
            <li key={e.title}>
              <Link className="card" href={`${site.base}${e.to}`}>
                <span className="card-title">{e.title}</span>
                <span className="card-description">{e.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {text.blog ? (
        <p className="home-blog">
          <Link href={`${site.base}${text.blog.to}`}>{text.blog.title}</Link> — {text.blog.text}
        </p>
      ) : null}
    </div>
  );
}
