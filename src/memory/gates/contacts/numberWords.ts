// Digits written as words in the languages of lexicons/: "vier acht zwei eins", "zéro six douze…",
// "ноль девять один…", "공일공 일이삼사 오육칠팔". Four or more in a row read as digits, so a PIN or a phone
// number cannot be spelled past the gates; fewer are prose ("zwei oder drei"). English keeps its own rule
// (canonical.ts, seven words); Chinese and Japanese numerals are read there too. Runs on text whose marks
// are already dropped (zéro → zero, fünf → funf) and before Cyrillic letters are folded to Latin.

const WORDS: Readonly<Record<string, string>> = {
  // de
  null: '0',
  eins: '1',
  zwei: '2',
  zwo: '2',
  drei: '3',
  vier: '4',
  funf: '5',
  sechs: '6',
  sieben: '7',
  acht: '8',
  neun: '9',
  // fr
  zero: '0',
  un: '1',
  une: '1',
  deux: '2',
  trois: '3',
  quatre: '4',
  cinq: '5',
  six: '6',
  sept: '7',
  huit: '8',
  neuf: '9',
  // es
  cero: '0',
  uno: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
  // pt ("meia" is six when Brazilians read out a number)
  um: '1',
  dois: '2',
  duas: '2',
  quatro: '4',
  sete: '7',
  oito: '8',
  nove: '9',
  meia: '6',
  // it
  due: '2',
  tre: '3',
  quattro: '4',
  cinque: '5',
  sei: '6',
  sette: '7',
  otto: '8',
  // ru
  ноль: '0',
  нуль: '0',
  один: '1',
  одна: '1',
  два: '2',
  две: '2',
  три: '3',
  четыре: '4',
  пять: '5',
  шесть: '6',
  семь: '7',
  восемь: '8',
  девять: '9',
};

const WORD = `(?:${Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const NOT_LETTER_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const NOT_LETTER_AFTER = String.raw`(?![\p{L}\p{N}])`;
const RUN = new RegExp(String.raw`${NOT_LETTER_BEFORE}${WORD}${NOT_LETTER_AFTER}(?:[\s,-]+${WORD}${NOT_LETTER_AFTER}){3,}`, 'giu');
const ONE = new RegExp(`${NOT_LETTER_BEFORE}${WORD}${NOT_LETTER_AFTER}`, 'giu');

// Sino-Korean digits, one syllable each, read in groups ("공일공 일이삼사 오육칠팔"): seven or more
// syllables in groups of two or more, none touching another Hangul syllable ("사이", between, is a word).
export const KO_DIGITS: Readonly<Record<string, string>> = {
  영: '0',
  공: '0',
  일: '1',
  이: '2',
  삼: '3',
  사: '4',
  오: '5',
  육: '6',
  칠: '7',
  팔: '8',
  구: '9',
};
const KO_RUN = /(?<!\p{Script=Hangul})[영공일이삼사오육칠팔구]{2,}(?:[\s-]+[영공일이삼사오육칠팔구]{2,})+(?!\p{Script=Hangul})/gu;
// Written solid, nine syllables or more ("제 번호는 공일공이공공공공일일팔이에요"): no Korean word is that long a string of
// digit syllables. The run may end in the copula or a particle ("…팔이에요", "…팔로", "…팔입니다"); read lazily, so the
// copula's 이 is not taken for a two.
const KO_SOLID =
  /(?<!\p{Script=Hangul})[영공일이삼사오육칠팔구]{9,}?(?=(?:이에요|이예요|예요|에요|입니다|이다|이야|이고|이라|으로|로|을|를|이|가|은|는|요)?(?!\p{Script=Hangul}))/gu;

// Read one syllable at a time, a space or a dash apart ("공 일 공 이 공 공 공 팔 이 육 이입니다"): seven or more, none
// touching another syllable but the last, which may carry the copula or a particle as the solid run's does.
const KO_SPACED =
  /(?<!\p{Script=Hangul})(?:[영공일이삼사오육칠팔구][\s-]+){6,}[영공일이삼사오육칠팔구](?=(?:이에요|이예요|예요|에요|입니다|이다|이야|이고|이라|으로|로|을|를|이|가|은|는|요)?(?!\p{Script=Hangul}))/gu;

// Japanese digits read out in kana, as a phone number is said ("ゼロキューゼロ、イチニーサンヨン…"), in the
// canonical form (voiced marks dropped: ゼロ reads セロ, ゴー reads コー): seven or more digits in a run that
// touches no other kana. Every reading of 0–9, katakana and hiragana.
const KANA_DIGITS: Readonly<Record<string, string>> = {
  セロ: '0',
  レイ: '0',
  マル: '0',
  イチ: '1',
  ニー: '2',
  ニ: '2',
  サン: '3',
  ヨン: '4',
  ヨー: '4',
  ヨ: '4',
  シ: '4',
  コー: '5',
  コ: '5',
  ロク: '6',
  ナナ: '7',
  シチ: '7',
  ハチ: '8',
  キュウ: '9',
  キュー: '9',
  ク: '9',
};
const toHiragana = (s: string): string => s.replace(/[\u30A1-\u30F6]/g, (c) => String.fromCharCode((c.codePointAt(0) ?? 0) - 0x60));
const KANA_READINGS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(KANA_DIGITS).flatMap(([k, d]) => [
    [k, d],
    [toHiragana(k), d],
    [toHiragana(k).replace('ー', 'う'), d],
  ]),
);
const alternation = (readings: readonly string[]): string => `(?:${[...readings].sort((a, b) => b.length - a.length).join('|')})`;
const KATAKANA_READING = alternation(Object.keys(KANA_DIGITS));
const HIRAGANA_READING = alternation(Object.keys(KANA_READINGS).filter((k) => !(k in KANA_DIGITS)));
// A run stands apart from other words of its own script: katakana readings may touch a particle in hiragana
// ("携帯はゼロキュー…"); hiragana ones a single particle after a word of another script ("携帯はれいきゅう…")
// and a copula or particle after them ("…はちです").
// The copula and the particles after a run, as written and in the canonical form the gates read, whose voiced marks
// are dropped (です reads てす, だ た, で て).
const KANA_COPULA = '(?:です|てす|だ|た|で|て|に|を|へ|まで)';
const KATAKANA = String.raw`[\p{Script=Katakana}ー]`;
const NOT_HIRAGANA = String.raw`[^\p{Script=Hiragana}ー]`;
const kanaRun = (reading: string, before: string, after: string) =>
  new RegExp(String.raw`${before}${reading}(?:[、,\s・.-]*${reading}){6,}${after}`, 'gu');
const KATAKANA_RUN = kanaRun(KATAKANA_READING, `(?<!${KATAKANA})`, `(?!${KATAKANA})`);
const HIRAGANA_RUN = kanaRun(
  HIRAGANA_READING,
  String.raw`(?<=^|${NOT_HIRAGANA}|${NOT_HIRAGANA}[はがをのも])`,
  String.raw`(?=$|${NOT_HIRAGANA}|${KANA_COPULA}(?:$|${NOT_HIRAGANA}))`,
);
// A run may mix the scripts, as people type (the zero in katakana, the rest in hiragana: "ゼロきゅうゼロはちに…"): every
// reading of either script, standing apart from kana of both scripts as the hiragana run does.
const NOT_KANA = String.raw`[^\p{Script=Hiragana}\p{Script=Katakana}ー]`;
const MIXED_KANA_RUN = kanaRun(
  alternation(Object.keys(KANA_READINGS)),
  String.raw`(?<=^|${NOT_KANA}|${NOT_KANA}[はがをのも])`,
  String.raw`(?=$|${NOT_KANA}|${KANA_COPULA}(?:$|${NOT_KANA}))`,
);
/** Every kana reading of a digit, katakana and hiragana, in the canonical form, longest first (a pattern's source). */
export const KANA_DIGIT_READING = alternation(Object.keys(KANA_READINGS));
const KANA_ONE = new RegExp(KANA_DIGIT_READING, 'gu');
const KANA_PREFIX = new RegExp(
  String.raw`(?<!${KATAKANA})((?:${KATAKANA_READING}){2,4})(?:の|[、,\s-])(\d{3,4})(?:の|[、,\s-])(\d{4})(?!\d)`,
  'gu',
);
const readKana = (run: string): string => run.replace(KANA_ONE, (r) => KANA_READINGS[r] ?? r).replace(/[、,\s・.-]+/g, '');
// Or any group in kana among figures ("080 さんきゅういちなな 4826"): three groups or four, kana and figures both, nine
// digits or more, a kana group standing apart from other kana.
const KANA_GROUP = String.raw`(?:${KANA_DIGIT_READING}){2,4}(?![\p{Script=Hiragana}\p{Script=Katakana}ー])`;
const FIGURE_GROUP = String.raw`\d{2,4}(?!\d)`;
const KANA_MIXED = new RegExp(
  String.raw`(?<![\d\p{Script=Hiragana}\p{Script=Katakana}ー])(?:${KANA_GROUP}|${FIGURE_GROUP})(?:(?:[\s、,・-]+|の)(?:${KANA_GROUP}|${FIGURE_GROUP})){2,3}`,
  'gu',
);
const readKanaMixed = (run: string): string => {
  if (!/\d/.test(run) || !HAS_KANA.test(run.replace(/の/g, ''))) return run;
  const groups = run.split(/[\s、,・-]+|の/u).map((g) => (/^\d+$/.test(g) ? g : readKana(g)));
  return groups.every((g) => /^\d+$/.test(g)) && groups.join('').length >= 9 ? groups.join('-') : run;
};

// A number said with its first digits in words and the rest in figures, in groups a comma or a space apart ("null
// eins sieben sechs, 420 11 873", "le zéro six, 38, 59, 89, 01"): two words or more and nine digits or more in all
// read as one number, as the spoken prefix of a phone number is. "sechs, 12, 18 und 24 Monate" has too few digits.
const MIXED_RUN = new RegExp(
  String.raw`${NOT_LETTER_BEFORE}(?:${WORD}|\d{1,4})${NOT_LETTER_AFTER}(?:[\s,-]+(?:${WORD}|\d{1,4})${NOT_LETTER_AFTER}){2,}`,
  'giu',
);
const readMixed = (run: string): string => {
  const words = run.match(ONE)?.length ?? 0;
  const read = run.replace(ONE, (w) => WORDS[w.toLowerCase()] ?? w).replace(/[\s,-]+/g, '');
  return words >= 2 && /\d/.test(run.replace(ONE, '')) && read.length >= 9 ? read : run;
};
// Korean and Japanese say the prefix of a mobile number and write the rest ("공일공 5065 8049", "ゼロキューゼロの2081の9679").
const KO_PREFIX = /(?<!\p{Script=Hangul})([영공일이삼사오육칠팔구]{2,4})[\s-]+(\d{3,4})[\s-]+(\d{4})(?!\d)/gu;
// Or any group in words among figures ("010 사팔이칠 3916으로"): three groups, words and figures both, nine digits or more.
const KO_GROUP = String.raw`(?:[영공일이삼사오육칠팔구]{2,4}(?!\p{Script=Hangul})|\d{2,4}(?!\d))`;
const KO_MIXED = new RegExp(String.raw`(?<![\p{Script=Hangul}\d])${KO_GROUP}(?:[\s-]+${KO_GROUP}){2,3}`, 'gu');
const readKoreanMixed = (run: string): string => {
  if (!/\d/.test(run) || !/[영공일이삼사오육칠팔구]/.test(run)) return run;
  const read = run.replace(/[영공일이삼사오육칠팔구]/g, (d) => KO_DIGITS[d] ?? d);
  return read.replace(/\D/g, '').length >= 9 ? read.replace(/[\s]+/g, '-') : run;
};

// The Korean and kana runs only where there is Hangul or kana: other text pays one character-class test for each.
const HAS_HANGUL = /\p{Script=Hangul}/u;
const HAS_KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const readKoreanRuns = (words: string): string =>
  words
    .replace(KO_MIXED, readKoreanMixed)
    .replace(KO_RUN, (run) =>
      run.replace(/[\s-]/g, '').length >= 7 ? run.replace(/[영공일이삼사오육칠팔구]/g, (d) => KO_DIGITS[d] ?? d) : run,
    )
    .replace(KO_SOLID, (run) => run.replace(/[영공일이삼사오육칠팔구]/g, (d) => KO_DIGITS[d] ?? d))
    .replace(KO_SPACED, (run) => run.replace(/[영공일이삼사오육칠팔구]/g, (d) => KO_DIGITS[d] ?? d).replace(/[\s-]/g, ''));

export function readNumberWords(text: string): string {
  const words = text
    .replace(MIXED_RUN, readMixed)
    .replace(RUN, (run) => run.replace(ONE, (w) => WORDS[w.toLowerCase()] ?? w).replace(/[\s,]+/g, ''))
    .replace(KO_PREFIX, (_, prefix: string, a: string, b: string) => `${prefix.replace(/./gu, (d) => KO_DIGITS[d] ?? d)}${a}${b}`)
    .replace(KANA_PREFIX, (_, prefix: string, a: string, b: string) => `${readKana(prefix)}${a}${b}`);
  const korean = HAS_HANGUL.test(words) ? readKoreanRuns(words) : words;
  if (!HAS_KANA.test(korean)) return korean;
  return korean
    .replace(KANA_MIXED, readKanaMixed)
    .replace(MIXED_KANA_RUN, readKana)
    .replace(KATAKANA_RUN, readKana)
    .replace(HIRAGANA_RUN, readKana);
}
