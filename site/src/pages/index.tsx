// Home page: the way in for each kind of reader.
import { Link, useSite } from '@tondocs/theme';

export const meta = {
  title: { ru: 'Главная', en: 'Home', mandarin: '首页' },
  description: {
    ru: 'Документация TON на русском языке: концепции блокчейна, смарт-контракты, узлы, приложения и участие в проекте.',
    en: 'TON documentation: blockchain concepts, smart contracts, nodes, applications and contributing.',
  },
};

interface Entry {
  title: string;
  text: string;
  to: string;
}

const ENTRIES: Entry[] = [
  { title: 'Разработчикам', text: 'Что такое TON, как устроены адреса, ячейки и сообщения, и чем модель TON отличается от Ethereum.', to: 'v3/concepts/dive-into-ton/introduction' },
  { title: 'Пользователям кошельков', text: 'Какие бывают кошельки, как выбрать подходящий и как проверить перевод в обозревателе.', to: 'v3/concepts/dive-into-ton/ton-ecosystem/wallet-apps' },
  { title: 'Об устройстве сети', text: 'Мастерчейн, воркчейны и шардчейны: как TON масштабируется и как узлы общаются между собой.', to: 'v3/concepts/dive-into-ton/ton-blockchain/blockchain-of-blockchains' },
  { title: 'Участникам проекта', text: 'Как исправить ошибку, написать страницу или перевод и пройти ревью.', to: 'v3/contribute' },
];

export default function Home() {
  const site = useSite();
  return (
    <div className="home">
      <section className="home-hero">
        <h1>{site.title}</h1>
        <p className="home-tagline">{site.tagline}</p>
        <p className="home-actions">
          <Link className="button button--primary" href={`${site.base}v3/concepts/dive-into-ton/introduction`}>
            Начать знакомство с TON
          </Link>
          <Link className="button" href={`${site.base}v3/concepts/glossary`}>
            Глоссарий
          </Link>
        </p>
      </section>
      <section className="home-entries" aria-label="С чего начать">
        <ul className="card-grid">
          {ENTRIES.map((e) => (
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
