import { KO_DIGITS } from './numberWords';

// The words a speaker puts between the groups of a number read aloud, which a speech-to-text engine writes as
// words: Japanese "の" ("〇九〇の四九六三の七七四一", already digits here), Korean "에" after a group and "다시"
// (the dash) between groups ("공일공에 이육칠이에 공사삼삼", "구일공사이이 다시 이일구삼삼칠공"). Read as a dash, the groups
// join into the one number the number-word rules and detectors read.

const D = '[영공일이삼사오육칠팔구]';
// Groups of two digit syllables or more, a space, "에" or "다시" apart, the last one lazily so that the copula or a
// particle after it ("…공사삼삼이에요") is not read as a digit; at least one "에" or "다시" in the chain (plain spaces are
// the number-word rules' own), seven syllables or more.
const KO_CHAIN = new RegExp(
  String.raw`(?<!\p{Script=Hangul})${D}{2,}(?:(?:에\s+|\s+다시\s+|[\s-]+)${D}{2,}?)+(?=(?:이에요|이예요|예요|에요|입니다|이다|이야|이고|이라|으로|로|을|를|이|가|은|는|요)?(?!\p{Script=Hangul}))`,
  'gu',
);
const readKoreanChain = (chain: string): string => {
  if (!/에\s|다시/.test(chain) || chain.replace(/[^영공일이삼사오육칠팔구]/g, '').length < 7) return chain;
  return chain.replace(/에\s+|\s+다시\s+|[\s-]+/g, '-').replace(/[영공일이삼사오육칠팔구]/g, (d) => KO_DIGITS[d] ?? d);
};
// Three groups "の" apart, as a Japanese phone number is said; a year and a count ("2024の100人") are two.
const JA_GROUPS = /(?<!\d)(\d{2,5})の(\d{2,4})の(\d{3,4})(?!\d)/g;

const HAS_HANGUL = /\p{Script=Hangul}/u;

/** The text with the spoken separators between number groups written as dashes. */
export function joinSpokenGroups(text: string): string {
  const ja = text.includes('の') ? text.replace(JA_GROUPS, '$1-$2-$3') : text;
  if (!HAS_HANGUL.test(ja)) return ja;
  return ja.replace(KO_CHAIN, readKoreanChain);
}
