import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A school or work holiday named as this one: "this summer break", "diese Sommerferien", "ces vacances", "estas
// vacaciones", "nestas férias", "queste vacanze", "в эти каникулы", "这个暑假", "今年の夏休み", "이번 방학". A routine said
// inside it ("swims every morning this summer break", "Nestas férias nado todas as manhãs") lasts only as long, so this
// is read before words of frequency; the holiday named bare ("nas férias", "in den Sommerferien") is as often the custom
// of every year and is not. Input is canonical text.

const THIS_HOLIDAY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bthis\s+(?:(?:summer|winter|spring|autumn|fall|christmas|easter|school|semester)\s+)?(?:break|vacation|holidays?|half-term|recess)\b`,
  de: String.raw`\bdiese[nrms]?\s+(?:\p{L}*ferien|\p{L}*urlaubs?)\b`,
  fr: String.raw`\b(?:ces|cette)\s+(?:vacances|conges)\b`,
  es: String.raw`\bestas\s+vacaciones\b`,
  pt: String.raw`\b(?:nestas|estas|nessas|essas)\s+ferias\b`,
  it: String.raw`\bqueste\s+(?:vacanze|ferie)\b`,
  ru: String.raw`(?<![\p{L}])(?:эти|этих)\s+(?:каникулы|каникулах|праздники|праздниках)(?![\p{L}])|(?<![\p{L}])(?:в\s+)?(?:этот|этом)\s+отпуск[еа]?(?![\p{L}])`,
  zh: String.raw`(?:这个|這個|今年|这次|這次|今年的)(?:暑假|寒假|假期|长假|長假)`,
  ja: String.raw`(?:今年の|この|今度の|今回の)(?:夏休み|冬休み|春休み|連休|休暇)`,
  ko: String.raw`(?:이번|올해)\s?(?:여름\s?|겨울\s?)?(?:방학|휴가|연휴)`,
};

// A word of "every year" makes the holiday the custom again ("this holiday season, every year").
const YEARLY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`(?:every|each)\s+year|annually`,
  de: String.raw`jedes\s+jahr|jahrlich`,
  fr: String.raw`chaque\s+annee|tous\s+les\s+ans`,
  es: String.raw`cada\s+ano|todos\s+los\s+anos`,
  pt: String.raw`todo\s+ano|todos\s+os\s+anos|cada\s+ano`,
  it: String.raw`ogni\s+anno|tutti\s+gli\s+anni`,
  ru: String.raw`(?<![\p{L}])(?:каждый\s+год|ежегодно)(?![\p{L}])`,
  zh: String.raw`每年`,
  ja: String.raw`毎年`,
  ko: String.raw`매년|해마다`,
};

const THIS_HOLIDAY_OF = cued(new RegExp(union(THIS_HOLIDAY), 'iu'));
const YEARLY_OF = new RegExp(union(YEARLY), 'iu');

/** A school or work holiday named as this one: temporary, even with a routine inside it, unless it comes every year. */
export const hasThisHoliday = (text: string): boolean => THIS_HOLIDAY_OF.test(text) && !YEARLY_OF.test(text);
