import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { commonPhraseOfOneLanguage } from './commonPhrases';

// A pet or person named like one of a language's most common words (Tal, Per, Also) opening a question with the
// next word of that language's set phrase ("Tal vez", "Per caso", "Also doch") is the phrase, not the name as subject.
const STORE = parseMemoryLines(`
stable_user_context | cat, Tal | cat Tal | The user has an old grey cat called Tal.
stable_user_context | Tal, kidneys | Tal kidneys | Tal has chronic kidney disease and eats renal food.
stable_user_context | dog, Per | dog Per | The user's dog is called Per, a Swedish elkhound.
stable_user_context | Per, hips | Per hips | Per has stiff hips in the cold.
stable_user_context | horse, Tout | horse Tout | The user's old pony is called Tout.
stable_user_context | Tout, hooves | Tout hooves | Tout needs his hooves trimmed every six weeks.
`);
const index = buildRecallIndex(STORE.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => STORE.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a store name opening a set phrase of one language', () => {
  it.each(['¿Tal vez llueva mañana en Madrid?', 'Per caso domani piove a Roma?', 'Tout à fait normal qu’il pleuve autant à Lyon ?'])(
    'Given "%s", then no memory of the name comes',
    (q) => {
      expect(subjects(q)).toEqual([]);
    },
  );

  it.each([
    ['Tal duerme todo el día, ¿es normal?', 'Tal'],
    ['Tal no come su pienso renal', 'Tal'],
    ['Per zoppica dopo la passeggiata', 'Per'],
    ['Tout boite depuis hier soir', 'Tout'],
  ])('Given "%s", then the name is the subject and its memories come', (q, name) => {
    const got = subjects(q);
    expect(got.length, JSON.stringify(got)).toBeGreaterThan(0);
    expect(got.every((s) => s.includes(name))).toBe(true);
  });

  it('Given word pairs, then only two of one language’s most common words make a phrase', () => {
    expect(commonPhraseOfOneLanguage('tal', 'vez')).toBe(true);
    expect(commonPhraseOfOneLanguage('per', 'caso')).toBe(true);
    expect(commonPhraseOfOneLanguage('tout', 'à')).toBe(true);
    expect(commonPhraseOfOneLanguage('tal', 'duerme')).toBe(false);
    expect(commonPhraseOfOneLanguage('canela', 'está')).toBe(false);
  });
});
