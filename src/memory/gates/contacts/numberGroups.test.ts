import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { NUMBER_GROUP_LANGUAGES, readNumberGroups, spellingsOf } from './numberGroups';

// Generated from the data: a number of ten digits, read out in groups of two in each language with any of
// its spellings, reads back as its digits (groups set apart by a pause: with spaces alone, "vingt quatre-vingts"
// also reads as 24 and 80); counting in words and years stay words.

describe('numbers read out in two-digit groups', () => {
  it.each(NUMBER_GROUP_LANGUAGES)('Given ten digits said in groups of two in %s, when canonicalised, then the digits are read', (lang) => {
    const byDigits = new Map<string, string[]>();
    for (const [spelling, digits] of spellingsOf(lang)) byDigits.set(digits, [...(byDigits.get(digits) ?? []), spelling]);
    const group = fc
      .integer({ min: 10, max: 99 })
      .chain((n) => fc.constantFrom(...(byDigits.get(String(n)) ?? [])).map((w) => [String(n), w] as const));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.array(group, { minLength: 4, maxLength: 5 }),
        fc.constantFrom(', ', '. ', '; '),
        (first, groups, sep) => {
          const said = [(byDigits.get(String(first)) ?? [])[0] ?? '', ...groups.map(([, w]) => w)].join(sep);
          const digits = String(first) + groups.map(([d]) => d).join('');
          expect(canonicalize(`Number: ${said}.`)).toContain(digits);
        },
      ),
      { seed: 22, numRuns: 60 },
    );
  });

  it.each([
    ['forty-two seventeen eighty-one ninety-nine zero three', '4217819903'],
    ['null eins fünf eins zweiundvierzig siebzehn achtundachtzig', '0151421788'],
    ['zéro six douze trente-quatre cinquante-six soixante-dix-huit', '0612345678'],
    ['восемь девять сорок два семнадцать восемьдесят один', '89421781'],
  ])('Given "%s" with spaces between the groups, then it reads %s', (said, digits) => {
    expect(canonicalize(said)).toBe(digits);
  });

  it.each([
    'twenty, thirty, forty and fifty people came',
    'born in nineteen eighty-four, married in twenty twelve',
    'Sie zählt zwanzig, dreißig, vierzig Liegestütze.',
    'entre vingt et trente ans',
    'Once upon a time, ten years ago',
  ])('Given "%s", when read, then the words stay words', (text) => {
    expect(readNumberGroups(text)).toBe(text);
  });
});
