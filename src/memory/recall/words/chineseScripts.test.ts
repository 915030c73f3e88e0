import { describe, expect, it } from 'vitest';
import { TRADITIONAL_TO_SIMPLIFIED } from '../../record/hanFolding';
import type { UserMemory } from '../../record/schema';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { aboutnessQuestions, aboutnessStore, type AboutnessQuestion, type StoreEntry } from '../__fixtures__/aboutnessRun';
import { blindQuestions, blindStore } from '../__fixtures__/blindRun';
import { fifthQuestions, fifthStore } from '../__fixtures__/fifthRun';
import { tenthQuestions, tenthStore } from '../__fixtures__/tenthRun';

// Chinese written in the traditional script is recalled as the same Chinese in the simplified script: every Chinese
// question and memory of four aboutness sets, rewritten in traditional characters, gets the same memories in every
// mix of scripts. The rewriting uses only the characters whose simplified form has one traditional form in OpenCC's
// table (发 → 發 or 髮 is left alone), so it is the inverse of what recall does.

const TRADITIONAL = new Map<string, string>();
{
  const sources = new Map<string, string[]>();
  const keys = new Set<string>();
  for (const [from, to] of TRADITIONAL_TO_SIMPLIFIED) {
    keys.add(from);
    sources.set(to, [...(sources.get(to) ?? []), from]);
  }
  for (const [simplified, from] of sources) if (from.length === 1 && !keys.has(simplified)) TRADITIONAL.set(simplified, from[0] as string);
}
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const toTraditional = (text: string): string => (KANA.test(text) ? text : Array.from(text, (c) => TRADITIONAL.get(c) ?? c).join(''));
const traditionalMemory = (m: UserMemory): UserMemory => {
  if ([m.text, m.identity.subject, ...m.tags].some((t) => KANA.test(t))) return m;
  const facet = m.identity.facet === undefined ? {} : { facet: toTraditional(m.identity.facet) };
  return {
    ...m,
    text: toTraditional(m.text),
    tags: m.tags.map(toTraditional),
    identity: { ...m.identity, subject: toTraditional(m.identity.subject), ...facet },
  };
};

const SETS: readonly [string, () => readonly StoreEntry[], () => readonly AboutnessQuestion[]][] = [
  ['main', aboutnessStore, aboutnessQuestions],
  ['blind', blindStore, blindQuestions],
  ['fifth', fifthStore, fifthQuestions],
  ['tenth', tenthStore, tenthQuestions],
];

describe.each(SETS)('the %s set in traditional Chinese', (_name, store, questions) => {
  const memories = store().map((s) => s.memory);
  const simplifiedIndex = buildRecallIndex(memories);
  const traditionalMemories = memories.map(traditionalMemory);
  const traditionalIndex = buildRecallIndex(traditionalMemories);
  const chinese = questions()
    .map((q) => q.question)
    .filter((q) => /\p{Script=Han}/u.test(q) && !KANA.test(q));
  const keys = (index: ReturnType<typeof buildRecallIndex>, q: string) => selectFromIndex(index, q).map((s) => s.stableKey);

  it('has Chinese questions and memories the rewriting changes', () => {
    expect(chinese.filter((q) => toTraditional(q) !== q).length).toBeGreaterThan(chinese.length / 2);
    expect(traditionalMemories.filter((m, i) => m !== memories[i] && m.text !== memories[i]?.text).length).toBeGreaterThan(1);
  });

  it('recalls the same memories for a question in either script, from memories in either script', () => {
    const differ: string[] = [];
    for (const q of chinese) {
      const expected = keys(simplifiedIndex, q).join(',');
      const variants = [keys(simplifiedIndex, toTraditional(q)), keys(traditionalIndex, q), keys(traditionalIndex, toTraditional(q))];
      if (variants.some((v) => v.join(',') !== expected)) differ.push(q);
    }
    expect(differ).toEqual([]);
  });

  it('shows a traditional memory it recalls in the script it is stored in', () => {
    const byKey = new Map(traditionalMemories.map((m) => [m.stableKey, m]));
    for (const q of chinese.slice(0, 40))
      for (const s of selectFromIndex(traditionalIndex, toTraditional(q)))
        expect(s.text).toBe(byKey.get(s.stableKey)?.text.slice(0, s.text.length));
  });
});

describe('a question in traditional Chinese', () => {
  const memories = [
    memoryFrom(rawCandidate({ text: '使用者喜歡淺焙的衣索比亞咖啡。', tags: ['咖啡', '淺焙'], subject: '咖啡偏好' })),
    memoryFrom(
      rawCandidate({ type: 'stable_user_context', text: '用户住在台中，开了一家小烘焙店。', tags: ['台中', '烘焙店'], subject: '烘焙店' }),
    ),
  ];
  const index = buildRecallIndex(memories);
  it("asking for the user's own advice meets a memory in either script", () => {
    expect(selectFromIndex(index, '幫我推薦適合我的咖啡豆').map((s) => s.stableKey)).toContain(memories[0]?.stableKey);
    expect(selectFromIndex(index, '我的烘焙店週末該開到幾點？').map((s) => s.stableKey)).toContain(memories[1]?.stableKey);
  });
  it('about the world gets no topical memory in either script', () => {
    expect(selectFromIndex(index, '咖啡是什麼時候傳入歐洲的？')).toEqual([]);
    expect(selectFromIndex(index, '咖啡是什么时候传入欧洲的？')).toEqual([]);
  });
});
