import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

const bonsai = memoryFrom(
  rawCandidate({
    type: 'user_preference',
    text: 'ユーザーは週末に盆栽の手入れをするのが好き。',
    tags: ['盆栽', '週末'],
    subject: 'bonsai',
    polarity: 'prefer',
  }),
);
const kimono = memoryFrom(
  rawCandidate({
    type: 'stable_user_context',
    text: 'ユーザーは祖母の着物を大切にしている。',
    tags: ['着物', '祖母'],
    subject: 'kimono',
    polarity: null,
  }),
);
const count = (q: string): number => selectRelevantMemories([bonsai, kimono], q).length;

describe('a Japanese noun before a lone kanji is the modifier of a compound (cjkCompounds.ts)', () => {
  it('Given the noun only before a lone head kanji, then the compound is the topic and the memory stays out', () => {
    expect(count('盆栽鉢の選び方は？')).toBe(0);
    expect(count('着物店はどこにある？')).toBe(0);
  });

  it('Given the noun as a word of its own, before a particle or a suffix, then the memory comes', () => {
    expect(count('盆栽の手入れのコツは？')).toBe(1);
    expect(count('着物の手入れ方法は？')).toBe(1);
  });
});
