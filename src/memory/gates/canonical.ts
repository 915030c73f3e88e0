import { readNumberGroups } from './contacts/numberGroups';
import { readNumberWords } from './contacts/numberWords';
import { joinSpokenGroups } from './contacts/spokenSeparators';
import { joinOddSeparators } from './contacts/oddSeparators';

// The canonical scanning form for gates 8–10 (docs/memory-gates.md). It is never stored or shown: it only makes
// the many ways of writing the same thing look alike to the rules, so that an evasion (a zero-width
// joiner inside a key, Devanagari digits in a phone number, a Cyrillic "а" in "pаssword", an en dash
// between digit groups) cannot carry content past a gate.

// Every default-ignorable code point (the Unicode property, not a hand list), plus the C0/C1 controls
// other than tab and line feed, which NFKC keeps.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const IGNORABLE = /[\p{Default_Ignorable_Code_Point}\u0000-\u0008\u000B-\u001F\u007F-\u009F]/gu;

const isDecimalDigit = (cp: number): boolean => cp >= 0 && /\p{Nd}/u.test(String.fromCodePoint(cp));

/**
 * Unicode puts every decimal digit set in one contiguous run from 0 to 9, so a digit's value is how
 * far it sits above the start of its run.
 */
function digitValue(cp: number): number {
  let value = 0;
  while (value < 9 && isDecimalDigit(cp - value - 1)) value += 1;
  return value;
}

const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/gu;
const asciiDigits = (s: string): string => s.replace(NON_ASCII_DIGIT, (d) => String(digitValue(d.codePointAt(0) ?? 0)));

// Chinese numerals as people write digit strings ("幺三八…", "一三九…"), not quantities (十/百/千 are
// never digits): a run of three or more, or one touching ASCII digits, reads as digits.
const CN_DIGITS: Readonly<Record<string, string>> = {
  〇: '0',
  零: '0',
  一: '1',
  幺: '1',
  二: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
};
const CN_DIGIT_RUN = /[〇零一幺二三四五六七八九0-9][ -]?(?:[〇零一幺二三四五六七八九0-9][ -]?){2,}/g;
const chineseDigits = (s: string): string =>
  s.replace(CN_DIGIT_RUN, (run) =>
    /[〇零一幺二三四五六七八九]/.test(run) ? run.replace(/[〇零一幺二三四五六七八九]/g, (c) => CN_DIGITS[c] ?? c) : run,
  );

// Separator look-alikes: every dash (\p{Pd}, the minus sign, small/full-width hyphen-minus), the dots
// and bullets written between digit groups, and the slash look-alikes.
const DASHES = /[\p{Pd}\u2212\u2796\uFE63\uFF0D]/gu;
const DOTS = /[\u00B7\u2022\u2024\u2027\u2219\u22C5\u30FB\u3002\uFF0E\uFF61\u0387]/g;
const SLASHES = /[\u2044\u2215\u2571\u29F8\uFF0F]/g;
// Japanese writes a phone number's dashes with the long-vowel mark ("080ー5512ー9937"), box drawing lines stand in for
// them too: between two digits they are dashes (elsewhere ー lengthens a kana and stays).
const DIGIT_DASHES = /(?<=\d)[\u30FC\u2500\u2501](?=\d)/gu;
// Markdown bold around a label ("**Password:** …", "**Tu:** …", "**密码**：…") is markup, not text: the label is read as
// if typed plainly. Bold elsewhere is left, as chat exports set a speaker's name in it ("**Camille Roux** — 17:59").
const BOLD_LABEL = /\*\*([^*\n]{1,40}?)(?:\*\*[ \t]?([:：])|([:：])[ \t]?\*\*)/g;

// Latin look-alikes from Cyrillic and Greek that are used to hide keywords and key prefixes.
const CONFUSABLES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  А: 'A',
  В: 'B',
  Е: 'E',
  Ё: 'E',
  І: 'I',
  Ї: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  Ԁ: 'D',
  Ԛ: 'Q',
  Ԝ: 'W',
  Һ: 'H',
  Ӏ: 'I',
  ɑ: 'a',
  ɡ: 'g',
  ı: 'i',
  ȷ: 'j',
  օ: 'o',
  ս: 'u',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ς: 's',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};
const CONFUSABLE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'g');
const foldConfusables = (s: string): string => s.replace(CONFUSABLE, (c) => CONFUSABLES[c] ?? c);

// Digits spelled out in English ("five five five one two three four…"): seven or more in a row read as
// digits, so a phone number cannot be written in words. Fewer are ordinary prose ("one or two").
const WORD_DIGITS: Readonly<Record<string, string>> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const WORD_DIGIT = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)';
const WORD_DIGIT_RUN = new RegExp(String.raw`\b${WORD_DIGIT}(?:[\s,-]+${WORD_DIGIT}){6,}\b`, 'gi');
const spelledDigits = (s: string): string =>
  s.replace(WORD_DIGIT_RUN, (run) =>
    run.replace(new RegExp(WORD_DIGIT, 'gi'), (w) => WORD_DIGITS[w.toLowerCase()] ?? w).replace(/[\s,]+/g, ''),
  );

const COMBINING_MARK = /\p{M}/gu;

// A word spelled out letter by letter, the letters a space, a dot or a dash apart ("P I N", "P.I.N.", "p-a-s-s-w-o-r-d", the same mark between every two,
// "П и н", "暗 証 番 号", "비 밀 번 호는"), reads as the word: three letters or more, each standing alone (a letter of a
// script without spaces, or a Hangul syllable, may have its particle glued to the last one). Words of one letter
// ("a", "y", "и") rarely stand three in a row, and joined they name nothing the rules look for.
const SPACED_LETTERS =
  /(?:(?<![\p{L}\p{N}.-])\p{L}|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])([ .-])(?:\p{L}(?![\p{L}\p{N}])\1)+(?:\p{L}(?![\p{L}\p{N}])|[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}])(?:\1(?=\s\p{Ll}))?/gu;
// Chinese, Japanese and Korean words of one character set a space apart in a longer run are a list (the twelve words of
// a recovery phrase in the Chinese list), not one word spelled out: a run of more than six such characters stays.
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HANGUL = /\p{Script=Hangul}/gu;
const joinRun = (run: string): string =>
  (run.match(CJK_CHAR)?.length ?? 0) > 6 || (run.match(HANGUL)?.length ?? 4) < 4 ? run : run.replace(/[ .-]/g, '');
// A text with "@" may spell an address letter by letter ("c l a i r e . m o r e l @ o r a n g e . f r"), which the
// contact rules read in its spaced form: there nothing is joined. A Hangul syllable starts a run only standing alone,
// as Korean sets its words of one syllable apart ("결혼 전 성"), and only four syllables or more are one word spelled.
// A dotted run's own last dot goes with it before a word in lower case ("O P.I.N. do cartão"), a sentence's end stays.
const joinSpacedLetters = (s: string): string =>
  /\p{L}[ .-]\p{L}[ .-]\p{L}/u.test(s) && !s.includes('@') ? s.replace(SPACED_LETTERS, joinRun) : s;

// A digit's look-alike from Cyrillic or Greek typed in a number ("RSSMRA85T1ОH501Z" with a Cyrillic О, "1З5" with a
// Cyrillic З) is that digit: no word of those scripts touches a digit with no space between.
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = { О: '0', о: '0', Ο: '0', ο: '0', З: '3', з: '3' };
const LOOKALIKE_BY_DIGIT = /(?<=\d)[ОоΟοЗз]|[ОоΟοЗз](?=\d)/g;
// French sets its guillemets a space apart from what they quote ("« Tournesol2024 »"); the quoted value reads as it
// does in guillemets without spaces.
const GUILLEMET_SPACE = /(?<=«) +| +(?=»)/g;
const foldDigitLookalikes = (s: string): string => s.replace(LOOKALIKE_BY_DIGIT, (c) => DIGIT_LOOKALIKES[c] ?? c);

export const stripIgnorable = (s: string): string => s.replace(IGNORABLE, '');

/**
 * The form gates 8–10 scan: NFKC, default-ignorables and controls removed, every decimal digit and
 * Chinese digit runs as ASCII digits, separator look-alikes unified, Markdown bold around a label dropped, homoglyphs folded to
 * Latin, line breaks kept (gate 10 needs them). Same length or shorter than the input, and idempotent.
 */
// Combining marks are dropped (decompose, strip, recompose), so "p̲a̲s̲s̲w̲o̲r̲d̲" or "pa̶ssword" read
// plainly; Hangul recomposes, and CJK characters carry no marks.
const plainForm = (s: string): string =>
  stripIgnorable(stripIgnorable(s).normalize('NFKD')).replace(COMBINING_MARK, '').normalize('NFKC').replace(/\r\n?/g, '\n');
const readWords = (s: string): string => readNumberWords(spelledDigits(readNumberGroups(joinSpokenGroups(s))));
const longRuns = (s: string): string[] => s.match(/\d{7,}/g) ?? [];

/**
 * Whether the text spells out a number of seven digits or more in words of any language ("восемь девятьсот
 * шестнадцать…", "seiscientos doce, trescientos…", "ゼロキューゼロ…"). Nobody writes a price, a year or an
 * order number that way: spelled out, a long number is a phone number or an identifier said aloud.
 */
export function spellsLongNumber(s: string): boolean {
  const digits = chineseDigits(asciiDigits(plainForm(s)));
  const read = readWords(digits);
  if (read === digits) return false;
  const before = new Set(longRuns(digits));
  return longRuns(read).some((run) => !before.has(run) && !isCounting(run));
}

/** Counting read as digits: "dix, vingt, trente, quarante…" (1020304050), "one two three … seven" (1234567). */
function isCounting(run: string): boolean {
  for (let first = 1; first <= 3; first += 1)
    for (let second = 1; second <= 3; second += 1) {
      const a = Number(run.slice(0, first));
      const step = Number(run.slice(first, first + second)) - a;
      if (step === 0 || run[0] === '0') continue;
      let sequence = '';
      for (let n = a; sequence.length < run.length && n >= 0; n += step) sequence += String(n);
      if (sequence === run) return true;
    }
  return false;
}

/**
 * Whether a canonical text holds a digit: canonical form writes every digit (of any script, or a run of number words)
 * as an ASCII one, so the rules that read numbers skip a text without any at the cost of one search.
 */
export const hasDigit = (canonical: string): boolean => /[0-9]/.test(canonical);

export function canonicalize(s: string): string {
  const plain = joinSpacedLetters(foldDigitLookalikes(plainForm(s))).replace(GUILLEMET_SPACE, '');
  return foldConfusables(
    readWords(joinOddSeparators(chineseDigits(asciiDigits(plain))))
      .replace(DASHES, '-')
      .replace(DIGIT_DASHES, '-')
      .replace(BOLD_LABEL, '$1$2$3')
      .replace(DOTS, '.')
      .replace(SLASHES, '/'),
  );
}
