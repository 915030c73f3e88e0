// Values for the seventeenth blind round, computed rather than invented (fixed seed): national and tax identifiers
// kept only when stdnum accepts them (or their published check digit holds where stdnum has no module: the Japanese
// My Number, the Russian SNILS), IBANs composed by ibantools, card numbers passing Luhn (checked by validator), phones
// drawn until libphonenumber-js (full metadata) says they are valid numbers of the country; and the ways a
// speech-to-text engine or an OCR scan writes them (number words, digits grouped as spoken, look-alike letters).
import { stdnum } from 'stdnum';
import validator from 'validator';
import { DIGIT_WORDS, readDigits } from '../blind-rows/digitWords.mjs';
import { seededDraws } from '../blind-rows/seededDraws.mjs';
import { drawIban, drawPhone } from '../blind-rows/validValues.mjs';

export const { rand, fill, pick, drawValid } = seededDraws(0x17_2026, 400000);
export { DIGIT_WORDS, readDigits };
const std = (country, kind) => (v) => stdnum[country][kind].validate(v).isValid;
export const valid = (country, kind, pattern) => drawValid(pattern, std(country, kind));
export const format = (country, kind, v) => stdnum[country][kind].format(v);
const digits = (s) => [...s].map(Number);

/** A valid phone of the country: its national written form and its bare national digits. */
export function phone(country, callingCode, nsnPattern) {
  const p = drawPhone(fill, country, callingCode, nsnPattern);
  return { national: p.formatNational(), digits: p.formatNational().replace(/\D/g, '') };
}

export const iban = (country, bban) => drawIban(fill, country, bban);
/** An IBAN in groups of four as printed on a card or a statement. */
export const grouped = (v) => v.replace(/(.{4})(?=.)/g, '$1 ');

/** A card number of the prefix that passes Luhn, checked again by validator (by its Luhn test alone for a network
 * it does not list, such as Mir). */
export function card(prefix, length = 16, network = true) {
  for (let i = 0; i < 100000; i++) {
    const body = fill(prefix + '#'.repeat(length - prefix.length - 1));
    const sum = digits(body)
      .reverse()
      .reduce((s, d, i) => {
        let n = d * (i % 2 === 0 ? 2 : 1);
        if (n > 9) n -= 9;
        return s + n;
      }, 0);
    const v = body + String((10 - (sum % 10)) % 10);
    if (network ? validator.isCreditCard(v) : validator.isLuhnNumber(v)) return v;
  }
  throw new Error(`no card for ${prefix}`);
}

/** The Japanese My Number: eleven digits and a check digit over weights 2..7, 2..6 from the right. */
export function myNumber() {
  const body = fill('###########');
  const sum = digits(body)
    .reverse()
    .reduce((s, d, i) => s + d * (i < 6 ? i + 2 : i - 4), 0);
  const r = sum % 11;
  return body + String(r <= 1 ? 0 : 11 - r);
}

/** A Russian SNILS: nine digits and a control number (sum of digit × position from the right, mod 101). */
export function snils() {
  const body = fill('1########');
  const sum = digits(body).reduce((s, d, i) => s + d * (9 - i), 0);
  const c = sum < 100 ? sum : sum % 101 === 100 ? 0 : sum % 101;
  return `${body.slice(0, 3)}-${body.slice(3, 6)}-${body.slice(6)} ${String(c).padStart(2, '0')}`;
}

/** OCR's look-alikes: 0 read as O, 1 as l or I, 5 as S, 8 as B, at the given share of the digits. */
export function ocr(value, share = 0.5) {
  const swap = { 0: ['O'], 1: ['l', 'I'], 5: ['S'], 8: ['B'] };
  return [...value].map((ch) => (swap[ch] && rand() < share ? pick(swap[ch]) : ch)).join('');
}

const EN_TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** Two digits as an English speaker says them in a group: "oh six", "twelve", "thirty-four". */
export function enPair(s) {
  const n = Number(s);
  if (s[0] === '0') return `oh ${DIGIT_WORDS.en[n]}`;
  if (n < 20) return EN_TEENS[n - 10];
  return EN_TENS[Math.floor(n / 10)] + (n % 10 ? `-${DIGIT_WORDS.en[n % 10]}` : '');
}

const FR_SMALL = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const FR_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];
/** 0-99 in French words, as a phone's pairs are read ("zéro six, douze, trente-quatre"). */
export function frNumber(n) {
  if (n < 20) return FR_SMALL[n];
  if (n < 70) return FR_TENS[Math.floor(n / 10)] + (n % 10 === 1 ? '-et-un' : n % 10 ? `-${FR_SMALL[n % 10]}` : '');
  if (n < 80) return n === 71 ? 'soixante-et-onze' : `soixante-${FR_SMALL[n - 60]}`;
  return n === 80 ? 'quatre-vingts' : `quatre-vingt-${FR_SMALL[n - 80]}`;
}
/** A French phone read pair by pair, a leading zero of a pair said ("zéro six"). */
export const frPairs = (d) =>
  d
    .match(/../g)
    .map((p) => (p[0] === '0' ? `zéro ${FR_SMALL[Number(p[1])]}` : frNumber(Number(p))))
    .join(', ');

const RU_SMALL = [
  'ноль',
  'один',
  'два',
  'три',
  'четыре',
  'пять',
  'шесть',
  'семь',
  'восемь',
  'девять',
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const RU_TENS = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];
const RU_HUNDREDS = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'];
/** A group of one to three digits as a Russian speaker says it ("девятьсот шестнадцать", "ноль пять"). */
export function ruGroup(s) {
  if (s.length > 1 && s[0] === '0') return `ноль ${ruGroup(s.slice(1))}`;
  const n = Number(s);
  if (n < 20) return RU_SMALL[n];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const tail = rest < 20 ? (rest ? RU_SMALL[rest] : '') : RU_TENS[Math.floor(rest / 10)] + (rest % 10 ? ` ${RU_SMALL[rest % 10]}` : '');
  return [RU_HUNDREDS[h], tail].filter(Boolean).join(' ');
}

/** Digits as kanji numerals (〇一二…), the way a Japanese transcript writes a read-out number. */
export const kanji = (d) => [...d].map((c) => '〇一二三四五六七八九'[Number(c)]).join('');
/** Digits as a Chinese speaker reads a phone: 幺 for one, 零 for zero. */
export const zhYao = (d) => [...d].map((c) => '零幺二三四五六七八九'[Number(c)]).join('');
/** Digits as Sino-Korean syllables with 공 for zero (공일공…). */
export const koDigits = (d) => readDigits(d, DIGIT_WORDS.ko, '');
/** Brazilian Portuguese reads six as "meia" in a number said digit by digit. */
export const ptDigits = (d) =>
  readDigits(
    d,
    DIGIT_WORDS.pt.map((w, i) => (i === 6 ? 'meia' : w)),
  );
