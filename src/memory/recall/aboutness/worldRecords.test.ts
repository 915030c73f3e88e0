import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { classifyAboutness } from './aboutness';
import { selectRelevantMemories } from '../selection';

// A superlative over the world or a continent asks a record of the world (worldRecords.ts). Every case here is
// invented for this file.

const lighthouse = memoryFrom(
  rawCandidate({
    type: 'project_context',
    text: 'The user is restoring an old lighthouse on the coast of Brittany as a holiday home.',
    tags: ['lighthouse', 'restoration', 'brittany'],
    subject: 'lighthouse restoration',
    polarity: null,
  }),
);
const count = (q: string): number => selectRelevantMemories([lighthouse], q).length;

describe('a record of the world or a continent (worldRecords.ts)', () => {
  it('Given a superlative over the world or a continent, then the question is the world’s in every language', () => {
    for (const q of [
      'what is the tallest lighthouse in the world',
      'quel est le plus vieux phare du monde ?',
      '¿cuál es el faro más alto de Europa?',
      'qual é o farol mais alto do mundo?',
      'qual è il faro più alto d’Europa?',
      'welcher ist der höchste Leuchtturm der Welt?',
      'какой самый высокий маяк в мире?',
      '世界上最高的灯塔在哪里',
      '世界で一番高い灯台は？',
      '세계에서 가장 높은 등대는?',
    ])
      expect(classifyAboutness(q), q).toBe('world');
    expect(count('what is the tallest lighthouse in the world')).toBe(0);
  });

  it('Given the thing without a world scope, or the user asking for their own, then it stays the user’s request', () => {
    expect(classifyAboutness('the best paint for a lighthouse door')).toBe('request');
    expect(classifyAboutness('the best lighthouse paint in the world for my door')).toBe('user');
    expect(count('the best paint for a lighthouse door')).toBe(1);
  });
});
