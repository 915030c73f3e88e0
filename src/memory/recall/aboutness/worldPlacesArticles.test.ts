import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// A place the memory names after a preposition and a definite article, its name running on across "of" ("buried at
// the Prazeres Cemetery of Sintra", "lives in the Croix-Rousse"), is where its someone is (worldPlaces.ts).

const grandfather = memoryFrom(
  rawCandidate({
    type: 'stable_user_context',
    text: 'Her grandfather Alberto is buried at the Prazeres Cemetery of Sintra; the family visits the grave every November.',
    tags: ['grandfather', 'Alberto', 'grave'],
    subject: 'grandfather Alberto',
    polarity: null,
  }),
);
const recalled = (q: string): number => selectRelevantMemories([grandfather], q).length;

describe('a place after a preposition and an article in the memory', () => {
  it('Given a question not about the user meeting the memory on that place alone, then the memory stays out', () => {
    expect(recalled('que visiter à Sintra ?')).toBe(0);
    expect(recalled('history of the Prazeres Cemetery of Sintra')).toBe(0);
  });

  it('Given the person, the user or a second anchor, then the memory comes', () => {
    expect(recalled('what flowers should I take to my grandfather in Sintra?')).toBe(1);
    expect(recalled('is the grave of Alberto in Sintra well kept?')).toBe(1);
  });
});
