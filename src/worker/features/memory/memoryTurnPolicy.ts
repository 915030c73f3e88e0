import { COMPACTION_DEFAULTS, isMemoryEligible } from '../../../chat';
import type { DecisionEvidence } from '../../../chat';
import type { Conversation, PinnedDecision } from '../../../chat/records';
import type { ModelSettings } from '../settings';
import type { ChatTurnHooks, CompactionSettings, Compactor } from '../chat';
import type { MemoryPipeline } from './pipeline';

type CompactionStep = Pick<Compactor, 'maybeCompact'>;

/**
 * The memory rules around one chat turn, in one place: recall before the request, then compaction and
 * extraction after the answer is stored, and promotion after a compaction — each only for a conversation
 * whose mode, temporariness and the user's pause switch allow long-term memory (chat/memoryPolicy.ts).
 */
export function createMemoryTurnPolicy(memory: MemoryPipeline) {
  const eligible = (c: Conversation, memoryPaused: boolean) =>
    isMemoryEligible({ conversationId: c.id, mode: c.mode, temporary: c.temporary, memoryPaused });

  /** The page's current settings, so pending extraction jobs can resume (the key stays in memory only). */
  const applySettings = (settings: ModelSettings) => {
    memory.setPaused(settings.memoryPaused);
    memory.setCallSettings({
      apiKey: settings.apiKey,
      baseURL: settings.baseURL,
      memoryModel: settings.memoryModel,
      embeddingModel: settings.embeddingModel,
      embedDeadlineMs: settings.embedDeadlineMs,
      ...(settings.keyOrigin !== undefined ? { keyOrigin: settings.keyOrigin } : {}),
    });
  };

  return {
    applySettings,

    /** Promotion of pinned decisions follows the same memory rules as the turn that caused the compaction. */
    async afterCompaction(
      conversation: Conversation | undefined,
      e: {
        previous: PinnedDecision[];
        next: PinnedDecision[];
        evidence: readonly DecisionEvidence[];
        userTexts: readonly string[];
        settings: CompactionSettings;
      },
    ) {
      if (conversation && eligible(conversation, e.settings.memoryPaused ?? false))
        await memory.promotePinnedDecisions({
          conversationId: conversation.id,
          previous: e.previous,
          next: e.next,
          evidence: e.evidence,
          userTexts: e.userTexts,
        });
    },

    /** The hooks a chat turn calls; the compactor is passed late because it is built with this policy's callback. */
    turnHooks(compactor: () => CompactionStep): ChatTurnHooks {
      return {
        recallMemory: async ({ conversation, userText, assistantMessageId, settings }) => {
          memory.setPaused(settings.memoryPaused);
          if (!eligible(conversation, settings.memoryPaused)) return null;
          return memory.recallForRequest({ conversationId: conversation.id, assistantMessageId, userText });
        },
        // Memory work starts after the answer is stored and never delays it.
        onTurnCompleted: async ({ conversation, userMessageId, assistantMessageId, settings }) => {
          applySettings(settings);
          void compactor().maybeCompact(conversation.id, settings, {
            maxTurns: settings.compactMaxTurns,
            maxChars: settings.compactMaxChars,
            keepTurns: COMPACTION_DEFAULTS.keepTurns,
          });
          // Only the outbox write is awaited (a local write); the model call happens later, in the runner.
          if (eligible(conversation, settings.memoryPaused))
            await memory.enqueueExtraction({ conversationId: conversation.id, userMessageId, assistantMessageId, mode: conversation.mode });
        },
        // An answer saved only on a later start (after a full disk) is remembered like any other turn,
        // under the pause switch as it is now.
        onAnswerRestored: async ({ conversation, userMessageId, assistantMessageId }) => {
          if (eligible(conversation, memory.status().state === 'paused'))
            await memory.enqueueExtraction({ conversationId: conversation.id, userMessageId, assistantMessageId, mode: conversation.mode });
        },
      };
    },
  };
}

export type MemoryTurnPolicy = ReturnType<typeof createMemoryTurnPolicy>;
