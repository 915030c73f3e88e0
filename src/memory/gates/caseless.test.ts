import { describe, expect, it } from 'vitest';
import { caseless, FOLDS_APART, lowerCasedGlobal, lowerCasedSource } from './caseless';
import { compileWords, wordMatches } from './lexiconPatterns';
import { canonicalize } from './canonical';
import { LEXICONS } from './lexicons';
import { GATE_CORPUS } from './__fixtures__/gateCorpus';
import { I18N_CASES } from './__fixtures__/gateCorpus.i18n';

// Every cased code point of the running engine: the ones toLowerCase or toUpperCase changes.
const CASED: string[] = [];
for (let cp = 0; cp <= 0x10ffff; cp += 1) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  const c = String.fromCodePoint(cp);
  if (c.toLowerCase() !== c || c.toUpperCase() !== c) CASED.push(c);
}
const escapeClass = (c: string): string => c.replace(/[\\\]^-]/g, '\\$&');

describe('FOLDS_APART', () => {
  it('names every character that folds together with another under `iu` but lower-cases apart from it', () => {
    const folds = CASED.map((c) => new RegExp(`^[${escapeClass(c)}]$`, 'iu'));
    const disagreements: string[] = [];
    CASED.forEach((c, i) => {
      if (FOLDS_APART.test(c) || c.toLowerCase().length !== c.length) return;
      for (let j = i + 1; j < CASED.length; j += 1) {
        const d = CASED[j] ?? '';
        if (FOLDS_APART.test(d) || d.toLowerCase().length !== d.length) continue;
        const foldTogether = folds[i]?.test(d) ?? false;
        if (foldTogether !== (c.toLowerCase() === d.toLowerCase())) disagreements.push(`${c} ${d}`);
      }
    });
    expect(disagreements).toEqual([]);
  });

  it('is no wider than needed: each of its characters folds together with one that lower-cases apart', () => {
    const apart = CASED.filter((c) => FOLDS_APART.test(c));
    expect(apart.length).toBeGreaterThan(10);
    for (const c of apart) {
      const fold = new RegExp(`^[${escapeClass(c)}]$`, 'iu');
      expect(CASED.some((d) => d !== c && fold.test(d) && d.toLowerCase() !== c.toLowerCase())).toBe(true);
    }
  });
});

describe('lowerCasedSource', () => {
  it('lower-cases literal letters, in and out of classes, and ASCII ranges of one case', () => {
    expect(lowerCasedSource(String.raw`Morgen|[Ee]l\s+[A-Z]{2}|Straße|ÉTÉ|Привет`)).toBe(
      String.raw`morgen|[ee]l\s+[a-z]{2}|straße|été|привет`,
    );
  });

  it('keeps escapes, property names and group names as written', () => {
    expect(lowerCasedSource(String.raw`(?<![\p{Script=Latin}\p{L}])\S\W\B\D(?<Name>X)\k<Name>\P{Nd}`)).toBe(
      String.raw`(?<![\p{Script=Latin}\p{L}])\S\W\B\D(?<Name>x)\k<Name>\P{Nd}`,
    );
  });

  it('refuses what lower-casing would change: letter codes, case properties, other ranges, longer lower cases, folds apart', () => {
    for (const source of [
      String.raw`\u00C9t\u00E9`,
      String.raw`\x41`,
      String.raw`\p{Lu}\p{L}+`,
      String.raw`\p{gc=Ll}`,
      String.raw`[À-Ö]`,
      String.raw`[A-z]`,
      'İstanbul',
      'caſe',
      'λόγος',
    ])
      expect(lowerCasedSource(source), source).toBeUndefined();
  });
});

// Texts of every language and case: the labelled corpora as written, in upper case, in title case, and with the
// characters that make caseless fall back to the pattern as written.
const CORPUS_TEXTS = [...GATE_CORPUS, ...I18N_CASES].map((c) => c.text);
const TEXTS = [
  ...CORPUS_TEXTS,
  ...CORPUS_TEXTS.map((t) => t.toUpperCase()),
  ...CORPUS_TEXTS.map((t) => t.replace(/\p{L}+/gu, (w) => w.charAt(0).toUpperCase() + w.slice(1))),
  'İSTANBUL İÇİN ŞİFRE',
  'the caſe of the ſecret paſsword',
  'ΛΌΓΟΣ λόγος ς σ Σ',
  'Kelvin K and Ångström Å',
];

describe('caseless', () => {
  // The patterns the gates build from word lists, in both boundary styles, from every lexicon's words of every kind.
  const kinds = ['credential', 'identifier', 'street', 'temporary', 'speculative', 'habitual'] as const;
  const patterns = LEXICONS.flatMap((lexicon) =>
    kinds.flatMap((kind) => {
      const words = lexicon[kind].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      if (words.length === 0) return [];
      const body = words.join('|');
      return [new RegExp(`(?<![\\p{L}])(?:${body})(?![\\p{L}])`, 'iu'), new RegExp(String.raw`\b(?:${body})\b[^.!?\n]{0,40}?\d`, 'iu')];
    }),
  );

  it('tests as the pattern does, for every word list of every language, on texts of every case', () => {
    expect(patterns.length).toBeGreaterThan(60);
    const differences: string[] = [];
    for (const pattern of patterns) {
      const fast = caseless(pattern);
      expect(fast).not.toBe(pattern);
      for (const text of TEXTS) if (fast.test(text) !== pattern.test(text)) differences.push(`${pattern.source.slice(0, 40)} on ${text}`);
    }
    expect(differences).toEqual([]);
  });

  it('finds a word written in another case, and falls back where lower-casing would not keep the meaning', () => {
    const password = caseless(/(?<![\p{L}])(?:password|şifre|σ\p{L}+)(?![\p{L}])/iu);
    expect(password.test('my PASSWORD is long')).toBe(true);
    expect(password.test('ŞİFRE')).toBe(false); // "İ" lower-cases to two characters: tested as written, as `iu` does
    expect(/(?<![\p{L}])şifre(?![\p{L}])/iu.test('ŞİFRE')).toBe(false);
    // A capital sigma ending a word lower-cases to the final sigma, which folds apart: tested as written, as `iu` does.
    const sigma = caseless(/οδοσ/iu);
    expect(sigma).not.toBe(/οδοσ/iu);
    expect(sigma.test('ΟΔΟΣ')).toBe(/οδοσ/iu.test('ΟΔΟΣ'));
    expect(sigma.test('ΟΔΟΣ')).toBe(true);
    const longS = caseless(/secret/iu);
    expect(longS.test('ſecret')).toBe(/secret/iu.test('ſecret'));
  });

  it('returns a pattern it cannot or need not rewrite as it is', () => {
    for (const pattern of [/\p{Lu}x/iu, /password/u, /password/i, /password/giu, /\u00C9/iu]) expect(caseless(pattern)).toBe(pattern);
  });
});

describe('word lists over the lower-cased text, searched only where the scan finds a word they need', () => {
  const kinds = ['credential', 'identifier', 'reference', 'temporary', 'speculative', 'habitual', 'emailAt', 'emailDot', 'street'] as const;
  const lists = kinds.flatMap((kind) => [compileWords(kind), compileWords(kind, undefined, { openStart: true })]);

  it('yields the same words at the same places as the case-insensitive lists, on texts of every case', () => {
    expect(lists.flat().filter((group) => group.lowered !== undefined).length).toBeGreaterThan(kinds.length);
    const differences: string[] = [];
    for (const words of lists) {
      const asWritten = words.map(({ re, compounds, openStart }) => ({ re, compounds, openStart, mayHold: () => true }));
      for (const text of TEXTS.map(canonicalize)) {
        const fast = JSON.stringify([...wordMatches(words, text)]);
        if (fast !== JSON.stringify([...wordMatches(asWritten, text)])) differences.push(text);
      }
    }
    expect(differences).toEqual([]);
  });

  it('rewrites only global case-insensitive Unicode patterns whose source lower-cases faithfully', () => {
    expect(lowerCasedGlobal(/Passwort/giu)?.flags).toBe('gu');
    expect(lowerCasedGlobal(/Passwort/giu)?.source).toBe('passwort');
    for (const pattern of [/passwort/gu, /passwort/iu, /\u00C9/giu, /\p{Lu}/giu]) expect(lowerCasedGlobal(pattern)).toBeUndefined();
  });
});
