import type { DecisionEvidence } from '../../../chat';
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

/** A compaction's new pinned decisions, with what grounds them. */
export interface PromotionInput {
  conversationId: string;
  previous: PinnedDecision[];
  next: PinnedDecision[];
  /** The compaction model's quotes of the user's words, by decision text. */
  evidence: readonly DecisionEvidence[];
  /** The conversation's user messages: a decision is promoted only when its quote is found in one. */
  userTexts: readonly string[];
}

const decisionKey = (text: string): string => text.trim().toLowerCase().replace(/\s+/gu, ' ');

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

    /**
     * After a successful compaction: new or changed pinned decisions take the extraction write path. The
     * compaction model read the assistant's answers too, so a decision is grounded like an extracted
     * candidate: its quote must be the user's own words in one of the conversation's user messages, or it
     * is refused as `ungrounded` (it stays pinned in the conversation all the same).
     */
    async promotePinnedDecisions(input: PromotionInput) {
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
      const quotes = new Map(input.evidence.map((e) => [decisionKey(e.text), e.evidence]));
      const candidates = changed.map((d) => ({ ...candidateFromPinnedDecision(d), evidence: quotes.get(decisionKey(d.text)) ?? null }));
      const grounding = [{ messages: input.userTexts.map((text) => ({ role: 'user' as const, text })) }];
      const write = async () =>
        void (await writeCandidates(target, candidates, {
          ...ctx,
          source: 'pinned_decision_promotion',
          secrets: session.knownSecrets(),
          grounding,
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
