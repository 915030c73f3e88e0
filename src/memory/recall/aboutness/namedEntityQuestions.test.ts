import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { followUpName, openingName, possessorName } from './namedEntityQuestions';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A question whose subject is one the store names (a pet, a child, a starter the user named) and that has no
// first-person word: a one-line follow-up naming them, or a question opening with the name as its subject, reaches
// their memories; the same words as a thing (the spice, a kind of animal, a definition) or beside another surname do not.
const STORE = `
stable_user_context | parrot, Pimenta, African grey | parrot Pimenta | Pimenta is her African grey parrot, 12 years old, who whistles in the morning.
user_preference | Pimenta, Futter | Pimenta food | Pimenta bekommt Pellets und frisches Obst; Avocado ist für sie giftig.
stable_user_context | son, Bruno, 12 | son Bruno | Their son Bruno is 12 and plays the drums in the school band.
stable_user_context | Bruno, escola | Bruno school | O Bruno tem explicações de matemática ao sábado.
stable_user_context | kombucha, scoby | kombucha | Her kombucha scoby is called Medusa; it lives in a jar above the fridge.
user_preference | coffee | coffee | User drinks oat-milk flat whites.
`;

const subjectsFor = (question: string) => {
  const entries = parseMemoryLines(STORE);
  const subjectOf = new Map(entries.map((e) => [e.memory.stableKey, e.subject]));
  return selectFromIndex(buildRecallIndex(entries.map((e) => e.memory)), question).map((s) => subjectOf.get(s.stableKey) ?? '');
};

const REACHES: readonly (readonly [string, string])[] = [
  ['and for pimenta?', 'Pimenta'],
  ['e para o bruno?', 'Bruno'],
  ['y la pimenta?', 'Pimenta'],
  ['und für Pimenta?', 'Pimenta'],
  ['et pour bruno ?', 'Bruno'],
  ['e per medusa?', 'kombucha'],
  ['pimenta has been screaming all morning, is she bored?', 'Pimenta'],
  ['a pimenta anda a arrancar as penas', 'Pimenta'],
  ['o bruno não quer estudar, normal?', 'Bruno'],
  ['medusa smells like vinegar, is it dead?', 'kombucha'],
];

const STAYS_OUT: readonly string[] = ['as medusas picam porquê?', 'Bruno Mars best songs', 'and for dessert?', 'what about the weather?'];

describe('a question about one the store names, with no first-person word', () => {
  it.each(REACHES)('Given "%s", then a memory of %s is recalled', (question, name) => {
    const got = subjectsFor(question);
    expect(got.length, JSON.stringify(got)).toBeGreaterThan(0);
    expect(
      got.every((s) => s.includes(name)),
      JSON.stringify(got),
    ).toBe(true);
  });

  it.each(STAYS_OUT)('Given "%s" (the word as a thing, a definition, a namesake or no follow-up), then none is', (question) => {
    expect(subjectsFor(question)).toEqual([]);
  });

  it('Given word lists, then a follow-up is only connective and preposition words before a name, and an opening name needs a predicate', () => {
    const isName = (t: string) => t === 'pimenta';
    expect(followUpName(['and', 'for', 'Pimenta'], isName)).toBe('pimenta');
    expect(followUpName(['and', 'for', 'dessert'], isName)).toBeUndefined();
    expect(followUpName(['why', 'for', 'pimenta'], isName)).toBeUndefined();
    expect(openingName(['pimenta', 'stopped', 'eating'], isName)).toBe('pimenta');
    expect(openingName(['pimenta', 'is', 'a', 'spice'], isName)).toBeUndefined();
    expect(openingName(['Pimenta', 'Silva', 'songs'], isName)).toBeUndefined();
    expect(openingName(['pimenta', 'jong', 'un', 'news'], isName, new Set(['jong']))).toBeUndefined();
    expect(openingName(['la', 'pimenta', 'baja', 'el', 'azúcar'], isName)).toBeUndefined();
    expect(openingName(['a', 'pimenta', 'é', 'o', 'fruto'], isName)).toBeUndefined();
    expect(openingName(['pimenta', 'preta', 'ou', 'branca'], (t) => t === 'medusa')).toBeUndefined();
    expect(openingName(['a', 'pimenta', 'anda'], isName)).toBeUndefined();
  });

  it('Given a name owning a thing, then the name is asked about; a place, a lower-case word or no article owns nothing', () => {
    const isName = (t: string) => t === 'biscuit' || t === 'pepper';
    const owner = (text: string) => possessorName(text.split(' '), isName, new Set(['biscuit', "biscuit's", 'porto']));
    const owning = [
      "a new collar for Biscuit's neck",
      'a new collar for biscuit s neck',
      'cada cuánto cortar las uñas de Biscuit',
      'o grupo do Biscuit toca amanhã',
    ];
    expect(owning.map(owner)).toEqual(owning.map(() => 'biscuit'));
    const none = ['la historia del Porto antiguo', 'receta de Biscuit casero', 'la receta de pepper', "a collar like Biscuit's"];
    expect(none.map(owner)).toEqual(none.map(() => undefined));
  });

  it('Given a name then an auxiliary or a reflexive pronoun, then a verb of the name opens the question, a copula before a noun does not', () => {
    const isName = (t: string) => t === 'biscuit';
    const opening = (text: string) => openingName(text.split(' '), isName);
    for (const text of [
      'biscuit is coughing since monday',
      'biscuit has been sneezing all night',
      'biscuit a vomi ce matin',
      'biscuit ha mangiato una calza',
      'biscuit está cojeando desde ayer',
      'biscuit se lame las patas',
      'biscuit si morde la coda',
    ])
      expect(opening(text), text).toBe('biscuit');
    for (const text of ['biscuit is a cookie', 'biscuit was the name of', 'biscuit a la crème recette', 'biscuit est un gâteau sec'])
      expect(opening(text), text).toBeUndefined();
  });
});
