import { z } from 'zod';
import { MESSAGE_STATUSES, messageErrorSchema, reasoningRecordSchema, toolCallRecordSchema } from '../../../chat/records';
import { finishMessage, getMessage } from '../../../storage';
import type { UnsavedAnswer, UnsavedAnswerEvent } from './contract';
import type { SessionContext } from '../session';
import type { UnsavedWrites } from '../../common/unsavedWrites';

/**
 * Answers whose final write failed (a full disk) outlive the tab, so none is lost. The worker holds each one
 * (unsavedWrites.ts) and tells the page, which keeps a copy where a full IndexedDB quota cannot reach it
 * (state/unsavedSpill.ts, in localStorage) and hands it back on the next start. Only chat data travels:
 * the message's id, conversation, text, status, error, tool calls and reasoning, never settings or keys.
 */
export interface UnsavedAnswers {
  /** Holds the final state of an answer until its write succeeds; `onSaved` runs once it has. */
  hold(answer: UnsavedAnswer, onSaved?: () => void | Promise<void>): void;
  /** Answers the page kept from an earlier start: each is written through the normal path, or held again. */
  restore(answers: readonly unknown[]): Promise<{ saved: number; held: number; dropped: number }>;
  /** Every held answer is reported once (`held`), and again when it is saved or dropped (`settled`). */
  subscribe(listener: (e: UnsavedAnswerEvent) => void): () => void;
}

const unsavedAnswerSchema = z.object({
  messageId: z.string().min(1),
  conversationId: z.string().min(1),
  text: z.string(),
  status: z.enum(MESSAGE_STATUSES).exclude(['streaming']),
  error: messageErrorSchema.optional(),
  toolCalls: z.array(toolCallRecordSchema).optional(),
  reasoning: reasoningRecordSchema.optional(),
  heldAt: z.string(),
});

/**
 * `onRestoredSaved` runs once an answer handed back by the page (from an earlier start) is saved: the
 * follow-up work of its turn (memory extraction), which the worker that held it first never got to.
 */
export function createUnsavedAnswers(
  session: SessionContext,
  unsaved: UnsavedWrites,
  onRestoredSaved: (answer: UnsavedAnswer) => void | Promise<void> = () => undefined,
): UnsavedAnswers {
  const listeners = new Set<(e: UnsavedAnswerEvent) => void>();
  const held = new Map<string, UnsavedAnswer>();
  const emit = (e: UnsavedAnswerEvent) => listeners.forEach((l) => l(e));

  /** The row is gone (its conversation was deleted, or Regenerate replaced it): nothing to save it into. */
  const isGone = async (messageId: string) => !(await getMessage(session.chatDb(), messageId));

  function hold(answer: UnsavedAnswer, onSaved?: () => void | Promise<void>) {
    held.set(answer.messageId, answer);
    const { messageId, text, status, error, toolCalls, reasoning } = answer;
    const final = { text, status, error, ...(toolCalls ? { toolCalls } : {}), ...(reasoning ? { reasoning } : {}) };
    unsaved.hold(
      messageId,
      async () => {
        if (await isGone(messageId)) return;
        await finishMessage(session.chatDb(), messageId, final);
      },
      async () => {
        held.delete(messageId);
        emit({ type: 'settled', messageId });
        await onSaved?.();
      },
    );
    emit({ type: 'held', answer });
  }

  return {
    hold,
    async restore(answers) {
      let dropped = 0;
      const restored: string[] = [];
      for (const raw of answers) {
        const parsed = unsavedAnswerSchema.safeParse(raw);
        if (!parsed.success) {
          console.warn('An unsaved answer kept by the page was not readable and is ignored.');
          const id = (raw as { messageId?: unknown } | null)?.messageId;
          if (typeof id === 'string') emit({ type: 'settled', messageId: id });
          dropped++;
          continue;
        }
        const answer = parsed.data;
        if (held.has(answer.messageId)) continue; // this worker still holds it (a second tab's copy, say)
        if (await isGone(answer.messageId)) {
          emit({ type: 'settled', messageId: answer.messageId });
          dropped++;
          continue;
        }
        hold(answer, () => onRestoredSaved(answer));
        restored.push(answer.messageId);
      }
      await unsaved.retryNow();
      const stillHeld = restored.filter((id) => held.has(id)).length;
      return { saved: restored.length - stillHeld, held: stillHeld, dropped };
    },
    subscribe(listener) {
      listeners.add(listener);
      for (const answer of held.values()) listener({ type: 'held', answer });
      return () => void listeners.delete(listener);
    },
  };
}
