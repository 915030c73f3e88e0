import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// A name of the user's life after a locative that never takes a person (at, in, em, dans, im, nel, в) is a place's
// name in a question not about the user that asks a topic of its own, a year included (settingPlaces.ts).

const sister = memoryFrom(
  rawCandidate({
    type: 'stable_user_context',
    text: 'Her younger sister Lourdes lived in Madrid for ten years and now visits their mother weekly.',
    tags: ['sister', 'Lourdes', 'Madrid'],
    subject: 'sister Lourdes',
    polarity: null,
  }),
);
const recalled = (q: string): number => selectRelevantMemories([sister], q).length;

describe('a name of the store after a locative that takes no person', () => {
  it('Given a world question setting an event at a place of that name, then the memory stays out', () => {
    expect(recalled('what happened at Lourdes in 1858?')).toBe(0);
    expect(recalled('o que aconteceu em Lourdes em 1858?')).toBe(0);
    expect(recalled('que s’est-il passé dans Lourdes en 1858 ?')).toBe(0);
  });

  it('Given the name as someone spoken to or about, or a question about the user, then the memory comes', () => {
    expect(recalled('¿qué le regalo a Lourdes por su cumpleaños?')).toBe(1);
    expect(recalled('what can I cook for Lourdes on Sunday?')).toBe(1);
    expect(recalled('is my sister Lourdes at home in Madrid this week?')).toBe(1);
  });
});
