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

// German memories are left out: a German capital marks every noun, so a lone place never selects there.
describe('a place written after a preposition of position above, below or outside it (worldPlaces.ts)', () => {
  const home = (text: string, tags: string[]) =>
    memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject: 'farmhouse', polarity: null }));
  const cases: readonly [string, string[], string][] = [
    ['The family lives in an old farmhouse above Lana.', ['farmhouse', 'Lana'], 'population of Lana'],
    ['Семья живёт в старом доме под Ланой.', ['дом', 'Лана'], 'население Лана 2024'],
  ];
  it.each(cases)('Given "%s", when a world question asks about the place alone, then the memory stays out', (text, tags, q) => {
    expect(selectRelevantMemories([home(text, tags)], q)).toHaveLength(0);
  });

  it.each(cases)('Given "%s", when the user asks about their own home there, then the memory comes', (text, tags) => {
    const place = tags[1] ?? '';
    expect(selectRelevantMemories([home(text, tags)], `how cold does my farmhouse get in ${place} in winter?`)).toHaveLength(1);
  });
});
