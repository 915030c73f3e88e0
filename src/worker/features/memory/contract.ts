import type { Answer, Listener, SubscriptionId } from '../../answer';
import type { RejectionReason } from '../../../memory';
import type { InspectorFailure, MeaningFallback, WorkerError } from '../../errors';

/** What the UI shows about long-term memory: on, paused by the user, or unavailable and why. */
export interface MemoryStatus {
  state: 'on' | 'paused' | 'unavailable';
  reason?: WorkerError;
  pendingJobs: number;
  /** Turns finished without a model call because the pre-check found nothing that could be a memory (absent: none). */
  skippedTurns?: number;
  /** Meaning-based recall: its vectors, and why the last request used the rules alone. */
  meaning?: MeaningStatus;
}

export interface MeaningStatus {
  state: 'off' | 'indexing' | 'ready' | 'waiting' | 'failed';
  embedded: number;
  total: number;
  /** Why the vectors wait or failed: the embedding call's failure, or the store's. */
  reason?: WorkerError;
  /** Set when the last eligible request fell back to rules only (timeout, offline, error…). */
  lastFallback?: MeaningFallback;
}

/** What one turn's extraction did to one memory, as the chat shows it under that turn. */
export interface TurnMemoryChange {
  historyId: number;
  stableKey: string;
  kind: 'remembered' | 'updated' | 'forgot';
  text: string;
  /** True once the change no longer holds (undone here, changed since in the memory view, or by a later turn). */
  undone: boolean;
  /**
   * It no longer holds because a later turn's extraction changed that memory (an opposite preference,
   * an update, a "forget"), not because anyone pressed Undo: the notice must not claim an undo.
   */
  replacedLater: boolean;
}

/** Long-term memory around the chat: its status, and the notices at each turn with their Undo. */
export interface MemoryApi {
  subscribeMemoryStatus(req: { onChange: Listener<MemoryStatus> }): Answer<SubscriptionId>;
  /** Memory notices at the turn: what each turn's extraction changed, by assistant message id. */
  subscribeTurnMemoryChanges(req: {
    conversationId: string;
    onChange: Listener<Record<string, TurnMemoryChange[]>>;
  }): Answer<SubscriptionId>;
  /**
   * Why each turn's extraction refused a memory, by assistant message id: reasons only, never the text
   * (none is kept). A candidate already remembered or not said by the user is no refusal worth a notice.
   */
  subscribeTurnRefusals(req: { conversationId: string; onChange: Listener<Record<string, RejectionReason[]>> }): Answer<SubscriptionId>;
  /** Undoes one change of a turn through the inspector, so the same gates and history apply. */
  undoTurnMemoryChange(req: { historyId: number }): Answer<null, InspectorFailure>;
}
