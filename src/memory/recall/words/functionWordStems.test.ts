import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// A function word of the question's own language meets a memory in another language only as written, never through
// that language's stemmer (runMaps.ts, stemsInLanguage): French "son" is no Portuguese "sono" (sleep).

const sleep = memoryFrom(
  rawCandidate({
    type: 'recurring_constraint',
    text: 'Por hábito dos turnos no hospital, a Lúcia acorda às 5h e dorme às 21h; o sono dela é sagrado.',
    tags: ['sono', 'turnos'],
    subject: 'sleep schedule',
    polarity: null,
  }),
);
const recalled = (q: string): number => selectRelevantMemories([sleep], q).length;

describe('a function word of the question beside a memory in another language', () => {
  it("Given a French question whose possessive spells the memory's word's stem, then the memory stays out", () => {
    expect(recalled('que pense Juliette Binoche de son dernier film ?')).toBe(0);
    expect(recalled('son dernier album est-il sorti en vinyle ?')).toBe(0);
  });

  it('Given the content word itself in any form of the memory language, then the memory comes', () => {
    expect(recalled('como melhorar o sono depois dos turnos da noite?')).toBe(1);
    expect(recalled('dicas para o meu sono')).toBe(1);
  });
});
