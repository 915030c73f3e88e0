import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The twentieth round's rules, each both ways in several languages: what it must refuse, and a lasting fact that shares
// its words without a value.

// secrets/networkTools.ts: ping's reply lines and traceroute's hop lines, in any locale.
const NETWORK_TOOLS = [
  ...rows('en', 'refuse', [['net', '64 bytes from 1.1.1.1: icmp_seq=3 ttl=57 time=9.81 ms', 'Network']]),
  ...rows('fr', 'refuse', [['net', 'Réponse de 192.168.1.1 : octets=32 temps<1ms TTL=64', 'Réseau']]),
  ...rows('es', 'refuse', [['net', 'Respuesta desde 8.8.4.4: bytes=32 tiempo=21ms TTL=116', 'Red']]),
  ...rows('ru', 'refuse', [['net', 'Ответ от 77.88.8.8: число байт=32 время=12мс TTL=58', 'Сеть']]),
  ...rows('ja', 'refuse', [['net', '192.168.0.1 からの応答: バイト数 =32 時間 =2ms TTL=64', 'ネットワーク']]),
  ...rows('it', 'refuse', [['net', ' 2  192.168.1.254  3,412 ms  2,998 ms  3,101 ms', 'Rete']]),
  ...rows('en', 'accept', [['net', 'Pings 1.1.1.1 whenever the Wi-Fi drops, before calling the provider.', 'Network']]),
  ...rows('de', 'accept', [['net', 'Setzt die TTL seiner DNS-Einträge immer auf 300 Sekunden.', 'DNS']]),
  ...rows('ko', 'accept', [['net', '게임할 때 핑이 30ms 넘으면 유선으로 바꾼다.', '게임']]),
];

// secrets/localisedEnvelopes.ts: a flat answer whose keys end in a status or number word of Chinese, Japanese or Korean,
// or name the record's identifier.
const RECORD_KEYS = [
  ...rows('zh-Hans', 'refuse', [['api', '{"订单号":"E20260314001","支付状态":"已支付","金额":"86.50"}', '订单']]),
  ...rows('ko', 'refuse', [['api', '{"주문번호":"20260314-8812","배송상태":"배송중","예정일":"3/16"}', '주문']]),
  ...rows('it', 'refuse', [['api', '{"numero_ordine":"A-7781","stato":"spedito","corriere":"BRT"}', 'Ordini']]),
  ...rows('en', 'refuse', [['api', '{"result":"ok","order_id":"A-7781","carrier":"UPS"}', 'Orders']]),
  ...rows('ja', 'accept', [['api', '{"テーマ":"ダーク","文字サイズ":14,"言語":"日本語"}', '設定']]),
  ...rows('en', 'accept', [['api', 'Wants API answers summarised, never pasted: just the order number and the status.', 'API']]),
];

// secrets/shortSpokenCodes.ts: a short code read out digit by digit in kana, Sino-Korean syllables or Chinese numerals.
const SHORT_SPOKEN_CODES = [
  ...rows('ja', 'refuse', [['code', '自転車の鍵の番号は、いち・きゅう・はち・なな。', '自転車']]),
  ...rows('ja', 'refuse', [['code', '暗証番号は、ゼロ、ナナ、サン、ニ です', '銀行']]),
  ...rows('ko', 'refuse', [['code', '사물함 비밀번호는 사·팔·이·일이야.', '헬스장']]),
  ...rows('zh-Hans', 'refuse', [['code', '快递柜取件码是四 八 二 一。', '快递']]),
  ...rows('ja', 'accept', [['code', '好きな背番号はななです。', '野球']]),
  ...rows('ko', 'accept', [['code', '번호는 외우지 않고 늘 메모장에 적어 둔다.', '습관']]),
  ...rows('zh-Hans', 'accept', [['code', '手机号码是移动的，用了十几年没换过。', '手机']]),
];

// secrets/partialSecrets.ts: a piece of a secret named as a piece, with its value, the rest often in a tag.
const PARTIAL_SECRETS = [
  ...rows('en', 'refuse', [['split', 'Router password: the first half is Ocelot', 'Wi-Fi', ['Wi-Fi', 'second half 88!tz']]]),
  ...rows('de', 'refuse', [['split', 'Die PIN fängt mit 73 an, der Rest steht im Tag.', 'Bank', ['Bank', 'Rest 19']]]),
  ...rows('es', 'refuse', [['split', 'La contraseña del banco empieza por Lobo', 'Banco', ['Banco', 'termina en 4471']]]),
  ...rows('it', 'refuse', [['split', 'Il PIN del bancomat inizia con 58', 'Banca', ['Banca', 'finale 02']]]),
  ...rows('ru', 'refuse', [['split', 'Пароль от почты начинается с Kot', 'Почта', ['Почта', 'окончание 2024!x']]]),
  ...rows('ko', 'refuse', [['split', '공동현관 비밀번호 앞자리 48', '집', ['집', '뒷자리 27']]]),
  ...rows('en', 'accept', [['split', 'Changes her bank PIN every January; the rest of her logins use passkeys.', 'Security']]),
  ...rows('fr', 'accept', [['split', 'Change le mot de passe de sa box à la fin de chaque année.', 'Box']]),
  ...rows('de', 'accept', [
    ['split', 'Bewahrt Passwörter im Passwortmanager auf, der Rest seiner Notizen liegt in Obsidian.', 'Werkzeuge'],
  ]),
  ...rows('es', 'accept', [['split', 'Su número de la suerte empieza por 7 desde niña.', 'Suerte']]),
];

// wording/volatileGrammarData.ts: "since" opening a clause whose verb began something: what began then lasts.
const SINCE_CLAUSES = [
  ...rows('it', 'accept', [['since', 'Fa colazione al bar da quando ha iniziato a lavorare in centro.', 'Abitudini']]),
  ...rows('ru', 'accept', [['since', 'С тех пор как начал работать, обедает в одной и той же столовой.', 'Привычки']]),
  ...rows('de', 'accept', [['since', 'Fährt mit dem Rad zur Arbeit, seitdem er angefangen hat, dort zu arbeiten.', 'Alltag']]),
  ...rows('it', 'refuse', [['since', 'Ha appena iniziato a studiare per la patente.', 'Patente']]),
  ...rows('ru', 'refuse', [['since', 'Начал готовиться к экзамену по вождению.', 'Права']]),
];

describeBlindRound(
  'twentieth rules',
  [...NETWORK_TOOLS, ...RECORD_KEYS, ...SHORT_SPOKEN_CODES, ...PARTIAL_SECRETS, ...SINCE_CLAUSES],
  [],
  new Set(),
);
