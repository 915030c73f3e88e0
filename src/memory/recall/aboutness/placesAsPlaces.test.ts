import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// A place many memories hold is no person of the user's life when the question names it after "of" or "in" and no
// memory gives it as a name (people.ts): "population of Enugu" is a world question, whatever the store holds.

const card = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
const store = [
  card('Enugu is the town the user grew up in; she moved to France at nineteen.', ['Enugu', 'roots'], 'Enugu roots'),
  card("The user's mother Ngozi is 74 and has high blood pressure.", ['mother', 'Ngozi', 'Enugu'], 'mother Ngozi'),
  card('She funds a small Enugu scholarship for two architecture students.', ['scholarship', 'Enugu'], 'scholarship'),
];
const recalled = (q: string): number => selectRelevantMemories(store, q).length;

describe('a place many memories hold, named as a place', () => {
  it('Given a world question about the place after "of" or "in", then no memory comes', () => {
    expect(recalled("what's the population of Enugu")).toBe(0);
    expect(recalled('¿Cuál es la historia de la ciudad de Enugu?')).toBe(0);
  });

  it('Given a question about the user, then the memories come', () => {
    expect(recalled('what should I bring my mother in Enugu this summer?')).toBeGreaterThan(0);
  });
});
