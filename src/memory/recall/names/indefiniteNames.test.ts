import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

const wife = memoryFrom(
  rawCandidate({
    type: 'stable_user_context',
    text: "The user's wife is called Sierra and sings in a choir.",
    tags: ['wife', 'Sierra', 'choir'],
    subject: 'wife Sierra',
    polarity: null,
  }),
);
const count = (q: string): number => selectRelevantMemories([wife], q).length;

describe('a store name after an indefinite article (indefiniteNames.ts)', () => {
  it('Given the name after an indefinite article, then it is the common noun and the memory stays out', () => {
    expect(count('was schenke ich einer Sierra zum Geburtstag?')).toBe(0);
    expect(count('qué le regalo a una Sierra?')).toBe(0);
  });

  it('Given the name bare, then the memory comes', () => {
    expect(count('was schenke ich Sierra zum Geburtstag?')).toBe(1);
    expect(count('qué le regalo a Sierra?')).toBe(1);
  });
});
