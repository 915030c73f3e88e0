import type {
  MemoryFilter,
  MemoryQueryResult,
  MemoryView,
  RecallExplanation,
  RejectionReason,
  ScoreBreakdown,
  UserMemory,
  WriteOutcome,
} from '../../../memory';
import type { MemoryType } from '../../../shared';
import type { Answer, Listener, SubscriptionId } from '../../answer';
import type { InspectorFailure } from '../../errors';

// The inspector's filter, list rows and counts are the pure memory/ module's (inspectorQuery.ts).
export type { MemoryFilter, MemoryQueryResult, MemoryView };

export interface MemoryDraft {
  type: MemoryType;
  text: string;
  tags: string[];
  subject: string;
  facet?: string;
  polarity?: 'prefer' | 'avoid';
}

export interface MemoryPatch {
  text: string;
  tags: string[];
  type: MemoryType;
}

export interface MemoryUse {
  stableKey: string;
  score: number;
  breakdown: ScoreBreakdown;
  /** The rule score alone, the normalised semantic signal, and whether meaning alone chose it. */
  ruleScore?: number;
  semantic?: number | null;
  meaningMatched?: boolean;
  /** null: the memory was deleted since the answer. */
  memory: { text: string; type: MemoryType; status: UserMemory['status'] } | null;
  /** The user's own words the memory's latest extracted change rests on ("you said: …"), when kept. */
  evidence?: string;
  explanation: Omit<RecallExplanation, 'score'> | null;
}

/** One change in a memory's history, as the inspector shows it. */
export interface MemoryHistoryEntry {
  id?: number;
  stableKey: string;
  outcome: WriteOutcome;
  at: string;
  conversationId: string;
  /** The assistant message of the turn whose extraction made this change. */
  turnId?: string;
  /** The user's own words this change rests on (extraction only). */
  evidence?: string;
  before?: UserMemory;
  after?: UserMemory;
  /** The device whose change sync applied here, by its name in the space's Devices list. */
  device?: string;
  /** Why sync changed it here: `opposite_preference`, suppressed because the opposite preference (from `device`) is newer. */
  cause?: 'opposite_preference';
}

/** One candidate the gates refused, as the rejection log shows it. */
export interface RejectionEntry {
  id?: number;
  at: string;
  conversationId: string;
  reason: RejectionReason;
  type?: MemoryType;
  stableKey?: string;
  source: 'extraction' | 'promotion' | 'import';
}

/** The memory inspector: reads work even while memory is paused. */
export interface InspectorApi {
  watchMemories(req: { onChange: Listener<void> }): Answer<SubscriptionId>;
  queryMemories(req: { filter: MemoryFilter }): Answer<MemoryQueryResult, InspectorFailure>;
  suppressMemory(req: { stableKey: string }): Answer<WriteOutcome, InspectorFailure>;
  restoreMemory(req: { stableKey: string }): Answer<WriteOutcome, InspectorFailure>;
  deleteMemory(req: { stableKey: string }): Answer<boolean, InspectorFailure>;
  addMemory(req: { draft: MemoryDraft }): Answer<{ stableKey: string; outcome: WriteOutcome }, InspectorFailure>;
  editMemory(req: { stableKey: string; patch: MemoryPatch }): Answer<{ stableKey: string }, InspectorFailure>;
  memoryHistory(req: { stableKey: string }): Answer<MemoryHistoryEntry[], InspectorFailure>;
  rejectionLog(req: Record<string, never>): Answer<RejectionEntry[], InspectorFailure>;
  /** null: nothing was recalled for that answer. */
  memoriesUsed(req: { assistantMessageId: string }): Answer<MemoryUse[] | null>;
  subscribeRecalls(req: { conversationId: string; onChange: Listener<Record<string, number>> }): Answer<SubscriptionId>;
}
