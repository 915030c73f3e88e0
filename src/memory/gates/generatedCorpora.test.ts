import fc from 'fast-check';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountries, getExampleNumber } from 'libphonenumber-js/min';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import { wordlist as french } from '@scure/bip39/wordlists/french.js';
import { wordlist as italian } from '@scure/bip39/wordlists/italian.js';
import { wordlist as japanese } from '@scure/bip39/wordlists/japanese.js';
import { wordlist as korean } from '@scure/bip39/wordlists/korean.js';
import { wordlist as portuguese } from '@scure/bip39/wordlists/portuguese.js';
import { wordlist as simplifiedChinese } from '@scure/bip39/wordlists/simplified-chinese.js';
import { wordlist as spanish } from '@scure/bip39/wordlists/spanish.js';
import { wordlist as czech } from '@scure/bip39/wordlists/czech.js';
import { wordlist as traditionalChinese } from '@scure/bip39/wordlists/traditional-chinese.js';
import { describe, expect, it } from 'vitest';
import { verdictOf } from './__fixtures__/verdictOf';
import { LONG_NUMBERS, ORDINARY_NUMBERS } from './__fixtures__/ordinaryNumbers';
import { stdnumExamples } from './__fixtures__/stdnumExamples';
import { CHECKED_DIGIT_RUNS, STRONG_NAMES } from './identifiers/nationalIds';
import { stdnum } from 'stdnum';

// Generated corpora, with fixed seeds: every region's example phone number, valid national IDs
// of stdnum's strong formats and BIP-39 phrases in every word list, each placed in the text, a tag or the
// subject, must be refused; ordinary numbers placed the same way must pass.

type Place = 'text' | 'tag' | 'subject';
const PLACES: readonly Place[] = ['text', 'tag', 'subject'];

const verdict = (value: string, place: Place): string =>
  verdictOf({
    text: place === 'text' ? `The user noted ${value} for later.` : 'The user noted this for later.',
    tags: place === 'tag' ? ['context', value] : ['context'],
    subject: place === 'subject' ? value : 'background',
  });

describe('every region libphonenumber-js knows', () => {
  const numbers = getCountries().flatMap((country) => {
    const phone = getExampleNumber(country, examples);
    return phone ? [[country, phone] as const] : [];
  });

  it('has an example number for nearly every region', () => {
    expect(numbers.length).toBeGreaterThan(230);
  });

  it.each(numbers.map(([country, phone]) => [country, phone.number, phone] as const))(
    'Given %s example %s in E.164, international and spaced forms, in text, tags and subject, then it is refused',
    (_country, _e164, phone) => {
      const forms = [
        phone.number,
        phone.formatInternational(),
        phone.formatInternational().replace(/ /g, '.'),
        `00${phone.number.slice(1)}`,
      ];
      for (const form of forms) for (const place of PLACES) expect(verdict(form, place), `${form} in ${place}`).not.toBe('accepted');
    },
  );
});

describe('BIP-39 phrases in every word list', () => {
  const LISTS = { english, japanese, korean, spanish, simplifiedChinese, traditionalChinese, french, italian, czech, portuguese };
  it.each(Object.entries(LISTS))('Given twelve words of the %s list, in text or a tag, then the phrase is refused', (_name, list) => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2047 }), { minLength: 12, maxLength: 24 }), (indexes) => {
        const phrase = indexes.map((i) => list[i] ?? '').join(' ');
        expect(verdict(phrase, 'text')).not.toBe('accepted');
      }),
      { seed: 22, numRuns: 20 },
    );
  });
});

describe('ordinary numbers', () => {
  const ORDINARY = [
    'version 3.12.4',
    'v20.11.1',
    'ISBN 978-3-16-148410-0',
    '$1,299.99',
    '€ 12.500',
    'the year 1999',
    '2019-2023',
    'model XPS 13 9380',
    'RTX 4090',
    '52.5200, 13.4050',
    '48.8566° N, 2.3522° E',
    'port 8080',
    'localhost:5173',
    '192.168.1.100',
    '1,234,567 requests',
    '15/06/2025',
    '10:15:30',
  ];
  it.each(ORDINARY)('Given "%s" in text, tags and subject, then it is accepted', (value) => {
    for (const place of PLACES) expect(verdict(value, place), place).toBe('accepted');
  });
  // Known gap: moved into a tag, these run into the next field without a space ("…000123background"), and
  // that joined form trips a gate; in the text they pass.
  it.each(['order ORD-2024-000123', 'ISBN 0-306-40615-2'])('Given "%s" in the text, then it is accepted', (value) => {
    expect(verdict(value, 'text')).toBe('accepted');
  });

  it.each(Object.entries(ORDINARY_NUMBERS))(
    'Given generated numbers of the kind "%s" in text and tags, then every one is accepted',
    (_kind, kind) => {
      for (const value of fc.sample(kind, { seed: 22, numRuns: 50 })) {
        expect(verdict(value, 'text'), value).toBe('accepted');
        expect(verdict(value, 'tag'), value).toBe('accepted');
      }
    },
  );
  // Measured on 150 samples each: 1, 1, 0 and 1 refused (a checked digit run or a grouping that a
  // format shares by chance); the test draws 100 of each, and 50 of each kind above, to stay fast on a loaded machine.
  it.each(Object.entries(LONG_NUMBERS))('Given generated numbers of the kind "%s", then at least 97 %% are accepted', (_kind, kind) => {
    const samples = fc.sample(kind, { seed: 22, numRuns: 100 });
    const accepted = samples.filter((value) => verdict(value, 'text') === 'accepted' && verdict(value, 'tag') === 'accepted');
    expect(accepted.length / samples.length).toBeGreaterThanOrEqual(0.97);
  });

  // A bare run of digits is also an order, ticket or tracking number. Up to nine digits no gate reads one
  // as an identifier by chance; from ten digits a North American phone shape, a mainland mobile number, a
  // card's Luhn digit or a checked identifier run take a share by design (docs/memory-gates.md).
  it.each([5, 6, 7, 8, 9])('Given random runs of %i digits in a sentence or a tag, then at most one in a hundred is refused', (length) => {
    const runs = fc.sample(
      fc
        .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 }))
        .map(([first, rest]) => `${first}${rest.join('')}`),
      { seed: 22, numRuns: 200 },
    );
    const refused = runs.filter((run) => verdict(run, 'text') !== 'accepted' || verdict(run, 'tag') !== 'accepted');
    expect(refused.length / runs.length, refused.join(' ')).toBeLessThanOrEqual(0.01);
  });

  it('Given random versions, prices and years, then they are accepted', () => {
    const ordinary = fc.oneof(
      fc.tuple(fc.nat(30), fc.nat(99), fc.nat(99)).map(([a, b, c]) => `version ${a}.${b}.${c}`),
      fc.tuple(fc.nat(9999), fc.nat(99)).map(([a, b]) => `$${a}.${String(b).padStart(2, '0')}`),
      fc.integer({ min: 1900, max: 2099 }).map((y) => `in ${y}`),
      fc.integer({ min: 1, max: 65535 }).map((p) => `port ${p}`),
    );
    fc.assert(
      fc.property(ordinary, fc.constantFrom(...PLACES), (value, place) => {
        expect(verdict(value, place)).toBe('accepted');
      }),
      { seed: 22, numRuns: 200 },
    );
  });
});

describe('stdnum valid values', () => {
  const all = stdnumExamples();
  it('finds valid examples for most formats', () => {
    expect(new Set(all.map((e) => e.format)).size).toBeGreaterThan(150);
  });
  it.each(all.filter((e) => /\d{5}/.test(e.value.replace(/[\s.\-/]/g, ''))).map((e) => [e.format, e.value] as const))(
    'Given %s %s named as a tax or ID number, in text, tags and subject, then it is refused',
    (_format, value) => {
      for (const place of PLACES) expect(verdict(`tax ID: ${value}`, place), place).not.toBe('accepted');
    },
  );
  // Without a word naming them: a strong format's value however written (a lower-case check letter after
  // capitals: FN 122119m; a title-case country prefix: Fr 40 303 265 045), a checked digit run of ten or more
  // digits, a value after its country's prefix (DE136695976), with its check digit set apart (76086428-5),
  // with leading zeros or in its own grouping (1112.22.333). Known gap: values too short to tell from a count
  // (under eight characters or five digits: PK NTN, PY cédula, SM COE), grouped like a quantity
  // (PY cédula 3 785 123), letters the canonical form folds (Ñ&T130705MD6), and the weak formats' plain runs
  // of eight to ten digits with one check digit (NL BSN, PL REGON, PE CE…), which one random count in ten
  // also passes. Measured: 114 of 124 strong values (92 %) and 234 of 298 values of every format (79 %).
  it('Given the valid values without a word naming them, then nine in ten of the strong formats and three in four of all are refused', () => {
    const refusedEverywhere = (e: { value: string }) => PLACES.every((place) => verdict(e.value, place) !== 'accepted');
    const strong = all.filter((e) => STRONG_NAMES.has(e.format));
    expect(strong.length).toBeGreaterThan(100);
    expect(strong.filter(refusedEverywhere).length / strong.length).toBeGreaterThanOrEqual(0.91);
    expect(all.filter(refusedEverywhere).length / all.length).toBeGreaterThanOrEqual(0.78);
  });
});

// The checked digit runs are refused without a word only because random runs of their length seldom pass:
// the list stays honest if each still accepts at most 2.5 % of seeded random runs of its length.
describe('checked digit-run formats', () => {
  const validators = new Map(
    Object.entries(stdnum).flatMap(([country, v]) => Object.entries(v).map(([key, f]) => [`${country}.${key}`, f])),
  );
  it.each([...CHECKED_DIGIT_RUNS].map(([length, names]) => [length, names] as const))(
    'Given random runs of %i digits, then each listed format accepts at most 2.5 %% of them',
    (length, names) => {
      const runs = fc.sample(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }), {
        seed: 22,
        numRuns: 1000,
      });
      for (const name of names) {
        const validator = validators.get(name);
        const accepted = runs.filter((digits) => {
          try {
            return validator?.validate(digits.join('')).isValid ?? false;
          } catch {
            return false;
          }
        });
        expect(accepted.length / runs.length, name).toBeLessThanOrEqual(0.025);
      }
    },
  );
});
