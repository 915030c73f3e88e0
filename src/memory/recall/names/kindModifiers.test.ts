import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { modifiesNounAsKind } from './kindModifiers';

// A place written as a plural noun's kind (Valencia oranges, le arance Valencia) is a variety, not a person of the
// user's life that many memories hold (people.ts namesStorePerson).
const STORE = parseMemoryLines(`
stable_user_context | Valencia, home | Valencia home | The user has lived in the Ruzafa neighbourhood of Valencia since 2015.
stable_user_context | church, choir | church choir | The user sings in the choir of a parish in Valencia.
project_context | Lev, visit | Lev visit | Lev wants to visit Valencia at Easter.
`);
const index = buildRecallIndex(STORE.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => STORE.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

const at = (q: string, word: string) => modifiesNounAsKind(q, q.indexOf(word), word.length);

describe('a place written as a noun’s kind', () => {
  it.each([
    'why are Valencia oranges sweeter than navel oranges',
    'Perché le arance Valencia sono così dolci?',
    '¿Por qué las naranjas Valencia son tan dulces?',
    'Por que as laranjas Valencia são tão doces?',
  ])('Given "%s", then no memory of the user’s Valencia comes', (q) => {
    expect(subjects(q)).toEqual([]);
  });

  it('Given the word beside a plural noun or after an article and a noun, then it is a kind; as a subject or after a preposition, not', () => {
    expect(at('why are Valencia oranges sweeter', 'Valencia')).toBe(true);
    expect(at('Perché le arance Valencia sono dolci?', 'Valencia')).toBe(true);
    expect(at('las naranjas Valencia', 'Valencia')).toBe(true);
    expect(at('is Valencia safe at night', 'Valencia')).toBe(false);
    expect(at('Valencia has a new metro line', 'Valencia')).toBe(false);
    expect(at('il tempo a Valencia', 'Valencia')).toBe(false);
    expect(at('when does Lev arrive', 'Lev')).toBe(false);
  });
});
