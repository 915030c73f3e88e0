import { describe, expect, it } from 'vitest';
import { groupAlternatives, splitAlternatives } from './alternation';
import { canonicalize } from './canonical';
import { entrySource } from './lexiconPatterns';
import { LEXICONS } from './lexicons';
import { GATE_CORPUS } from './__fixtures__/gateCorpus';
import { I18N_CASES } from './__fixtures__/gateCorpus.i18n';

// Every match start and matched text, trying each position (not only after the previous match).
function matchesOf(re: RegExp, text: string): string {
  const found: string[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    found.push(`${m.index}:${m[0]}`);
    re.lastIndex = m.index + 1;
  }
  return found.join(',');
}

const both = (alternatives: readonly string[], flags: string) => ({
  flat: new RegExp(alternatives.join('|'), flags),
  grouped: new RegExp(groupAlternatives(alternatives, flags.includes('i')), flags),
});

describe('grouped alternation', () => {
  it('splits only at top-level bars', () => {
    expect(splitAlternatives(String.raw`a|(?:b|c)|[|]|\||d`)).toEqual(['a', '(?:b|c)', '[|]', String.raw`\|`, 'd']);
  });

  it('keeps the order among the words that can match at one position', () => {
    const { flat, grouped } = both(['abc', 'x', 'ab', '(?<!q)ad', 'a', 'ſt', 'St', 'ıx', 'ix'], 'giu');
    for (const text of ['abcd ab ad qad a', 'st ST ſt', 'IX ıx ix İx']) expect(matchesOf(grouped, text)).toBe(matchesOf(flat, text));
    expect(grouped.source).toContain('a(?:');
  });

  it('finds the same matches as the flat list for every word kind of the lexicons, on the gate corpora', () => {
    const texts = [...GATE_CORPUS, ...I18N_CASES].flatMap((c) => [canonicalize(c.text), canonicalize(`context${c.text}`).toUpperCase()]);
    const kinds = ['credential', 'identifier', 'reference', 'temporary', 'speculative', 'habitual', 'street'] as const;
    let compared = 0;
    for (const kind of kinds)
      for (const flags of ['giu', 'gu']) {
        const entries = LEXICONS.flatMap((l) => l[kind].filter((e) => e.startsWith('=') === (flags === 'gu')).map(entrySource));
        const sorted = [...new Set(entries)].sort((a, b) => b.length - a.length);
        const { flat, grouped } = both(splitAlternatives(sorted.join('|')), flags);
        for (const text of texts) expect(matchesOf(grouped, text), `${kind}: ${text}`).toBe(matchesOf(flat, text));
        compared += texts.length;
      }
    expect(compared).toBeGreaterThan(1000);
  });
});
