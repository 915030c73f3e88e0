import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryFrom, NAMESPACE, rawCandidate, storedMemory, validated } from '../__fixtures__/candidates';
import { oppositePreferenceKey, planMemoryWrite, planStatusChange, suppressedOpposite } from './writePlan';
import type { UserMemory } from './schema';
import { userMemorySchema } from './schema';

const ctx = { now: '2025-06-01T12:00:00.000Z', conversationId: 'conv-9', namespace: [...NAMESPACE] };
const peach = validated(rawCandidate());
const stored = memoryFrom(rawCandidate(), '2025-01-01T00:00:00.000Z', 'conv-1');
const suppressedPeach: UserMemory = {
  ...stored,
  status: 'suppressed',
  suppressedAt: '2025-02-01T00:00:00.000Z',
  suppressedByConversationId: 'conv-2',
};
const suppressPeach = validated(rawCandidate({ action: 'suppress' }));

describe('planMemoryWrite outcomes', () => {
  it('Given no memory with the key, when adding, then it is written as a new active memory that passes the stored schema', () => {
    const plan = planMemoryWrite(undefined, peach, ctx);
    expect(plan.outcome).toBe('written');
    expect(plan.memory).toMatchObject({
      status: 'active',
      createdAt: ctx.now,
      updatedAt: ctx.now,
      sourceConversationId: 'conv-9',
      namespace: [...NAMESPACE],
    });
    expect(userMemorySchema.safeParse(plan.memory).success).toBe(true);
  });

  it('Given a written memory, then stability, action and conflictSignal are never stored', () => {
    const plan = planMemoryWrite(undefined, validated({ ...rawCandidate(), conflictSignal: true }), ctx);
    expect(Object.keys(plan.memory ?? {})).not.toEqual(expect.arrayContaining(['stability']));
    expect(plan.memory).not.toHaveProperty('action');
    expect(plan.memory).not.toHaveProperty('conflictSignal');
    expect(plan.memory).not.toHaveProperty('stability');
  });

  it('Given the same key, status, type, identity, text and tags, when adding, then it is a duplicate and nothing is written', () => {
    const plan = planMemoryWrite(stored, peach, ctx);
    expect(plan.outcome).toBe('duplicate');
    expect(plan.memory).toBeUndefined();
  });

  it('Given the same key but new text, when adding, then it is updated, keeping createdAt', () => {
    const plan = planMemoryWrite(stored, validated(rawCandidate({ text: '用户非常喜欢吃桃子。' })), ctx);
    expect(plan.outcome).toBe('updated');
    expect(plan.memory).toMatchObject({ text: '用户非常喜欢吃桃子。', createdAt: stored.createdAt, updatedAt: ctx.now });
  });

  it('Given the same key but new tags, when adding, then it is updated', () => {
    expect(planMemoryWrite(stored, validated(rawCandidate({ tags: ['桃子', '水果'] })), ctx).outcome).toBe('updated');
  });

  it('Given a suppressed memory, when the same fact is added, then it is restored and suppressedAt is cleared', () => {
    const plan = planMemoryWrite(suppressedPeach, peach, ctx);
    expect(plan.outcome).toBe('restored');
    expect(plan.memory?.status).toBe('active');
    expect(plan.memory).not.toHaveProperty('suppressedAt');
    expect(plan.memory).not.toHaveProperty('suppressedByConversationId');
  });

  it('Given an active memory, when suppressing, then it is suppressed with time and conversation', () => {
    const plan = planMemoryWrite(stored, suppressPeach, ctx);
    expect(plan.outcome).toBe('suppressed');
    expect(plan.memory).toMatchObject({
      status: 'suppressed',
      suppressedAt: ctx.now,
      suppressedByConversationId: 'conv-9',
      text: stored.text,
    });
  });

  it('Given an already suppressed memory, when suppressing, then it is a duplicate', () => {
    expect(planMemoryWrite(suppressedPeach, suppressPeach, ctx)).toEqual({ outcome: 'duplicate' });
  });

  it('Given no memory with the key, when suppressing, then it is not_found and nothing is written', () => {
    expect(planMemoryWrite(undefined, suppressPeach, ctx)).toEqual({ outcome: 'not_found' });
  });

  it('Given an existing memory under another key, when planning, then it throws (a caller bug)', () => {
    const other = memoryFrom(rawCandidate({ subject: '香菜', polarity: 'avoid', text: '用户不吃香菜。' }));
    expect(() => planMemoryWrite(other, peach, ctx)).toThrow();
  });
});

describe('preference reversal', () => {
  it('Given "我现在不太喜欢桃子了", when {桃子, avoid} is added, then the prefer memory is to be suppressed too', () => {
    const avoid = validated(rawCandidate({ text: '用户不喜欢桃子。', polarity: 'avoid' }));
    const plan = planMemoryWrite(undefined, avoid, ctx);
    expect(plan).toMatchObject({ outcome: 'written', alsoSuppress: 'user_preference:prefer-桃子' });
    expect(plan.memory?.stableKey).toBe('user_preference:avoid-桃子');
  });

  it('Given a facet, when a preference is added, then the opposite key keeps the same subject and facet', () => {
    const plan = planMemoryWrite(
      undefined,
      validated(rawCandidate({ subject: 'TypeScript', facet: 'strict mode', polarity: 'prefer', text: 'Likes strict TS.' })),
      ctx,
    );
    expect(plan.alsoSuppress).toBe('user_preference:avoid-typescript-strict-mode');
  });

  it('Given a non-preference type, when added, then nothing else is suppressed', () => {
    const raw = rawCandidate({ type: 'project_context', text: '用户在做 AI Mind。', subject: 'AI Mind', polarity: null });
    expect(planMemoryWrite(undefined, validated(raw), ctx).alsoSuppress).toBeUndefined();
  });

  it('Given a suppress, when planned, then it never reverses anything', () => {
    expect(planMemoryWrite(stored, suppressPeach, ctx).alsoSuppress).toBeUndefined();
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('planMemoryWrite never mutates its inputs', () => {
  it('Given deep-frozen inputs of every kind, when planned, then nothing throws and nothing changes', () => {
    const texts = ['用户喜欢吃桃子。', '用户非常喜欢吃桃子。', 'The user likes peaches.'];
    fc.assert(
      fc.property(
        fc.constantFrom(undefined, 'active', 'suppressed'),
        fc.constantFrom(...texts),
        fc.constantFrom('add' as const, 'suppress' as const),
        fc.option(fc.constantFrom('2025-05-01T00:00:00.000Z'), { nil: undefined }),
        (existingStatus, text, action, lastUsedAt) => {
          const existing =
            existingStatus === undefined
              ? undefined
              : deepFreeze({ ...stored, status: existingStatus, ...(lastUsedAt ? { lastUsedAt } : {}) } as UserMemory);
          const candidate = deepFreeze(validated(rawCandidate({ text, action })));
          const context = deepFreeze({ ...ctx, namespace: [...ctx.namespace] });
          const before = JSON.stringify([existing, candidate, context]);
          const plan = planMemoryWrite(existing, candidate, context);
          expect(JSON.stringify([existing, candidate, context])).toBe(before);
          if (plan.memory) expect(userMemorySchema.safeParse(plan.memory).success).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("planStatusChange (the inspector's suppress and restore)", () => {
  const ctx = { now: '2026-11-30T10:00:00.000Z', conversationId: 'memory-inspector', namespace: ['s1'] } as const;
  const stored = (over: Partial<UserMemory> = {}): UserMemory =>
    storedMemory('user_preference:editor:indentation:prefer', {
      text: 'Prefers tabs for indentation.',
      identity: { subject: 'editor', facet: 'indentation', polarity: 'prefer' },
      tags: ['editor'],
      ...over,
    });

  it('given an active memory, when suppressed, then it is suppressed by the inspector at that time, input untouched', () => {
    const existing = stored();
    const plan = planStatusChange(existing, 'suppressed', ctx);
    expect(plan.outcome).toBe('suppressed');
    expect(plan.memory).toMatchObject({
      status: 'suppressed',
      suppressedAt: ctx.now,
      suppressedByConversationId: 'memory-inspector',
      updatedAt: ctx.now,
    });
    expect(plan.alsoSuppress).toBeUndefined();
    expect(existing.status).toBe('active');
  });

  it('given a suppressed preference, when restored, then it is active again, its suppression marks are gone, and its opposite is to be suppressed', () => {
    const existing = stored({ status: 'suppressed', suppressedAt: '2026-11-02T00:00:00.000Z', suppressedByConversationId: 'c9' });
    const plan = planStatusChange(existing, 'active', ctx);
    expect(plan.outcome).toBe('restored');
    expect(plan.memory).toMatchObject({ status: 'active', updatedAt: ctx.now });
    expect(plan.memory).not.toHaveProperty('suppressedAt');
    expect(plan.memory).not.toHaveProperty('suppressedByConversationId');
    expect(plan.alsoSuppress).toBe(oppositePreferenceKey(existing));
    expect(plan.alsoSuppress).toContain(':avoid');
  });

  it('given a memory already in the asked status, or none, when changed, then nothing is written', () => {
    expect(planStatusChange(stored(), 'active', ctx)).toEqual({ outcome: 'duplicate' });
    expect(planStatusChange(stored({ status: 'suppressed' }), 'suppressed', ctx)).toEqual({ outcome: 'duplicate' });
    expect(planStatusChange(undefined, 'active', ctx)).toEqual({ outcome: 'not_found' });
  });

  it('given a restored non-preference, when planned, then no opposite is suppressed', () => {
    const fact = stored({
      type: 'project_context',
      stableKey: 'project_context:app:db:',
      identity: { subject: 'app', facet: 'db' },
      status: 'suppressed',
    });
    expect(planStatusChange(fact, 'active', ctx).alsoSuppress).toBeUndefined();
  });

  it('given an active opposite preference, when a reversal suppresses it, then it carries the same marks as a suppress', () => {
    const opposite = suppressedOpposite(stored(), ctx);
    expect(opposite).toMatchObject({ status: 'suppressed', suppressedAt: ctx.now, suppressedByConversationId: 'memory-inspector' });
  });
});
