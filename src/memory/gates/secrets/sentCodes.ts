import { guardFirstCharacter } from '../alternation';
import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import { UNIT_AFTER } from '../lexiconGates';

// A code sent to the person for one login or one payment, given in digits a few words away from its name, as people
// tell it: "confirms with the texted one-time code, last one 604218", "o token que chegou agora foi 481027", "le code
// reçu par SMS tout à l'heure, c'était 553 018", "код, который прислали, вроде 4471". The credential words take a value
// right after them or after a copula; here the words between are anything, so the rule asks for more: a word saying the
// code was sent, texted, received or is for one use, in the same clause as the code word, then four to eight digits
// (or two groups of three) that are no year and measure nothing. A code of anything else keeps its number: an error
// or a status code, a postcode, a promotion, a tracking or a country code ("error code 80070005 received from the
// update"). Input is canonical (accents dropped, Cyrillic look-alikes read as Latin).

const CODE = String.raw`(?:codes?|passcode|pin|otp|tan|tokens?|c[oó]digos?|codici|codice|code|код\p{L}{0,2}|senha|clave|chave)`;
const SENT = String.raw`(?:text(?:ed|s)?|sent|sends?|received|got|sms|e-?mailed|one-?time|re[cç]ue?|envoy[ée]e?|usage\s+unique|llegado|lleg[oó]|recibido|enviado|mandado|mandan|un\s+solo\s+uso|chegou|chega|recebi(?:do)?|mandaram|enviaram|uso\s+[uú]nico|arrivat[oa]|arriva|ricevuto|inviato|mandato|monouso|bekommen|erhalten|geschickt|gesendet|kam|kommt|einmal\p{L}*|смс|пришл?[её]л|пришло|прислали|отправили|одноразов\p{L}*)`;
// The kinds of code that are not secrets, written just before the code word.
const NOT_SECRET = String.raw`(?:error|exit|status|zip|postal|area|promo|promotional|discount|coupon|voucher|gift|referral|tracking|source|country|dress|fehler|rabatt|gutschein|erreur|promotion|reduction|error|descuento|cupon|erro|desconto|cupom|errore|sconto|ошибк\p{L}*|промо|скидк\p{L}*)`;

// Guarded by the letters a code word starts with (alternation.ts): the two look-behinds ran at every position of the text.
const FIRST_LETTER = /^\(\?=\[[^\]]*\]\)/.exec(guardFirstCharacter(canonicalize(CODE)))?.[0] ?? '';
const CODE_WORD = new RegExp(FIRST_LETTER + canonicalize(String.raw`(?<![\p{L}])(?<!${NOT_SECRET}\s)${CODE}(?![\p{L}])`), 'giu');
const SENT_WORD = cued(new RegExp(canonicalize(String.raw`(?<![\p{L}])${SENT}(?![\p{L}])`), 'iu'));
// The value: a run of four to eight digits, or groups of two or three as a code is read out ("518 204", "61 83 27"),
// with no digit, letter or decimal beside it.
const VALUE = /(?<![\p{L}\p{N}.,])(?:\d{2,3}(?:\s\d{2,3}){1,3}|\d{4,8})(?![\p{N}]|[.,]\d|\p{L})/u;
// A clause ends at a sentence's end, a semicolon or a line break; a comma does not end it ("…code, last one 604218").
const CLAUSE_END = /[.!?;。！？；\n](?:\s|$)/u;
const isYear = (digits: string): boolean => /^(?:19|20)\d\d$/.test(digits);

/** A code sent to the person with its digits in the same clause (canonical text). */
export function hasSentCode(text: string): boolean {
  if (!/\d\d/.test(text)) return false;
  CODE_WORD.lastIndex = 0;
  for (let m = CODE_WORD.exec(text); m; m = CODE_WORD.exec(text)) {
    const start = m.index;
    const before =
      text
        .slice(Math.max(0, start - 40), start)
        .split(CLAUSE_END)
        .pop() ?? '';
    const after = text.slice(start + m[0].length, start + m[0].length + 70).split(CLAUSE_END)[0] ?? '';
    const value = VALUE.exec(after);
    if (!value || /\d/.test(after.slice(0, value.index))) continue;
    const digits = value[0].replace(/\s/g, '');
    if (digits.length < 4 || digits.length > 8 || isYear(digits) || UNIT_AFTER.test(after.slice(value.index + value[0].length))) continue;
    if (SENT_WORD.test(before) || SENT_WORD.test(after.slice(0, value.index))) return true;
  }
  return false;
}
