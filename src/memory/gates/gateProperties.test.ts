import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corpusCandidate } from './__fixtures__/corpusCandidate';
import { HOSTILE_CASES, type CorpusCase } from './__fixtures__/gateCorpus';
import { validateCandidate } from './validate';

// The evasions a user (or a model) can apply to a refused memory never make it acceptable.
// Each property starts from a hostile corpus case and transforms it.

const isRefused = (c: CorpusCase): boolean => !validateCandidate(corpusCandidate(c), { sourceConversationId: 'conv-1' }).ok;
const hostile = fc.constantFrom(...HOSTILE_CASES);

// Every default-ignorable code point, found through the Unicode property itself.
const IGNORABLES: string[] = [];
for (let cp = 0; cp <= 0x10ffff; cp += 1) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  const ch = String.fromCodePoint(cp);
  if (/\p{Default_Ignorable_Code_Point}/u.test(ch)) IGNORABLES.push(ch);
}

/** Zeros of decimal digit sets in other scripts (each followed by 1–9). */
const DIGIT_ZEROS = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x17e0,
  0x1810, 0x1946, 0xa8d0, 0xff10, 0x104a0, 0x1d7ce, 0x1d7d8, 0x1d7f6,
];

const LOOK_ALIKES: Readonly<Record<string, readonly string[]>> = {
  '-': ['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212', '\uFE63', '\uFF0D'],
  '.': ['\u2024', '\uFF0E', '\uFF61', '\u3002', '\u00B7', '\u30FB'],
  '/': ['\u2044', '\u2215', '\uFF0F'],
  ' ': ['\u00A0', '\u2002', '\u2009', '\u202F', '\u3000'],
  '@': ['\uFF20'],
  ':': ['\uFF1A'],
};

describe('gate properties over the hostile corpus', () => {
  it('finds thousands of default-ignorable code points', () => expect(IGNORABLES.length).toBeGreaterThan(4000));

  it('Given a refused case, when any default-ignorable code point is inserted anywhere, then it is still refused', () => {
    fc.assert(
      fc.property(hostile, fc.nat(), fc.constantFrom(...IGNORABLES), (c, at, ch) => {
        const points = [...c.text];
        points.splice(at % (points.length + 1), 0, ch);
        expect(isRefused({ ...c, text: points.join('') })).toBe(true);
      }),
      { numRuns: 600 },
    );
  });

  it('Given a refused case, when several ignorables are sprinkled through it, then it is still refused', () => {
    fc.assert(
      fc.property(hostile, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...IGNORABLES)), { minLength: 2, maxLength: 8 }), (c, inserts) => {
        // By code point, so an insert never lands inside a surrogate pair.
        const points = [...c.text];
        for (const [at, ch] of inserts) points.splice(at % (points.length + 1), 0, ch);
        expect(isRefused({ ...c, text: points.join('') })).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('Given a refused case with digits, when its digits change script, then it is still refused', () => {
    fc.assert(
      fc.property(
        hostile.filter((c) => /[0-9]/.test(c.text)),
        fc.constantFrom(...DIGIT_ZEROS),
        (c, zero) => {
          const text = c.text.replace(/[0-9]/g, (d) => String.fromCodePoint(zero + Number(d)));
          expect(isRefused({ ...c, text })).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('Given a refused case, when separators are swapped for look-alikes, then it is still refused', () => {
    fc.assert(
      fc.property(hostile, fc.infiniteStream(fc.nat()), (c, picks) => {
        const text = [...c.text]
          .map((ch) => {
            const options = LOOK_ALIKES[ch];
            return options ? (options[picks.next().value % options.length] ?? ch) : ch;
          })
          .join('');
        expect(isRefused({ ...c, text })).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('Given a refused case, when the end of its text is moved into a tag, then it is still refused', () => {
    fc.assert(
      fc.property(hostile, fc.nat(), (c, at) => {
        const points = [...c.text];
        const i = 1 + (at % Math.max(1, points.length - 1));
        const moved = points.slice(i).join('');
        expect(isRefused({ ...c, text: points.slice(0, i).join(''), tags: [moved, ...(c.tags ?? [])] })).toBe(true);
      }),
      { numRuns: 600 },
    );
  });
});
