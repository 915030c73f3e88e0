import { caseless } from '../caseless';
import { cueGate } from '../cueScan';
import { isValidBBAN } from 'ibantools';
import { canonicalize } from '../canonical';

// Bank accounts in their national forms (gate 8), beside the IBAN of sensitiveInfo.ts and the word-and-value rules of
// lexiconGates.ts: a branch or routing code with an account number ("transit 81592, institution 815, folio 1234567",
// "sort code 20-00-00, account 55779911", "agência 1234-5, conta 67890-1"), and an account word whose number follows a
// description of the account ("Número de cuenta en Bancolombia: ahorros 123-456789-01", "conto n. 1000/00012345").
// Input is canonical.

// "compte", "conta", "cuenta" and "conto" are also verbs ("La ville compte 2 165 423 habitants"): as account words they
// follow an article, a possessive or "de", or come before the number sign or a colon.
const VERB_LIKE = String.raw`(?:(?<=(?:^|\s)(?:de|da|do|del|di|du|sur|sul|nel|no|na|le|la|el|il|o|mon|ma|mi|meu|minha|mio|votre|ton|sua|seu|su|son|nuestra|nossa|nostro)\s)(?:compte|conta|cuenta|conto)|(?:compte|conta|cuenta|conto)(?=\s*(?:\([^)\n]{1,12}\)\s*)?(?:[:：]|n[°o]?\.|nº|nr\.|n[uú]m|bancaire|courant|corrente|corriente|ahorros|poupan|deposito)))`;
const ACCOUNT_WORD = String.raw`accounts?|acct|${VERB_LIKE}|folio|c/c|konto(?:nummer)?|сч[её]т\p{L}*|р/с|口座|账户|账号|帳戶|帳號|계좌|통장`;
const ROUTING_WORD = String.raw`sort code|routing|ag\.?|aba|transit|institution|ifsc|blz|bankleitzahl|clearing|abi|cab|ag[eê]ncia|agencia|entidad|oficina|guichet|бик|支店番号|店番|銀行代碼|银行代码|분행|지점번호`;
// A number of seven digits or more, in groups joined by a dash, a slash, a dot or a space.
const LONG_NUMBER = String.raw`(?<![\d.,])\d[\d\-/. ]{5,24}\d(?![\d,]|\.\d)`;
const digits = (s: string): number => (s.match(/\d/g) ?? []).length;
// A sum of money or a quantity is no account ("account with 12 000 000 won", "savings of 1.500.000 €").
const UNIT_AFTER = caseless(/^\s?(?:%|€|\$|£|¥|円|원|won|yen|eur|usd|rub|руб|₽|r\$|reais|euros?|dollars?|pesos?|yuan|元|km|kg)/iu);

const ACCOUNT_VALUE = new RegExp(
  canonicalize(
    String.raw`(?<![\p{L}])(?:${ACCOUNT_WORD})(?![\p{L}])(?:\s*(?:n[°o]?|nr|n[uú]m|no)\.)?[^\n.!?。！？;；]{0,40}?(${LONG_NUMBER})`,
  ),
  'giu',
);
const ROUTING_PATTERN = new RegExp(
  canonicalize(
    String.raw`(?<![\p{L}])(?:${ROUTING_WORD})(?![\p{L}])\s*(?:code|number|no\.?|n[°o]\.?|番号)?\s*[:：#]?\s*[A-Z0-9]{0,4}\d[\d\- ]{1,9}`,
  ),
  'iu',
);
const ROUTING_CODE = caseless(ROUTING_PATTERN);
// Whether the text holds a word a routing code needs (cueScan.ts), before its lines are searched one by one.
const mayNameRouting = cueGate(ROUTING_PATTERN);
const LINE_NUMBER = new RegExp(LONG_NUMBER, 'gu');

// A number named by its own kind right before it is that kind's, whatever account word stands earlier ("L'Étranger,
// chez Folio, ISBN 978-2-07-036002-4": Folio is the publisher, the number the book's).
const OTHER_KIND_BEFORE = /(?<![\p{L}])(?:isbn(?:-1[03])?|issn|ean|upc|doi|sku|gtin)\s*[:#]?\s*$/iu;

function hasLongNumber(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  for (const m of text.matchAll(pattern)) {
    const value = m[1] ?? m[0];
    const end = (m.index ?? 0) + m[0].length;
    if (OTHER_KIND_BEFORE.test(m[0].slice(0, m[0].length - value.length))) continue;
    if (digits(value) >= 7 && !UNIT_AFTER.test(text.slice(end, end + 8))) return true;
  }
  return false;
}

// Spain's domestic account number (CCC: bank, branch, two control digits, account) in its printed grouping
// "2100 0418 45 0200051332": its two control digits are checked by ibantools' Spanish BBAN rule, so a run of twenty
// digits grouped so is an account only when they hold (one in a hundred random runs does).
const SPANISH_CCC = /(?<![\d\-/.])\d{4}[ -]\d{4}[ -]\d{2}[ -]\d{10}(?![\d\-/]|\.\d)/g;
const hasSpanishCcc = (text: string): boolean => [...text.matchAll(SPANISH_CCC)].some((m) => isValidBBAN(m[0].replace(/\D/g, ''), 'ES'));

// Beside a branch code an account may be short, as Brazilian banks number them: five digits or more ("No Itaú, agência
// 0482, conta 91736-5", "ag. 3310 c/c 04417-2"). An account word proper takes any such number; "conta", "cuenta",
// "conto" and "compte" with nothing before them may be the verb ("la filiale con ABI 03069 conta 12000 clienti"), so
// they take a number with its check digit after a dash, as those accounts are written.
const SHORT_NUMBER = String.raw`(?<![\d.,])(\d[\d\-/. ]{3,14}[\dxX])(?![\d,]|\.\d)`;
const SHORT_ACCOUNT = new RegExp(
  canonicalize(
    String.raw`(?<![\p{L}])(?:${ACCOUNT_WORD})(?![\p{L}])(?:\s*(?:n[°o]?|nr|n[uú]m|no)\.)?[^\n\d.!?。！？;；]{0,12}?${SHORT_NUMBER}|(?<![\p{L}])(?:compte|conta|cuenta|conto)\s+(?:corrente|poupan[cç]a|salario)?\s*(?<![\d.,])(\d{4,12}-[\dxX])(?![\d-])`,
  ),
  'giu',
);
function hasShortAccountBesideBranch(line: string): boolean {
  if (!ROUTING_CODE.test(line)) return false;
  SHORT_ACCOUNT.lastIndex = 0;
  for (const m of line.matchAll(SHORT_ACCOUNT)) {
    const end = (m.index ?? 0) + m[0].length;
    if (digits(m[1] ?? m[2] ?? '') >= 5 && !UNIT_AFTER.test(line.slice(end, end + 8))) return true;
  }
  return false;
}

/** Gate 8: an account number named by an account word, or given beside a branch or routing code. */
export function hasBankAccountNumber(text: string): boolean {
  // Four digits in a row: a cheap search before the words.
  if (!/\d{4}/.test(text)) return false;
  // Seven digits with at most one separator between each, for the long forms.
  if (!/\d(?:[-/. ]?\d){6}/.test(text)) return mayNameRouting(text) && text.split('\n').some(hasShortAccountBesideBranch);
  if (hasLongNumber(ACCOUNT_VALUE, text) || hasSpanishCcc(text)) return true;
  return (
    mayNameRouting(text) &&
    text.split('\n').some((line) => ROUTING_CODE.test(line) && (hasLongNumber(LINE_NUMBER, line) || hasShortAccountBesideBranch(line)))
  );
}
