import { describe, expect, it } from 'vitest';
import type { MemoryType } from '../../../shared';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { namesEmoji } from '../../../../scripts/gen-concept-annotations.mjs';
import { openConceptsIn, type Language } from './annotationLookup';
import { selectRelevantMemories } from '../selection';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A word joins an everyday concept when its emoji set nearly agrees with the English one, or when its language's own
// emoji names call exactly the concept's emojis by it (Russian "вино" also annotates champagne and whisky, but only
// the wine glass is named "бокал вина"). A word sharing its stem with a word of other things (Italian "mangiare" and
// "mango"), or standing in a name of two things ("canapé et lampe"), or inside German compounds of other things
// ("Tee" of "Mate-Tee" and "Teekanne"), joins nothing by name.

const latinOf = (language: Language) =>
  (['en', 'de', 'fr', 'es', 'pt', 'it'] as const).includes(language as 'en') ? new Set([language]) : new Set<Language>();
const conceptsOf = (language: Language, word: string) => [...openConceptsIn(word, latinOf(language)).keys()];
const shareConcept = (a: [Language, string], b: [Language, string]) => conceptsOf(...a).some((c) => conceptsOf(...b).includes(c));

describe('joins by the emoji names of a language', () => {
  it.each([
    [
      ['ru', 'вино'],
      ['en', 'wine'],
    ],
    [
      ['ko', '와인'],
      ['en', 'wine'],
    ],
    [
      ['zh', '辣椒'],
      ['en', 'hot pepper'],
    ],
    [
      ['ko', '고추'],
      ['en', 'hot pepper'],
    ],
    [
      ['ru', 'шоколад'],
      ['en', 'chocolate bar'],
    ],
  ] as [Language, string][][])('Given %j, when it is looked up, then it names the concept of %j', (a, b) => {
    expect(shareConcept(a as [Language, string], b as [Language, string])).toBe(true);
  });

  it.each([
    [
      ['it', 'mangiare'],
      ['en', 'mango'],
    ],
    [
      ['de', 'tee'],
      ['en', 'mate'],
    ],
    [
      ['fr', 'lampe'],
      ['en', 'couch'],
    ],
    [
      ['de', 'tasse'],
      ['en', 'sake'],
    ],
    [
      ['es', 'patata'],
      ['en', 'roasted'],
    ],
  ] as [Language, string][][])(
    'Given %j, a word of other things too, when it is looked up, then it never names the concept of %j',
    (a, b) => {
      expect(conceptsOf(...(b as [Language, string])).length).toBeGreaterThan(0);
      expect(shareConcept(a as [Language, string], b as [Language, string])).toBe(false);
    },
  );

  it('Given the emoji names, then a word of a name of two things calls neither by it, and a word of a plain name does', () => {
    expect(namesEmoji('ru', 'вино', '🍷')).toBe(true);
    expect(namesEmoji('fr', 'lampe', '🛋')).toBe(false);
    expect(namesEmoji('fr', 'canapé', '🛋')).toBe(false);
  });
});

let clock = 0;
const memory = (type: MemoryType, text: string, tags: string[], subject: string) =>
  memoryFrom(
    rawCandidate({ type, text, tags, subject, polarity: type === 'user_preference' ? 'prefer' : null }),
    `2025-07-02T00:00:${String(clock++ % 60).padStart(2, '0')}.000Z`,
  );
const filler = () => [
  memory('stable_user_context', 'User works as a surveyor for a regional water board.', ['job', 'surveyor'], 'job'),
  memory('project_context', 'User is restoring an old sailing dinghy in the garage.', ['dinghy', 'restoration'], 'dinghy'),
];

describe('the bridge over a join by name', () => {
  it.each([
    ['wine', 'Какое вино мне купить к ужину с друзьями?'],
    ['wine', '제가 좋아하는 와인이랑 어울리는 안주 추천해 주세요'],
    ['hot pepper', '我种的辣椒叶子发黄了，我该怎么办'],
  ])('Given one English memory of %s, when the user asks "%s", then it is recalled', (word, question) => {
    const store = [memory('user_preference', `User grows and loves ${word} and talks about it often.`, [word], word), ...filler()];
    const picked = selectRelevantMemories(store, question).map((s) => s.stableKey);
    expect(picked).toContain(store[0]?.stableKey);
    expect(selectFromIndex(buildRecallIndex(store), question).map((s) => s.stableKey)).toEqual(picked);
  });

  it.each([
    ['mango', 'Cosa posso mangiare stasera dopo la palestra?'],
    ['yerba mate', 'Welchen Tee soll ich mir abends kochen?'],
  ])(
    'Given one English memory of %s, when the user asks "%s" (a word sharing only a stem or a compound), then it is not recalled',
    (word, question) => {
      const store = [memory('user_preference', `User loves ${word} and talks about it often.`, [word], word), ...filler()];
      expect(selectRelevantMemories(store, question).map((s) => s.stableKey)).not.toContain(store[0]?.stableKey);
    },
  );
});
