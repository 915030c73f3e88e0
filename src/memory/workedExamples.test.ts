import { describe, expect, it } from 'vitest';
import { NAMESPACE, rawCandidate } from './__fixtures__/candidates';
import { planMemoryWrite } from './record/writePlan';
import type { UserMemory } from './record/schema';
import { selectRelevantMemories } from './recall/selection';
import { validateCandidate } from './gates/validate';

// The worked examples end to end through the pure pipeline, with a Map standing in for the memory table and
// each plan applied the way the worker's transaction applies it.

function write(store: Map<string, UserMemory>, raw: unknown, conversationId: string, now: string): string {
  const result = validateCandidate(raw, { sourceConversationId: conversationId });
  if (!result.ok) return result.reason;
  const plan = planMemoryWrite(store.get(result.candidate.stableKey), result.candidate, { now, conversationId, namespace: [...NAMESPACE] });
  if (plan.memory) store.set(plan.memory.stableKey, plan.memory);
  const opposite = plan.alsoSuppress ? store.get(plan.alsoSuppress) : undefined;
  if (opposite?.status === 'active')
    store.set(opposite.stableKey, { ...opposite, status: 'suppressed', suppressedAt: now, suppressedByConversationId: conversationId });
  return plan.outcome;
}

const recalled = (store: Map<string, UserMemory>, query: string) =>
  selectRelevantMemories([...store.values()], query).map((m) => m.stableKey);

describe('worked examples, end to end', () => {
  it('Given "记住我喜欢吃桃子" then its withdrawal, when the user later asks for fruit, then the peach is recalled, then no longer', () => {
    const store = new Map<string, UserMemory>();
    expect(write(store, rawCandidate(), 'conv-a', '2025-01-01T00:00:00.000Z')).toBe('written');
    expect(recalled(store, '给我推荐几种水果')).toEqual(['user_preference:prefer-桃子']);

    const withdraw = rawCandidate({ action: 'suppress', text: '用户不再喜欢桃子。' });
    expect(write(store, withdraw, 'conv-b', '2025-01-02T00:00:00.000Z')).toBe('suppressed');
    expect(recalled(store, '推荐几种水果')).toEqual([]);

    const avoid = rawCandidate({ text: '用户现在不喜欢桃子。', polarity: 'avoid', tags: ['桃子', '水果'] });
    expect(write(store, avoid, 'conv-b', '2025-01-02T00:00:00.000Z')).toBe('written');
    expect(store.get('user_preference:avoid-桃子')?.status).toBe('active');
    expect(store.get('user_preference:prefer-桃子')?.status).toBe('suppressed');
  });

  it('Given an active prefer memory, when {桃子, avoid} alone is written, then the prefer one is suppressed in the same step', () => {
    const store = new Map<string, UserMemory>();
    write(store, rawCandidate(), 'conv-a', '2025-01-01T00:00:00.000Z');
    write(store, rawCandidate({ text: '用户不喜欢桃子。', polarity: 'avoid' }), 'conv-b', '2025-01-03T00:00:00.000Z');
    expect(store.get('user_preference:prefer-桃子')).toMatchObject({ status: 'suppressed', suppressedByConversationId: 'conv-b' });
  });

  it('Given "我今天心情不好" proposed as temporary, when validated, then it is rejected and nothing is stored', () => {
    const store = new Map<string, UserMemory>();
    const mood = {
      ...rawCandidate({ type: 'stable_user_context', text: '用户今天心情不好。', subject: '心情', polarity: null }),
      stability: 'temporary',
    };
    expect(write(store, mood, 'conv-a', '2025-01-01T00:00:00.000Z')).toBe('temporary');
    expect(store.size).toBe(0);
  });

  it.each([
    ['an extra field debug', { ...rawCandidate(), debug: 'trace' }, 'unsafe'],
    ['a resident ID number', rawCandidate({ text: '用户的证件号 110101199003074514' }), 'sensitive_personal_information'],
    ['an sk-proj key', rawCandidate({ text: 'The user uses sk-proj-Abc123Def456Ghi789Jkl012' }), 'raw_runtime_state'],
  ])('Given a candidate with %s, when written, then it is refused and nothing of it is stored', (_name, raw, reason) => {
    const store = new Map<string, UserMemory>();
    expect(write(store, raw, 'conv-a', '2025-01-01T00:00:00.000Z')).toBe(reason);
    expect(store.size).toBe(0);
  });

  it('Given "Remember that I prefer TypeScript over JavaScript", when a new TypeScript project is set up, then it is recalled; a cooking question is not', () => {
    const store = new Map<string, UserMemory>();
    const ts = rawCandidate({
      text: 'The user prefers TypeScript over JavaScript.',
      tags: ['typescript', 'javascript'],
      subject: 'TypeScript',
      facet: 'over JavaScript',
    });
    const food = rawCandidate({
      text: 'The user loves home-made Italian food.',
      tags: ['cook', 'food', 'dinner'],
      subject: 'Italian food',
    });
    write(store, ts, 'conv-a', '2025-01-01T00:00:00.000Z');
    write(store, food, 'conv-a', '2025-01-01T00:00:00.000Z');
    expect(recalled(store, 'Set up a new TypeScript project')).toEqual(['user_preference:prefer-typescript-over-javascript']);
    expect(recalled(store, 'What should I cook tonight?')).toEqual(['user_preference:prefer-italian-food']);
  });
});
