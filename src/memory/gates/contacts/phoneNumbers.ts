import { hasDigit } from '../canonical';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isValidSomewhere } from '../identifiers/nationalPhones';

// Phone numbers of any country (gate 8). Input is the canonical form (ASCII digits, one kind
// of dash). A bare run of digits is a phone number only when its *written shape* says so, because a
// digit count alone would also catch amounts, epoch timestamps, order numbers and ports:
//  - international: "+" or "00"/"011" and a country code, checked by libphonenumber (min metadata);
//  - national with a trunk prefix: "0" then area and subscriber groups ("020 7946 0958", "010-12345678",
//    "06 12 34 56 78", "(0755) 8888 6666");
//  - North American: 3-3-4 groups, with or without a leading 1 and brackets ("(555) 123-4567");
//  - any 7–15 digits right after a word that says phone (tel, mobile, WhatsApp, 电话, 手机…) or a phone's emoji
//    (📞, ☎, 📱), which a contact line uses as its label.
// Mainland mobiles (1[3-9] + 9 digits) are found with the other identifier numbers in sensitiveInfo.

// One or two separators, a slash with a space on each side ("+43 664 / 381 52 97", as German and Austrian numbers set
// the area code apart), or none right after a closing bracket ("(555)123-4567"). Never an empty separator between two
// digits: that would let one digit run split into groups in countless ways.
const SEP = String.raw`(?:[ \-./]{1,2}|\s\/\s|(?<=\)))`;
const GROUP = String.raw`\(?\d{1,12}\)?`;
// A run of digit groups with separators and brackets, optionally after "+".
const PHONE_SPAN = new RegExp(String.raw`(?<![\w.+/-])(\+\s?)?${GROUP}(?:${SEP}${GROUP}){0,6}(?![\w]|[./-]\d)`, 'g');

// A verb of calling or writing with the preposition a number takes ("se le escribe al", "joindre au", "ligar para o",
// "chiamare al", "erreichbar unter") says phone as the English "call me at" does. Canonical: accents dropped.
const PHONE_WORDS = String.raw`(?:\b(?:tel|phone|telephone|mobile|cell(?:phone)?|call(?:\s+me)?(?:\s+(?:at|on))?|text(?:\s+me)?|sms|whats\s?app|viber|fax|contact|reach\s+(?:me|him|her|them)\s+(?:at|on)|wechat|ph|mob|(?:se\s+le\s+|le\s+)?(?:llama|llamar|llamarle|escribe|escribir|escribirle|marca|marcar)\s+al|(?:appeler|appelle|joindre|joint|ecrire|ecrit|repond|contacter)\s+au|(?:liga|ligar|ligue|liguem|escrever|escreva)\s+para\s+o|(?:chiama|chiamare|chiamarlo|chiamarla|scrivere|scrive|risponde|contattare)\s+al|(?:anrufen|erreichbar|erreicht\s+man\s+\w+)\s+unter)\b|微信|电话|電話|手机|手機|座机|座機|号码|號碼|联系|聯繫|联络|拨打|致电|手机号|热线|📞|☎|📱|📲|☏)`;
const PHONE_WORD = new RegExp(String.raw`${PHONE_WORDS}[^\d\n]{0,12}$`, 'i');
const ANY_PHONE_WORD = new RegExp(PHONE_WORDS, 'i');
/** Whether a word that says phone (tel, mobile, WhatsApp, 电话…) occurs in the text. */
export const hasPhoneWord = (text: string): boolean => ANY_PHONE_WORD.test(text);

// Numbers that name themselves as something else: "ISBN 0-306-40615-2", "order #0123456789".
const NOT_A_PHONE_WORD =
  /\b(?:isbn(?:-1[03])?|issn|doi|order|invoice|tracking|ticket|build|version|sku|serial)\s*(?:number|no\.?|#)?\s*[:#.]?\s*$/i;

const digitsOf = (s: string): string => s.replace(/\D/g, '');

/** Groups as written, brackets and "+" dropped. */
const groupsOf = (span: string): string[] =>
  span
    .replace(/[+()]/g, ' ')
    .split(/[ \-./]+/)
    .filter(Boolean);

function isInternational(span: string): boolean {
  const digits = digitsOf(span);
  const plus = span.trimStart().startsWith('+');
  const prefixed = plus ? digits : /^(?:00|011)/.test(digits) ? digits.replace(/^(?:00|011)/, '') : null;
  if (prefixed === null || prefixed.length < 7 || prefixed.length > 15) return false;
  const parsed = parsePhoneNumberFromString(`+${prefixed}`);
  // A known country code and a possible length for it; any "+" and 8–15 digits counts too.
  return (parsed?.isPossible() ?? false) || (plus && prefixed.length >= 8);
}

/** A date (2024-05-01, 01/05/2024), an IPv4 address or a version is not a phone number. */
function isOtherNumberShape(groups: readonly string[], span: string): boolean {
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(span.trim())) return true;
  const [a = '', b = '', c = ''] = groups;
  if (groups.length === 3 && a.length === 4 && b.length <= 2 && c.length <= 2) return true;
  if (groups.length === 3 && a.length <= 2 && b.length <= 2 && c.length === 4) return true;
  // Thousands grouping: 1 234 567 or 12-345-678.
  return groups.length >= 2 && a.length <= 3 && groups.slice(1).every((g) => g.length === 3) && !span.includes('(');
}

function isNationalShape(groups: readonly string[], span: string): boolean {
  const digits = groups.join('');
  if (isOtherNumberShape(groups, span)) return false;
  // Trunk prefix "0" (not "00"), area and subscriber: 9–12 digits in two or more groups or brackets,
  // or 10–11 digits written in one run ("07911123456", "01088886666").
  if (/^0[1-9]/.test(digits) && digits.length >= 9 && digits.length <= 12 && (groups.length >= 2 || span.includes('('))) return true;
  if (/^0[1-9][0-9]{8,9}$/.test(digits) && groups.length === 1) return true;
  // North American Numbering Plan: [1] (NXX) NXX-XXXX, grouped, or ten digits in one run whose area
  // code and exchange start with 2–9 (an epoch time in seconds starts with 1).
  const nanp = groups[0] === '1' ? groups.slice(1) : groups;
  if (nanp.length === 3 && nanp[0]?.length === 3 && nanp[1]?.length === 3 && nanp[2]?.length === 4) return true;
  return groups.length === 1 && /^1?[2-9][0-9]{2}[2-9][0-9]{6}$/.test(digits);
}

// Portugal, Spain and others write a nine-digit number in threes ("912 483 726"), as thousands are grouped: right
// after a word or an emoji that says phone, as its label ("Telemóvel: 912 483 726", "📞 912 483 726"), such groups are
// a number some region dials.
const PHONE_LABEL = new RegExp(String.raw`${PHONE_WORDS}[\s:：.-]{0,3}$`, 'i');
const isGroupedInThrees = (groups: readonly string[], digits: string): boolean =>
  groups.length === 3 && groups.every((g) => g.length === 3) && isValidSomewhere(digits);

export function hasPhoneNumber(text: string): boolean {
  if (!hasDigit(text)) return false;
  for (const match of text.matchAll(PHONE_SPAN)) {
    const span = match[0];
    const digits = digitsOf(span);
    if (digits.length < 7) continue;
    if (isInternational(span)) return true;
    const before = text.slice(Math.max(0, (match.index ?? 0) - 40), match.index);
    if (NOT_A_PHONE_WORD.test(before)) continue;
    const groups = groupsOf(span);
    if (isNationalShape(groups, span)) return true;
    if (digits.length > 15 || !PHONE_WORD.test(before)) continue;
    if (!isOtherNumberShape(groups, span) || (PHONE_LABEL.test(before) && isGroupedInThrees(groups, digits))) return true;
  }
  return false;
}
