import { describe, expect, it } from 'vitest';
import type { BlindCase } from './blindSet';
import { blindVerdict } from './blindVerdict';

const label = (c: BlindCase) => `${c.lang} ${c.category} ${c.expect}: ${c.text.slice(0, 60)}`;

/**
 * One blind round of the gates as tests: every case of the set as labelled except its named known misses,
 * the follow-up cases written after reading the gates (none yet while a round is only scored), and the known misses, which must still miss (one that
 * starts to pass fails here, so it moves back into the set and out of the list). `verdict` sends a case through the
 * real entry point; by default as blindVerdict does (a preference when it should pass, stable context when not).
 */
export function describeBlindRound(
  name: string,
  set: readonly BlindCase[],
  followUp: readonly BlindCase[],
  knownMisses: Pick<ReadonlySet<string>, 'has' | 'size'>,
  verdict: (c: BlindCase) => 'accept' | 'refuse' = blindVerdict,
) {
  describe(`${name} blind set`, () => {
    it.each(set.filter((c) => !knownMisses.has(c.text)).map((c) => [label(c), c] as const))('%s', (_, c) => {
      expect(verdict(c)).toBe(c.expect);
    });
  });

  describe.runIf(followUp.length > 0)(`${name} blind set, follow-up`, () => {
    it.each(followUp.map((c) => [label(c), c] as const))('%s', (_, c) => {
      expect(verdict(c)).toBe(c.expect);
    });
  });

  describe(`${name} blind set, known misses`, () => {
    const known = set.filter((c) => knownMisses.has(c.text));
    it('names only cases of the set', () => {
      expect(known).toHaveLength(knownMisses.size);
    });
    it.each(known.map((c) => [label(c), c] as const))('%s', (_, c) => {
      expect(verdict(c)).not.toBe(c.expect);
    });
  });
}
