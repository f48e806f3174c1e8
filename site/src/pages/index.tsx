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
  glossary: string;
  entriesLabel: string;
  entries: Entry[];
}

const TEXT: Record<string, HomeText> = {
  ru: {
    start: 'Начать знакомство с TON',
    glossary: 'Глоссарий',
    entriesLabel: 'С чего начать',
    entries: [
      { title: 'Разработчикам', text: 'Что такое TON, как устроены адреса, ячейки и сообщения и чем модель TON отличается от Ethereum.', to: 'v3/concepts/dive-into-ton/introduction' },
      { title: 'Пользователям кошельков', text: 'Какие бывают кошельки, как выбрать подходящий и как проверить перевод в обозревателе.', to: 'v3/concepts/dive-into-ton/ton-ecosystem/wallet-apps' },
      { title: 'Об устройстве сети', text: 'Мастерчейн, воркчейны и шардчейны: как TON масштабируется и как узлы общаются между собой.', to: 'v3/concepts/dive-into-ton/ton-blockchain/blockchain-of-blockchains' },
      { title: 'Участникам проекта', text: 'Как исправить ошибку, написать страницу или перевод и пройти ревью.', to: 'v3/contribute' },
    ],
  },
  en: {
    start: 'Get started with TON',
    glossary: 'Glossary',
    entriesLabel: 'Where to start',
    entries: [
      { title: 'Developers', text: 'What TON is, how addresses, cells and messages work, and how its model differs from Ethereum.', to: 'v3/concepts/dive-into-ton/introduction' },
      { title: 'Wallet users', text: 'Which wallets exist, how to choose one and how to check a transfer in an explorer.', to: 'v3/concepts/dive-into-ton/ton-ecosystem/wallet-apps' },
      { title: 'How the network works', text: 'Masterchain, workchains and shardchains: how TON scales and how nodes talk to each other.', to: 'v3/concepts/dive-into-ton/ton-blockchain/blockchain-of-blockchains' },
      { title: 'Contributors', text: 'How to fix a mistake, write a page or a translation and get it reviewed.', to: 'v3/contribute' },
    ],
  },
  'zh-CN': {
    start: '开始了解 TON',
    glossary: '术语表',
    entriesLabel: '从哪里开始',
    entries: [
      { title: '开发者', text: 'TON 是什么，地址、单元和消息如何运作，以及它与以太坊的区别。', to: 'v3/concepts/dive-into-ton/introduction' },
      { title: '钱包用户', text: '有哪些钱包，如何选择，以及如何在浏览器中查看转账。', to: 'v3/concepts/dive-into-ton/ton-ecosystem/wallet-apps' },
      { title: '网络如何运作', text: '主链、工作链和分片链：TON 如何扩展，节点之间如何通信。', to: 'v3/concepts/dive-into-ton/ton-blockchain/blockchain-of-blockchains' },
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
          <Link className="button button--primary" href={`${site.base}v3/concepts/dive-into-ton/introduction`}>
            {text.start}
          </Link>
          <Link className="button" href={`${site.base}v3/concepts/glossary`}>
            {text.glossary}
          </Link>
        </p>
      </section>
      <section className="home-entries" aria-label={text.entriesLabel}>
        <ul className="card-grid">
          {text.entries.map((e) => (
            <li key={e.to}>
              <Link className="card" href={`${site.base}${e.to}`}>
                <span className="card-title">{e.title}</span>
                <span className="card-description">{e.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
