import {
  applyCompaction,
  buildCompactionMessages,
  COMPACTION_SCHEMA_NAME,
  compactionJsonSchema,
  emptyThreadState,
  mergeCompactedDecisions,
  parseCompactionOutput,
  planCompaction,
  type CompactionLimits,
  type DecisionEvidence,
  type PinnedDecision,
} from '../../../chat';
import { completeStructured, type LlmSettings } from '../../../llm';
import { getThread, putCompactedThread } from '../../../storage';
import { readShownPath } from '../../common/shownPath';
import { systemClock } from '../../common/clock';
import type { SessionContext } from '../session';

import type { CompactionStatus } from './contract';

export type { CompactionStatus };

export interface CompactionDeps {
  now?: () => string;
  newId?: () => string;
  /**
   * After a stored compaction: the pinned decisions before and after (long-term memory promotes the new ones),
   * with the settings of the turn that caused it, so its memory rules (the pause switch) apply.
   */
  onCompacted?: (e: CompactedEvent) => void;
}

/**
 * A stored compaction, as promotion needs it: the pinned decisions before and after, the quotes the model
 * gave for them and the conversation's user messages those quotes must come from.
 */
export interface CompactedEvent {
  conversationId: string;
  previous: PinnedDecision[];
  next: PinnedDecision[];
  evidence: readonly DecisionEvidence[];
  userTexts: readonly string[];
  settings: CompactionSettings;
}

/** The memory model to call, and whether long-term memory was paused for the turn that asked. */
export type CompactionSettings = LlmSettings & { memoryModel: string; memoryPaused?: boolean };

/**
 * Short-term memory: after a turn completes, and never delaying it, the oldest turns of a long
 * recent window are folded into the summary and pinned decisions by the memory model. Any failure keeps the
 * previous state; the next completed turn simply tries again.
 */
export function createCompactor(session: SessionContext, deps: CompactionDeps = {}) {
  const now = deps.now ?? systemClock.now;
  const newId = deps.newId ?? systemClock.newId;
  const running = new Set<string>();
  const listeners = new Set<(s: CompactionStatus) => void>();
  const emit = (s: CompactionStatus) => listeners.forEach((l) => l(s));

  async function compact(conversationId: string, settings: CompactionSettings, limits: CompactionLimits): Promise<CompactionStatus> {
    const db = session.chatDb();
    // Only the path the chat shows is compacted: other versions are not what the conversation became.
    const [{ path: messages }, stored] = await Promise.all([readShownPath(db, conversationId), getThread(db, conversationId)]);
    const thread = stored ?? emptyThreadState(conversationId);
    const plan = planCompaction(messages, thread, limits);
    if (!plan) return { conversationId, state: 'idle' };
    emit({ conversationId, state: 'compacting' });
    const result = await completeStructured(settings, {
      model: settings.memoryModel,
      messages: buildCompactionMessages({
        previousSummary: thread.summary,
        previousDecisions: thread.pinnedDecisions,
        turns: plan.turnsToCompress,
      }),
      schemaName: COMPACTION_SCHEMA_NAME,
      jsonSchema: compactionJsonSchema,
      parse: parseCompactionOutput,
      timeoutMs: 90_000,
    });
    if (!result.ok) return { conversationId, state: 'failed', reason: result.error };
    const at = { throughMessageId: plan.throughMessageId, now: now() };
    // Merged with the pins as they are when written: one unpinned meanwhile stays unpinned.
    const next = await putCompactedThread(db, conversationId, thread.compactedThroughMessageId, (current) => {
      const base = current ?? thread;
      return {
        ...applyCompaction(base, result.value, at),
        pinnedDecisions: mergeCompactedDecisions(result.value.pinnedDecisions, base, newId),
      };
    });
    if (!next) return { conversationId, state: 'idle' };
    deps.onCompacted?.({
      conversationId,
      previous: thread.pinnedDecisions,
      next: next.pinnedDecisions,
      evidence: result.value.decisionEvidence ?? [],
      userTexts: messages.filter((m) => m.role === 'user').map((m) => m.text),
      settings,
    });
    return { conversationId, state: 'compacted' };
  }

  return {
    /** Runs in the background; one compaction per conversation at a time. Resolves with what happened. */
    async maybeCompact(conversationId: string, settings: CompactionSettings, limits: CompactionLimits): Promise<CompactionStatus> {
      if (running.has(conversationId)) return { conversationId, state: 'idle' };
      running.add(conversationId);
      try {
        const status = await compact(conversationId, settings, limits);
        if (status.state !== 'idle') emit(status);
        return status;
      } catch (e) {
        const status: CompactionStatus = {
          conversationId,
          state: 'failed',
          reason: { code: 'internal', values: { detail: String((e as Error)?.message ?? e) } },
        };
        emit(status);
        return status;
      } finally {
        running.delete(conversationId);
      }
    },
    onStatus(listener: (s: CompactionStatus) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Compactor = ReturnType<typeof createCompactor>;
