// Words readers type for what the docs write otherwise: Russian transliterations and colloquial forms of the
// English terms (тестнет for testnet), and the short names of a few terms. Each group's words find each other;
// matched by key (word forms included: жетоны, жетонов). Browser-safe.
import { stemWord } from './tokenize.ts';

const GROUPS: string[][] = [
  ['тестнет', 'testnet', 'тестовая'],
  ['формат', 'форма'],
  ['мейннет', 'майннет', 'mainnet'],
  ['хайлоад', 'highload'],
  ['жетон', 'jetton', 'джеттон'],
  ['нфт', 'nft'],
  ['валидатор', 'validator'],
  ['нода', 'узел', 'node'],
  ['лайтсервер', 'liteserver', 'лайт-сервер'],
  ['тонконнект', 'tonconnect'],
  ['воркчейн', 'workchain'],
  ['шардчейн', 'shardchain'],
  ['мастерчейн', 'masterchain'],
  ['майнтонкнтрл', 'mytonctrl'],
  ['блупринт', 'blueprint'],
  ['сендбокс', 'sandbox', 'песочница'],
  ['фунц', 'func', 'фанк'],
  ['толк', 'tolk'],
  ['такт', 'tact'],
  ['фифт', 'fift'],
  ['эксплорер', 'обозреватель', 'explorer'],
  ['тонкипер', 'tonkeeper'],
  ['мультисиг', 'multisig'],
  ['опкод', 'opcode'],
  ['деплой', 'развертывание', 'deploy'],
  ['геттер', 'get-метод'],
  ['стейкинг', 'staking'],
  ['номинатор', 'nominator'],
  ['оракул', 'oracle'],
  // Parts of names typed in Cyrillic (тон коннект реакт), and the English words of terms the Russian pages
  // write in Russian (exit code, merkle proof, persistent state).
  ['тон', 'ton'],
  ['коннект', 'connect'],
  ['реакт', 'react'],
  ['апп', 'app', 'приложение'],
  ['выход', 'exit'],
  ['код', 'code'],
  ['доказательство', 'proof'],
  ['меркл', 'merkle'],
  ['постоянный', 'persistent'],
  ['состояние', 'state'],
  ['возврат', 'bounce', 'отскок', 'вернуть', 'вернулось', 'вернулся', 'вернется'],
  ['телеграм', 'телеграмм', 'telegram', 'тг'],
  ['уведомление', 'оповещение', 'алерт', 'alert', 'alerting'],
  // Verbs whose stem is not the stem of the noun the docs use (опубликовать / публикация).
  ['опубликовать', 'опубликуйте', 'публикация'],
  ['обновить', 'обновление', 'апдейт', 'update'],
  ['выпустить', 'выпуск', 'минт', 'mint'],
  ['копия', 'копирование', 'бэкап', 'backup'],
  ['хранилище', 'хранение', 'storage'],
  ['аирдроп', 'эирдроп', 'airdrop', 'раздача'],
  ['газ', 'gas'],
  ['комиссия', 'fee'],
  ['кошелек', 'wallet'],
  ['транзакция', 'transaction'],
  ['ячейка', 'cell'],
  // USD₮ is written with the tugrik sign, which is no letter: the word is USD.
  ['usdt', 'usd'],
];

/** Words typed as one that the docs write as several (тонконнект for TON Connect): the query reads them apart. */
export { SPLITS } from './tokenize.ts';

/** Key of a word as the index writes it: compounds as their parts' keys joined (get-метод -> getметод). */
function keyOf(word: string): string {
  const parts = word.split('-').filter(Boolean);
  return parts.map((p) => stemWord(p.toLowerCase().replace(/ё/g, 'е'))).join('');
}

let table: Map<string, string[]> | null = null;

function build(): Map<string, string[]> {
  const t = new Map<string, string[]>();
  for (const group of GROUPS) {
    const keys = [...new Set(group.map(keyOf))];
    for (const k of keys) t.set(k, [...new Set([...(t.get(k) ?? []), ...keys.filter((x) => x !== k)])]);
  }
  return t;
}

/** Keys of the other words of a word's group (by its key or its normal form); [] when it has none. */
export function synonymKeys(norm: string, key: string): string[] {
  table ??= build();
  return table.get(key) ?? table.get(keyOf(norm)) ?? [];
}
