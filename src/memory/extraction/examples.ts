import type { MemoryType } from '../../shared';

// Few-shot examples for the extraction prompt: every memory type, a withdrawal (suppress) and turns
// with nothing worth keeping, in Chinese and English. Kept as data so a test can prove that each
// example candidate passes the same gates real candidates face, and that its evidence grounds it.

export interface ExampleCandidate {
  readonly type: MemoryType;
  readonly text: string;
  readonly tags: readonly string[];
  readonly confidence: number;
  readonly stability: 'stable';
  readonly identity: { readonly subject: string; readonly facet: string | null; readonly polarity: 'prefer' | 'avoid' | null };
  readonly action: 'add' | 'suppress';
  readonly sourceSignal: 'explicit_memory_intent' | 'implicit_stable_preference' | 'standing_instruction_signal' | 'forget_or_negation';
  readonly reason: string | null;
  readonly conflictSignal: boolean | null;
  /** The user's words, verbatim from the example's message: the program checks them like a real answer's. */
  readonly evidence: string;
}

export interface ExtractionExample {
  readonly userText: string;
  readonly relatedMemory?: { readonly type: MemoryType; readonly identity: ExampleCandidate['identity']; readonly text: string };
  readonly candidates: readonly ExampleCandidate[];
}

const add = (c: Omit<ExampleCandidate, 'stability' | 'action' | 'reason' | 'conflictSignal'> & { reason?: string }): ExampleCandidate => ({
  ...c,
  stability: 'stable',
  action: 'add',
  reason: c.reason ?? null,
  conflictSignal: null,
});

export const EXTRACTION_EXAMPLES: readonly ExtractionExample[] = [
  {
    userText: '记住，我特别爱吃桃子。',
    candidates: [
      add({
        type: 'user_preference',
        text: '用户喜欢吃桃子。',
        tags: ['桃子', '水果', '吃', 'fruit'],
        confidence: 0.95,
        identity: { subject: '桃子', facet: null, polarity: 'prefer' },
        sourceSignal: 'explicit_memory_intent',
        reason: '用户明确要求记住这个口味偏好',
        evidence: '我特别爱吃桃子',
      }),
    ],
  },
  {
    userText: '以后给我讲技术概念时，先用通俗的话讲一遍，再补上专业术语。',
    candidates: [
      add({
        type: 'communication_preference',
        text: '用户希望技术解释先用通俗说法，再补充专业术语。',
        tags: ['解释', '通俗', '术语', '讲解风格', 'explanation style'],
        confidence: 0.92,
        identity: { subject: '技术解释', facet: '先通俗再专业', polarity: null },
        sourceSignal: 'standing_instruction_signal',
        evidence: '以后给我讲技术概念时，先用通俗的话讲一遍，再补上专业术语',
      }),
    ],
  },
  {
    userText: 'Whenever you give me shell commands, put them all in a single block I can paste in one go.',
    candidates: [
      add({
        type: 'workflow_preference',
        text: 'The user wants shell commands delivered in one copy-pasteable block.',
        tags: ['shell', 'command', 'script', '命令行', 'command line'],
        confidence: 0.9,
        identity: { subject: 'shell commands', facet: 'single block', polarity: null },
        sourceSignal: 'standing_instruction_signal',
        evidence: 'Whenever you give me shell commands, put them all in a single block',
      }),
    ],
  },
  {
    userText: 'From now on, when you review my code, list security problems before anything else.',
    candidates: [
      add({
        type: 'standing_instruction',
        text: 'In code reviews, the user wants security problems listed first.',
        tags: ['review', 'security', 'code'],
        confidence: 0.93,
        identity: { subject: 'code review', facet: 'security first', polarity: null },
        sourceSignal: 'standing_instruction_signal',
        evidence: 'when you review my code, list security problems before anything else',
      }),
    ],
  },
  {
    userText: '别给我编造项目里没有的功能，不确定就直说。',
    candidates: [
      add({
        type: 'recurring_constraint',
        text: '用户要求不要编造项目中不存在的功能，不确定时直接说明。',
        tags: ['功能', '编造', '项目'],
        confidence: 0.88,
        identity: { subject: '不编造功能', facet: null, polarity: null },
        sourceSignal: 'standing_instruction_signal',
        evidence: '别给我编造项目里没有的功能，不确定就直说',
      }),
    ],
  },
  {
    userText: "I'm a data analyst; most of my day is Python and SQL.",
    candidates: [
      add({
        type: 'stable_user_context',
        text: 'The user works as a data analyst and mainly uses Python and SQL.',
        tags: ['python', 'sql', 'data', '编程语言', 'programming language'],
        confidence: 0.86,
        identity: { subject: 'data analyst', facet: 'Python SQL', polarity: null },
        sourceSignal: 'implicit_stable_preference',
        evidence: "I'm a data analyst; most of my day is Python and SQL",
      }),
    ],
  },
  {
    userText: '接下来几周我都在做一个叫 Mindkeep 的本地优先聊天应用，我们会一起排版本计划。',
    candidates: [
      add({
        type: 'project_context',
        text: '用户正在开发本地优先的聊天应用 Mindkeep，并规划其版本。',
        tags: ['mindkeep', '版本规划', '聊天应用'],
        confidence: 0.84,
        identity: { subject: 'Mindkeep', facet: '版本规划', polarity: null },
        sourceSignal: 'implicit_stable_preference',
        evidence: '我都在做一个叫 Mindkeep 的本地优先聊天应用',
      }),
    ],
  },
  {
    userText:
      'Anything that touches our production database: take the most conservative route and never run destructive commands without asking me.',
    candidates: [
      add({
        type: 'risk_preference',
        text: 'For production databases the user wants the most conservative option and confirmation before destructive commands.',
        tags: ['production', 'database', 'migration'],
        confidence: 0.9,
        identity: { subject: 'production database', facet: 'conservative changes', polarity: null },
        sourceSignal: 'standing_instruction_signal',
        evidence: 'take the most conservative route and never run destructive commands without asking me',
      }),
    ],
  },
  {
    userText: '我现在不太喜欢桃子了，以后别再按这个给我推荐。',
    relatedMemory: { type: 'user_preference', identity: { subject: '桃子', facet: null, polarity: 'prefer' }, text: '用户喜欢吃桃子。' },
    candidates: [
      {
        type: 'user_preference',
        text: '用户不再喜欢桃子。',
        tags: ['桃子', '水果'],
        confidence: 0.92,
        stability: 'stable',
        identity: { subject: '桃子', facet: null, polarity: 'prefer' },
        action: 'suppress',
        sourceSignal: 'forget_or_negation',
        reason: '用户撤回了之前的口味偏好',
        conflictSignal: true,
        evidence: '我现在不太喜欢桃子了，以后别再按这个给我推荐',
      },
    ],
  },
  { userText: '我今天心情不太好，随便聊聊吧。', candidates: [] },
  { userText: 'What does this error mean? TypeError: cannot read properties of undefined', candidates: [] },
];
