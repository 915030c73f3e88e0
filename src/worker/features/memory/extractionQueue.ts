import type { PinnedDecision } from '../../../chat/records';
import { isDraftId, type ChatMode } from '../../../shared';
import { enqueueJob, type MemoryDb } from '../../../storage';
import { isStorageFull, type UnsavedWrites } from '../../common/unsavedWrites';
import type { MemorySession } from './memorySession';
import type { MemoryWriteRules } from './rules/loadMemoryRules';

export interface ExtractionQueueDeps {
  session: MemorySession;
  /** The database to write to now, or null when memory is off for any reason. */
  usable(): MemoryDb | null;
  now(): string;
  newId(): string;
  /** Where jobs that could not be written (a full disk) wait to be written again. */
  unsavedJobs: UnsavedWrites;
  /** A job was written: count it and wake the outbox runner. */
  afterEnqueue(target: MemoryDb): Promise<void>;
}

/** What goes into long-term memory after a turn: the outbox job of a completed turn, and promoted pinned decisions. */
export function createExtractionQueue(deps: ExtractionQueueDeps) {
  const { session, unsavedJobs } = deps;
  return {
    /** After an eligible completed turn: writes the outbox job and returns without waiting for the model. */
    async enqueueExtraction(input: { conversationId: string; userMessageId: string; assistantMessageId: string; mode?: ChatMode }) {
      const target = deps.usable();
      const ids = [input.conversationId, input.userMessageId, input.assistantMessageId];
      // Drafts never reach the memory database: a draft has no row a memory could point back to.
      if (!target || ids.some((id) => !id?.trim() || isDraftId(id))) return;
      const job = { id: deps.newId(), ...input, createdAt: deps.now() };
      try {
        await enqueueJob(target, job);
      } catch (e) {
        // A full disk: the job is held here and written as soon as it fits, never dropped.
        session.reportStoreFailure(e);
        return unsavedJobs.hold(
          job.id,
          async () => void (await enqueueJob(target, job)),
          () => deps.afterEnqueue(target),
        );
      }
      await deps.afterEnqueue(target);
    },

    /** After a successful compaction: new or changed pinned decisions take the extraction write path. */
    async promotePinnedDecisions(input: { conversationId: string; previous: PinnedDecision[]; next: PinnedDecision[] }) {
      const target = deps.usable();
      if (!target || !input.conversationId.trim() || isDraftId(input.conversationId)) return;
      let loaded: MemoryWriteRules;
      try {
        loaded = await session.writeRules();
      } catch (e) {
        return session.reportStoreFailure(e);
      }
      const { diffPinnedDecisionsForPromotion, candidateFromPinnedDecision, writeCandidates } = loaded;
      const changed = diffPinnedDecisionsForPromotion(input.previous, input.next);
      if (changed.length === 0) return;
      const ctx = { at: deps.now(), conversationId: input.conversationId, namespace: session.namespace(), origin: 'promotion' as const };
      const write = async () =>
        void (await writeCandidates(target, changed.map(candidateFromPinnedDecision), {
          ...ctx,
          source: 'pinned_decision_promotion',
          secrets: session.knownSecrets(),
        }));
      try {
        await write();
      } catch (e) {
        session.reportStoreFailure(e);
        // A full disk: the promotion is held and written once space is freed, like an outbox job.
        if (isStorageFull(e)) unsavedJobs.hold(`promotion:${input.conversationId}:${ctx.at}`, write);
      }
    },
  };
}
