import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../__fixtures__/candidates';
import { fixtureMemories, idOfKey, keyOf, RECALL_FIXTURE } from './__fixtures__/recallFixture';
import { buildRecallIndex, selectFromIndex } from './recallIndex';
import { scoreMemory } from './score';
import { RECALL_ITEM_CHARS, RECALL_MAX_ITEMS, RECALL_TOTAL_CHARS, selectRelevantMemories } from './selection';
import type { UserMemory } from '../record/schema';
import { codePointLength } from '../record/normalize';

// Property tests run hundreds of generated stores: under a loaded CI machine they take longer than the default
// 30 s. Speed is measured by `npm run bench`, not here.
const PROPERTY_TIMEOUT_MS = 120_000;

const memories = fixtureMemories();
const index = buildRecallIndex(memories);
const recalledIds = (query: string): string[] => selectRelevantMemories(memories, query).map((m) => idOfKey(m.stableKey));
const memory = (id: string): UserMemory => {
  const m = RECALL_FIXTURE.get(id);
  if (!m) throw new Error(id);
  return m;
};

interface RecallCase {
  readonly query: string;
  readonly recall: readonly string[];
  readonly notRecall: readonly string[];
}

const NOTHING = 'nothing';
// `recall: [NOTHING]` means the answer must be empty.
const CASES: readonly RecallCase[] = [
  { query: '给我推荐几种水果', recall: ['peach'], notRecall: ['durian', 'apple', 'coriander', 'vscode'] },
  { query: '我喜欢吃什么？', recall: ['peach', 'coriander'], notRecall: ['vscode', 'durian', 'coffee'] },
  { query: '给我推荐几个 VSCode 插件', recall: ['vscode'], notRecall: ['peach', 'coriander'] },
  { query: '解释一下 React useEffect', recall: ['plain'], notRecall: ['peach', 'aimind'] },
  { query: '给我一个适合 Windows PowerShell 的脚本', recall: ['windows'], notRecall: ['peach', 'aimind', 'vue'] },
  { query: 'Set up a new TypeScript project', recall: ['typescript'], notRecall: ['food', 'fzfind'] },
  { query: 'What should I cook tonight?', recall: ['food'], notRecall: ['typescript', 'peach'] },
  { query: '今天天气怎么样', recall: [NOTHING], notRecall: [] },
  { query: 'Hello, how are you today?', recall: [NOTHING], notRecall: [] },
  { query: '帮我写一首关于春天的诗', recall: [NOTHING], notRecall: [] },
  { query: '什么是量子计算', recall: [NOTHING], notRecall: [] },
  { query: 'What is the capital of France?', recall: [NOTHING], notRecall: [] },
  { query: '用户记住这个', recall: [NOTHING], notRecall: [] },
  { query: 'I like it, please remember that', recall: [NOTHING], notRecall: [] },
  { query: '你知道我的工作吗', recall: ['windows'], notRecall: ['aimind', 'peach'] },
  { query: 'AI Mind 下一个版本要做什么', recall: ['aimind'], notRecall: ['plain', 'fzfind'] },
  { query: 'How should I run a migration on the production database?', recall: ['prod'], notRecall: ['invest', 'history'] },
  { query: '我想买点基金做投资', recall: ['invest'], notRecall: ['prod', 'history'] },
  { query: '长期记忆要不要保存聊天记录', recall: ['history'], notRecall: ['invest', 'prod'] },
  { query: 'Which dark theme works best for my terminal?', recall: ['dark'], notRecall: ['shell'] },
  { query: '帮我整理一段提示词', recall: ['prompts'], notRecall: ['chinese', 'plain'] },
  { query: 'Give me a shell command to find large files', recall: ['shell'], notRecall: ['dark', 'review'] },
  { query: 'How do I write a test for this function?', recall: ['tdd'], notRecall: ['review'] },
  { query: '评估一下这个需求', recall: ['spec'], notRecall: ['invent'] },
  { query: 'Please review my pull request', recall: ['review'], notRecall: ['tdd'] },
  { query: '帮我给项目加一个新功能', recall: ['invent'], notRecall: ['aimind', 'book'] },
  { query: 'How do I select elements with jQuery?', recall: ['jquery'], notRecall: ['typescript'] },
  { query: '豆豆最近不爱吃猫粮', recall: ['cat'], notRecall: ['book'] },
  { query: '我在写的骑行书，帮我想个章节标题', recall: ['book'], notRecall: ['aimind', 'fzfind'] },
  { query: "What's next on the fzfind roadmap?", recall: ['fzfind'], notRecall: ['aimind'] },
  { query: 'Recommend a Rust crate for parsing arguments', recall: ['fzfind'], notRecall: ['typescript'] },
  { query: '我想喝点咖啡', recall: ['coffee'], notRecall: ['peach'] },
  { query: '请用中文回答我', recall: ['chinese'], notRecall: ['peach', 'plain'] },
  { query: 'Keep the answer short', recall: ['concise'], notRecall: ['chinese'] },
  { query: 'What time is it in Berlin right now?', recall: ['berlin'], notRecall: ['windows'] },
  { query: '推荐几种水果，不要榴莲', recall: ['peach'], notRecall: ['durian'] },
  { query: 'Write the JavaScript for a todo app', recall: ['typescript'], notRecall: ['food'] },
  { query: 'I just want to chat about movies', recall: [NOTHING], notRecall: [] },
];

describe('recall quality over a 29-memory store', () => {
  it.each(CASES)(
    'Given the store, when the user asks "$query", then exactly the right memories come back',
    ({ query, recall, notRecall }) => {
      const got = recalledIds(query);
      if (recall[0] === NOTHING) expect(got).toEqual([]);
      else for (const id of recall) expect(got).toContain(id);
      for (const id of notRecall) expect(got).not.toContain(id);
    },
  );

  it.each(CASES.map((c) => c.query))('Given the recall index, when asked "%s", then it answers exactly as the plain loop', (query) => {
    expect(selectFromIndex(index, query)).toEqual(selectRelevantMemories(memories, query));
  });
});

describe('worked examples: suppression, breakdown and the controlled types', () => {
  it('Given a suppressed peach, when the user asks for fruit, then the peach is no longer recalled', () => {
    const suppressed = memories.map((m) => (m.stableKey === keyOf('peach') ? { ...m, status: 'suppressed' as const } : m));
    expect(selectRelevantMemories(suppressed, '推荐几种水果').map((m) => m.stableKey)).not.toContain(keyOf('peach'));
  });

  it('Given the peach memory, when asked for fruit, then the breakdown credits the tag 水果', () => {
    expect(scoreMemory(memory('peach'), '给我推荐几种水果')).toMatchObject({ total: 3, tags: 3, partialText: 0 });
  });

  // The controlled-type rule is narrower than it was: a text match on a rare word now counts for every
  // type, so these queries share only an everyday word of the text.
  it('Given a project memory, when a query shares only a common word of its text, then the controlled-type rule keeps it out', () => {
    const score = scoreMemory(memory('fzfind'), 'Can you open this file for me?');
    expect(score).toMatchObject({ tags: 0, identity: 0, total: 0 });
    expect(score.latin).toBeGreaterThan(0);
  });

  it('Given a risk preference, when a query shares only a common word of its text, then it scores 0', () => {
    const score = scoreMemory(memory('prod'), 'Can I ask you something?');
    expect(score).toMatchObject({ tags: 0, identity: 0, total: 0 });
    expect(score.latin).toBeGreaterThan(0);
  });

  it('Given a stable user context, when the query only shares a phrase of its text, then it still qualifies', () => {
    const score = scoreMemory(memory('windows'), '你知道我的工作吗');
    expect(score).toMatchObject({ tags: 0, identity: 0, partialText: 3, total: 3 });
  });
});

describe('score components', () => {
  it('Given a repeated query word, when scored, then it counts once', () => {
    expect(scoreMemory(memory('jquery'), 'jquery jquery jquery').latin).toBe(1.5);
  });

  it('Given plural and singular forms, when scored, then they match', () => {
    const plural = scoreMemory(memory('tdd'), 'how many tests do I need');
    expect(plural.tags).toBeGreaterThan(0);
    expect(plural).toEqual(scoreMemory(memory('tdd'), 'how many test do I need'));
  });

  it('Given a Latin subject inside a longer word, when scored, then identity does not match on a partial word', () => {
    expect(scoreMemory(memory('jquery'), 'myjquerylike plugin').identity).toBe(0);
  });

  it('Given many identity hits, when scored, then identity is capped at 4', () => {
    expect(scoreMemory(memory('windows'), '前端工程师 Windows PowerShell').identity).toBe(4);
  });

  it('Given the whole memory text inside the query, when scored, then whole text adds 2', () => {
    expect(scoreMemory(memory('jquery'), 'you said: never suggest jquery in answers!').wholeText).toBe(2);
  });

  it('Given ties, when selected, then newer updatedAt wins and then the stable key orders', () => {
    const a = memoryFrom(rawCandidate({ text: '用户喜欢吃橙子。', subject: '橙子', tags: ['橙子', '水果'] }), '2025-01-01T00:00:00.000Z');
    const b = memoryFrom(rawCandidate({ text: '用户喜欢吃香蕉。', subject: '香蕉', tags: ['香蕉', '水果'] }), '2025-01-02T00:00:00.000Z');
    const c = memoryFrom(rawCandidate({ text: '用户喜欢吃芒果。', subject: '芒果', tags: ['芒果', '水果'] }), '2025-01-01T00:00:00.000Z');
    const got = selectRelevantMemories([c, a, b], '水果').map((m) => m.stableKey);
    // 橙 (U+6A59) sorts before 芒 (U+8292).
    expect(got).toEqual([b.stableKey, a.stableKey, c.stableKey]);
  });
});

// Property tests: the budget and the status rule hold for any store and any query.
const WORDS = [
  '水果',
  '桃子',
  '吃',
  '编辑器',
  'react',
  'vue',
  'typescript',
  'fruit',
  'cook',
  'shell',
  '项目',
  '版本',
  '解释',
  'test',
  'tests',
  '喜欢',
];
const wordsArb = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 60 });
const memoryArb = fc.record({
  text: wordsArb.map((w) => w.join(' ').slice(0, 300)),
  tags: fc.array(fc.constantFrom(...WORDS), { maxLength: 8 }),
  subject: fc.constantFrom(...WORDS),
  type: fc.constantFrom(...(['user_preference', 'stable_user_context', 'project_context', 'standing_instruction'] as const)),
  suppressed: fc.boolean(),
  day: fc.integer({ min: 1, max: 28 }),
});
const storeArb = fc.array(memoryArb, { maxLength: 25 }).map((specs) =>
  specs.map((s, i) => {
    const m = memoryFrom(
      rawCandidate({
        type: s.type,
        text: s.text,
        tags: s.tags,
        subject: `${s.subject}${i}`,
        polarity: s.type === 'user_preference' ? 'prefer' : null,
      }),
      `2025-01-${String(s.day).padStart(2, '0')}T00:00:00.000Z`,
    );
    return s.suppressed ? { ...m, status: 'suppressed' as const } : m;
  }),
);
const queryArb = wordsArb.map((w) => w.join(''));

describe('recall properties', () => {
  it(
    'Given any store and query, then at most 3 items, 300 chars each, 900 in all, none suppressed',
    () => {
      fc.assert(
        fc.property(storeArb, queryArb, (store, query) => {
          const got = selectRelevantMemories(store, query);
          const suppressed = new Set(store.filter((m) => m.status === 'suppressed').map((m) => m.stableKey));
          expect(got.length).toBeLessThanOrEqual(RECALL_MAX_ITEMS);
          expect(got.reduce((n, m) => n + codePointLength(m.text), 0)).toBeLessThanOrEqual(RECALL_TOTAL_CHARS);
          for (const m of got) {
            expect(codePointLength(m.text)).toBeLessThanOrEqual(RECALL_ITEM_CHARS);
            expect(suppressed.has(m.stableKey)).toBe(false);
            expect(m.score).toBeGreaterThanOrEqual(1.5);
          }
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'Given any store and query, then the index answers exactly as the plain loop',
    () => {
      fc.assert(
        fc.property(storeArb, fc.oneof(queryArb, fc.string()), (store, query) => {
          expect(selectFromIndex(buildRecallIndex(store), query)).toEqual(selectRelevantMemories(store, query));
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('recall index rebuild', () => {
  it('given a previous index, when one memory changed, then the rebuilt index answers like a fresh one and reuses the rest', async () => {
    const { buildRecallIndex, selectFromIndex } = await import('./recallIndex');
    const { fixtureMemories } = await import('./__fixtures__/recallFixture');
    const before = fixtureMemories();
    const first = buildRecallIndex(before);
    const changed = before.map((m, i) =>
      i === 0 ? { ...m, text: `${m.text} 还有西瓜`, tags: [...m.tags, '西瓜'], updatedAt: '2030-01-01T00:00:00.000Z' } : m,
    );
    const rebuilt = buildRecallIndex(changed, first);
    const fresh = buildRecallIndex(changed);
    for (const q of ['推荐几种水果', '西瓜好吃吗', 'set up a new TypeScript project', '我喜欢吃什么？'])
      expect(selectFromIndex(rebuilt, q)).toEqual(selectFromIndex(fresh, q));
    const reused = rebuilt.features.filter((f) => first.features.includes(f)).length;
    expect(reused).toBe(first.features.length - 1);
  });
});
