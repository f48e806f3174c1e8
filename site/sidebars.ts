// The four doc sidebars of the site (learn, develop, guidelines, contribute) and the docs built without a
// sidebar. Imported by tondocs.config.ts. Structure and order follow the site map of the TON documentation;
// every category and explicit label is localized (ru, en, and simplified Chinese where it is certain).
import type { SidebarItemConfig } from '@tondocs/cli';

/** A localized label: Russian, English and, optionally, simplified Chinese (the `mandarin` locale). */
const ru = (ru: string, en: string, zh?: string) => ({ ru, en, ...(zh ? { mandarin: zh } : {}) });

type Label = ReturnType<typeof ru>;

/** A collapsed category. */
function category(label: Label, items: SidebarItemConfig[]): SidebarItemConfig {
  return { type: 'category', label, collapsed: true, items };
}

/** A collapsed category that opens a generated index page at `slug` (the legacy /guidelines/* pages). */
function indexed(label: Label, slug: string, description: Label, items: SidebarItemConfig[]): SidebarItemConfig {
  return { type: 'category', label, collapsed: true, link: { type: 'generated-index', slug, title: label, description }, items };
}

/** A doc entry with an explicit sidebar label. */
function doc(id: string, label: Label): SidebarItemConfig {
  return { type: 'doc', id, label };
}

/** A link entry: an external URL or a standalone page of the site (a path without the locale). */
function link(label: Label, href: string): SidebarItemConfig {
  return { type: 'link', label, href };
}

const OVERVIEW = ru('Обзор', 'Overview', '概述');

const learn: SidebarItemConfig[] = [
  'v3/concepts/dive-into-ton/introduction',
  {
    type: 'category',
    label: ru('Экосистема TON', 'TON Ecosystem'),
    collapsed: true,
    items: [
      'v3/concepts/dive-into-ton/ton-ecosystem/wallet-apps',
      'v3/concepts/dive-into-ton/ton-ecosystem/explorers-in-ton',
      'v3/concepts/dive-into-ton/ton-ecosystem/nft',
    ],
  },
  {
    type: 'category',
    label: ru('Блокчейн TON', 'TON Blockchain'),
    collapsed: true,
    items: [
      'v3/concepts/dive-into-ton/ton-blockchain/blockchain-of-blockchains',
      'v3/concepts/dive-into-ton/ton-blockchain/smart-contract-addresses',
      'v3/concepts/dive-into-ton/ton-blockchain/cells-as-data-storage',
      'v3/concepts/dive-into-ton/ton-blockchain/ton-networking',
      'v3/concepts/dive-into-ton/ton-blockchain/sharding',
      'v3/concepts/dive-into-ton/ton-blockchain/blockchain-comparison',
      'v3/concepts/dive-into-ton/ton-blockchain/security-measures',
    ],
  },
  {
    type: 'category',
    label: ru('Переход с Ethereum', 'Newcomers from Ethereum'),
    collapsed: true,
    items: [
      'v3/concepts/dive-into-ton/go-from-ethereum/blockchain-services',
      'v3/concepts/dive-into-ton/go-from-ethereum/difference-of-blockchains',
      'v3/concepts/dive-into-ton/go-from-ethereum/solidity-vs-func',
      'v3/concepts/dive-into-ton/go-from-ethereum/tvm-vs-evm',
    ],
  },
  'v3/concepts/educational-resources',
  'v3/concepts/glossary',
];

const develop: SidebarItemConfig[] = [
  'v3/documentation/ton-documentation',
  'v3/documentation/faq',
  category(ru('Смарт-контракты', 'Smart contracts', '智能合约'), [
    'v3/documentation/smart-contracts/overview',
    'v3/documentation/smart-contracts/addresses',
    category(ru('Начало работы', 'Getting started', '入门'), [
      'v3/documentation/smart-contracts/getting-started/javascript',
      'v3/documentation/smart-contracts/getting-started/blueprint-legacy',
      'v3/documentation/smart-contracts/getting-started/ide-plugins',
      'v3/documentation/smart-contracts/getting-started/testnet',
    ]),
    category(ru('Спецификации контрактов', 'Contracts specification'), [
      'v3/documentation/smart-contracts/contracts-specs/wallet-contracts',
      'v3/documentation/smart-contracts/contracts-specs/highload-wallet',
      'v3/documentation/smart-contracts/contracts-specs/vesting-contract',
      'v3/documentation/smart-contracts/contracts-specs/governance',
      'v3/documentation/smart-contracts/contracts-specs/nominator-pool',
      'v3/documentation/smart-contracts/contracts-specs/single-nominator-pool',
      'v3/documentation/smart-contracts/contracts-specs/precompiled-contracts',
      'v3/documentation/smart-contracts/contracts-specs/examples',
      link(ru('Предложения по улучшению TON (TEP)', 'TON enhancement proposals (TEPs)'), 'https://github.com/ton-blockchain/TEPs/tree/master'),
    ]),
    'v3/documentation/smart-contracts/limits',
    category(ru('Управление сообщениями', 'Message management'), [
      'v3/documentation/smart-contracts/message-management/messages-and-transactions',
      'v3/documentation/smart-contracts/message-management/sending-messages',
      'v3/documentation/smart-contracts/message-management/internal-messages',
      'v3/documentation/smart-contracts/message-management/external-messages',
      'v3/documentation/smart-contracts/message-management/non-bounceable-messages',
      'v3/documentation/smart-contracts/message-management/message-modes-cookbook',
      'v3/documentation/smart-contracts/message-management/ecosystem-messages-layout',
    ]),
    category(ru('Комиссии за транзакции', 'Transaction fees', '交易费用'), [
      'v3/documentation/smart-contracts/transaction-fees/fees',
      'v3/documentation/smart-contracts/transaction-fees/fees-low-level',
      'v3/documentation/smart-contracts/transaction-fees/accept-message-effects',
      'v3/documentation/smart-contracts/transaction-fees/forward-fees',
    ]),
    category(ru('Шардинг', 'Sharding', '分片'), [
      'v3/documentation/smart-contracts/shards/shards-intro',
      'v3/documentation/smart-contracts/shards/infinity-sharding-paradigm',
    ]),
    'v3/documentation/smart-contracts/tact',
    category(ru('Язык Tolk', 'Tolk language', 'Tolk 语言'), [
      'v3/documentation/smart-contracts/tolk/overview',
      'v3/documentation/smart-contracts/tolk/environment-setup',
      'v3/documentation/smart-contracts/tolk/counter-smart-contract',
      'v3/documentation/smart-contracts/tolk/language-guide',
      'v3/documentation/smart-contracts/tolk/tolk-vs-func/in-short',
      'v3/documentation/smart-contracts/tolk/tolk-vs-func/in-detail',
      'v3/documentation/smart-contracts/tolk/tolk-vs-func/mutability',
      'v3/documentation/smart-contracts/tolk/tolk-vs-func/stdlib',
      'v3/documentation/smart-contracts/tolk/tolk-vs-func/pack-to-from-cells',
      'v3/documentation/smart-contracts/tolk/tolk-vs-func/create-message',
      'v3/documentation/smart-contracts/tolk/tolk-vs-func/lazy-loading',
      'v3/documentation/smart-contracts/tolk/changelog',
    ]),
    category(ru('Язык FunC', 'FunC language', 'FunC 语言'), [
      'v3/documentation/smart-contracts/func/overview',
      'v3/documentation/smart-contracts/func/cookbook',
      category(ru('Документация', 'Documentation', '文档'), [
        'v3/documentation/smart-contracts/func/docs/types',
        'v3/documentation/smart-contracts/func/docs/comments',
        'v3/documentation/smart-contracts/func/docs/literals_identifiers',
        'v3/documentation/smart-contracts/func/docs/functions',
        'v3/documentation/smart-contracts/func/docs/global_variables',
        'v3/documentation/smart-contracts/func/docs/compiler_directives',
        'v3/documentation/smart-contracts/func/docs/statements',
        'v3/documentation/smart-contracts/func/docs/builtins',
        'v3/documentation/smart-contracts/func/docs/dictionaries',
        'v3/documentation/smart-contracts/func/docs/stdlib',
      ]),
      'v3/documentation/smart-contracts/func/libraries',
      'v3/documentation/smart-contracts/func/changelog',
    ]),
    category(ru('Язык Fift', 'Fift language', 'Fift 语言'), [
      'v3/documentation/smart-contracts/fift/overview',
      'v3/documentation/smart-contracts/fift/fift-and-tvm-assembly',
      'v3/documentation/smart-contracts/fift/fift-deep-dive',
    ]),
  ]),
  category(ru('Децентрализованные приложения', 'DApps'), [
    'v3/documentation/dapps/dapps-overview',
    category(ru('Принципы DeFi', 'DeFi principles'), [
      'v3/documentation/dapps/defi/coins',
      'v3/documentation/dapps/defi/tokens',
      doc('v3/documentation/dapps/defi/nft', ru('Сценарии применения NFT в TON', 'NFT use cases in TON')),
      'v3/documentation/dapps/defi/subscriptions',
      'v3/documentation/dapps/defi/ton-payments',
    ]),
    category(ru('Активы', 'Assets', '资产'), ['v3/documentation/dapps/assets/overview', 'v3/documentation/dapps/assets/usdt']),
    category(ru('Оракулы', 'Oracles', '预言机'), [
      'v3/documentation/dapps/oracles/about_blockchain_oracles',
      category(ru('Оракулы в TON', 'Oracles in TON'), ['v3/documentation/dapps/oracles/pyth', 'v3/documentation/dapps/oracles/red_stone']),
    ]),
  ]),
  category(ru('Инфраструктура', 'Infrastructure', '基础设施'), [
    category(ru('Узлы блокчейна', 'Blockchain nodes'), [
      'v3/documentation/infra/nodes/node-types',
      category(ru('MyTonCtrl', 'MyTonCtrl', 'MyTonCtrl'), [
        'v3/documentation/infra/nodes/mytonctrl/mytonctrl-overview',
        'v3/documentation/infra/nodes/mytonctrl/mytonctrl-status',
        'v3/documentation/infra/nodes/mytonctrl/mytonctrl-errors',
      ]),
      'v3/documentation/infra/nodes/node-commands',
      category(ru('Валидация', 'Validation'), [
        doc('v3/documentation/infra/nodes/validation/staking-incentives', ru('Доказательство доли (Proof-of-Stake)', 'Proof-of-stake')),
        'v3/documentation/infra/nodes/validation/collators',
      ]),
    ]),
    'v3/documentation/infra/minter-flow',
    category(ru('Кроссчейн-мосты', 'Cross-chain bridges'), [
      doc('v3/documentation/infra/crosschain/overview', OVERVIEW),
      doc('v3/documentation/infra/crosschain/bridge-addresses', ru('Адреса мостов', 'Bridges addresses')),
    ]),
  ]),
  category(ru('Сеть', 'Network protocols'), [
    category(ru('Конфигурация сети', 'Network configurations'), [
      'v3/documentation/network/configs/network-configs',
      'v3/documentation/network/configs/blockchain-configs',
      'v3/documentation/network/configs/config-params',
    ]),
    category(ru('Сетевые протоколы', 'Network protocols'), [
      category(ru('ADNL', 'ADNL', 'ADNL'), [
        doc('v3/documentation/network/protocols/adnl/overview', OVERVIEW),
        'v3/documentation/network/protocols/adnl/low-level-adnl',
        'v3/documentation/network/protocols/adnl/adnl-tcp',
        'v3/documentation/network/protocols/adnl/adnl-udp',
      ]),
      category(ru('DHT', 'DHT', 'DHT'), [
        doc('v3/documentation/network/protocols/dht/ton-dht', OVERVIEW),
        'v3/documentation/network/protocols/dht/dht-deep-dive',
      ]),
      'v3/documentation/network/protocols/rldp',
      'v3/documentation/network/protocols/overlay',
    ]),
  ]),
  category(ru('Форматы данных', 'Data formats', '数据格式'), [
    category(ru('TL-B', 'TL-B', 'TL-B'), [
      'v3/documentation/data-formats/tlb/tl-b-language',
      'v3/documentation/data-formats/tlb/cell-boc',
      'v3/documentation/data-formats/tlb/exotic-cells',
      'v3/documentation/data-formats/tlb/library-cells',
      'v3/documentation/data-formats/tlb/proofs',
      'v3/documentation/data-formats/tlb/tl-b-types',
      'v3/documentation/data-formats/tlb/canonical-cell-serialization',
      'v3/documentation/data-formats/tlb/msg-tlb',
      'v3/documentation/data-formats/tlb/block-layout',
      'v3/documentation/data-formats/tlb/transaction-layout',
      'v3/documentation/data-formats/tlb/crc32',
      'v3/documentation/data-formats/tlb/tlb-ide',
      'v3/documentation/data-formats/tlb/tlb-tools',
    ]),
    'v3/documentation/data-formats/tl',
  ]),
  category(ru('Виртуальная машина TON (TVM)', 'TON Virtual Machine (TVM)', 'TON 虚拟机 (TVM)'), [
    'v3/documentation/tvm/tvm-overview',
    'v3/documentation/tvm/tvm-initialization',
    'v3/documentation/tvm/tvm-exit-codes',
    link(ru('Инструкции TVM', 'TVM instructions', 'TVM 指令'), '/v3/documentation/tvm/instructions'),
    category(ru('Спецификация TVM', 'TVM specification', 'TVM 规范'), ['v3/documentation/tvm/specification/runvm']),
    category(ru('Изменения TVM', 'TVM changelog'), [
      'v3/documentation/tvm/changelog/tvm-upgrade-2025-02',
      'v3/documentation/tvm/changelog/tvm-upgrade-2024-04',
      'v3/documentation/tvm/changelog/tvm-upgrade-2023-07',
    ]),
  ]),
  category(ru('Технические описания TON', 'TON whitepapers', 'TON 白皮书'), [
    doc('v3/documentation/whitepapers/overview', OVERVIEW),
    link(ru('TON', 'TON', 'TON'), 'https://docs.ton.org/ton.pdf'),
    link(ru('Виртуальная машина TON', 'TON Virtual Machine', 'TON 虚拟机'), 'https://docs.ton.org/tvm.pdf'),
    link(ru('Блокчейн TON', 'TON Blockchain', 'TON 区块链'), 'https://docs.ton.org/tblkch.pdf'),
    link(ru('Протокол консенсуса Catchain', 'Catchain consensus protocol'), 'https://docs.ton.org/catchain.pdf'),
  ]),
];

const guidelines: SidebarItemConfig[] = [
  category(ru('Быстрый старт', 'Quick start', '快速入门'), [
    'v3/guidelines/quick-start/getting-started',
    category(ru('Взаимодействие с блокчейном', 'Blockchain interaction'), [
      'v3/guidelines/quick-start/blockchain-interaction/reading-from-network',
      'v3/guidelines/quick-start/blockchain-interaction/writing-to-network',
    ]),
    category(ru('Разработка смарт-контрактов', 'Developing smart contracts'), [
      'v3/guidelines/quick-start/developing-smart-contracts/setup-environment',
      category(ru('Реализация на FunC и Tolk', 'FunC & Tolk implementation'), [
        'v3/guidelines/quick-start/developing-smart-contracts/func-tolk-folder/blueprint-sdk-overview',
        'v3/guidelines/quick-start/developing-smart-contracts/func-tolk-folder/storage-and-get-methods',
        'v3/guidelines/quick-start/developing-smart-contracts/func-tolk-folder/processing-messages',
        'v3/guidelines/quick-start/developing-smart-contracts/func-tolk-folder/deploying-to-network',
      ]),
      category(ru('Реализация на Tact', 'Tact implementation'), [
        'v3/guidelines/quick-start/developing-smart-contracts/tact-folder/tact-blueprint-sdk-overview',
        'v3/guidelines/quick-start/developing-smart-contracts/tact-folder/tact-storage-and-get-methods',
        'v3/guidelines/quick-start/developing-smart-contracts/tact-folder/tact-deploying-to-network',
      ]),
    ]),
  ]),
  'v3/guidelines/get-started-with-ton',
  indexed(
    ru('Серия TON Hello World', 'TON Hello World series'),
    '/guidelines/hello-world',
    ru(
      'Четыре пошаговых урока серии TON Hello World: кошелёк, первый смарт-контракт, веб-клиент и тесты.',
      'The four step-by-step lessons of the TON Hello World series: a wallet, a first smart contract, a web client and tests.',
    ),
    [
      link(ru('Работа с кошельком', 'Working with your wallet'), 'https://helloworld.tonstudio.io/01-wallet'),
      link(ru('Первый смарт-контракт', 'Writing first smart contract'), 'https://helloworld.tonstudio.io/02-contract'),
      link(ru('Первый веб-клиент', 'Building first web client'), 'https://helloworld.tonstudio.io/03-client'),
      link(ru('Тестирование смарт-контракта', 'Testing your smart contract'), 'https://helloworld.tonstudio.io/04-testing'),
    ],
  ),
  indexed(
    ru('Смарт-контракты', 'Smart contracts guidelines', '智能合约'),
    '/guidelines/smat-contracts-guidelines',
    ru(
      'Практические руководства по смарт-контрактам TON: get-методы, комиссии, тестирование, безопасность и типовые задачи.',
      'Practical guides to TON smart contracts: get methods, fees, testing, security and common tasks.',
    ),
    [
      'v3/guidelines/smart-contracts/guidelines',
      'v3/guidelines/smart-contracts/get-methods',
      doc('v3/guidelines/smart-contracts/fee-calculation', ru('Расчёт комиссий за транзакции', 'Transaction fees calculation')),
      indexed(
        ru('Тестирование', 'Testing', '测试'),
        '/guidelines/testing',
        ru('Как писать и запускать тесты смарт-контрактов в Blueprint и измерять расход газа.', 'How to write and run smart contract tests with Blueprint and measure gas usage.'),
        [
          'v3/guidelines/smart-contracts/testing/overview',
          'v3/guidelines/smart-contracts/testing/blueprint-config',
          'v3/guidelines/smart-contracts/testing/writing-test-examples',
          'v3/guidelines/smart-contracts/testing/collect-contract-gas-metric',
        ],
      ),
      indexed(
        ru('Меры безопасности', 'Security measures', '安全措施'),
        '/guidelines/security-measures',
        ru('Типичные уязвимости смарт-контрактов TON, приёмы защищённого программирования и работа со случайными числами.', 'Common TON smart contract vulnerabilities, secure programming practices and working with randomness.'),
        [
          'v3/guidelines/smart-contracts/security/overview',
          'v3/guidelines/smart-contracts/security/common-vulnerabilities',
          'v3/guidelines/smart-contracts/security/secure-programming',
          'v3/guidelines/smart-contracts/security/things-to-focus',
          'v3/guidelines/smart-contracts/security/ton-hack-challenge-1',
          'v3/guidelines/smart-contracts/security/random-number-generation',
          'v3/guidelines/smart-contracts/security/random',
        ],
      ),
      indexed(
        ru('Практические руководства', 'How to'),
        '/guidelines/how-to',
        ru('Пошаговые решения типовых задач: сборка из исходников, мультиподпись, аирдропы, кошельки и пулы номинаторов.', 'Step-by-step solutions to common tasks: building from sources, multisig, airdrops, wallets and nominator pools.'),
        [
          indexed(
            ru('Сборка из исходников', 'Compile from sources'),
            '/guidelines/compile-from-sources',
            ru('Как собрать узел и инструменты TON из исходного кода, в том числе на машинах с небольшим объёмом памяти.', 'How to build the TON node and tools from source, including on machines with little memory.'),
            [
              doc('v3/guidelines/smart-contracts/howto/compile/compilation-instructions', ru('Инструкция по сборке', 'Compilation instructions')),
              doc('v3/guidelines/smart-contracts/howto/compile/instructions-low-memory', ru('Сборка при нехватке памяти', 'Instructions for low-memory machines')),
            ],
          ),
          'v3/guidelines/smart-contracts/howto/multisig',
          'v3/guidelines/smart-contracts/howto/multisig-js',
          'v3/guidelines/smart-contracts/howto/airdrop-claim-best-practice',
          'v3/guidelines/smart-contracts/howto/shard-optimization',
          'v3/guidelines/smart-contracts/howto/wallet',
          'v3/guidelines/smart-contracts/howto/nominator-pool',
          'v3/guidelines/smart-contracts/howto/single-nominator-pool',
          link(
            ru('Как и зачем шардировать смарт-контракт', 'How to shard your TON smart contract and why'),
            'https://blog.ton.org/how-to-shard-your-ton-smart-contract-and-why-studying-the-anatomy-of-tons-jettons',
          ),
        ],
      ),
    ],
  ),
  indexed(
    ru('Децентрализованные приложения', 'DApps guidelines'),
    '/guidelines/dapps',
    ru('Руководства по созданию децентрализованных приложений на TON: транзакции, API и SDK, мини-приложения и обработка активов.', 'Guides to building decentralized applications on TON: transactions, APIs and SDKs, Mini Apps and asset processing.'),
    [
      'v3/guidelines/dapps/overview',
      'v3/guidelines/dapps/cookbook',
      category(ru('Работа с транзакциями', 'Mastering transactions'), [
        'v3/guidelines/dapps/transactions/overview',
        'v3/guidelines/dapps/transactions/foundations-of-blockchain',
        'v3/guidelines/dapps/transactions/message-driven-execution',
        'v3/guidelines/dapps/transactions/hash-based-tracking',
        'v3/guidelines/dapps/transactions/api-based-retrieval',
        'v3/guidelines/dapps/transactions/explore-transactions',
      ]),
      indexed(
        ru('API и SDK', 'APIs and SDKs', 'API 和 SDK'),
        '/guidelines/api-sdk',
        ru('Какие API и SDK дают доступ к блокчейну TON и чем HTTP-интерфейсы отличаются от ADNL.', 'Which APIs and SDKs give access to TON Blockchain and how HTTP interfaces differ from ADNL.'),
        [
          'v3/guidelines/dapps/apis-sdks/overview',
          'v3/guidelines/dapps/apis-sdks/sdk',
          'v3/guidelines/dapps/apis-sdks/api-types',
          'v3/guidelines/dapps/apis-sdks/ton-http-apis',
          'v3/guidelines/dapps/apis-sdks/ton-adnl-apis',
        ],
      ),
      indexed(
        ru('Руководства и примеры', 'Tutorials & examples'),
        '/guidelines/tutorials-and-examples',
        ru('Разборы готовых задач: аирдроп жетонов, минт NFT и токенов, доказательства с нулевым разглашением, игры и боты.', 'Walkthroughs of complete tasks: jetton airdrops, minting NFTs and tokens, zero-knowledge proofs, games and bots.'),
        [
          doc('v3/guidelines/dapps/tutorials/jetton-airdrop', ru('Как провести аирдроп жетонов', 'How to launch a jetton airdrop')),
          'v3/guidelines/dapps/apis-sdks/api-keys',
          'v3/guidelines/dapps/apis-sdks/getblock-ton-api',
          doc('v3/guidelines/dapps/tutorials/nft-minting-guide', ru('Минт коллекции NFT', 'NFT minting guide')),
          doc('v3/guidelines/dapps/tutorials/mint-your-first-token', ru('Выпуск первого токена', 'Mint your first token')),
          doc('v3/guidelines/dapps/tutorials/zero-knowledge-proofs', ru('Доказательства с нулевым разглашением', 'Zero-Knowledge proofs')),
          doc('v3/guidelines/dapps/tutorials/web3-game-example', ru('Пример Web3-игры', 'Web3 game example')),
          indexed(
            ru('Примеры Telegram-ботов', 'Telegram bot examples'),
            '/guidelines/tg-bot-examples',
            ru('Telegram-боты, которые принимают оплату в TON: витрина, собственный баланс и магазин на JavaScript.', 'Telegram bots that accept payments in TON: a storefront, an own balance and a JavaScript shop.'),
            [
              'v3/guidelines/dapps/tutorials/telegram-bot-examples/accept-payments-in-a-telegram-bot',
              'v3/guidelines/dapps/tutorials/telegram-bot-examples/accept-payments-in-a-telegram-bot-2',
              'v3/guidelines/dapps/tutorials/telegram-bot-examples/accept-payments-in-a-telegram-bot-js',
              link(ru('Демо оплаты в USD₮ для мини-приложения', 'TMA USD₮ payments demo'), 'https://github.com/ton-community/tma-usdt-payments-demo'),
            ],
          ),
        ],
      ),
      indexed(
        ru('Мини-приложения Telegram', 'Telegram Mini Apps'),
        '/guidelines/tma',
        ru('Как создавать, тестировать, публиковать и монетизировать мини-приложения Telegram с оплатой в TON.', 'How to build, test, publish and monetize Telegram Mini Apps with payments in TON.'),
        [
          'v3/guidelines/dapps/tma/overview',
          indexed(
            ru('Руководства', 'Guidelines'),
            '/guidelines/tma-guidelines',
            ru('Тестирование, публикация и монетизация мини-приложений, а также полезные приёмы разработки.', 'Testing, publishing and monetizing Mini Apps, plus useful development tips.'),
            [
              'v3/guidelines/dapps/tma/guidelines/testing-apps',
              'v3/guidelines/dapps/tma/guidelines/publishing',
              'v3/guidelines/dapps/tma/guidelines/monetization',
              'v3/guidelines/dapps/tma/guidelines/tips-and-tricks',
            ],
          ),
          indexed(
            ru('Руководства и примеры', 'Tutorials & examples'),
            '/guidelines/tma-tutorials-and-examples',
            ru('Пошаговый запуск мини-приложения, готовые примеры и рекомендации по дизайну интерфейса.', 'A step-by-step Mini App launch, ready-made examples and interface design recommendations.'),
            [
              'v3/guidelines/dapps/tma/tutorials/step-by-step-guide',
              'v3/guidelines/dapps/tma/tutorials/app-examples',
              'v3/guidelines/dapps/tma/tutorials/design-guidelines',
            ],
          ),
          'v3/guidelines/dapps/tma/notcoin',
          'v3/guidelines/dapps/tma/grants',
        ],
      ),
      indexed(
        ru('Углублённая обработка активов', 'Advanced asset processing'),
        '/guidelines/advanced-asset-processing',
        ru('Приём платежей, обработка жетонов, безминтовых жетонов и NFT, инструменты массового минта.', 'Accepting payments, processing jettons, mintless jettons and NFTs, and mass-minting tools.'),
        [
          'v3/guidelines/dapps/asset-processing/payments-processing',
          'v3/guidelines/dapps/asset-processing/jettons',
          'v3/guidelines/dapps/asset-processing/mintless-jettons',
          'v3/guidelines/dapps/asset-processing/compressed-nfts',
          'v3/guidelines/dapps/asset-processing/mass-mint-tools',
          indexed(
            ru('Обработка NFT', 'NFT processing', 'NFT 处理'),
            '/guidelines/nft-processing',
            ru('Как принимать и отправлять NFT и разбирать их метаданные.', 'How to receive and send NFTs and parse their metadata.'),
            ['v3/guidelines/dapps/asset-processing/nft-processing/nfts', 'v3/guidelines/dapps/asset-processing/nft-processing/metadata-parsing'],
          ),
        ],
      ),
    ],
  ),
  indexed(
    ru('Узлы блокчейна', 'Blockchain nodes guidelines'),
    '/guidelines/nodes-guidelines',
    ru('Как запускать и обслуживать узлы TON: полные, архивные и валидаторские узлы, лайтсерверы, мониторинг и устранение неполадок.', 'How to run and maintain TON nodes: full, archive and validator nodes, liteservers, monitoring and troubleshooting.'),
    [
      'v3/guidelines/nodes/overview',
      indexed(
        ru('Запуск узлов', 'Running nodes'),
        '/guidelines/running-nodes',
        ru('Установка и настройка узлов TON разных типов, в том числе в Docker и в локальной сети.', 'Installing and configuring TON nodes of every type, including in Docker and in a local network.'),
        [
          'v3/guidelines/nodes/running-nodes/archive-node',
          'v3/guidelines/nodes/running-nodes/full-node',
          'v3/guidelines/nodes/running-nodes/liteserver-node',
          'v3/guidelines/nodes/running-nodes/validator-node',
          'v3/guidelines/nodes/running-nodes/staking-with-nominator-pools',
          'v3/guidelines/nodes/running-nodes/run-mytonctrl-docker',
          'v3/guidelines/nodes/running-nodes/running-a-local-ton',
          'v3/guidelines/nodes/running-nodes/secure-guidelines',
        ],
      ),
      indexed(
        ru('Обслуживание узлов', 'Maintenance guidelines'),
        '/guidelines/maintenance-guidelines',
        ru('Резервное копирование, резервные валидаторы, оповещения, метрики Prometheus и удалённое управление в MyTonCtrl.', 'Backups, standby validators, alerts, Prometheus metrics and remote control in MyTonCtrl.'),
        [
          'v3/guidelines/nodes/maintenance-guidelines/mytonctrl-backup-restore',
          'v3/guidelines/nodes/maintenance-guidelines/mytonctrl-validator-standby',
          'v3/guidelines/nodes/maintenance-guidelines/mytonctrl-private-alerting',
          'v3/guidelines/nodes/maintenance-guidelines/mytonctrl-prometheus',
          'v3/guidelines/nodes/maintenance-guidelines/mytonctrl-remote-controller',
        ],
      ),
      'v3/guidelines/nodes/custom-overlays',
      'v3/guidelines/nodes/nodes-troubleshooting',
      'v3/guidelines/nodes/node-maintenance-and-security',
      'v3/guidelines/nodes/monitoring/performance-monitoring',
      'v3/guidelines/nodes/persistent-states',
      'v3/guidelines/nodes/faq',
    ],
  ),
  indexed(
    ru('TON Connect', 'TON Connect', 'TON Connect'),
    '/guidelines/ton-connect',
    ru('Как подключить кошельки к приложению через TON Connect, отправлять транзакции и проверять пользователей.', 'How to connect wallets to an app with TON Connect, send transactions and verify users.'),
    [
      'v3/guidelines/ton-connect/overview',
      'v3/guidelines/ton-connect/quick-start',
      indexed(
        ru('Руководство для DApp', 'DApp guide'),
        '/guidelines/dapp-guide',
        ru('Шаги интеграции TON Connect в приложение: манифест, установка SDK и проверка вошедшего пользователя.', 'The steps of integrating TON Connect into an app: the manifest, SDK installation and signed-in user verification.'),
        [
          'v3/guidelines/ton-connect/creating-manifest',
          indexed(
            ru('Установка SDK', 'SDK installation', '安装 SDK'),
            '/guidelines/install-ton-connect',
            ru('Подключение SDK TON Connect в приложениях на React, на чистом HTML и JavaScript и на Python.', 'Adding the TON Connect SDK to React, plain HTML/JavaScript and Python apps.'),
            [
              doc('v3/guidelines/ton-connect/frameworks/react', ru('Приложения на React', 'React apps')),
              doc('v3/guidelines/ton-connect/frameworks/web', ru('Приложения на HTML/JS', 'HTML/JS apps')),
              doc('v3/guidelines/ton-connect/frameworks/python', ru('Приложения на Python', 'Python apps')),
            ],
          ),
          'v3/guidelines/ton-connect/verifying-signed-in-users',
        ],
      ),
      indexed(
        ru('Рецепты транзакций', 'Transaction cookbook'),
        '/guidelines/cookbook',
        ru('Готовые рецепты транзакций через TON Connect: тело сообщения, перевод Gram, жетонов и NFT.', 'Ready-made TON Connect transaction recipes: the message body and transfers of Gram, jettons and NFTs.'),
        [
          'v3/guidelines/ton-connect/cookbook/cells',
          'v3/guidelines/ton-connect/cookbook/ton-transfer',
          'v3/guidelines/ton-connect/cookbook/jetton-transfer',
          'v3/guidelines/ton-connect/cookbook/nft-transfer',
        ],
      ),
      doc('v3/guidelines/ton-connect/guidelines/transaction-by-external-message', ru('Поиск транзакции', 'Transaction lookup')),
      doc('v3/guidelines/ton-connect/wallet', ru('Интеграция в кошелёк', 'Wallet integration')),
      'v3/guidelines/ton-connect/guidelines/developers',
      indexed(
        ru('Для продвинутых', 'Advanced'),
        '/guidelines/advanced',
        ru('Спецификация протокола TON Connect и реестр кошельков, которые его поддерживают.', 'The TON Connect protocol specification and the registry of wallets that support it.'),
        [
          link(ru('Спецификация протокола', 'Protocol specification'), 'https://github.com/ton-blockchain/ton-connect'),
          link(ru('Список кошельков', 'Wallets list'), 'https://github.com/ton-blockchain/wallets-list'),
        ],
      ),
      indexed(
        ru('Для бизнеса', 'Business'),
        '/guidelines/business',
        ru('Чем TON Connect полезен бизнесу и как протокол защищает пользователей и их средства.', 'What TON Connect offers businesses and how the protocol protects users and their funds.'),
        ['v3/guidelines/ton-connect/business/ton-connect-for-business', 'v3/guidelines/ton-connect/business/ton-connect-for-security'],
      ),
    ],
  ),
  indexed(
    ru('Web3-сервисы', 'Web3 guidelines'),
    '/guidelines/web3-guidelines',
    ru('Сервисы Web3 в сети TON: доменные имена TON DNS, сайты и прокси, децентрализованное хранилище TON Storage.', 'Web3 services of the TON network: TON DNS domain names, sites and proxies, and TON Storage.'),
    [
      'v3/guidelines/web3/overview',
      indexed(
        ru('TON DNS', 'TON DNS', 'TON DNS'),
        '/guidelines/ton-dns',
        ru('Как устроены домены TON DNS и как написать собственный резолвер поддоменов.', 'How TON DNS domains work and how to write your own subdomain resolver.'),
        ['v3/guidelines/web3/ton-dns/dns', 'v3/guidelines/web3/ton-dns/subresolvers'],
      ),
      indexed(
        ru('Прокси и сайты', 'Proxy & sites'),
        '/guidelines/proxy-and-sites',
        ru('Как запустить сайт в сети TON, открыть его через TON Proxy и поднять собственный прокси.', 'How to run a site in the TON network, open it through TON Proxy and set up your own proxy.'),
        [
          'v3/guidelines/web3/ton-proxy-sites/how-to-run-ton-site',
          'v3/guidelines/web3/ton-proxy-sites/ton-sites-for-applications',
          'v3/guidelines/web3/ton-proxy-sites/connect-with-ton-proxy',
          'v3/guidelines/web3/ton-proxy-sites/how-to-open-any-ton-site',
          'v3/guidelines/web3/ton-proxy-sites/site-and-domain-management',
          'v3/guidelines/web3/ton-proxy-sites/running-your-own-ton-proxy',
        ],
      ),
      indexed(
        ru('TON Storage', 'TON Storage', 'TON Storage'),
        '/guidelines/ton-storage',
        ru('Хранение файлов в TON Storage: демон хранилища, провайдеры хранения и ответы на частые вопросы.', 'Storing files in TON Storage: the storage daemon, storage providers and frequent questions.'),
        ['v3/guidelines/web3/ton-storage/storage-daemon', 'v3/guidelines/web3/ton-storage/storage-provider', 'v3/guidelines/web3/ton-storage/storage-faq'],
      ),
    ],
  ),
];

const contribute: SidebarItemConfig[] = [
  'v3/contribute/README',
  {
    type: 'category',
    label: ru('Правила оформления', 'Contribute guidelines'),
    collapsed: true,
    items: ['v3/contribute/style-guide', 'v3/contribute/content-standardization', 'v3/contribute/typography', 'v3/contribute/terminology'],
  },
  {
    type: 'category',
    label: ru('Программа локализации', 'Localization program'),
    collapsed: true,
    items: [
      { type: 'doc', id: 'v3/contribute/localization-program/overview', label: ru('Обзор', 'Overview') },
      { type: 'doc', id: 'v3/contribute/localization-program/how-it-works', label: ru('Как это устроено', 'How it works') },
      { type: 'doc', id: 'v3/contribute/localization-program/how-to-contribute', label: ru('Как помочь', 'How to contribute') },
      { type: 'doc', id: 'v3/contribute/localization-program/translation-style-guide', label: ru('Стиль перевода', 'Translation style guide') },
    ],
  },
  { type: 'doc', id: 'v3/contribute/tondocs-for-your-docs', label: ru('tondocs для своих проектов', 'tondocs for your docs') },
  'v3/contribute/maintainers',
];

export const sidebars: Record<string, SidebarItemConfig[]> = { learn, develop, guidelines, contribute };

/** Docs that are built but listed in no sidebar (spec §2.2). */
export const unlisted: string[] = [
  'v3/concepts/qa-outsource/auditors',
  'v3/concepts/qa-outsource/outsource',
  'v3/contribute/contribution-rules',
  'v3/contribute/docs/guidelines',
  'v3/contribute/docs/schemes-guidelines',
  'v3/contribute/participate',
  'v3/contribute/tutorials/guidelines',
  'v3/contribute/tutorials/principles-of-a-good-tutorial',
  'v3/contribute/tutorials/sample-tutorial',
  'v3/documentation/archive/compile',
  'v3/documentation/archive/hacktoberfest-2022',
  'v3/documentation/archive/hacktoberfest-2022/as-contributor',
  'v3/documentation/archive/hacktoberfest-2022/as-maintainer',
  'v3/documentation/archive/mining',
  'v3/documentation/archive/pow-givers',
  'v3/documentation/archive/precompiled-binaries',
  'v3/documentation/archive/tg-bot-integration-py',
  'v3/documentation/archive/tg-bot-integration',
  'v3/guidelines/overview',
  // The TON Connect protocol pages, served under /develop/dapps/ton-connect/protocol/.
  'develop/dapps/ton-connect/protocol/README',
  'develop/dapps/ton-connect/protocol/bridge',
  'develop/dapps/ton-connect/protocol/requests-responses',
  'develop/dapps/ton-connect/protocol/session',
  'develop/dapps/ton-connect/protocol/wallet-guidelines',
  'develop/dapps/ton-connect/protocol/workflow',
  // The docs contribution event page, /hacktonberfest.
  'hacktonberfest',
];
