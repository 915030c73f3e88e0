import type { RejectionReason, UserMemory } from '../../../memory';
import { err, type Result } from '../../../shared';
import {
  getHistoryEntry,
  getMemory,
  listHistory,
  listTurnHistory,
  listTurnRejections,
  watchQuery,
  type MemoryDb,
  type MemoryHistoryEntry,
} from '../../../storage';
import type { InspectorFailure } from '../../errors';
import type { TurnMemoryChange } from './contract';

export type { TurnMemoryChange };

/** The inspector actions an undo goes through, so it passes the same gates as any user change. */
export interface UndoActions {
  suppress(key: string): Promise<Result<unknown, InspectorFailure>>;
  restore(key: string): Promise<Result<unknown, InspectorFailure>>;
  edit(key: string, patch: { text: string; tags: string[]; type: UserMemory['type'] }): Promise<Result<unknown, InspectorFailure>>;
}

const kindOf = (entry: MemoryHistoryEntry): TurnMemoryChange['kind'] =>
  entry.outcome === 'suppressed' ? 'forgot' : entry.outcome === 'updated' ? 'updated' : 'remembered';

function stillHolds(entry: MemoryHistoryEntry, current: UserMemory | undefined): boolean {
  const kind = kindOf(entry);
  if (kind === 'forgot') return current?.status !== 'active';
  if (!current || current.status !== 'active') return false;
  return kind === 'remembered' || current.text === entry.after?.text;
}

/** The memory's latest change after this one came from another turn's extraction (a person's change has no turn). */
async function endedByLaterTurn(db: MemoryDb, entry: MemoryHistoryEntry): Promise<boolean> {
  const later = (await listHistory(db, entry.stableKey)).filter((e) => (e.id ?? 0) > (entry.id ?? 0));
  const last = later.reduce<MemoryHistoryEntry | undefined>((a, e) => (!a || (e.id ?? 0) > (a.id ?? 0) ? e : a), undefined);
  return last?.turnId !== undefined && last.turnId !== entry.turnId;
}

/** Each turn's changes, by assistant message id, with whether each still holds. */
export async function turnChanges(db: MemoryDb, conversationId: string): Promise<Record<string, TurnMemoryChange[]>> {
  const out: Record<string, TurnMemoryChange[]> = {};
  for (const entry of await listTurnHistory(db, conversationId)) {
    if (entry.id === undefined || !entry.turnId) continue;
    const current = await getMemory(db, entry.stableKey);
    const text = (kindOf(entry) === 'forgot' ? entry.before?.text : entry.after?.text) ?? entry.after?.text ?? '';
    const undone = !stillHolds(entry, current);
    (out[entry.turnId] ??= []).push({
      historyId: entry.id,
      stableKey: entry.stableKey,
      kind: kindOf(entry),
      text,
      undone,
      replacedLater: undone && (await endedByLaterTurn(db, entry)),
    });
  }
  return out;
}

/** Refusals the user would not expect a word about: already remembered, or never said by them. */
const SILENT_REFUSALS: ReadonlySet<RejectionReason> = new Set<RejectionReason>(['duplicate', 'ungrounded']);

/** Each turn's refusal reasons, by assistant message id, once each. */
export async function turnRefusals(db: MemoryDb, conversationId: string): Promise<Record<string, RejectionReason[]>> {
  const out: Record<string, RejectionReason[]> = {};
  for (const entry of await listTurnRejections(db, conversationId)) {
    if (!entry.turnId || SILENT_REFUSALS.has(entry.reason)) continue;
    const reasons = (out[entry.turnId] ??= []);
    if (!reasons.includes(entry.reason)) reasons.push(entry.reason);
  }
  return out;
}

export function watchTurnRefusals(
  db: MemoryDb,
  conversationId: string,
  onChange: (refusals: Record<string, RejectionReason[]>) => void,
  onError: (e: unknown) => void,
) {
  return watchQuery(() => turnRefusals(db, conversationId), onChange, onError);
}

export function watchTurnChanges(
  db: MemoryDb,
  conversationId: string,
  onChange: (changes: Record<string, TurnMemoryChange[]>) => void,
  onError: (e: unknown) => void,
) {
  return watchQuery(() => turnChanges(db, conversationId), onChange, onError);
}

/**
 * Undoes one change of a turn: a remembered memory is suppressed, a forgotten one restored, an updated
 * one goes back to its previous version — each through the inspector, so the gates and history apply.
 */
export async function undoTurnChange(db: MemoryDb, historyId: number, actions: UndoActions): Promise<Result<unknown, InspectorFailure>> {
  const entry = await getHistoryEntry(db, historyId);
  if (!entry?.turnId) return err({ code: 'change_gone' });
  const kind = kindOf(entry);
  if (kind === 'remembered') return actions.suppress(entry.stableKey);
  if (kind === 'forgot') return actions.restore(entry.stableKey);
  const before = entry.before;
  if (!before) return err({ code: 'version_gone' });
  return actions.edit(entry.stableKey, { text: before.text, tags: [...before.tags], type: before.type });
}
