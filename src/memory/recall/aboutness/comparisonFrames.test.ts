import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { classifyAboutness } from './aboutness';
import { selectRelevantMemories } from '../selection';

// How two things differ is asked with a verb between the difference and its preposition in the Romance languages
// ("qué diferencia hay entre", "che differenza c'è tra"): a comparison of the world, like "difference between".
// Every case here is invented for this file.

const horse = memoryFrom(
  rawCandidate({
    type: 'stable_user_context',
    text: 'The user rides a grey mare called Brisa every Saturday.',
    tags: ['brisa', 'horse', 'riding'],
    subject: 'horse Brisa',
    polarity: null,
  }),
);

describe('a comparison asked with a verb before its preposition (aboutness.ts)', () => {
  it('Given the difference asked with hay, c’è, há or y a-t-il, then the question is the world’s and the pet named like the thing stays out', () => {
    expect(classifyAboutness('¿Qué diferencia hay entre la brisa y el viento?')).toBe('world');
    expect(classifyAboutness("Che differenza c'è tra la brisa e il vento?")).toBe('world');
    expect(classifyAboutness('Qual a diferença há entre brisa e vento?')).toBe('world');
    expect(classifyAboutness('Quelle différence y a-t-il entre la brise et le vent ?')).toBe('world');
    expect(selectRelevantMemories([horse], '¿Qué diferencia hay entre la brisa y el viento?')).toHaveLength(0);
  });

  it('Given the same words about the pet with no comparison, then the memory comes', () => {
    expect(selectRelevantMemories([horse], '¿Brisa cojea un poco, qué hago?')).toHaveLength(1);
  });
});
