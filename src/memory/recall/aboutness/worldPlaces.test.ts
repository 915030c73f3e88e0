import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

const brother = memoryFrom(
  rawCandidate({
    type: 'stable_user_context',
    text: "The user's brother Kenta lives in Sapporo and drives a snowplough.",
    tags: ['brother', 'Kenta', 'Sapporo'],
    subject: 'brother Kenta',
    polarity: null,
  }),
);
const recalled = (q: string): number => selectRelevantMemories([brother], q).length;

describe('a place the memory names as where its someone lives (worldPlaces.ts)', () => {
  it('Given a world question meeting the memory on that place alone, then the memory stays out', () => {
    expect(recalled('population of Sapporo in 2025')).toBe(0);
    expect(recalled('weather in Sapporo in February')).toBe(0);
  });

  it('Given a question naming the person, asking about the user or going there, then the memory comes', () => {
    expect(recalled('is Kenta still in Sapporo this winter?')).toBe(1);
    expect(recalled('should I visit my brother in Sapporo in February?')).toBe(1);
    expect(recalled('train or plane to Sapporo in February?')).toBe(1);
  });
});
