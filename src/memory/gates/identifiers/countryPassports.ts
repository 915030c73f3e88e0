import { escapeRegExp } from '../alternation';
import { canonicalize } from '../canonical';
import { CHINESE_COUNTRY_NAMES } from './countryNames.data';

// A passport named by its country is a nationality, not a document's number: "holds a German and an Italian passport",
// "has Irish and British passports", "持中国护照", "有德国和意大利两本护照". The older English and Chinese keyword rules
// refuse the bare word "passport" / "护照" (personalKeywords.ts); these phrases are read away before them, so a
// passport with its number ("German passport no. C01X00T47", "中国护照号E12345678", "US passport 573481290") is still
// refused, there and by the identifier rules of every language, which read the whole text.
// English names a country by an adjective or an abbreviation written with a capital ("German", "US", "U.K."), after an
// article, a possessive, "both", "and" or a verb of having, so that a sentence's first word is not taken for one.
// Chinese names it by the country's name (CLDR's, countryNames.data.ts). Input is canonical text.

const NATION_EN = String.raw`(?:\p{Lu}\p{Ll}+(?:[-\s]\p{Lu}\p{Ll}+)?|\p{Lu}{2,3}|U\.S\.|U\.K\.)`;
const BEFORE_EN = String.raw`(?:an?|the|his|her|their|my|our|both|two|and|dual|holds?|has|have|carries|carry|with|owns?)`;
const NOT_A_VALUE_AFTER = String.raw`(?![^\S\n]*(?:no\.?|number|num|nr|#|id|:|is|was)?[^\S\n]*\p{Lu}{0,3}\d)`;
const COUNTRY_PASSPORTS_EN = new RegExp(
  String.raw`(?<![\p{L}])${BEFORE_EN}\s+(?:${NATION_EN}\s*(?:,|and|or|&)\s*(?:an?\s+)?)*${NATION_EN}\s+passports?(?![\p{L}])${NOT_A_VALUE_AFTER}`,
  'gu',
);

const COUNTRY = `(?:${CHINESE_COUNTRY_NAMES.map((name) => escapeRegExp(canonicalize(name))).join('|')})`;
const TWO = String.raw`(?:两|兩|双|雙|两个|兩個|两本|兩本)`;
const COUNTRY_PASSPORTS_ZH = new RegExp(
  String.raw`(?:${COUNTRY}(?:(?:和|与|與|及|、|跟)${COUNTRY})*(?:的)?${TWO}?|${TWO})(?:护照|護照)(?!号|號|编号|編號|[\s:：是为為]*[A-Za-z]{0,2}\d)`,
  'gu',
);

// A number may come later in the sentence ("持美国护照，号码是573481290"): then the passport stays a document.
const SENTENCE_END = /[.!?。！？\n]/u;
const HAS_VALUE = /(?<![\p{L}\p{N}])\p{Lu}{0,2}\d{5,}|(?=[A-Z\d]*\p{Lu})(?=[A-Z\d]*\d)[A-Z\d]{6,}/u;
const readAway =
  (as: string) =>
  (phrase: string, offset: number, whole: string): string => {
    const rest = whole.slice(offset + phrase.length).split(SENTENCE_END)[0] ?? '';
    return HAS_VALUE.test(rest) ? phrase : as;
  };

/** The text with every passport named by its country, and no number after it, read as "nationality" (canonical text). */
export function withoutCountryPassports(text: string): string {
  const en = /passport/i.test(text) ? text.replace(COUNTRY_PASSPORTS_EN, readAway(' nationality ')) : text;
  return /护照|護照/.test(en) ? en.replace(COUNTRY_PASSPORTS_ZH, readAway('国籍')) : en;
}
