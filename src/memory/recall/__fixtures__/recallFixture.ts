import type { MemoryType } from '../../../shared';
import type { UserMemory } from '../../record/schema';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';

// A user's memory store: every type, Chinese and English, plus a suppressed and a low-confidence
// memory that recall must never return.

interface Spec {
  readonly id: string;
  readonly type: MemoryType;
  readonly text: string;
  readonly tags: readonly string[];
  readonly subject: string;
  readonly facet?: string;
  readonly polarity?: 'prefer' | 'avoid';
}

const SPECS: readonly Spec[] = [
  { id: 'peach', type: 'user_preference', text: '用户喜欢吃桃子。', tags: ['桃子', '水果', '吃'], subject: '桃子', polarity: 'prefer' },
  { id: 'coriander', type: 'user_preference', text: '用户不吃香菜。', tags: ['香菜', '吃', '忌口'], subject: '香菜', polarity: 'avoid' },
  {
    id: 'vscode',
    type: 'user_preference',
    text: '用户偏好用 VSCode 写代码。',
    tags: ['vscode', '编辑器', '插件'],
    subject: 'VSCode',
    polarity: 'prefer',
  },
  {
    id: 'typescript',
    type: 'user_preference',
    text: 'The user prefers TypeScript over JavaScript.',
    tags: ['typescript', 'javascript'],
    subject: 'TypeScript',
    facet: 'over JavaScript',
    polarity: 'prefer',
  },
  {
    id: 'food',
    type: 'user_preference',
    text: 'The user loves spicy Sichuan food for dinner.',
    tags: ['cook', 'food', 'dinner', 'spicy'],
    subject: 'Sichuan food',
    polarity: 'prefer',
  },
  {
    id: 'coffee',
    type: 'user_preference',
    text: '用户只喝不加糖的美式咖啡。',
    tags: ['咖啡', '美式', '喝'],
    subject: '美式咖啡',
    polarity: 'prefer',
  },
  {
    id: 'dark',
    type: 'user_preference',
    text: 'The user prefers dark themes in editors and terminals.',
    tags: ['theme', 'dark-mode'],
    subject: 'dark theme',
    polarity: 'prefer',
  },
  {
    id: 'plain',
    type: 'communication_preference',
    text: '技术解释先用大白话，再补充专业说法。',
    tags: ['解释', '大白话', '技术解释'],
    subject: '技术解释',
    facet: '先大白话再专业',
  },
  {
    id: 'concise',
    type: 'communication_preference',
    text: 'The user wants short answers without long introductions.',
    tags: ['concise', 'short', 'answer'],
    subject: 'answer length',
    facet: 'concise',
  },
  {
    id: 'chinese',
    type: 'communication_preference',
    text: '用户希望回答使用中文。',
    tags: ['中文', '语言'],
    subject: '回答语言',
    facet: '中文',
  },
  {
    id: 'prompts',
    type: 'workflow_preference',
    text: '用户整理提示词时希望用中文并且可以直接复制。',
    tags: ['提示词', '复制'],
    subject: '提示词整理',
    facet: '中文可复制',
  },
  {
    id: 'shell',
    type: 'workflow_preference',
    text: 'The user wants shell commands in a single copy-pasteable block.',
    tags: ['shell', 'command', 'script'],
    subject: 'shell commands',
    facet: 'single block',
  },
  {
    id: 'tdd',
    type: 'workflow_preference',
    text: 'The user writes tests before the implementation.',
    tags: ['test', 'tdd'],
    subject: 'testing',
    facet: 'test first',
  },
  {
    id: 'spec',
    type: 'standing_instruction',
    text: '评估需求时先判断是否处于 Spec 阶段。',
    tags: ['需求', 'spec', '评估'],
    subject: '需求评估',
    facet: '先判断 Spec 阶段',
  },
  {
    id: 'review',
    type: 'standing_instruction',
    text: 'In code reviews, list security problems first.',
    tags: ['review', 'security'],
    subject: 'code review',
    facet: 'security first',
  },
  { id: 'invent', type: 'recurring_constraint', text: '不要凭空发明项目中不存在的功能。', tags: ['功能', '编造'], subject: '不编造功能' },
  { id: 'jquery', type: 'recurring_constraint', text: 'Never suggest jQuery in answers.', tags: ['jquery'], subject: 'jQuery' },
  {
    id: 'windows',
    type: 'stable_user_context',
    text: '用户的工作是前端工程师，主要使用 Windows 和 PowerShell。',
    tags: ['前端', 'windows', 'powershell'],
    subject: '前端工程师',
    facet: 'Windows PowerShell',
  },
  {
    id: 'vue',
    type: 'stable_user_context',
    text: '用户是前端工程师，有五年 Vue 和 React 经验。',
    tags: ['vue', 'react', '前端'],
    subject: '前端工程师',
    facet: '五年经验 Vue React',
  },
  {
    id: 'berlin',
    type: 'stable_user_context',
    text: 'The user works remotely in the Berlin time zone.',
    tags: ['berlin', 'timezone', 'remote'],
    subject: 'time zone',
    facet: 'Berlin',
  },
  { id: 'cat', type: 'stable_user_context', text: '用户养了一只叫豆豆的猫。', tags: ['豆豆', '宠物'], subject: '宠物', facet: '猫' },
  {
    id: 'aimind',
    type: 'project_context',
    text: '用户在持续为 AI Mind 做版本规划。',
    tags: ['ai-mind', '版本规划', '路线图'],
    subject: 'AI Mind',
    facet: '版本规划',
  },
  {
    id: 'fzfind',
    type: 'project_context',
    text: 'The user maintains fzfind, an open-source Rust CLI.',
    tags: ['fzfind', 'rust', 'cli'],
    subject: 'fzfind',
    facet: 'Rust CLI',
  },
  { id: 'book', type: 'project_context', text: '用户在写一本关于城市骑行的书。', tags: ['骑行', '写作'], subject: '骑行书', facet: '写作' },
  {
    id: 'history',
    type: 'risk_preference',
    text: '长期记忆不要保存完整的聊天历史。',
    tags: ['聊天记录', '长期记忆', '隐私'],
    subject: '长期记忆',
    facet: '不存聊天历史',
  },
  {
    id: 'prod',
    type: 'risk_preference',
    text: 'For production databases, choose the most conservative option and ask before destructive commands.',
    tags: ['production', 'database', 'migration'],
    subject: 'production database',
    facet: 'conservative',
  },
  {
    id: 'invest',
    type: 'risk_preference',
    text: '用户投资偏好低风险的指数基金。',
    tags: ['投资', '基金', '理财'],
    subject: '投资',
    facet: '低风险',
  },
  { id: 'durian', type: 'user_preference', text: '用户喜欢吃榴莲。', tags: ['榴莲', '水果', '吃'], subject: '榴莲', polarity: 'prefer' },
  { id: 'apple', type: 'user_preference', text: '用户喜欢苹果。', tags: ['苹果', '水果'], subject: '苹果', polarity: 'prefer' },
];

function build(spec: Spec, i: number): UserMemory {
  const day = String(1 + (i % 28)).padStart(2, '0');
  const memory = memoryFrom(
    rawCandidate({
      type: spec.type,
      text: spec.text,
      tags: spec.tags,
      subject: spec.subject,
      facet: spec.facet ?? null,
      polarity: spec.polarity ?? null,
    }),
    `2025-02-${day}T08:00:00.000Z`,
  );
  if (spec.id === 'durian')
    return { ...memory, status: 'suppressed', suppressedAt: '2025-03-01T00:00:00.000Z', suppressedByConversationId: 'conv-2' };
  // Imported from an older export with low confidence: stored, but below the recall bar.
  if (spec.id === 'apple') return { ...memory, confidence: 0.6, source: 'import' };
  return memory;
}

export const RECALL_FIXTURE: ReadonlyMap<string, UserMemory> = new Map(SPECS.map((spec, i) => [spec.id, build(spec, i)]));
export const fixtureMemories = (): UserMemory[] => [...RECALL_FIXTURE.values()];
export const keyOf = (id: string): string => {
  const memory = RECALL_FIXTURE.get(id);
  if (!memory) throw new Error(`no fixture memory ${id}`);
  return memory.stableKey;
};
export const idOfKey = (key: string): string => [...RECALL_FIXTURE].find(([, m]) => m.stableKey === key)?.[0] ?? key;
