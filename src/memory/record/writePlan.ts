import { assert } from '../../shared';
import { buildStableKey } from './stableKey';
import { USER_MEMORY_SCHEMA_VERSION, type MemoryIdentity, type UserMemory, type ValidatedCandidate } from './schema';

export const WRITE_OUTCOMES = ['written', 'duplicate', 'updated', 'restored', 'suppressed', 'not_found'] as const;
export type WriteOutcome = (typeof WRITE_OUTCOMES)[number];

export interface WritePlan {
  readonly outcome: WriteOutcome;
  /** The record to put, for written / updated / restored / suppressed. */
  readonly memory?: UserMemory;
  /**
   * Preference reversal: the key of the opposite-polarity preference on the same subject/facet.
   * The caller suppresses it in the same transaction if, and only if, it is active.
   */
  readonly alsoSuppress?: string;
}

export interface PlanContext {
  readonly now: string;
  readonly conversationId: string;
  readonly namespace: readonly string[];
}

const sameIdentity = (a: MemoryIdentity, b: MemoryIdentity): boolean =>
  a.subject === b.subject && a.facet === b.facet && a.polarity === b.polarity;

const sameTags = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((tag, i) => tag === b[i]);

/** The six-way equality: only then is an add a no-op. */
const isSameMemory = (m: UserMemory, c: ValidatedCandidate): boolean =>
  m.stableKey === c.stableKey &&
  m.status === 'active' &&
  m.type === c.type &&
  sameIdentity(m.identity, c.identity) &&
  m.text === c.text &&
  sameTags(m.tags, c.tags);

/** The key of the same preference with the other polarity, if this is a preference with a polarity. */
export function oppositePreferenceKey(m: Pick<UserMemory, 'type' | 'identity'>): string | undefined {
  if (m.type !== 'user_preference' || !m.identity.polarity) return undefined;
  const opposite = m.identity.polarity === 'prefer' ? 'avoid' : 'prefer';
  return buildStableKey(m.type, { ...m.identity, polarity: opposite });
}

/** Fresh record built only from vetted fields: stability, action and conflictSignal never reach storage. */
function memoryFromCandidate(c: ValidatedCandidate, ctx: PlanContext, createdAt: string): UserMemory {
  return {
    schemaVersion: USER_MEMORY_SCHEMA_VERSION,
    namespace: [...ctx.namespace],
    stableKey: c.stableKey,
    type: c.type,
    text: c.text,
    identity: { ...c.identity },
    tags: [...c.tags],
    confidence: c.confidence,
    status: 'active',
    source: c.source,
    ...(c.sourceSignal ? { sourceSignal: c.sourceSignal } : {}),
    sourceConversationId: ctx.conversationId,
    createdAt,
    updatedAt: ctx.now,
    ...(c.reason ? { reason: c.reason } : {}),
  };
}

function planAdd(existing: UserMemory | undefined, c: ValidatedCandidate, ctx: PlanContext): WritePlan {
  const alsoSuppress = oppositePreferenceKey(c);
  const reversal = alsoSuppress ? { alsoSuppress } : {};
  if (!existing) return { outcome: 'written', memory: memoryFromCandidate(c, ctx, ctx.now), ...reversal };
  if (isSameMemory(existing, c)) return { outcome: 'duplicate', ...reversal };
  const memory = memoryFromCandidate(c, ctx, existing.createdAt);
  // lastUsedAt describes recall history, which an update or restore does not erase.
  const withUsage = existing.lastUsedAt ? { ...memory, lastUsedAt: existing.lastUsedAt } : memory;
  return { outcome: existing.status === 'suppressed' ? 'restored' : 'updated', memory: withUsage, ...reversal };
}

function planSuppress(existing: UserMemory | undefined, ctx: PlanContext): WritePlan {
  if (!existing) return { outcome: 'not_found' };
  if (existing.status === 'suppressed') return { outcome: 'duplicate' };
  const memory: UserMemory = {
    ...existing,
    namespace: [...existing.namespace],
    identity: { ...existing.identity },
    tags: [...existing.tags],
    status: 'suppressed',
    suppressedAt: ctx.now,
    suppressedByConversationId: ctx.conversationId,
    updatedAt: ctx.now,
  };
  return { outcome: 'suppressed', memory };
}

function planRestore(existing: UserMemory | undefined, ctx: PlanContext): WritePlan {
  if (!existing) return { outcome: 'not_found' };
  if (existing.status === 'active') return { outcome: 'duplicate' };
  const { suppressedAt: _at, suppressedByConversationId: _by, ...rest } = existing;
  const memory: UserMemory = {
    ...rest,
    namespace: [...existing.namespace],
    identity: { ...existing.identity },
    tags: [...existing.tags],
    status: 'active',
    updatedAt: ctx.now,
  };
  // Restoring a preference suppresses its active opposite: both cannot hold.
  const alsoSuppress = oppositePreferenceKey(existing);
  return { outcome: 'restored', memory, ...(alsoSuppress ? { alsoSuppress } : {}) };
}

/**
 * A status change a person asks for in the inspector (suppress or restore), planned like any write so
 * history and the live views see it. `ctx.conversationId` is who changed it. Never mutates its input.
 */
export function planStatusChange(existing: UserMemory | undefined, status: UserMemory['status'], ctx: PlanContext): WritePlan {
  return status === 'suppressed' ? planSuppress(existing, ctx) : planRestore(existing, ctx);
}

/** The opposite preference as a reversal leaves it: suppressed by this change (what `alsoSuppress` applies). */
export function suppressedOpposite(active: UserMemory, ctx: PlanContext): UserMemory {
  return planSuppress(active, ctx).memory ?? active;
}

/**
 * Decides what a vetted candidate does to the memory stored under its key. Pure: the
 * caller looked `existing` up by `candidate.stableKey` and applies the plan in one transaction.
 * Never mutates its inputs.
 */
export function planMemoryWrite(existing: UserMemory | undefined, candidate: ValidatedCandidate, ctx: PlanContext): WritePlan {
  assert(!existing || existing.stableKey === candidate.stableKey, 'planMemoryWrite: existing memory has another stable key');
  return candidate.action === 'suppress' ? planSuppress(existing, ctx) : planAdd(existing, candidate, ctx);
}
