import type { UserMemory } from '../../../memory';
import { err, type Result } from '../../../shared';
import { getHistoryEntry, getMemory, listTurnHistory, watchQuery, type MemoryDb, type MemoryHistoryEntry } from '../../../storage';
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

/** Each turn's changes, by assistant message id, with whether each still holds. */
export async function turnChanges(db: MemoryDb, conversationId: string): Promise<Record<string, TurnMemoryChange[]>> {
  const out: Record<string, TurnMemoryChange[]> = {};
  for (const entry of await listTurnHistory(db, conversationId)) {
    if (entry.id === undefined || !entry.turnId) continue;
    const current = await getMemory(db, entry.stableKey);
    const text = (kindOf(entry) === 'forgot' ? entry.before?.text : entry.after?.text) ?? entry.after?.text ?? '';
    (out[entry.turnId] ??= []).push({
      historyId: entry.id,
      stableKey: entry.stableKey,
      kind: kindOf(entry),
      text,
      undone: !stillHolds(entry, current),
    });
  }
  return out;
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
