import { describe, expect, it } from 'vitest';
import { groupAlternatives, guardFirstCharacter, splitAlternatives } from './alternation';
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

describe('first-character guard', () => {
  it('tests the characters every alternative can start with, past assertions and optional parts', () => {
    expect(guardFirstCharacter(String.raw`\b(?:is|am)\s+x|(?<![\p{L}])(?:the\s+)?[0-9]y`)).toBe(
      String.raw`(?=[iat0-9])(?:\b(?:is|am)\s+x|(?<![\p{L}])(?:the\s+)?[0-9]y)`,
    );
  });

  it('keeps a class hyphen at its start or end a hyphen when it joins the classes of other alternatives', () => {
    // Joined as they stand, "[.-]" and "[\\s]" would read ".-\\s", a range that is no valid class.
    const source = String.raw`^(?:[.-]|\s(?:is|ist)\s)*\d|[-#]x`;
    const guard = guardFirstCharacter(source);
    expect(guard).not.toBe(source);
    const plain = new RegExp(source, 'gu');
    const withGuard = new RegExp(guard, 'gu');
    for (const text of ['-5', '.7', ' is 3', '#x', '-x', 'a-b', '\\5', 'x'])
      expect(matchesOf(withGuard, text), text).toBe(matchesOf(plain, text));
  });

  it('leaves a pattern it has guarded as it is', () => {
    const once = guardFirstCharacter(String.raw`\b(?:is|am)\s+x|[0-9]y`);
    expect(guardFirstCharacter(once)).toBe(once);
  });

  it('leaves a pattern alone when its first character is not known or it can match nothing', () => {
    for (const source of ['a|.b', 'a|[^b]c', String.raw`(a)?\1b|c`, 'a?', 'x|(?:y)*', '(?i:a)b'])
      expect(guardFirstCharacter(source), source).toBe(source);
  });

  it('finds the same matches as the pattern without it, for the lexicons and hand-written shapes, on the gate corpora', () => {
    const texts = [...GATE_CORPUS, ...I18N_CASES].flatMap((c) => [canonicalize(c.text), canonicalize(c.text).toUpperCase()]);
    const sources = [
      ...LEXICONS.flatMap((l) => [l.temporary, l.identifier, l.credential].map((entries) => entries.map(entrySource).join('|'))),
      String.raw`\b(?:is|are|'s|am)\s+(?:(?:still|now)\s+)?(?:learning|getting)\b|(?<![\p{L}])(?:a|avait)\s+(?:la\s+)?grippe`,
      String.raw`(?:\d{1,3}\s*)?丁目|[A-Z]{2}\d{2}|^\s*-?\s*(?:user|assistant):`,
    ];
    let guardedCount = 0;
    for (const source of sources) {
      const guard = guardFirstCharacter(source);
      if (guard !== source) guardedCount += 1;
      for (const flags of ['giu', 'gmu']) {
        const plain = new RegExp(source, flags);
        const withGuard = new RegExp(guard, flags);
        for (const text of texts) expect(matchesOf(withGuard, text), `${source.slice(0, 40)}: ${text}`).toBe(matchesOf(plain, text));
      }
    }
    expect(guardedCount).toBeGreaterThan(sources.length / 2);
  });
});
