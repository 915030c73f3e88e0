import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// An end written as a number rather than as a word of now: a bare day of the month after "until" ("jusqu'au 20", "hasta
// el día 5", "até o dia 10", "до 10-го", "15일까지"), a quarter ("through Q3"), or a count of days, weeks or months
// still to run ("for 6 more weeks", "noch 6 Wochen", "por mais 6 semanas", "per altre 6 settimane", "ещё две недели",
// "あと6週間", "还要两周"). A day with a month and a year, or a day that comes back every year, is another class
// (volatileDates.ts); a word of habit keeps the memory stable, as the caller decides. Input is canonical text.

const DAY = String.raw`(?:[12]\d|3[01]|0?[1-9])`;
// Not a time of day, an age or a share: "bis 20 Uhr", "jusqu'au 20h", "hasta los 5 años".
const NOT_UNIT = String.raw`(?![\d.,:]\d|\s*(?:h|uhr|heures?|ore|horas?|hrs?|час\p{L}*|%|ans?|anos?|anni|лет|года?|jahre?n?|years?)(?![\p{L}]))`;
// A day with its year is a dated fact ("bis 15.03.2027", "hasta el 5 de mayo de 2019"), judged elsewhere.
const NO_YEAR = String.raw`(?![^.;!?]{0,16}\d{4})`;
const COUNT_EN = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of|several)`;
const COUNT_DE = String.raw`(?:\d+|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|ein\s+paar|einige)`;
const COUNT_RO = String.raw`(?:\d+|deux|trois|quatre|cinq|six|sept|huit|dix|dos|tres|cuatro|cinco|seis|siete|ocho|diez|dois|duas|quatro|sete|oito|dez|due|tre|quattro|cinque|sei|sette|otto|dieci|quelques|algunos|algunas|alguns|algumas|qualche|pochi|poche)`;
const COUNT_RU = String.raw`(?:\d+|две|два|три|четыре|пять|шесть|семь|восемь|несколько|пару|пара)`;

const END_COUNT: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:until|till|til|through|thru|by)\s+(?:the\s+end\s+of\s+)?q[1-4]\b|\bfor\s+(?:another\s+${COUNT_EN}|${COUNT_EN}\s+more)\s+(?:days?|weeks?|months?)\b|\b(?:another|${COUNT_EN}\s+more)\s+(?:days?|weeks?|months?)\s+(?:to\s+go|left)\b`,
  de: String.raw`\bnoch\s+(?:fur\s+)?${COUNT_DE}\s+(?:tage|wochen|monate)\b|\b(?:weitere|fur\s+weitere)\s+${COUNT_DE}\s+(?:tage|wochen|monate)\b|\bbis\s+(?:zum\s+|ende\s+)?q[1-4]\b`,
  fr: String.raw`\bjusqu['’]au\s+${DAY}(?:er)?\b${NOT_UNIT}${NO_YEAR}|\b(?:encore|pendant\s+encore|pour\s+encore)\s+${COUNT_RO}\s+(?:jours|semaines|mois)\b|\b${COUNT_RO}\s+(?:jours|semaines|mois)\s+de\s+plus\b`,
  es: String.raw`\bhasta\s+el\s+(?:dia\s+)?${DAY}\b${NOT_UNIT}${NO_YEAR}|\b(?:por|durante)\s+${COUNT_RO}\s+(?:semanas|dias|meses)\s+mas\b|\botr[oa]s\s+${COUNT_RO}\s+(?:semanas|dias|meses)\b`,
  pt: String.raw`\bate\s+(?:o\s+)?dia\s+${DAY}\b${NOT_UNIT}${NO_YEAR}|\bpor\s+mais\s+${COUNT_RO}\s+(?:dias|semanas|meses)\b|\bmais\s+${COUNT_RO}\s+(?:dias|semanas|meses)\s+(?:de|pela\s+frente)\b`,
  it: String.raw`\bfino\s+al\s+${DAY}\b${NOT_UNIT}${NO_YEAR}|\bper\s+(?:altr[ei]|ancora)\s+${COUNT_RO}\s+(?:giorni|settimane|mesi)\b|\bancora\s+per\s+${COUNT_RO}\s+(?:giorni|settimane|mesi)\b`,
  ru: String.raw`(?<![\p{L}])до\s+${DAY}-?(?:го|е|ого)(?![\p{L}])(?!\s+(?:января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря))|(?<![\p{L}])ещ[её]\s+(?:на\s+)?${COUNT_RU}\s+(?:дн\p{L}*|недел\p{L}*|месяц\p{L}*)`,
  zh: String.raw`(?:还要|還要|还得|還得|再)(?:\d+|[一二两兩三四五六七八九十几幾]+)(?:个|個)?(?:星期|周|週|礼拜|禮拜|月|天)`,
  ja: String.raw`あと\s?(?:\d+|[一二三四五六七八九十数]+)\s?(?:日間|週間|か月|ヶ月|カ月)`,
  ko: String.raw`(?<![\d월년]\s?)(?<![\d])${DAY}일까지|앞으로\s?(?:\d+|[한두세네]|몇)\s?(?:주|달|개월|일)\s?(?:더|간|동안)`,
};

const END_COUNT_OF = cued(new RegExp(union(END_COUNT), 'iu'));
// Cheap prefilter: a digit, a quarter or a word of "more / still" the classes need.
const HINT = cued(
  new RegExp(
    canonicalize(String.raw`\d|\b(?:another|more|noch|weitere|encore|plus|otr[oa]s|mais|altr[ei]|ancora)\b|ещ[её]|还|還|再|あと|앞으로`),
    'iu',
  ),
);

/** An end written as a bare day, a quarter or a count still to run: temporary. */
export const hasEndAsCount = (text: string): boolean => HINT.test(text) && END_COUNT_OF.test(text);
