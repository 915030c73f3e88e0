import fc from 'fast-check';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountries, getExampleNumber } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { stdnumExamples } from '../__fixtures__/stdnumExamples';
import { verdictOf } from '../__fixtures__/verdictOf';
import { LEXICONS, type Lexicon } from '../lexicons';

// Generated corpora for commerce and service reference numbers, with fixed seeds. Legitimate side: every
// reference word of every language naming a random run of 6–20 digits (plain, with leading zeros, with a
// one-digit dash suffix, grouped), in the text, a tag and the subject — all accepted. Hostile side: checked
// secrets named by the same words (payment cards, IBANs, "+" phone numbers), national identifiers with their
// own keyword, and every region's example phone number beside a reference word that names another value —
// all refused.

type Place = 'text' | 'tag' | 'subject';
const PLACES: readonly Place[] = ['text', 'tag', 'subject'];

const verdict = (lex: Lexicon, phrase: string, place: Place): string =>
  verdictOf({
    text: place === 'text' ? lex.frame.replace('{w}', phrase) : (lex.legitimate[0] ?? ''),
    tags: place === 'tag' ? ['context', phrase] : ['context'],
    subject: place === 'subject' ? phrase : 'background',
  });

const luhn = (digits: string): boolean =>
  [...digits].reverse().reduce((sum, ch, i) => {
    const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;
/** A payment card's shape somewhere in the run's groups: those are the hostile side's, so the generator skips them. */
function holdsCardShape(run: string): boolean {
  const groups = run.match(/\d+/g) ?? [];
  return groups.some((_, i) =>
    groups.slice(i).some((__, k) => {
      const digits = groups.slice(i, i + k + 1).join('');
      return digits.length >= 12 && digits.length <= 19 && /^[2-6]/.test(digits) && luhn(digits);
    }),
  );
}

const digitsOf = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const FORMS = {
  plain: fc.integer({ min: 6, max: 20 }).chain(digitsOf),
  'leading zeros': fc
    .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 6, max: 16 }).chain(digitsOf))
    .map(([z, d]) => `${'0'.repeat(z)}${d}`),
  'dash suffix': fc.tuple(fc.integer({ min: 6, max: 19 }).chain(digitsOf), digitsOf(1)).map(([d, s]) => `${d}-${s}`),
  grouped: fc
    .tuple(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 3, max: 4 }))
    .chain(([n, size]) => fc.array(digitsOf(size), { minLength: n, maxLength: n }))
    .map((groups) => groups.join(' ')),
} as const;

describe.each(LEXICONS.map((lex) => [lex.lang, lex] as const))('reference words of %s', (_lang, lex) => {
  it.each(Object.entries(FORMS))('Given each word naming a random %s run, in text, tags and subject, then it is accepted', (_form, arb) => {
    const runs = fc.sample(
      arb.filter((run) => !holdsCardShape(run)),
      { seed: 22, numRuns: lex.reference.length },
    );
    lex.reference.forEach((word, i) => {
      const phrase = `${word} ${runs[i] ?? ''}`;
      for (const place of PLACES) expect(verdict(lex, phrase, place), `${phrase} in ${place}`).toBe('accepted');
    });
  });

  const CARDS = ['4111 1111 1111 1111', '5555555555554444', '3782 822463 10005', '6011-1111-1111-1117', '6200000000000005'];
  const IBANS = [
    'DE89 3704 0044 0532 0130 00',
    'GB82WEST12345698765432',
    'FR14 2004 1010 0505 0001 3M02 606',
    'IT60X0542811101000000123456',
  ];
  it('Given each word naming a payment card or an IBAN, in text, tags and subject, then it is refused', () => {
    lex.reference.forEach((word, i) => {
      for (const value of [CARDS[i % CARDS.length], IBANS[i % IBANS.length]]) {
        const phrase = `${word} ${value ?? ''}`;
        for (const place of PLACES) expect(verdict(lex, phrase, place), `${phrase} in ${place}`).not.toBe('accepted');
      }
    });
  });
});

const EVERY_WORD = LEXICONS.flatMap((lex) => lex.reference.map((word) => [lex, word] as const));
const wordAt = (i: number) => EVERY_WORD[i % EVERY_WORD.length] ?? [LEXICONS[0] as Lexicon, 'order'];

describe('phone numbers beside reference words', () => {
  const numbers = getCountries().flatMap((country) => {
    const phone = getExampleNumber(country, examples);
    return phone ? [phone] : [];
  });
  it.each(numbers.map((phone, i) => [phone.number, phone, i] as const))(
    'Given example %s beside a reference word naming another value, or named by it with its "+", then it is refused',
    (_e164, phone, i) => {
      const [lex, word] = wordAt(i);
      for (const form of [phone.number, phone.formatInternational()]) {
        for (const phrase of [`${form} (${word} 4821)`, `${word} 004821, ${form}`, `${word} ${form}`]) {
          for (const place of PLACES) expect(verdict(lex, phrase, place), `${phrase} in ${place}`).not.toBe('accepted');
        }
      }
    },
  );
});

describe('national identifiers beside reference words', () => {
  const values = stdnumExamples().filter((e) => /\d{5}/.test(e.value.replace(/[\s.\-/]/g, '')));
  // The identifier keyword wins over the reference word, whether it names the value alone or together with it.
  it.each(values.map((e, i) => [e.format, e.value, i] as const))(
    'Given %s %s with its keyword and a reference word nearby, in text, tags and subject, then it is refused',
    (_format, value, i) => {
      const [lex, word] = wordAt(i);
      for (const phrase of [`${word} 004821, tax ID: ${value}`, `tax ID for ${word} ${value}`]) {
        for (const place of PLACES) expect(verdict(lex, phrase, place), `${phrase} in ${place}`).not.toBe('accepted');
      }
    },
  );
});
