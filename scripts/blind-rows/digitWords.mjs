// The words for the digits 0-9 in the languages of the blind gate rounds, shared by their generators (a value read
// aloud digit by digit: "zwei null vier …", "二零四…"), and the one way they are read.
const HAN = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
export const DIGIT_WORDS = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  de: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  pt: ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
  it: ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'],
  ru: ['ноль', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  ja: ['ゼロ', 'いち', 'に', 'さん', 'よん', 'ご', 'ろく', 'なな', 'はち', 'きゅう'],
  ko: ['공', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'],
  zh: HAN,
  zht: HAN,
};

/** A value's ASCII digits read one by one in the given words, joined by `sep`; other characters are dropped. */
export const readDigits = (value, words, sep = ' ') =>
  [...value]
    .filter((ch) => /[0-9]/u.test(ch))
    .map((ch) => words[Number(ch)])
    .join(sep);
