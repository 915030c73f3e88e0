import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A judgement of a model asked bare (is it good, how is it) is a shopper's question about the model on the market, not
// about the user's own one, when it meets the memory only on the model's name and no first person speaks
// (modelCheckWords.ts JUDGED_*, productQuestions.ts). Every case here is invented for this file.

const store = parseMemoryLines(
  [
    'user_preference | Kindle, reading | e-reader | She reads on a Kindle Paperwhite every night before bed.',
    'stable_user_context | bike, Brompton | folding bike | She commutes on a black Brompton folding bike.',
    'project_context | trip, Kyoto | Kyoto trip | She plans a trip to Kyoto with her sister in October.',
  ].join('\n'),
);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) => selectFromIndex(index, q).map((s) => store.find((x) => x.memory.stableKey === s.stableKey)?.subject);

describe('a judgement of a model the user owns, asked bare', () => {
  it.each([
    'Is the Kindle Paperwhite any good?',
    'Ist Brompton eine gute Marke?',
    '¿Qué tal el Kindle Paperwhite?',
    'O Kindle Paperwhite é bom?',
    'Il Kindle Paperwhite è buono?',
    'Kindle Paperwhite хороший?',
    'Kindle Paperwhite怎么样',
    'Kindle Paperwhiteってどう？',
    'Kindle Paperwhite 어때?',
  ])('is the market’s: %s', (q) => expect(subjects(q)).toEqual([]));

  it.each([
    ['is my Kindle Paperwhite good for reading PDFs?', 'e-reader'],
    ['is the Kindle Paperwhite good for reading every night before bed?', 'e-reader'],
    ['O meu Kindle Paperwhite é bom para ler PDFs?', 'e-reader'],
  ])('keeps the user’s own: %s', (q, subject) => expect(subjects(q)).toContain(subject));
});
