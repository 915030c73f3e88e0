import { describeIssuePaths } from '../../shared/recordFields';
import { buildStableKey } from '../record/stableKey';
import { userMemorySchema, type RejectionReason, type UserMemory } from '../record/schema';
import { isSafeToShow, validateCandidate } from '../gates';

/**
 * Why an imported memory was not taken: a gate's reason (docs/memory-gates.md), or
 * - `malformed`: fails the strict stored schema (undeclared key, bad enum, too long, not a date…);
 * - `inconsistent_key`: its stableKey is not the one its type and identity make (stableKey.ts);
 * - `not_newer`: a memory with that key is already here with the same or a later `updatedAt`;
 * - `contradicted`: an active opposite preference on the same subject is newer (a reversal, as in writePlan.ts).
 */
export type ImportSkipReason = RejectionReason | 'malformed' | 'inconsistent_key' | 'not_newer' | 'contradicted';

export interface SkippedImport {
  /** Position in the file's `memories` array. */
  readonly index: number;
  /** Omitted when unknown or when it could itself carry what the gates keep out. */
  readonly stableKey?: string;
  readonly reason: ImportSkipReason;
  /** Where a malformed record is wrong (field paths only, never values). */
  readonly detail?: string;
}

export interface MemoryImportReport {
  readonly added: string[];
  readonly updated: string[];
  /** Existing or imported preferences suppressed because a newer opposite one was imported. */
  readonly suppressed: string[];
  readonly skipped: SkippedImport[];
}

export interface MemoryImportPlan {
  /** Write all of these in ONE transaction, or none: an import is never half-applied. */
  readonly toPut: UserMemory[];
  readonly report: MemoryImportReport;
}

export interface MemoryImportContext {
  /** The importing browser session's namespace; every imported memory is moved into it. */
  readonly namespace: readonly string[];
  /** The user's API key: an imported memory holding it is refused like a new one. */
  readonly secrets?: readonly string[];
}

/** One record's verdict: the memory as it would be stored, or why it is skipped. */
export type VettedRecord = { ok: true; memory: UserMemory } | { ok: false; skip: Omit<SkippedImport, 'index'> };

/** A key read from an untrusted record is shown only when it cannot itself be sensitive or secret. */
function displayableKey(raw: unknown): string | undefined {
  const key = typeof raw === 'object' && raw !== null ? (raw as { stableKey?: unknown }).stableKey : undefined;
  if (typeof key !== 'string' || key.length === 0 || key.length > 160) return undefined;
  return isSafeToShow(key) ? key : undefined;
}

const PRIVATE_REASONS: ReadonlySet<ImportSkipReason> = new Set(['sensitive_personal_information', 'raw_runtime_state']);

/** Milliseconds of an ISO time (the schema admits strict ISO 8601 only); unreadable counts as oldest. */
const timeOf = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? -Infinity : ms;
};

/** The stored schema, then the same gates a new memory passes, then the key check. */
function vetRecord(raw: unknown, ctx: MemoryImportContext): VettedRecord {
  const parsed = userMemorySchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, skip: { reason: 'malformed', detail: describeIssuePaths(parsed.error.issues), stableKey: displayableKey(raw) } };
  const m = parsed.data;

  const gated = validateCandidate(
    {
      type: m.type,
      text: m.text,
      tags: m.tags,
      confidence: m.confidence,
      stability: 'stable',
      identity: m.identity,
      action: 'add',
      sourceSignal: m.sourceSignal,
      reason: m.reason,
    },
    { sourceConversationId: m.sourceConversationId, source: m.source, ...(ctx.secrets ? { secrets: ctx.secrets } : {}) },
  );
  if (!gated.ok)
    return { ok: false, skip: { reason: gated.reason, ...(PRIVATE_REASONS.has(gated.reason) ? {} : { stableKey: displayableKey(m) }) } };
  const c = gated.candidate;
  if (m.stableKey !== buildStableKey(m.type, m.identity) || m.stableKey !== c.stableKey)
    return { ok: false, skip: { reason: 'inconsistent_key', stableKey: displayableKey(m) } };

  // Stored in the form the gates produce (normalised text, identity and tags; an unsafe reason dropped).
  const { reason: _dropped, ...rest } = m;
  const memory: UserMemory = {
    ...rest,
    namespace: [...ctx.namespace],
    text: c.text,
    identity: { ...c.identity },
    tags: [...c.tags],
    ...(c.reason ? { reason: c.reason } : {}),
  };
  return { ok: true, memory };
}

function oppositePreferenceKey(m: UserMemory): string | undefined {
  if (m.type !== 'user_preference' || !m.identity.polarity) return undefined;
  return buildStableKey(m.type, { ...m.identity, polarity: m.identity.polarity === 'prefer' ? 'avoid' : 'prefer' });
}

/** A record of the file after the schema, the gates and the key check: what the merge works on. */
export interface VettedImportRecord {
  /** Position in the file's `memories` array. */
  readonly index: number;
  readonly vetted: VettedRecord;
}

/**
 * The schema, the gates and the key check for every record of a file. They depend on the record and the
 * context only, not on what is stored, so an import runs them before its write transaction and keeps that
 * transaction to the merge.
 */
export function vetMemoryImport(incoming: readonly unknown[], ctx: MemoryImportContext): VettedImportRecord[] {
  return incoming.map((raw, index) => ({ index, vetted: vetRecord(raw, ctx) }));
}

/**
 * Decides what an import does to this session's memories (docs/export-format.md#import). Every record passes the strict
 * stored schema and the validation gates again, wherever the file came from; then records merge by
 * stableKey, and the newer `updatedAt` wins. Later records in the file are compared with earlier ones
 * too. Pure: nothing is written here, and the inputs are not mutated.
 */
export function planMemoryImport(
  existing: readonly UserMemory[],
  incoming: readonly unknown[],
  ctx: MemoryImportContext,
): MemoryImportPlan {
  return mergeMemoryImport(existing, vetMemoryImport(incoming, ctx), ctx);
}

/** planMemoryImport's merge, for records vetted by vetMemoryImport with the same context. */
export function mergeMemoryImport(
  existing: readonly UserMemory[],
  records: readonly VettedImportRecord[],
  ctx: MemoryImportContext,
): MemoryImportPlan {
  const current = new Map(existing.map((m) => [m.stableKey, m]));
  const planned = new Map<string, UserMemory>();
  const added = new Set<string>();
  const updated = new Set<string>();
  const suppressed = new Set<string>();
  const skipped: SkippedImport[] = [];
  const latest = (key: string) => planned.get(key) ?? current.get(key);

  records.forEach(({ index, vetted }) => {
    if (!vetted.ok) return void skipped.push({ index, ...vetted.skip });
    const m = vetted.memory;
    const prior = latest(m.stableKey);
    if (prior && timeOf(m.updatedAt) <= timeOf(prior.updatedAt))
      return void skipped.push({ index, stableKey: m.stableKey, reason: 'not_newer' });

    // Liking and avoiding the same thing cannot both be active: the newer one holds.
    const oppositeKey = m.status === 'active' ? oppositePreferenceKey(m) : undefined;
    const opposite = oppositeKey ? latest(oppositeKey) : undefined;
    if (oppositeKey && opposite?.status === 'active') {
      if (timeOf(m.updatedAt) <= timeOf(opposite.updatedAt))
        return void skipped.push({ index, stableKey: m.stableKey, reason: 'contradicted' });
      planned.set(oppositeKey, {
        ...opposite,
        namespace: [...ctx.namespace],
        status: 'suppressed',
        suppressedAt: m.updatedAt,
        suppressedByConversationId: m.sourceConversationId,
        updatedAt: m.updatedAt,
      });
      suppressed.add(oppositeKey);
    }

    planned.set(m.stableKey, m);
    (current.has(m.stableKey) ? updated : added).add(m.stableKey);
  });

  return { toPut: [...planned.values()], report: { added: [...added], updated: [...updated], suppressed: [...suppressed], skipped } };
}
