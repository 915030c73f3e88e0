import { describe, expect, it } from 'vitest';
import { storedMemory } from '../../__fixtures__/candidates';
import { foldWord } from '../../record/tokenize';
import { scoreMemory } from '../score';
import { sameVerbForm } from './wordForms';

// A verb in the past tense is that verb (wordForms.ts); other words that only share a stem are not one word.

const PAST = [
  ['donated', 'donate'],
  ['opened', 'open'],
  ['visited', 'visit'],
  ['studied', 'study'],
  ['planned', 'plan'],
  ['camped', 'camps'],
  ['grew', 'grow'],
  ['won', 'wins'],
] as const;
const STEM_ONLY = [
  ['training', 'train'],
  ['writing', 'write'],
  ['camping', 'camped'],
  ['painting', 'paint'],
  ['building', 'built'],
] as const;

describe('one word in two tenses', () => {
  it.each(PAST)('Given "%s" and "%s", then they are one word, either way round', (a, b) => {
    expect(sameVerbForm(foldWord(a), foldWord(b))).toBe(true);
    expect(sameVerbForm(foldWord(b), foldWord(a))).toBe(true);
  });

  it.each(STEM_ONLY)('Given "%s" and "%s", then they only share a stem', (a, b) => {
    expect(sameVerbForm(foldWord(a), foldWord(b))).toBe(false);
  });

  it('Given a memory in the past tense, then a question with the verb weighs it as the word itself; a shared stem alone weighs less', () => {
    const planted = storedMemory('p', {
      type: 'stable_user_context',
      text: 'Maria planted tulips.',
      identity: { subject: 'Maria' },
      tags: [],
    });
    const training = storedMemory('t', {
      type: 'stable_user_context',
      text: 'Maria loves training.',
      identity: { subject: 'Maria' },
      tags: [],
    });
    expect(scoreMemory(planted, 'Did she plant it?').latin).toBeGreaterThan(0);
    expect(scoreMemory(planted, 'Did she plant it?').latin).toBe(scoreMemory(planted, 'Was it planted?').latin);
    expect(scoreMemory(training, 'Did she train?').latin).toBeLessThan(scoreMemory(training, 'Any training?').latin);
  });
});
