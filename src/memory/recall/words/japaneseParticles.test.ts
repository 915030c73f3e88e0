import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { cjkCore } from './rarity';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A Japanese particle at a shared phrase's edge is the grammar around a word, not the word (rarity.ts, cjkCore): a
// phrase like "が好き" is weighed as the common verb it holds, not as a rare unknown phrase.

describe('a Japanese particle at the edge of a shared phrase', () => {
  it('strips a particle opening a phrase before kanji or katakana, or closing it after katakana, and no other', () => {
    const cores: Record<string, string> = {
      が好き: '好き',
      の店: '店',
      トの: 'ト',
      猫の: '猫の',
      もち: 'もち',
      にんじん: 'にんじん',
      的工作: '工作',
    };
    for (const [phrase, core] of Object.entries(cores)) expect(cjkCore(phrase), phrase).toBe(core);
  });

  const store = parseMemoryLines(`
user_preference | 和菓子, どら焼き | wagashi | ユーザーは和菓子が好きで、特にどら焼きが好き。
stable_user_context | 釣り, 川 | fishing | ユーザーは週末に川で釣りをする。
`);
  const index = buildRecallIndex(store.map((s) => s.memory));
  const subjects = (q: string) =>
    selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

  it('Given a question that shares only "が好き" with a liking, then the liking does not come', () => {
    expect(subjects('娘は電車が好き。誕生日に何をあげればいい?')).not.toContain('wagashi');
  });

  it('Given a question naming the liked thing, then the liking comes', () => {
    expect(subjects('おすすめのどら焼きの店を教えて')).toContain('wagashi');
  });
});
