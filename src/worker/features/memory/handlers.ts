import { err, ok } from '../../../shared';
import type { HandlerMap } from '../../answer';
import type { Subscriptions } from '../../common/subscriptions';
import type { MemoryApi } from './contract';
import type { MemorySession } from './memorySession';
import type { MemoryStatus } from './contract';
import { undoTurnChange, watchTurnChanges, watchTurnRefusals, type UndoActions } from './turnNotices';

export interface MemoryHandlerDeps {
  memory: MemorySession & { status(): MemoryStatus; onStatusChange(cb: (s: MemoryStatus) => void): () => void };
  subscriptions: Subscriptions;
  /** An undo goes through the inspector, so the same gates and history apply (inspector feature). */
  undo: UndoActions;
}

export function createMemoryHandlers({ memory, subscriptions, undo }: MemoryHandlerDeps): HandlerMap<MemoryApi> {
  return {
    async subscribeMemoryStatus({ onChange }) {
      onChange(memory.status());
      return ok(subscriptions.track(memory.onStatusChange(onChange)));
    },
    // Memory notices at the turn: what each turn's extraction changed, and its Undo.
    async subscribeTurnMemoryChanges({ conversationId, onChange }) {
      return ok(
        subscriptions.track(
          memory.watchDatabase((db) => watchTurnChanges(db, conversationId, onChange, (e) => memory.reportStoreFailure(e))),
        ),
      );
    },
    async subscribeTurnRefusals({ conversationId, onChange }) {
      return ok(
        subscriptions.track(
          memory.watchDatabase((db) => watchTurnRefusals(db, conversationId, onChange, (e) => memory.reportStoreFailure(e))),
        ),
      );
    },
    async undoTurnMemoryChange({ historyId }) {
      const db = memory.database();
      if (!db) return err({ code: 'memory_unavailable' });
      const undone = await undoTurnChange(db, historyId, undo);
      return undone.ok ? ok(null) : undone;
    },
  };
}
