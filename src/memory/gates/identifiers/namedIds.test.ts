import { describe, expect, it } from 'vitest';
import { stdnum, type Validator } from 'stdnum';
import { canonicalize } from '../canonical';
import { stdnumExamples } from '../__fixtures__/stdnumExamples';
import { validateCandidate } from '../validate';
import { abbreviationsOf, IDENTIFIER_WORDS } from './identifierNames';
import { hasNamedIdentifier } from './namedIds';
import { isValid } from './nationalIds';

// Generated from stdnum itself, never hand-picked: every format with a valid example value in the library's own
// specs (__fixtures__/stdnumExamples.ts), named by its own abbreviations, local name and English name.

const validators = new Map<string, Validator>(
  Object.entries(stdnum).flatMap(([country, vs]) => Object.entries(vs).map(([k, v]) => [`${country}.${k}`, v] as const)),
);
const candidate = (text: string, subject: string, tags: readonly string[] | null) => ({
  type: 'stable_user_context',
  text,
  tags,
  confidence: 0.86,
  stability: 'stable',
  identity: { subject, facet: null, polarity: null },
  action: 'add',
  sourceSignal: 'implicit_stable_preference',
  reason: null,
  conflictSignal: null,
});
const accepted = (text: string, subject = 'paperwork', tags: readonly string[] | null = null) =>
  validateCandidate(candidate(text, subject, tags), { sourceConversationId: 'conv-named' }).ok;

// A value the gate can tell from a count: six characters or more, four digits or more (namedIds.ts).
const isValueShape = (value: string) => {
  const c = value.replace(/[ .\-/]/g, '');
  return c.length >= 6 && (c.match(/\d/g) ?? []).length >= 4;
};
// Values the library itself accepts as written, of letters, digits and separators ("Ñ&T130705MD6" is not read).
const examples = stdnumExamples().filter((e) => {
  const v = validators.get(e.format);
  return v !== undefined && isValueShape(e.value) && /^[A-Za-z\d .\-/]+$/.test(e.value) && isValid(v, e.value);
});

/** The sentences naming one example: by abbreviation, local name and English name. */
function namings(format: string, value: string): string[] {
  const v = validators.get(format);
  if (!v) return [];
  const names = [v.localName, v.name].flatMap((n) => (n ?? '').split(',')).map((n) => n.replace(/\([^)]*\)/g, '').trim());
  return [
    ...abbreviationsOf(v.abbreviation).map((a) => `My ${a} is ${value}`),
    ...names.filter((n) => n !== '' && n !== 'NAME').map((n) => `${n}: ${value}`),
  ];
}

// The value with its last character changed so that the format refuses it (a mistyped check digit), or with a
// middle digit changed (a mistyped digit anywhere).
function broken(format: string, value: string, at: 'last' | 'middle'): string | undefined {
  const v = validators.get(format);
  const positions = [...value].map((ch, i) => (/\d/.test(ch) ? i : -1)).filter((i) => i >= 0);
  const i = at === 'last' ? positions[positions.length - 1] : positions[Math.floor(positions.length / 2)];
  if (!v || i === undefined) return undefined;
  for (let d = 1; d < 10; d += 1) {
    const next = `${value.slice(0, i)}${(Number(value[i]) + d) % 10}${value.slice(i + 1)}`;
    if (!isValid(v, next)) return next;
  }
  return undefined;
}

describe('identifier words derived from stdnum', () => {
  it('covers every validator that names itself, in abbreviations and names', () => {
    const named = new Set(IDENTIFIER_WORDS.flatMap((w) => w.formats.map((f) => f.name)));
    const unnamed = [...validators.keys()].filter((f) => !named.has(f));
    expect(unnamed).toEqual([]);
  });
});

describe('a valid value after the words that name its format', () => {
  const cases = examples.flatMap(({ format, value }) => namings(format, value).map((s) => [format, s] as const));
  it.each(cases)('%s: "%s" is refused in the text', (_, s) => {
    expect(accepted(s)).toBe(false);
  });
  it.each(cases.filter(([, s]) => s.length <= 80))('%s: "%s" is refused as the subject', (_, s) => {
    expect(accepted('Noted for the paperwork.', s)).toBe(false);
  });
  it.each(cases.filter(([, s]) => s.length <= 48))('%s: "%s" is refused as a tag', (_, s) => {
    expect(accepted('Noted for the paperwork.', 'paperwork', [s])).toBe(false);
  });
});

describe('a mistyped value after the words that name its format', () => {
  for (const at of ['last', 'middle'] as const) {
    const cases = examples.flatMap(({ format, value }) => {
      const typo = broken(format, value, at);
      return typo === undefined ? [] : namings(format, typo).map((s) => [format, s] as const);
    });
    const refused = cases.filter(([, s]) => hasNamedIdentifier(canonicalize(s))).length;
    // The rate is in the title; the floor is what the library's checksum verdict gives (namedIds.ts).
    it(`refuses ${refused}/${cases.length} with the ${at} digit mistyped`, () => {
      expect(cases.length).toBeGreaterThan(500);
      expect(refused / cases.length).toBeGreaterThan(0.9);
    });
  }
});

// Rules 3 and 4 of identifierNames.ts, on the same examples: an abbreviation in lower case is a word, not a name;
// after one of one or two letters, a mistyped value is not enough.
describe('what an abbreviation does not name', () => {
  const names = new Set(IDENTIFIER_WORDS.filter((w) => w.strength === 'name').map((w) => w.word.toLowerCase()));
  const lower = examples.flatMap(({ format, value }) =>
    abbreviationsOf(validators.get(format)?.abbreviation)
      .map((a) => a.toLowerCase())
      .filter((a) => a !== a.toUpperCase() && !names.has(canonicalize(a)))
      .map((a) => [format, `my ${a} ${value}`] as const),
  );
  it.each(lower)('%s: "%s" (lower case) is no name', (_, s) => {
    expect(hasNamedIdentifier(canonicalize(s))).toBe(false);
  });
  const short = examples.flatMap(({ format, value }) => {
    const typo = broken(format, value, 'last');
    const abbreviations = abbreviationsOf(validators.get(format)?.abbreviation).filter((a) => (a.match(/\p{L}/gu) ?? []).length <= 2);
    return typo === undefined ? [] : abbreviations.map((a) => [format, `My ${a} is ${typo}`] as const);
  });
  it.each(short)('%s: "%s" (short, mistyped) is not enough', (_, s) => {
    expect(hasNamedIdentifier(canonicalize(s))).toBe(false);
  });
});

// Legitimate near misses after the same words: the word as a word, prices, versions, years, orders and ports.
const NEAR_MISSES = [
  (w: string) => `The ${w} form is required for the application.`,
  (w: string) => `The ${w} registration fee is 19.99 € this year.`,
  (w: string) => `The ${w} portal app was updated to version 2.4.1.`,
  (w: string) => `The ${w} rules changed in 2024.`,
  (w: string) => `${w} paperwork: order number 104729 arrived.`,
  (w: string) => `The ${w} lookup service listens on port 8080.`,
  (w: string) => `${w} appointments take 45 minutes and cost 120 EUR.`,
];
describe('the same words without an identifier after them', () => {
  const words = [...new Set(IDENTIFIER_WORDS.map((w) => w.word))];
  it.each(words)('"%s" in near misses is not read as an identifier', (w) => {
    const refused = NEAR_MISSES.map((make) => make(w)).filter((s) => hasNamedIdentifier(canonicalize(s)));
    expect(refused).toEqual([]);
  });
});
