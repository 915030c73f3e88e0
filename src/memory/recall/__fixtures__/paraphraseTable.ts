import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import type { UserMemory } from '../../record/schema';
import { fixtureMemories } from './recallFixture';
import { buildRecallIndex, type RecallIndex } from '../recallIndex';
import { fuseWithMeaning, readByRules, type RulesReading } from '../meaning/fusedSelection';
import { embeddingTextOf, packVectors, signalsOf, unitVector } from '../meaning/similarity';
import { calibrateMeaning, meaningSignals } from '../meaning/calibration';
import { SEMANTIC_ANCHOR_TEXTS } from '../meaning/anchors';
import type { TestEmbedder } from './conceptEmbedders';

// The paraphrase table of meaning-based recall: rules + meaning over 34 memories (Chinese and English).
// Each query names the memories that must come back, must not come back, or expects nothing at all.
// The first block repeats the rule table of recall.test.ts, so fusion is shown not to regress it.
// paraphrase.test.ts runs it with the test embedders; the meaning bench prints it per embedder.

const EXTRA: UserMemory[] = [
  memoryFrom(
    rawCandidate({ text: 'The user prefers Python for data analysis.', tags: ['python', 'data analysis'], subject: 'Python' }),
    '2025-02-10T08:00:00.000Z',
  ),
  memoryFrom(rawCandidate({ text: '用户喜欢听古典音乐。', tags: ['古典音乐', '音乐'], subject: '古典音乐' }), '2025-02-11T08:00:00.000Z'),
  memoryFrom(
    rawCandidate({ text: 'The user likes hiking in the mountains.', tags: ['hiking', 'mountains'], subject: 'hiking' }),
    '2025-02-12T08:00:00.000Z',
  ),
  memoryFrom(rawCandidate({ text: '用户喜欢喝乌龙茶。', tags: ['乌龙茶', '茶'], subject: '乌龙茶' }), '2025-02-13T08:00:00.000Z'),
  memoryFrom(
    rawCandidate({
      type: 'recurring_constraint',
      text: 'The user is vegetarian and eats no meat.',
      tags: ['vegetarian', 'meat', 'diet'],
      subject: 'vegetarian diet',
      polarity: null,
    }),
    '2025-02-14T08:00:00.000Z',
  ),
];
export const PARAPHRASE_MEMORIES = [...fixtureMemories(), ...EXTRA];
export const ID_BY_KEY = new Map<string, string>();
// Short ids: the fixture's own ids, plus the extra memories by subject.
for (const [i, m] of fixtureMemories().entries())
  ID_BY_KEY.set(
    m.stableKey,
    [
      'peach',
      'coriander',
      'vscode',
      'typescript',
      'food',
      'coffee',
      'dark',
      'plain',
      'concise',
      'chinese',
      'prompts',
      'shell',
      'tdd',
      'spec',
      'review',
      'invent',
      'jquery',
      'windows',
      'vue',
      'berlin',
      'cat',
      'aimind',
      'fzfind',
      'book',
      'history',
      'prod',
      'invest',
      'durian',
      'apple',
    ][i] ?? m.stableKey,
  );
for (const [m, id] of EXTRA.map((m, i) => [m, ['python', 'music', 'hiking', 'tea', 'vegetarian'][i] ?? ''] as const))
  ID_BY_KEY.set(m.stableKey, id);

export interface Case {
  readonly query: string;
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
  readonly none?: true;
}

export const RULE_CASES: readonly Case[] = [
  { query: '给我推荐几种水果', include: ['peach'], exclude: ['durian', 'apple', 'coriander', 'vscode'] },
  { query: '我喜欢吃什么？', include: ['peach', 'coriander'], exclude: ['vscode', 'durian'] },
  { query: '给我推荐几个 VSCode 插件', include: ['vscode'], exclude: ['peach', 'coriander'] },
  { query: '解释一下 React useEffect', include: ['plain'], exclude: ['peach', 'aimind'] },
  { query: '给我一个适合 Windows PowerShell 的脚本', include: ['windows'], exclude: ['peach', 'aimind'] },
  { query: 'Set up a new TypeScript project', include: ['typescript'], exclude: ['food', 'fzfind'] },
  { query: 'What should I cook tonight?', include: ['food'], exclude: ['typescript', 'peach'] },
  { query: '今天天气怎么样', none: true },
  { query: 'Hello, how are you today?', none: true },
  { query: '帮我写一首关于春天的诗', none: true },
  { query: '什么是量子计算', none: true },
  { query: 'What is the capital of France?', none: true },
  { query: '用户记住这个', none: true },
  { query: 'I like it, please remember that', none: true },
  { query: '你知道我的工作吗', include: ['windows'], exclude: ['aimind', 'peach'] },
  { query: 'AI Mind 下一个版本要做什么', include: ['aimind'], exclude: ['fzfind'] },
  { query: 'How should I run a migration on the production database?', include: ['prod'], exclude: ['invest', 'history'] },
  { query: '我想买点基金做投资', include: ['invest'], exclude: ['prod', 'history'] },
  { query: '长期记忆要不要保存聊天记录', include: ['history'], exclude: ['invest', 'prod'] },
  { query: 'Which dark theme works best for my terminal?', include: ['dark'] },
  { query: '帮我整理一段提示词', include: ['prompts'], exclude: ['plain'] },
  { query: 'Give me a shell command to find large files', include: ['shell'], exclude: ['review'] },
  { query: 'How do I write a test for this function?', include: ['tdd'], exclude: ['review'] },
  { query: '评估一下这个需求', include: ['spec'], exclude: ['invent'] },
  { query: 'Please review my pull request', include: ['review'] },
  { query: '帮我给项目加一个新功能', include: ['invent'], exclude: ['aimind', 'book'] },
  { query: 'How do I select elements with jQuery?', include: ['jquery'] },
  { query: '豆豆最近不爱吃猫粮', include: ['cat'], exclude: ['book'] },
  { query: '我在写的骑行书，帮我想个章节标题', include: ['book'], exclude: ['aimind', 'fzfind'] },
  { query: "What's next on the fzfind roadmap?", include: ['fzfind'], exclude: ['aimind'] },
  { query: '我想喝点咖啡', include: ['coffee'], exclude: ['peach'] },
  { query: '请用中文回答我', include: ['chinese'], exclude: ['peach'] },
  { query: 'Keep the answer short', include: ['concise'] },
  { query: 'What time is it in Berlin right now?', include: ['berlin'], exclude: ['windows'] },
  { query: '推荐几种水果，不要榴莲', include: ['peach'], exclude: ['durian'] },
  { query: 'Write the JavaScript for a todo app', include: ['typescript'], exclude: ['food'] },
  { query: 'I just want to chat about movies', none: true },
];

/** Rewordings the rules alone miss (no shared tag, subject or word), and questions about nothing stored. */
export const PARAPHRASE_CASES: readonly Case[] = [
  { query: 'What language should I use for my new web project?', include: ['typescript'], exclude: ['chinese', 'food'] },
  { query: 'Which programming language should I write code in?', include: ['typescript'], exclude: ['food'] },
  { query: '给我的网站选个开发语言', include: ['typescript'], exclude: ['peach'] },
  { query: 'Which fruit should I buy at the market?', include: ['peach'], exclude: ['durian', 'apple', 'typescript'] },
  { query: 'Which fruit is in season in July?', include: ['peach'], exclude: ['durian'] },
  { query: 'Is it okay if I put cilantro in the soup?', include: ['coriander'], exclude: ['typescript'] },
  { query: 'Recommend an extension for my code editor', include: ['vscode'], exclude: ['peach'] },
  { query: 'Recommend a good plugin for writing Markdown', include: ['vscode'], exclude: ['food'] },
  { query: '帮我给终端挑一个好看的配色方案', include: ['dark'], exclude: ['peach'] },
  { query: 'Suggest a color scheme for my IDE', include: ['dark'], exclude: ['food'] },
  { query: '晚饭做点什么好', include: ['food'], exclude: ['typescript'] },
  { query: 'Give me a recipe for a numbing hotpot', include: ['food'], exclude: ['typescript'] },
  { query: '来杯提神的饮料', include: ['coffee'], exclude: ['peach'] },
  { query: '我晚上想来一杯拿铁', include: ['coffee'], exclude: ['typescript'] },
  { query: 'Could you explain how a hash map works?', include: ['plain'], exclude: ['peach'] },
  { query: '你能讲得通俗一点吗', include: ['plain'], exclude: ['peach'] },
  { query: 'Please keep replies brief', include: ['concise'], exclude: ['peach'] },
  { query: '回答简短一点', include: ['concise'], exclude: ['peach'] },
  { query: 'Reply to me in Mandarin from now on', include: ['chinese'], exclude: ['food'] },
  { query: 'Write me a bash one-liner to count lines', include: ['shell'], exclude: ['peach'] },
  { query: '终端里怎么批量重命名文件', include: ['shell'], exclude: ['peach'] },
  { query: '这个函数该怎么写单元测试', include: ['tdd'], exclude: ['peach'] },
  { query: '帮我看看这段代码有没有安全隐患', include: ['review'], exclude: ['peach'] },
  { query: 'Check my code for vulnerabilities', include: ['review'], exclude: ['food'] },
  { query: 'What library should I use to manipulate the DOM?', include: ['jquery'], exclude: ['food'] },
  { query: '做数据分析用哪种编程语言好', include: ['python'], exclude: ['peach'] },
  { query: '推荐几首适合工作时听的曲子', include: [], exclude: ['peach', 'typescript'] },
  { query: 'Any good music for studying?', include: ['music'], exclude: ['typescript'] },
  { query: '周末想去山里走走，有什么建议', include: ['hiking'], exclude: ['typescript'] },
  { query: '下午想喝点茶', include: ['tea'], exclude: ['coffee', 'typescript'] },
  { query: 'Plan my meals for the week', include: ['vegetarian'], exclude: ['typescript'] },
  // Controlled types need a tag or subject match, meaning alone never lets them in.
  { query: 'My kitty has stopped eating her food', exclude: ['cat'] },
  { query: 'How should my savings be allocated?', none: true },
  // About nothing the user stored.
  { query: 'How tall is Mount Everest?', none: true },
  { query: 'What is the boiling point of water at sea level?', none: true },
  { query: '给我讲个笑话', none: true },
  { query: 'How many planets are in the solar system?', none: true },
  { query: '明天北京会下雨吗', none: true },
  { query: 'Who wrote Pride and Prejudice?', none: true },
  { query: '怎么给汽车换机油', none: true },
  { query: 'What is the square root of 144?', none: true },
  { query: '推荐一部好看的电影', none: true },
  { query: 'How do airplanes stay in the air?', none: true },
  { query: '世界上最长的河流是哪条', none: true },
  { query: 'Tell me about the history of the Roman Empire', none: true },
  { query: '如何缓解失眠', none: true },
  { query: 'How do I fold a paper crane?', none: true },
];

export const PARAPHRASE_TABLE = [...RULE_CASES, ...PARAPHRASE_CASES];

export interface Outcome {
  readonly query: string;
  readonly got: string[];
  readonly passed: boolean;
  readonly recalledAll: boolean;
  readonly falseInjections: number;
}

export interface TableResult {
  readonly outcomes: Outcome[];
  /** Share of queries that pass (everything included, nothing excluded). */
  readonly passRate: number;
  /** Share of injected memories that were wrong. */
  readonly falseRate: number;
  readonly injected: number;
  /** Share of the rewordings naming a memory that got all of theirs back. */
  readonly paraphraseRecall: number;
  /** Share of all queries that received at least one memory they must not get. */
  readonly falseInjectionRate: number;
}

const PARAPHRASE_QUERIES = new Set(PARAPHRASE_CASES.filter((c) => (c.include?.length ?? 0) > 0).map((c) => c.query));

// The rules read each question the same under every embedder: the index and their readings are made once, and each
// table only weighs them with its model's meaning signal (the draws' tests run a hundred tables and more).
let rulesIndex: RecallIndex | undefined;
const readings = new Map<string, RulesReading>();
function rulesOf(query: string): { index: RecallIndex; reading: RulesReading } {
  rulesIndex ??= buildRecallIndex(PARAPHRASE_MEMORIES);
  let reading = readings.get(query);
  if (!reading) {
    reading = readByRules(rulesIndex, query);
    readings.set(query, reading);
  }
  return { index: rulesIndex, reading };
}

export function runParaphraseTable(embedder: TestEmbedder): TableResult {
  const memories = packVectors(
    embedder.dimension,
    PARAPHRASE_MEMORIES.map((m) => ({ key: m.stableKey, vector: embedder.embed(embeddingTextOf(m)) })),
  );
  const anchors = packVectors(
    embedder.dimension,
    SEMANTIC_ANCHOR_TEXTS.map((t, i) => ({ key: String(i), vector: embedder.embed(t) })),
  );
  const calibration = calibrateMeaning(memories, anchors);
  let injected = 0;
  const outcomes = PARAPHRASE_TABLE.map(({ query, include = [], exclude = [], none }) => {
    const q = unitVector(embedder.embed(query));
    const z = meaningSignals(memories, anchors, calibration, q);
    const semantic = signalsOf(memories.keys, z);
    const { index, reading } = rulesOf(query);
    const got = fuseWithMeaning(index, reading, semantic).map((s) => ID_BY_KEY.get(s.stableKey) ?? s.stableKey);
    injected += got.length;
    const wrong = none ? got.length : got.filter((id) => exclude.includes(id)).length;
    const recalledAll = include.every((id) => got.includes(id));
    return { query, got, passed: wrong === 0 && recalledAll, recalledAll, falseInjections: wrong };
  });
  const passRate = outcomes.filter((o) => o.passed).length / outcomes.length;
  const falseRate = outcomes.reduce((n, o) => n + o.falseInjections, 0) / Math.max(1, injected);
  const rewordings = outcomes.filter((o) => PARAPHRASE_QUERIES.has(o.query));
  const paraphraseRecall = rewordings.filter((o) => o.recalledAll).length / Math.max(1, rewordings.length);
  const falseInjectionRate = outcomes.filter((o) => o.falseInjections > 0).length / Math.max(1, outcomes.length);
  return { outcomes, passRate, falseRate, injected, paraphraseRecall, falseInjectionRate };
}
