import { canonicalize, hasDigit } from '../canonical';
import { CREDENTIAL, UNIT_AFTER } from '../lexiconGates';
import { hasWord } from '../lexiconPatterns';

// Part of a secret given as a part (gate 9): a password, a PIN or a key named by its word and one piece of its value
// named as a piece, its first half or its end, often with the other piece in a tag ("WLAN-Schlüssel, erster Teil:
// Birke7" and the tag "zweiter Teil Regen!42", "Code de la carte bleue : ça commence par 47" and "fin 19", "暗証番号の
// 前半は48", "비밀번호 앞자리 4821"). A piece of a secret is a secret: whoever reads one half has half the work done, and the
// fields together hold the whole. So a word that names a secret anywhere in the fields, and a part phrase of any
// language with a value right after it: two digits or more, or a token of four characters or more with a letter and a
// digit. A year is no piece ("fin 2019"), and a rule about a secret's shape has no value ("must start with a letter",
// "die ersten Zeichen sind Großbuchstaben"). Input is canonical (accents dropped, Cyrillic look-alikes read as Latin).

const PART = [
  // en
  String.raw`(?:first|last|second|other)\s+(?:half|part|bit|piece|(?:\p{L}+\s+)?(?:digits|characters|letters))`,
  String.raw`(?:starts?|begins?)\s+with|ends?\s+(?:with|in)|the\s+rest(?:\s+is)?`,
  // de
  String.raw`(?:erste[rn]?|zweite[rn]?|letzte[rn]?|andere[rn]?)\s+(?:teil|halfte|(?:\p{L}+\s+)?(?:ziffern|stellen|zeichen))`,
  String.raw`(?:beginnt|fangt|startet)\s+mit|endet\s+(?:mit|auf)|der\s+rest(?:\s+ist)?`,
  // fr
  String.raw`(?:commence|debute)\s+par|(?:finit|termine)\s+par|(?:premiere|deuxieme|seconde|derniere)\s+(?:partie|moitie)|(?:premiers|derniers)\s+(?:\p{L}+\s+)?chiffres|(?:la\s+)?fin|le\s+reste`,
  // es, pt, it
  String.raw`(?:empieza|comienza|comeca|inizia|comincia)\s+(?:por|con|com|per)|(?:termina|acaba|finisce)\s+(?:en|por|con|com|em|per|in)`,
  String.raw`(?:primera|segunda|ultima|primeira|prima|seconda)\s+(?:parte|mitad|metade|meta)|(?:primeros|ultimos|primeiros|prime|ultime)\s+(?:\p{L}+\s+)?(?:digitos|numeros|cifre)`,
  String.raw`(?:el|o|il)\s+resto|final|finale`,
  // ru
  String.raw`(?:начинается|заканчивается)\s+(?:с|на)|(?:первая|вторая|последняя)\s+(?:часть|половина)|(?:первые|последние)\s+(?:\p{L}+\s+)?цифры|окончание|остальное`,
  // ja, ko, zh: no word boundaries
  String.raw`前半|後半|末尾|先頭|下\d桁|上\d桁|앞자리|뒷자리|끝자리|앞부분|뒷부분|나머지|앞\s?\d자리|뒤\s?\d자리`,
  String.raw`[前后後][几幾\d一二三四五六七八九]位|尾号|尾號|开头是|開頭是|前半部分|后半部分|剩下的`,
]
  .map((part) => canonicalize(part))
  .join('|');
const COPULA = String.raw`(?:\s*(?:[:：=]|は|が|是|为|為|는|은|이|가)|\s(?:is|are|ist|sind|est|es|e|sono|sao|эto|-)(?=\s))?`;
const VALUE = String.raw`\s*["'«“„「]?(\d[\d\s./-]*\d|(?=[^\s"'»”」、，。]*\p{L})(?=[^\s"'»”」、，。]*\d)[^\s"'»”」、，。]{4,})`;
const PART_WITH_VALUE = new RegExp(String.raw`(?<![\p{L}])(?:${PART})${COPULA}${VALUE}`, 'giu');

// The secret words of the Wi-Fi and key rules that the credential lexicons leave to them (accessSecrets.ts).
const KEY_WORD = new RegExp(
  canonicalize(
    String.raw`(?:wlan|wi-?fi|wpa)[\s-]?(?:schlüssel|key|passwort|password)|(?<![\p{L}])(?:schlüssel|clé|clave|chave|chiave|ключ)(?![\p{L}])|密钥|秘钥|キー|암호`,
  ),
  'iu',
);

const YEAR = /^(?:19|20)\d\d$/;
// A number that counts or measures is no piece ("password rotation ends in 90 days", "PIN mit 4 Stellen").
const TIME_UNIT_AFTER = new RegExp(
  canonicalize(
    String.raw`^\s*(?:days?|weeks?|months?|years?|hours?|minutes?|tage[n]?|wochen|monate[n]?|jahre[n]?|semaines?|mois|ans|semanas?|meses|anos|años|settimane|mesi|anni|недел\p{L}*|месяц\p{L}*|лет|год\p{L}*)(?![\p{L}])`,
  ),
  'iu',
);

const hasPieceWithValue = (text: string): boolean => {
  PART_WITH_VALUE.lastIndex = 0;
  for (let m = PART_WITH_VALUE.exec(text); m; m = PART_WITH_VALUE.exec(text)) {
    const after = text.slice(m.index + m[0].length);
    if (!YEAR.test((m[1] ?? '').trim()) && !UNIT_AFTER.test(after) && !TIME_UNIT_AFTER.test(after)) return true;
  }
  return false;
};

/**
 * Gate 9: a piece of a secret named as a piece, with a value, beside a word naming the secret. Canonical text. Every value
 * the rule reads holds a digit, so a text without one costs a single search.
 */
export const hasPartialSecret = (text: string): boolean =>
  hasDigit(text) && hasPieceWithValue(text) && (hasWord(CREDENTIAL, text) || KEY_WORD.test(text));
