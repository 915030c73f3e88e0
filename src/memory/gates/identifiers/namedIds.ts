import { groupAlternatives, guardFirstCharacter, splitAlternatives } from '../alternation';
import { UNIT_AFTER } from '../lexiconGates';
import { compileWords, entrySource, hasWord } from '../lexiconPatterns';
import { IDENTIFIER_WORDS, wordKey, type IdentifierWord } from './identifierNames';
import { memoize } from './memo';
import { formatVerdict } from './nationalIds';

// Gate 8: a value after a word that names its format ("My RUT is 21.430.110-0018", "Tax File Number: 123 456
// 782", "УНП 190191709", "Registro Único Tributario 21 430 110 0018"), with the words of identifierNames.ts.
// The word alone is ordinary context; a number after it is refused only when a format the word names accepts
// it, or takes its shape and fails only its check digits (a mistyped digit: the word says what the number is,
// and a wrong checksum does not make it anyone else's). After an abbreviation of one or two letters only a
// value the format accepts as it stands counts. Input is canonical.
//
// Why the checksum verdict and not "a value of the right length": measured on the valid values of stdnum's own
// specs named by their words, it refuses 591/629 with the last digit mistyped and 612/660 with a middle one, while
// random digits in the same shape are refused 3652/5480 times: a length rule would take every one of those, but
// the library still refuses a value whose date, region code or prefix is not one (RO CNP, CN RIC, BE NN, CH AHV),
// which no typo in a check digit produces.

const SPACED_LETTER = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

const byKey = (words: readonly IdentifierWord[]) => new Map(words.map((w) => [wordKey(w.word, w.strength), w]));
// Longest first, grouped by leading characters and guarded by the first character (alternation.ts): the same
// matches without trying every name at every position of the text.
const pattern = (words: readonly IdentifierWord[], flags: string) =>
  new RegExp(
    guardFirstCharacter(
      groupAlternatives(
        splitAlternatives([...new Set(words.map((w) => entrySource(w.word)))].sort((a, b) => b.length - a.length).join('|')),
        flags.includes('i'),
      ),
    ),
    flags,
  );

const EXACT = IDENTIFIER_WORDS.filter((w) => w.strength !== 'name');
const FOLDED = IDENTIFIER_WORDS.filter((w) => w.strength === 'name');
const MATCHERS = [
  { re: pattern(EXACT, 'gu'), words: byKey(EXACT), fold: false },
  { re: pattern(FOLDED, 'giu'), words: byKey(FOLDED), fold: true },
];

// A commerce reference word between the name and the number ("RUT paperwork, order number 104729"): the shop's.
const REFERENCE = compileWords('reference');

/** Every identifier word in the text, with what follows it on its line. */
function* namedWords(text: string): Generator<{ readonly word: IdentifierWord; readonly after: string }> {
  for (const { re, words, fold } of MATCHERS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (m[0].length === 0) {
        re.lastIndex += 1;
        continue;
      }
      re.lastIndex = start + 1;
      // A word of a spaced script stands apart from the letters around it; CJK words need no boundary.
      if (SPACED_LETTER.test(m[0].charAt(0)) && WORD_CHAR.test(text.charAt(start - 1))) continue;
      if (SPACED_LETTER.test(m[0].slice(-1)) && SPACED_LETTER.test(text.charAt(end))) continue;
      const word = words.get(wordKey(m[0], fold ? 'name' : 'abbreviation'));
      if (word) yield { word, after: text.slice(end, end + 72).split('\n')[0] ?? '' };
    }
  }
}

// A value: groups of letters and digits joined by single separators. Dates, versions and decimals are not one.
const RUN = /^[A-Za-z\d]+(?:[ .\-/][A-Za-z\d]+)*/;
// A date's outer groups have one, two or four digits (1112.22.333 is a Dutch BSN in its own grouping, no date); a
// version's groups have one to three, but two groups of three after the first are thousands grouping, the way a
// named DNI is written ("DNI 20.123.456").
const NOT_A_VALUE =
  /^(?:v?(?:\d{1,2}|\d{4})[./-]\d{1,2}(?:[./-](?:\d{1,2}|\d{4}))?|v?(?!\d{1,3}(?:\.\d{3}){2,}$)\d{1,3}(?:\.\d{1,3}){1,3}|\d+[.,]\d{1,2})$/i;
const SENTENCE_END = /[.!?;。！？；](?:\s|$)|[。！？；]/u;
// "Nr." and "No." before the number are no sentence end ("USt ID Nr. DE136695976").
const NUMBER_ABBREVIATION = /(?<![\p{L}])(?:no|nr|nro|n|num|nº|n°)\.(?=\s|$)/giu;
/** At most this many words between the name and its value ("RUT de la empresa del usuario: …"). */
const WORDS_BETWEEN = 6;

/** The value after a word, as every run of its first groups (longest first), and the text after each. */
function valuesAfter(after: string): { value: string; rest: string }[] {
  const firstDigit = after.search(/\d/);
  if (firstDigit < 0 || firstDigit > 48) return [];
  let start = firstDigit;
  while (start > 0 && /[A-Za-z]/.test(after.charAt(start - 1))) start -= 1;
  // A country or letter prefix set apart by a dash or a space ("V-12345678-9", "IS 00621", "CHE-100.155.212"), or two
  // groups of capitals, as an Italian codice fiscale is written in its groups ("BNC GLI 86M52 F205I").
  const dashed = /(?<![A-Za-z])(?:[A-Z]{1,4}[ -]){1,2}$/.exec(after.slice(0, start));
  if (dashed) start -= dashed[0].length;
  const between = after.slice(0, start);
  if (
    SENTENCE_END.test(between.replace(NUMBER_ABBREVIATION, '')) ||
    (between.match(/\p{L}+/gu) ?? []).length > WORDS_BETWEEN ||
    hasWord(REFERENCE, between)
  )
    return [];
  const run = RUN.exec(after.slice(start))?.[0] ?? '';
  if (NOT_A_VALUE.test(run)) return [];
  const groups = run.split(/(?=[ .\-/])/).slice(0, 8);
  return groups
    .map((_, i) => groups.slice(0, i + 1).join(''))
    .reverse()
    .map((value) => ({ value, rest: after.slice(start + value.length) }));
}

const compact = (s: string): string => s.replace(/[ .\-/]/g, '').toUpperCase();

// One of the word's formats accepts the value, as written or compacted; or, after a name or a longer
// abbreviation, takes its shape and only its check digits fail (a mistyped digit).
const isNamedValue = memoize((joined: string): boolean => {
  const [wordKey = '', value = ''] = joined.split('\u0000');
  const word = WORD_BY_KEY.get(wordKey);
  if (!word) return false;
  const c = compact(value);
  if (c.length < 6 || c.replace(/\D/g, '').length < 4) return false;
  const verdicts = word.formats.flatMap((f) => [formatVerdict(f.validator, value.toUpperCase()), formatVerdict(f.validator, c)]);
  return verdicts.includes('valid') || (word.strength !== 'short' && verdicts.includes('checksum'));
}, 1024);
const DIGIT = /\d/;
const WORD_BY_KEY = new Map(IDENTIFIER_WORDS.map((w) => [`${w.strength}:${w.word}`, w]));

/** Gate 8: a value after a word naming a national identifier format that accepts it (or nearly). */
export function hasNamedIdentifier(text: string): boolean {
  // Every value read after a word holds a digit: a text without one has none to find.
  if (!DIGIT.test(text)) return false;
  for (const { word, after } of namedWords(text))
    for (const { value, rest } of valuesAfter(after))
      if (!UNIT_AFTER.test(rest) && isNamedValue(`${word.strength}:${word.word}\u0000${value}`)) return true;
  return false;
}
