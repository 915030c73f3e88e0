import { caseless } from '../caseless';
import { canonicalize } from '../canonical';

// Gate 8: a messaging, social or payment account given by its handle. A handle reaches a person as a phone number
// does ("Telegram: @nightowl_dev99", "LINEのIDはyuki.t61", "카카오톡 아이디: minji_k_717", "Mi alias de Mercado Pago:
// sofia.garcia.mp46", "Sur Discord je suis claire_m0718"); the service's name alone ("I prefer Signal to WhatsApp",
// "my Discord bot uses discord.js") is ordinary context. Input is canonical (Cyrillic look-alikes read as Latin, so
// the names are compiled through canonicalize too).

// The services people give an account of, as they are written in the languages of lexicons/. Names that are also
// everyday words are matched only as the brand writes them (the "=" entries: "LINE", not "line"; "Signal", "Wise").
const SERVICES = [
  // messengers
  'telegram',
  'телеграм',
  'телеграмм',
  'телега',
  'テレグラム',
  '텔레그램',
  'whatsapp',
  'whats app',
  'вотсап',
  'ватсап',
  'ワッツアップ',
  '왓츠앱',
  'viber',
  'вайбер',
  '=Signal',
  '=LINE',
  '=Line',
  'ライン',
  '라인',
  'kakaotalk',
  'kakao talk',
  'kakao',
  '카카오톡',
  '카톡',
  'wechat',
  'weixin',
  '微信',
  'qq',
  'skype',
  'скайп',
  'discord',
  'дискорд',
  'ディスコード',
  '디스코드',
  'threema',
  'snapchat',
  // social networks
  'instagram',
  'insta',
  'инстаграм',
  'инста',
  'インスタ',
  'インスタグラム',
  '인스타',
  '인스타그램',
  'tiktok',
  'tik tok',
  'тикток',
  'ティックトック',
  '틱톡',
  '抖音',
  'facebook',
  'фейсбук',
  'twitter',
  'твиттер',
  'ツイッター',
  '트위터',
  '=Threads',
  'bluesky',
  'mastodon',
  'reddit',
  'twitch',
  'vk',
  'вк',
  'вконтакте',
  'vkontakte',
  'weibo',
  '微博',
  '小红书',
  '小紅書',
  // payment apps and wallets
  'paypay',
  'mercado pago',
  'bizum',
  'satispay',
  '=Swish',
  'mobilepay',
  'vipps',
  'twint',
  'alipay',
  '支付宝',
  '支付寶',
  'line pay',
  '=Toss',
  '토스',
  'kakaopay',
  'kakao pay',
  '카카오페이',
  'naver pay',
  '네이버페이',
  '街口',
  'paytm',
  'phonepe',
  'google pay',
  'gpay',
  '=Wise',
  'payoneer',
  'skrill',
  'monzo',
  'cash app',
  'venmo',
  'zelle',
  'revolut',
  'paypal',
];

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LATIN_OR_CYRILLIC = String.raw`[\p{Script=Latin}\p{Script=Cyrillic}\d]`;
const name = (entry: string): string => {
  const word = canonicalize(entry.replace(/^=/, ''));
  const body = escape(word).replace(/ /g, String.raw`[\s-]?`);
  // A name in Latin or Cyrillic letters stands apart from other such letters; one in CJK script needs no boundary.
  const latin = /^[\p{Script=Latin}\p{Script=Cyrillic}\d\s-]+$/u.test(word);
  return latin ? `(?<!${LATIN_OR_CYRILLIC})${body}(?!${LATIN_OR_CYRILLIC})` : body;
};

// A handle: "@" and a name (not an e-mail address's "@", which has letters before it), or a user name as the services
// issue them, a Latin letter first, with an underscore or a dot before a letter ("yuki.t61", "minji_k_717") and a digit
// somewhere; a Chinese, Japanese or Korean particle may touch it ("IDはyuki_t385です"). A version ("python3.12", "v2.1"), a file ("discord.js", "bot_v2.py") or a plain word is none.
const WORD_CHAR = String.raw`\p{Script=Latin}\p{Script=Cyrillic}\p{N}`;
const AT_HANDLE = String.raw`(?<![${WORD_CHAR}._-])@[\p{L}\d][\p{L}\d._-]{2,}`;
const USER_NAME = String.raw`(?<![${WORD_CHAR}@._-])(?=[A-Za-z\d._-]*\d)(?=[A-Za-z\d._-]*(?:_|\.[A-Za-z]))[A-Za-z][A-Za-z\d]*(?:[._][A-Za-z\d]+)+(?<!\.(?:js|ts|py|rb|go|rs|md|txt|json|exe|app|apk|zip|com|org|net|io|dev|me))(?![${WORD_CHAR}@]|[._-][${WORD_CHAR}])`;

// The name, a few words that say whose or which account ("のIDは", " ID：", " je suis ", " es "), no sentence end, then the handle.
const handleAfter = (entries: readonly string[], flags: string): RegExp =>
  new RegExp(`(?:${entries.map(name).join('|')})[^\\n.!?。！？;；]{0,24}?(?:${AT_HANDLE}|${USER_NAME})`, flags);
const ANY_CASE = handleAfter(
  SERVICES.filter((entry) => !entry.startsWith('=')),
  'iu',
);
const AS_WRITTEN = handleAfter(
  SERVICES.filter((entry) => entry.startsWith('=')),
  'u',
);

// After the word for the account's name ("토스 아이디 minji.kim", "Telegram username anna.petrova", "LINEのIDは yuki.tanaka"),
// a dotted or underscored name is the handle even without a digit; a file or a domain is still none. So is a name of
// letters then digits with neither ("토스 아이디는 minsu0514이다"), as services let users pick it, a particle touching it.
// A name written as the service writes it ("LINE") is read case by case: its "ID" word is matched in either case.
const ID_WORD = String.raw`(?:[Ii][Dd]s?|아이디|ユーザー名|ユーザーid|user\s?name|benutzername|identifiant|nombre de usuario|nome utente|nome de usuario|логин|ник|账号|帳號)`;
const NAMED_USER = String.raw`(?<![${WORD_CHAR}@._-])(?:[A-Za-z][A-Za-z\d]*(?:[._][A-Za-z\d]+)+(?<!\.(?:js|ts|py|rb|go|rs|md|txt|json|exe|app|apk|zip|com|org|net|io|dev|me))|[A-Za-z]{2,}\d{2,}[A-Za-z\d]*)(?![${WORD_CHAR}@]|[._-][${WORD_CHAR}])`;
const namedAfter = (entries: readonly string[], flags: string): RegExp =>
  new RegExp(
    `(?:${entries.map(name).join('|')})[^\\n.!?。！？;；]{0,16}?${ID_WORD}\\s*(?:[:：]|は|는|은|이|가|是|為|为|-|(?:is|ist|est|es|e|è)(?=\\s))?\\s*${NAMED_USER}`,
    flags,
  );
const NAMED_ANY_CASE = namedAfter(
  SERVICES.filter((entry) => !entry.startsWith('=')),
  'iu',
);
const NAMED_AS_WRITTEN = namedAfter(
  SERVICES.filter((entry) => entry.startsWith('=')),
  'u',
);

// Argentina's transfer alias names the account before it ("el alias de su CBU es gato.mate.lluvia", "alias del CVU:
// luna.sol.rio", "alias de Mercado Pago: …"): the word "alias", the account it stands for, a copula or a colon, then the
// dotted or underscored name the bank lets the owner pick (no digit needed). "Usa un alias fácil de recordar" has none.
const ALIAS_FIRST = new RegExp(
  String.raw`(?<![\p{L}])alias\s+(?:(?:de|del|da|do|of|the|su|mi|tu|la|el|sua|minha|my|his|her)\s+){0,3}(?:cbu|cvu|mercado\s?pago|cuenta|conta)(?![\p{L}])[^\n.!?。！？;；]{0,20}?(?:[:：]|\s(?:es|is|e|é)\s)\s*${NAMED_USER}`,
  'iu',
);

/** Gate 8: a messaging, social or payment service named with a handle. Expects the canonical form. */
// The named forms are tried only where the word for an ID stands: a cheap search before a hundred service names.
const HAS_ID_WORD = caseless(new RegExp(ID_WORD, 'iu'));
export const hasContactHandle = (canonical: string): boolean =>
  ANY_CASE.test(canonical) ||
  AS_WRITTEN.test(canonical) ||
  (HAS_ID_WORD.test(canonical) && (NAMED_ANY_CASE.test(canonical) || NAMED_AS_WRITTEN.test(canonical))) ||
  (/alias/i.test(canonical) && ALIAS_FIRST.test(canonical));
