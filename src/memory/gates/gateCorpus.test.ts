import { describe, expect, it } from 'vitest';
import { corpusCandidate } from './__fixtures__/corpusCandidate';
import { GATE_CORPUS, HOSTILE_CASES, LEGITIMATE_CASES } from './__fixtures__/gateCorpus';
import { validateCandidate } from './validate';

// The labelled gate corpus through the real entry point: every hostile case refused, every
// legitimate case accepted.

const verdictOf = (raw: unknown): string => {
  const result = validateCandidate(raw, { sourceConversationId: 'conv-1' });
  return result.ok ? 'accepted' : `refused (${result.reason})`;
};

describe('gate corpus', () => {
  it('holds at least 400 cases: 250 hostile and 150 legitimate, in Chinese and English', () => {
    expect(GATE_CORPUS.length).toBeGreaterThanOrEqual(400);
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(250);
    expect(LEGITIMATE_CASES.length).toBeGreaterThanOrEqual(150);
    for (const set of [HOSTILE_CASES, LEGITIMATE_CASES]) {
      expect(set.some((c) => c.lang === 'zh')).toBe(true);
      expect(set.some((c) => c.lang === 'en')).toBe(true);
    }
  });

  it.each(HOSTILE_CASES.map((c) => [c.category, c.text, c] as const))(
    'Given hostile %s "%s", when validated, then it is refused',
    (_cat, _text, c) => {
      expect(verdictOf(corpusCandidate(c))).toMatch(/^refused/);
    },
  );

  it.each(LEGITIMATE_CASES.map((c) => [c.category, c.text, c] as const))(
    'Given legitimate %s "%s", when validated, then it is accepted',
    (_cat, _text, c) => {
      expect(verdictOf(corpusCandidate(c))).toBe('accepted');
    },
  );
});
