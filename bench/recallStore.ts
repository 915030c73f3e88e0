import type { MemoryType } from '../src/shared';
import type { UserMemory } from '../src/memory';
import { memoryFrom, rawCandidate } from '../src/memory/__fixtures__/candidates';
import { EN_TOPICS as ALL_EN_TOPICS, ZH_TOPICS as ALL_ZH_TOPICS } from './topics.mjs';

// A synthetic but realistic store: short Chinese and English facts of every type with 2–4 tags,
// drawn from a seeded generator so every run measures the same data.

export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The first 30 of each list: the store the recorded recall numbers were measured on.
const ZH_TOPICS = ALL_ZH_TOPICS.slice(0, 30);
const ZH_FRAMES = [
  '用户喜欢{t}，经常提到{u}。',
  '用户希望回答{t}相关问题时先给结论，再解释{u}。',
  '用户在做一个关于{t}和{u}的长期项目。',
  '用户的工作与{t}有关，常用{u}。',
  '不要在{t}问题上编造{u}的细节。',
];
const EN_TOPICS = ALL_EN_TOPICS.slice(0, 30);
const EN_FRAMES = [
  'The user enjoys {t} and often mentions {u}.',
  'The user wants answers about {t} to start with the conclusion, then {u}.',
  'The user maintains a long-running project about {t} and {u}.',
  'The user works with {t} daily and relies on {u}.',
  'Never invent details about {t} or {u}.',
];
const TYPES: readonly MemoryType[] = [
  'user_preference',
  'communication_preference',
  'project_context',
  'stable_user_context',
  'recurring_constraint',
  'workflow_preference',
  'standing_instruction',
  'risk_preference',
];

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

export function buildStore(size: number, seed = 42): UserMemory[] {
  const random = seededRandom(seed);
  const out: UserMemory[] = [];
  for (let i = 0; i < size; i += 1) {
    const zh = random() < 0.5;
    const topics = zh ? ZH_TOPICS : EN_TOPICS;
    const t = pick(topics, random);
    const u = pick(topics, random);
    const frameIndex = Math.floor(random() * 5);
    const text = pick(zh ? ZH_FRAMES : EN_FRAMES, () => frameIndex / 5)
      .replace('{t}', t)
      .replace('{u}', u);
    const type = TYPES[(frameIndex + i) % TYPES.length] ?? 'user_preference';
    const tags = [t, u, pick(topics, random)].slice(0, 2 + Math.floor(random() * 2));
    const raw = rawCandidate({ type, text, tags, subject: `${t} ${i}`, facet: u, polarity: type === 'user_preference' ? 'prefer' : null });
    const day = String(1 + (i % 28)).padStart(2, '0');
    out.push(memoryFrom(raw, `2025-03-${day}T00:00:00.000Z`));
  }
  return out;
}

export const BENCH_QUERIES: readonly string[] = [
  '给我推荐几种水果',
  '我喜欢吃什么？',
  '给我推荐几个 VSCode 插件',
  '解释一下 React useEffect',
  '给我一个适合 Windows PowerShell 的脚本',
  'Set up a new TypeScript project',
  'What should I cook tonight?',
  '今天天气怎么样',
  '你知道我的工作吗',
  '帮我写一个数据库迁移脚本，注意测试和部署',
  'How do I deploy a Rust service with Docker on Linux?',
  'Recommend some jazz podcasts for a long hike',
  '周末想去骑行和摄影，帮我规划一下预算',
  'Explain Kubernetes security best practices in detail, with examples for Postgres and Terraform',
  '我在准备面试，算法和前端哪个更重要？给我一个详细的复习计划，包括阅读材料和每天的时间安排。',
  'hello',
];
