import { err, ok, type Result } from '../shared';
import { planMemoryImport, USER_MEMORY_SCHEMA_VERSION, type ImportSkipReason, type MemoryImportContext, type UserMemory } from '../memory';
import { revTime, type Rev } from './clock';
import type { FoldedMemory, MemoryFold } from './memoryFold';
import { memoryContentSchema, PAYLOAD_VERSION, type MemoryContent, type MemorySlot, type MemoryStatusValue } from './payloads';
import { canonicalJson, latestRev } from './registers';

// Between a stored memory (the Dexie row) and this device's slot of it, both ways.

const CONTENT_KEYS = Object.keys(memoryContentSchema.shape) as (keyof MemoryContent)[];

function contentOf(row: UserMemory): MemoryContent {
  const out: Record<string, unknown> = {};
  for (const key of CONTENT_KEYS) if (row[key] !== undefined) out[key] = row[key];
  return out as MemoryContent;
}

function statusOf(row: UserMemory): MemoryStatusValue {
  return row.status === 'suppressed'
    ? {
        status: 'suppressed',
        ...(row.suppressedAt ? { suppressedAt: row.suppressedAt } : {}),
        ...(row.suppressedByConversationId ? { suppressedByConversationId: row.suppressedByConversationId } : {}),
      }
    : { status: 'active' };
}

const delOf = (known: MemoryFold): Rev | undefined =>
  known.kind === 'deleted' ? known.del : known.kind === 'present' ? known.memory.del : undefined;

/**
 * This device's slot after it stored `row`. `known` is the fold this device last applied for the key;
 * only the registers the row changed get the new `rev`, the others keep the rev of what they copy, so a
 * device that only edited text never claims to have set the status (and never undoes a suppression).
 */
export function memorySlotFromRow(row: UserMemory, known: MemoryFold, rev: Rev): MemorySlot {
  const before: FoldedMemory | undefined = known.kind === 'present' ? known.memory : undefined;
  const content = contentOf(row);
  const status = statusOf(row);
  const del = delOf(known);
  return {
    v: PAYLOAD_VERSION,
    t: 'memory',
    k: row.stableKey,
    rev,
    ...(del ? { del } : {}),
    created: before?.created ?? rev,
    content: before && canonicalJson(before.content.value) === canonicalJson(content) ? before.content : { rev, value: content },
    status:
      before && canonicalJson(before.status.value) === canonicalJson(status)
        ? before.status
        : { rev, seen: before?.status.rev ?? null, value: status },
  };
}

/** This device's slot after it deleted the memory for good: a bare tombstone. */
export function memoryTombstoneSlot(stableKey: string, rev: Rev): MemorySlot {
  return { v: PAYLOAD_VERSION, t: 'memory', k: stableKey, rev, del: rev };
}

export interface IncomingMemoryContext extends MemoryImportContext {
  /** The memory as stored here now, if any: its local-only fields (when it was last used) are kept. */
  readonly local?: UserMemory;
}

/**
 * The row a device stores for a folded memory, after the same checks an imported memory passes: the
 * strict stored schema, every gate, and the stable-key check (planMemoryImport, on this one record).
 * The namespace is this browser session's; `updatedAt` is the latest change to either register.
 */
export function memoryRowFromFold(m: FoldedMemory, ctx: IncomingMemoryContext): Result<UserMemory, ImportSkipReason> {
  const candidate = {
    schemaVersion: USER_MEMORY_SCHEMA_VERSION,
    namespace: [...ctx.namespace],
    stableKey: m.stableKey,
    ...m.content.value,
    ...m.status.value,
    updatedAt: revTime(latestRev([m.content.rev, m.status.rev])!),
    ...(ctx.local?.lastUsedAt ? { lastUsedAt: ctx.local.lastUsedAt } : {}),
  };
  const plan = planMemoryImport([], [candidate], ctx);
  const vetted = plan.toPut[0];
  return vetted ? ok(vetted) : err(plan.report.skipped[0]?.reason ?? 'malformed');
}
