import type { MemoryType } from '../../shared';
import { planMemoryWrite } from '../record/writePlan';
import { USER_MEMORY_SCHEMA_VERSION, type UserMemory, type ValidatedCandidate } from '../record/schema';
import { validateCandidate } from '../gates/validate';

// Test helpers: raw candidates shaped like the model's strict output, and memories made the way the
// worker makes them (validate, then plan), so fixtures cannot drift from the real rules.

export const NAMESPACE = ['mindkeep', 'user-memory', 'v1', '0123456789abcdef'] as const;

export interface RawCandidateOverrides {
  readonly type?: MemoryType;
  readonly text?: string;
  readonly tags?: readonly string[] | null;
  readonly subject?: string;
  readonly facet?: string | null;
  readonly polarity?: 'prefer' | 'avoid' | null;
  readonly confidence?: number;
  readonly action?: 'add' | 'suppress';
}

export function rawCandidate(o: RawCandidateOverrides = {}): Record<string, unknown> {
  const type = o.type ?? 'user_preference';
  return {
    type,
    text: o.text ?? '用户喜欢吃桃子。',
    tags: o.tags === undefined ? ['桃子', '水果', '吃'] : o.tags,
    confidence: o.confidence ?? 0.9,
    stability: 'stable',
    identity: {
      subject: o.subject ?? '桃子',
      facet: o.facet ?? null,
      polarity: o.polarity === undefined ? (type === 'user_preference' ? 'prefer' : null) : o.polarity,
    },
    action: o.action ?? 'add',
    sourceSignal: 'explicit_memory_intent',
    reason: null,
    conflictSignal: null,
  };
}

export function validated(raw: unknown, conversationId = 'conv-1'): ValidatedCandidate {
  const result = validateCandidate(raw, { sourceConversationId: conversationId });
  if (!result.ok) throw new Error(`fixture candidate rejected: ${result.reason} ${JSON.stringify(raw)}`);
  return result.candidate;
}

export function memoryFrom(raw: unknown, at = '2025-01-01T00:00:00.000Z', conversationId = 'conv-1'): UserMemory {
  const plan = planMemoryWrite(undefined, validated(raw, conversationId), { now: at, conversationId, namespace: [...NAMESPACE] });
  if (!plan.memory) throw new Error('fixture plan wrote nothing');
  return plan.memory;
}

/** A stored memory written out field by field (for list and status tests that need exact dates and states). */
export function storedMemory(stableKey: string, over: Partial<UserMemory> = {}): UserMemory {
  return {
    schemaVersion: USER_MEMORY_SCHEMA_VERSION,
    namespace: ['s1'],
    stableKey,
    type: 'user_preference',
    text: `text of ${stableKey}`,
    identity: { subject: stableKey },
    tags: [],
    confidence: 0.9,
    status: 'active',
    source: 'eligible_completed_turn',
    sourceConversationId: 'c1',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}
