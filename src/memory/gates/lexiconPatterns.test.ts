import { describe, expect, it } from 'vitest';
import { compileWords, wordMatches } from './lexiconPatterns';
import { LEXICONS } from './lexicons';
import { GATE_CORPUS } from './__fixtures__/gateCorpus';
import { I18N_CASES } from './__fixtures__/gateCorpus.i18n';

const TEXTS = [...GATE_CORPUS, ...I18N_CASES].map((c) => c.text);
const listed = (words: ReturnType<typeof compileWords>, text: string) => [...wordMatches(words, text)].map((m) => `${m.start}:${m.word}`);

describe('compileWords', () => {
  it('compiles the bundled lexicons once per kind and option, and other lexicons apart', () => {
    expect(compileWords('temporary')).toBe(compileWords('temporary'));
    expect(compileWords('reference', LEXICONS, { openStart: true })).not.toBe(compileWords('reference'));
    expect(compileWords('temporary', LEXICONS.slice(0, 1))).not.toBe(compileWords('temporary'));
  });

  it('gives the same matches when the shared words are searched again between two steps of a search', () => {
    const words = compileWords('temporary');
    const texts = TEXTS.filter((t) => listed(words, t).length >= 2);
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) {
      const alone = listed(words, text);
      const interleaved: string[] = [];
      for (const m of wordMatches(words, text)) {
        // Another gate reading the same words in another text, as a caller may between two steps.
        listed(words, 'seit gestern, since yesterday, 最近, ahora mismo');
        interleaved.push(`${m.start}:${m.word}`);
      }
      expect(interleaved, text).toEqual(alone);
    }
  });
});
