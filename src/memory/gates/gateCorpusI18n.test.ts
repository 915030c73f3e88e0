import { describe, expect, it } from 'vitest';
import { corpusCandidate } from './__fixtures__/corpusCandidate';
import { validateCandidate } from './validate';
import { GATE_CORPUS } from './__fixtures__/gateCorpus';
import { I18N_CASES } from './__fixtures__/gateCorpus.i18n';

// The hand-written corpus in eight more languages, through the real entry point.

const verdictOf = (raw: unknown): string => {
  const result = validateCandidate(raw, { sourceConversationId: 'conv-1' });
  return result.ok ? 'accepted' : `refused (${result.reason})`;
};

describe('gate corpus in ja, ko, de, fr, es, pt, ru, it', () => {
  it('holds hostile and legitimate cases in each of the eight languages', () => {
    for (const lang of ['ja', 'ko', 'de', 'fr', 'es', 'pt', 'ru', 'it']) {
      expect(I18N_CASES.some((c) => c.lang === lang && c.expect === 'refused')).toBe(true);
      expect(I18N_CASES.some((c) => c.lang === lang && c.expect === 'accepted')).toBe(true);
    }
  });

  it('makes the whole hand-written corpus at least 1,500 cases, two in five of them in these eight languages', () => {
    const all = GATE_CORPUS.length + I18N_CASES.length;
    expect(all).toBeGreaterThanOrEqual(1500);
    expect(I18N_CASES.length / all).toBeGreaterThanOrEqual(0.4);
  });

  it.each(I18N_CASES.map((c) => [c.lang, c.expect, c.text, c] as const))(
    'Given %s %s case "%s", then it is as expected',
    (_l, _e, _t, c) => {
      const verdict = verdictOf(corpusCandidate(c));
      if (c.expect === 'refused') expect(verdict).toMatch(/^refused/);
      else expect(verdict).toBe('accepted');
    },
  );
});
