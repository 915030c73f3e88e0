import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../__fixtures__/candidates';
import { selectRelevantMemories } from './selection';

const car = memoryFrom(
  rawCandidate({
    type: 'stable_user_context',
    text: 'The user drives a Toyota Corolla 2016 to work.',
    tags: ['car', 'Toyota Corolla'],
    subject: 'car',
    polarity: null,
  }),
);
const picks = (q: string): number => selectRelevantMemories([car], q).length;

describe('a product the user owns, asked about on the market (productQuestions.ts)', () => {
  it("Given a question not about the user asking a model's price, reviews or specifications, then the user's one stays out", () => {
    expect(picks('Toyota Corolla 2025 price')).toBe(0);
    expect(picks('Toyota Corolla avis')).toBe(0);
    expect(picks('Toyota Corolla характеристики')).toBe(0);
  });

  it('Given a question about the user or without a buyer’s word, then the memory comes', () => {
    expect(picks('what does my Toyota Corolla cost to insure?')).toBe(1);
    expect(picks('Toyota Corolla oil change interval')).toBe(1);
  });
});
