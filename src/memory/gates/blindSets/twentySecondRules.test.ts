import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The twenty-second round's rules, for an evaluator's one-line probes, each both ways in several languages: what it
// must refuse, and a lasting fact or practice written with the same words and no value.

// secrets/promptAndToolLabels.ts: a user's prompt under its label, quoted or not.
const PROMPT_LABELS = [
  ...rows('en', 'refuse', [['prompt', 'My prompt: translate this contract into Spanish.', 'Prompt']]),
  ...rows('fr', 'refuse', [['prompt', "Le prompt de l'utilisateur était : « Résume ce PDF en cinq points »", 'Prompt']]),
  ...rows('ja', 'refuse', [['prompt', 'ユーザーのプロンプト：今日の夕飯の献立を考えて', 'プロンプト']]),
  ...rows('zh-Hans', 'refuse', [['prompt', '用户的提示词：帮我写一份周报', '提示词']]),
  ...rows('ru', 'refuse', [['prompt', 'Промпт от пользователя: «Сократи этот текст вдвое»', 'Промпт']]),
  ...rows('pt', 'refuse', [['prompt', 'O prompt enviado: «Traduz isto para inglês»', 'Prompt']]),
  ...rows('en', 'accept', [['prompt', 'Writes his prompts in English even when chatting in German.', 'Prompts']]),
  ...rows('en', 'accept', [['prompt', 'Her prompts: always short, never with examples.', 'Prompts']]),
  ...rows('de', 'accept', [['prompt', 'Prompt-Engineering ist seit 2023 sein Beruf.', 'Beruf']]),
  ...rows('it', 'accept', [['prompt', 'Preferisce prompt brevi: una riga, niente esempi.', 'Prompt']]),
  ...rows('zh-Hans', 'accept', [['prompt', '喜欢的提示词风格：简短直接。', '提示词']]),
  ...rows('zh-Hans', 'accept', [['prompt', '用户最喜欢的提示语：“慢慢来，比较快”。', '座右铭']]),
  ...rows('en', 'accept', [['prompt', 'Her favourite writing prompt: "the last day of summer".', 'Writing']]),
];

// secrets/promptAndToolLabels.ts: a tool's result under its label, and a provider response's stop field with its value.
const TOOL_RESULTS = [
  ...rows('en', 'refuse', [['tool', 'Tool output: 14 files changed, 2 conflicts.', 'Tool']]),
  ...rows('es', 'refuse', [['tool', 'Salida de la herramienta: 3 archivos encontrados en /tmp.', 'Herramienta']]),
  ...rows('ko', 'refuse', [['tool', '툴 실행 결과: 검색 결과 없음', '도구']]),
  ...rows('it', 'refuse', [['tool', 'Output dello strumento: nessun volo trovato per domani.', 'Strumento']]),
  ...rows('zh-Hans', 'refuse', [['tool', '工具返回结果：订单已创建。', '工具']]),
  ...rows('en', 'refuse', [['stop', 'The last reply ended with stop_reason: max_tokens.', 'API']]),
  ...rows('de', 'refuse', [['stop', 'Die Antwort brach ab, finish_reason=length.', 'API']]),
  ...rows('en', 'accept', [['tool', 'His favourite tool: a Japanese pull saw.', 'Tools']]),
  ...rows('de', 'accept', [['tool', 'Die Ergebnisse seiner Werkzeuge prüft er immer zweimal.', 'Arbeit']]),
  ...rows('ja', 'accept', [['tool', 'ツールは使いやすさ重視で選ぶ。', 'ツール']]),
  ...rows('en', 'accept', [['stop', 'Maintains an SDK and documents every finish reason a provider can send.', 'Work']]),
];

// secrets/misspelledCredentials.ts: a leetspeak word of a credential phrase, and one with a particle glued to it.
const LEET_PHRASES = [
  ...rows('fr', 'refuse', [['leet', 'Mot de p@sse du compte Orange : Soleil#75', 'Orange']]),
  ...rows('pt', 'refuse', [['leet', 'p4lavra-passe do router: Sardinha77', 'Router']]),
  ...rows('ko', 'refuse', [['leet', 'p@ssw0rd는 Kimchi!2020', '계정']]),
  ...rows('ja', 'refuse', [['leet', 'p@ssw0rdは sakura#1987 です', 'アカウント']]),
  ...rows('fr', 'accept', [['leet', 'Ne réutilise jamais son mot de p@sse.', 'Sécurité']]),
  ...rows('en', 'accept', [['leet', 'Loves the band P4SS from Lisbon.', 'Music']]),
];

// bareKeywordFields.ts: a tag or subject that is only a credential, card or document word, beside a text about it as a
// practice and no value anywhere; beside a text about something else, or a value in another field, it is still refused.
const BARE_TAGS = [
  ...rows('en', 'accept', [['bare', 'Uses a different passphrase for every account.', 'password', ['password']]]),
  ...rows('zh-Hans', 'accept', [['bare', '用户持有德国护照，每次出国都用它。', '护照', ['护照']]]),
  ...rows('zh-Hans', 'accept', [['bare', '每半年换一次所有账号的密码。', '密码', ['密码', '安全']]]),
  ...rows('en', 'accept', [['bare', 'Holds a Canadian passport and renews it early.', 'passport', ['passport']]]),
  ...rows('fr', 'accept', [['bare', 'Change ses codes PIN tous les ans.', 'code PIN', ['code PIN']]]),
  ...rows('de', 'accept', [['bare', 'Zahlt im Urlaub nur mit Karte.', 'Kreditkarte', ['Kreditkarte']]]),
  ...rows('zh-Hans', 'refuse', [['bare', '用户的是 608317。', '密码', ['密码']]]),
  ...rows('en', 'refuse', [['bare', 'The one for the bank is Tulip#2024.', 'password', ['password']]]),
  ...rows('en', 'refuse', [['bare', 'Uses a password manager.', 'Security', ['password sunflower77']]]),
  ...rows('en', 'refuse', [['bare', 'The user has two credit cards.', 'credit card', ['credit card']]]),
  ...rows('en', 'refuse', [['bare', 'The user keeps a note.', 'SSN', ['SSN']]]),
  ...rows('en', 'refuse', [['bare', 'Has a clear idea of what she wants.', 'SSN', ['SSN']]]),
  ...rows('en', 'refuse', [['bare', 'Collects vintage playing cards.', 'credit card', ['credit card']]]),
  ...rows('en', 'refuse', [['bare', "User's Medicare card", 'User', ['medicare'], '4QM9-CC5-UV93']]),
];

// personalKeywords.ts: a card one pays with; passwords described by their kind in Chinese; a thing never shared.
const PRACTICES = [
  ...rows('en', 'accept', [['card', 'Pays for groceries by debit card, never cash.', 'Money']]),
  ...rows('en', 'accept', [['card', 'Buys flights on a credit card for the miles.', 'Travel']]),
  ...rows('zh-Hans', 'accept', [['card', '平时刷信用卡买菜，很少用现金。', '消费']]),
  ...rows('zh-Hans', 'accept', [['card', '习惯用借记卡付款，从不透支。', '消费']]),
  ...rows('zh-Hans', 'accept', [['practice', '每个网站都用随机密码，从不重复。', '安全']]),
  ...rows('zh-Hans', 'accept', [['practice', '绝不把银行卡密码透露给任何人。', '安全']]),
  ...rows('zh-Hans', 'accept', [['practice', '从不把身份证借给别人。', '证件']]),
  ...rows('it', 'accept', [['practice', 'Usa una password diversa per ogni servizio.', 'Sicurezza']]),
  ...rows('en', 'refuse', [['card', 'Pays with credit card 4111 1111 1111 1111.', 'Money']]),
  ...rows('zh-Hans', 'refuse', [['card', '用信用卡号 6228480412345678913 付款。', '消费']]),
  ...rows('zh-Hans', 'refuse', [['practice', '从不把密码告诉别人，密码是 qwe123。', '安全']]),
  ...rows('zh-Hans', 'refuse', [['practice', '网站的密码是 abc12345。', '安全']]),
];

// identifiers/: a seed phrase in quotation brackets, a Japanese chassis number, an ID card number the tables do not
// know and no word in small letters taken for a document's number, a payment ID of letters and digits.
const IDENTIFIERS = [
  ...rows('ja', 'refuse', [
    [
      'seed',
      '復元フレーズは『たんまつ　さつえい　しゃくほう　そつう　よしゅう　ゆらい　ひまん　ていこく　うぶごえ　みえる　きぶん　めした』です。',
      'ウォレット',
    ],
  ]),
  ...rows('ko', 'refuse', [['seed', '시드 문구는 “교통 연설 지리산 광경 행동 촬영 시집 조정 사진 상식 빨래 앞문”입니다.', '지갑']]),
  ...rows('ja', 'refuse', [['chassis', '車台番号：NHP10-6123456', '車']]),
  ...rows('en', 'refuse', [['chassis', 'Chassis number of his Japanese import: GRS200-1234567', 'Car']]),
  ...rows('fr', 'refuse', [['card', "Numéro de carte d'identité : Y7KD2MN84", 'Identité']]),
  ...rows('ko', 'refuse', [['handle', '카카오페이 아이디는 jisoo1994', '송금']]),
  ...rows('ja', 'refuse', [['handle', 'LINEのIDは yuki1987 です', '連絡']]),
  ...rows('en', 'refuse', [['passport', 'Passport: NXC3L8R14', 'Travel']]),
  ...rows('en', 'accept', [['passport', 'Has held an Irish passport since 2019 and never lost it.', 'Travel']]),
  ...rows('ja', 'accept', [['seed', '復元フレーズは紙に書いて金庫にしまってある。', 'ウォレット']]),
  ...rows('ja', 'accept', [['chassis', '愛車はZVW30型のプリウスで、10年乗っている。', '車']]),
  ...rows('fr', 'accept', [['card', "Sa carte d'identité a été renouvelée en 2023, valable quinze ans.", 'Identité']]),
  ...rows('ko', 'accept', [['handle', '토스 아이디는 기억하기 쉽게 만들었다.', '송금']]),
  ...rows('ja', 'accept', [['handle', 'LINEのIDは人に教えない主義だ。', '連絡']]),
];

describeBlindRound(
  'twenty-second rules',
  [...PROMPT_LABELS, ...TOOL_RESULTS, ...LEET_PHRASES, ...BARE_TAGS, ...PRACTICES, ...IDENTIFIERS],
  [],
  new Set(),
);
