import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verdictOf } from '../__fixtures__/verdictOf';
import { canonicalize, spellsLongNumber } from '../canonical';
import { spellingsOf } from './numberGroups';

// Generated from the data: numbers read out in groups of three where a hundred is one word (ru, es, pt, it),
// Japanese digits read in kana, and any long number spelled out, refused without a word naming it; counting
// in words passes.

const byDigits = (lang: string): Map<string, string[]> => {
  const map = new Map<string, string[]>();
  for (const [spelling, digits] of spellingsOf(lang)) map.set(digits, [...(map.get(digits) ?? []), spelling]);
  return map;
};

describe('numbers read out in groups of three', () => {
  it.each(['ru', 'es', 'pt', 'it'])(
    'Given nine digits said in three groups of three in %s, then they read as digits and are refused',
    (lang) => {
      const spellings = byDigits(lang);
      const group = fc
        .integer({ min: 101, max: 999 })
        .chain((n) => fc.constantFrom(...(spellings.get(String(n)) ?? [])).map((w) => [String(n), w] as const));
      fc.assert(
        fc.property(fc.array(group, { minLength: 3, maxLength: 3 }), (groups) => {
          const said = groups.map(([, w]) => w).join(', ');
          expect(canonicalize(`${said}.`)).toContain(groups.map(([d]) => d).join(''));
          expect(verdictOf({ text: `${said}.` })).toBe('sensitive_personal_information');
        }),
        { seed: 22, numRuns: 25 },
      );
    },
  );
});

const KATAKANA = ['ゼロ', 'イチ', 'ニー', 'サン', 'ヨン', 'ゴー', 'ロク', 'ナナ', 'ハチ', 'キュー'];
const HIRAGANA = ['れい', 'いち', 'に', 'さん', 'よん', 'ご', 'ろく', 'なな', 'はち', 'きゅう'];

describe('Japanese digits read in kana', () => {
  it.each([
    ['katakana', KATAKANA],
    ['hiragana', HIRAGANA],
  ])('Given a mobile number read in %s after a particle, then it reads as digits and is refused', (_script, readings) => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
        fc.constantFrom('、', ' ', ''),
        (digits, sep) => {
          const number = [0, 9, 0, ...digits];
          const said = [number.slice(0, 3), number.slice(3, 7), number.slice(7)].map((g) => g.map((d) => readings[d]).join('')).join(sep);
          expect(verdictOf({ text: `携帯は${said}。` })).toBe('sensitive_personal_information');
        },
      ),
      { seed: 22, numRuns: 30 },
    );
  });

  it.each(['ニコニコ動画をよく見る。', 'サンシャイン水族館が好き。', 'ここにしよう、と言うのが口癖。', 'イチローのファン。'])(
    'Given kana words that hold digit readings, "%s", then it is accepted',
    (text) => expect(verdictOf({ text: `ユーザーは${text}` })).toBe('accepted'),
  );
});

describe('a long number spelled out', () => {
  it.each([
    'Телефон: восемь девятьсот шестнадцать сто двадцать три сорок пять шестьдесят семь.',
    'Su número: seiscientos doce, trescientos cuarenta y cinco, seiscientos setenta y ocho.',
    'O número é nove um dois, três quatro cinco, seis sete oito.',
  ])('Given "%s", then it is seen as spelled', (text) => expect(spellsLongNumber(text)).toBe(true));

  it.each([
    'Il a compté dix, vingt, trente, quarante, cinquante pompes.',
    'Er zählte eins, zwei, drei, vier, fünf, sechs, sieben.',
    'Пользователю двадцать пять лет.',
    'El usuario nació en mil novecientos noventa.',
    'The user counts one two three four five six seven when calm.',
  ])('Given counting or a year, "%s", then it is not', (text) => expect(spellsLongNumber(text)).toBe(false));
});
