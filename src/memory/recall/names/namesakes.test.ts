import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// Namesakes and things named like the people of the user's life (namesakes.ts), and the world frames added with them.

const store = parseMemoryLines(`
stable_user_context | partner, Gabriel, pilot | partner Gabriel | User's partner Gabriel flies cargo planes out of Leipzig.
recurring_constraint | Gabriel, shellfish, allergy | Gabriel shellfish | Gabriel is allergic to shellfish.
user_preference | Gabriel, chess, evenings | Gabriel chess | Gabriel plays online chess in the evenings.
stable_user_context | children, Rosa, Felix | kids Rosa and Felix | User has two children, Rosa and Felix, in primary school.
recurring_constraint | Rosa, asthma | Rosa asthma | Rosa has asthma and takes her inhaler before football.
user_preference | Rosa, painting | Rosa painting | Rosa loves painting birds.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('namesakes of the people of the user’s life', () => {
  it.each([
    'What did Gabriel García Márquez write about love?',
    'quel âge a gabriel attal ?',
    'who was gabriel fauré',
    'Wann wurde Gabriel Macht berühmt?',
  ])('Given a partner called Gabriel, when the question names "%s", then no memory about the partner comes', (q) => {
    expect(subjects(q)).toEqual([]);
  });

  it.each([
    ['Gabriel Schmidt and I are cooking tonight, any seafood-free ideas?', 'Gabriel shellfish'],
    ['can gabriel eat paella with his allergy?', 'Gabriel shellfish'],
  ])('Given a partner called Gabriel, when the user asks "%s", then the partner’s memory still comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});

describe('a name after "which": one of its many bearers', () => {
  it.each([
    'which Gabriel was the archangel of the annunciation',
    'welcher Gabriel war der erste Erzengel?',
    'quale Gabriel ha vinto il Nobel?',
    '¿qué Gabriel pintó ese retrato?',
  ])('Given a partner called Gabriel, when "%s" asks which bearer is meant, then no memory about the partner comes', (q) => {
    expect(subjects(q)).toEqual([]);
  });

  it('Given a partner called Gabriel, when the question names him without "which", then his memory comes', () => {
    expect(subjects('does Gabriel still play chess in the evenings?')).toContain('Gabriel chess');
  });
});

describe('a name after an article no given name takes', () => {
  it.each(['what colour is the rosa in the garden catalogue', "qu'est-ce que la rosa canina ?", '¿qué es el felix del cuento?'])(
    'Given children Rosa and Felix, when "%s" asks about the thing, then no memory about them comes',
    (q) => {
      expect(subjects(q)).toEqual([]);
    },
  );

  it('Given children Rosa and Felix, when the user asks about Rosa by name, then her memory comes', () => {
    expect(subjects('what should rosa take before football?')).toContain('Rosa asthma');
  });
});

describe('world frames: a cause asked', () => {
  it('Given a memory about a shellfish allergy, when "what caused" asks about the world, then it does not come', () => {
    expect(subjects('what caused the shellfish allergy epidemic in the 1990s')).toEqual([]);
  });
});
