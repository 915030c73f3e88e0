import { parentOf, titleFromText } from '../../../../chat';
import type { Conversation, Message, MessageError } from '../../../../chat/records';
import {
  appendMessages,
  finishMessage,
  getConversation,
  getMessage,
  listMessages,
  markMessageFailed,
  addVersion,
  replaceTail,
  startConversation,
  touchConversation,
  writeMessageReasoning,
  writeMessageText,
} from '../../../../storage';
import { err, ok, type AppError, type Result } from '../../../../shared';
import type { ModelSettings } from '../../settings';
import type { ChatTurnEvent, SendInput, TurnOutcome } from '../contract';
import { systemClock, type Clock } from '../../../common/clock';
import type { SessionContext } from '../../session';
import { StreamWriter } from '../../../common/streamWriter';
import { holdTabLock, streamLockKey } from '../../../common/tabLocks';
import { refuseWhileStreaming } from '../../../common/streamGuard';
import { createUnsavedWrites, storageWriteError, type UnsavedWrites } from '../../../common/unsavedWrites';
import { createUnsavedAnswers } from '../unsavedAnswers';
import { prepareTurn, settleTurn, streamTurn, type RecallHook } from './turnSteps';
import { ReasoningCapture } from './reasoningCapture';
import { readShownPath } from '../../../common/shownPath';

export type { ChatTurnEvent, RecallHook, TurnOutcome };

/** Called after an answer is stored complete; the short- and long-term memory work hangs off this. */
export type TurnCompletedHook = (turn: {
  conversation: Conversation;
  userMessageId: string;
  assistantMessageId: string;
  settings: ModelSettings;
}) => void | Promise<void>;

/** An answer held after a full disk was saved after a restart: its memory work, without the page's settings. */
export type AnswerRestoredHook = (turn: {
  conversation: Conversation;
  userMessageId: string;
  assistantMessageId: string;
}) => void | Promise<void>;

export interface ChatTurnHooks {
  onTurnCompleted?: TurnCompletedHook;
  onAnswerRestored?: AnswerRestoredHook;
  recallMemory?: RecallHook;
}

export function createChatTurns(
  session: SessionContext,
  hooks: ChatTurnHooks = {},
  clock: Clock = systemClock,
  unsaved: UnsavedWrites = createUnsavedWrites(),
) {
  const { now: nowIso, newId } = clock;
  const active = new Map<string, { controller: AbortController; writers: StreamWriter[] }>();

  /** Without a seq: it is allocated inside the transaction that stores the placeholder, so two tabs never share one. */
  const assistantPlaceholder = (conversationId: string, createdAt: string): Omit<Message, 'seq'> => ({
    id: newId(),
    conversationId,
    role: 'assistant',
    text: '',
    status: 'streaming',
    createdAt,
  });
  const isStreamingHere = (messageId: string) => active.has(messageId) || unsaved.has(messageId);
  // Held answers are also reported to the page, which keeps a copy that outlives the tab.
  const unsavedAnswers = createUnsavedAnswers(session, unsaved, async ({ messageId, conversationId, status }) => {
    if (status !== 'complete' || !hooks.onAnswerRestored) return;
    const db = session.chatDb();
    const [conversation, assistant] = await Promise.all([getConversation(db, conversationId), getMessage(db, messageId)]);
    if (!conversation || !assistant) return;
    const all = await listMessages(db, conversationId);
    // An answer's question is its parent; rows from before parents were kept follow their question in seq order.
    const question = assistant.parentId
      ? all.find((m) => m.id === assistant.parentId && m.role === 'user')
      : all.filter((m) => m.role === 'user' && m.seq < assistant.seq).at(-1);
    if (question) await hooks.onAnswerRestored({ conversation, userMessageId: question.id, assistantMessageId: messageId });
  });

  /**
   * The final write of an answer failed: the full answer stays in this worker and its write is
   * retried until it succeeds; meanwhile the row is marked `error` ("storage is full") so it never stays
   * `streaming`. Should even that small write fail, the held write still fixes the row once space is freed.
   */
  async function keepUnsaved(
    e: unknown,
    assistantMessageId: string,
    conversationId: string,
    final: Pick<Message, 'text' | 'toolCalls' | 'reasoning'> & { status: TurnOutcome['status']; error?: MessageError },
    onSaved: () => void | Promise<void>,
    onEvent: (e: ChatTurnEvent) => void,
  ): Promise<TurnOutcome> {
    const error = await storageWriteError(e);
    unsavedAnswers.hold({ messageId: assistantMessageId, conversationId, ...final, heldAt: nowIso() }, onSaved);
    try {
      await markMessageFailed(session.chatDb(), assistantMessageId, error);
    } catch {
      // Nothing is lost: the full answer is held above and rewrites this row (status included) when saved.
    }
    onEvent({ type: 'finished', assistantMessageId, status: 'error', error });
    return { conversationId, assistantMessageId, status: 'error', error };
  }

  /** Streams the answer for the conversation's latest user message into the placeholder. */
  async function streamAnswer(
    conversationId: string,
    userMessage: Message,
    assistant: Message,
    settings: ModelSettings,
    onEvent: (e: ChatTurnEvent) => void,
  ): Promise<TurnOutcome> {
    const db = session.chatDb();
    // Stop works from the first moment (recall and context building included), and a live tab's lock is held.
    const controller = new AbortController();
    const writer = new StreamWriter((text) => writeMessageText(db, assistant.id, text));
    // A reasoning model's thoughts: batched into the row like the text, and streamed to the page on their own.
    // An empty think block (a model with thinking switched off) leaves nothing in the row.
    const thoughts = new StreamWriter((text) => (text.trim() ? writeMessageReasoning(db, assistant.id, { text }) : Promise.resolve()));
    const reasoning = new ReasoningCapture(() => Date.parse(nowIso()), {
      reasoning: (chunk) => {
        thoughts.append(chunk);
        onEvent({ type: 'reasoning', assistantMessageId: assistant.id, chunk });
      },
      thought: (durationMs) => onEvent({ type: 'thought', assistantMessageId: assistant.id, durationMs }),
    });
    const closeWriters = () => Promise.all([writer.close(), thoughts.close()]);
    active.set(assistant.id, { controller, writers: [writer, thoughts] });
    let release: () => void = () => undefined;
    holdTabLock(streamLockKey(assistant.id), new Promise<void>((r) => (release = r)));

    try {
      const turn = { db, conversationId, userMessage, assistant, settings };
      const prepared = await prepareTurn(turn, hooks.recallMemory);
      const { conversation } = prepared;
      const onDelta = (chunk: string) => {
        writer.append(chunk);
        onEvent({ type: 'delta', assistantMessageId: assistant.id, chunk });
      };
      const openRequest = (onAnswer: (chunk: string) => void) => reasoning.request(onAnswer);
      const answer = await streamTurn(turn, prepared, { signal: controller.signal, onDelta, openRequest, onEvent });
      await closeWriters();
      const final = settleTurn(turn, answer, writer.current, reasoning.record());
      const completed = () =>
        final.status === 'complete' && conversation
          ? hooks.onTurnCompleted?.({ conversation, userMessageId: userMessage.id, assistantMessageId: assistant.id, settings })
          : undefined;
      try {
        await finishMessage(db, assistant.id, final);
      } catch (e) {
        // A full disk (or any failed write): the whole answer is kept here and saved once space is freed;
        // its memory work follows only then.
        return await keepUnsaved(e, assistant.id, conversationId, final, completed, onEvent);
      }
      await touchConversation(db, conversationId, nowIso());
      // The extraction job is in the outbox before the turn is reported finished (never waiting for the
      // model), so a pending job is visible in the memory status as soon as the answer is.
      // Not user data: the answer is stored above; the hook's own writes (the outbox job) report their
      // failures to the memory status, so a failing hook may not turn a stored answer into a failed turn.
      await Promise.resolve(completed()).catch(() => undefined);
      onEvent({ type: 'finished', assistantMessageId: assistant.id, status: final.status, error: final.error });
      return { conversationId, assistantMessageId: assistant.id, status: final.status, error: final.error };
    } catch (e) {
      // A bug or a storage failure: the answer is marked failed (with whatever arrived) and the page is told,
      // so nothing stays "streaming" and the user can retry.
      await closeWriters();
      const error: MessageError = { code: 'internal', values: { detail: String((e as Error)?.message ?? e) } };
      const thought = reasoning.record();
      const final = { text: writer.current, status: 'error' as const, error, ...(thought ? { reasoning: thought } : {}) };
      try {
        await finishMessage(db, assistant.id, final);
      } catch (writeError) {
        return await keepUnsaved(writeError, assistant.id, conversationId, final, () => undefined, onEvent);
      }
      onEvent({ type: 'finished', assistantMessageId: assistant.id, status: 'error', error });
      return { conversationId, assistantMessageId: assistant.id, status: 'error', error };
    } finally {
      active.delete(assistant.id);
      release();
    }
  }

  return {
    async send(input: SendInput, onEvent: (e: ChatTurnEvent) => void): Promise<Result<TurnOutcome, AppError>> {
      const text = input.text.trim();
      if (!text) return err({ code: 'empty_message' });
      const db = session.chatDb();
      const now = nowIso();
      let conversationId = input.conversationId;
      let user: Message;
      let assistant: Message;
      if (conversationId === null) {
        conversationId = newId();
        user = { id: newId(), conversationId, role: 'user', text: input.text, status: 'complete', createdAt: now, seq: 0, parentId: null };
        assistant = { ...assistantPlaceholder(conversationId, now), seq: 1, parentId: user.id };
        await startConversation(
          db,
          {
            id: conversationId,
            title: titleFromText(text) || 'New chat',
            mode: input.mode,
            ...(input.temporary ? { temporary: true } : {}),
            createdAt: now,
            lastActiveAt: now,
          },
          [user, assistant],
        );
      } else {
        const conversation = await getConversation(db, conversationId);
        if (!conversation) return err({ code: 'conversation_gone' });
        // With versions, the question follows the end of the path the user sees (not the newest row).
        const parent = conversation.branched ? { parentId: (await readShownPath(db, conversationId)).path.at(-1)?.id ?? null } : {};
        const userDraft = {
          id: newId(),
          conversationId,
          role: 'user' as const,
          text: input.text,
          status: 'complete' as const,
          createdAt: now,
          ...parent,
        };
        [user, assistant] = (await appendMessages(db, conversationId, [userDraft, assistantPlaceholder(conversationId, now)], now)) as [
          Message,
          Message,
        ];
      }
      onEvent({ type: 'started', conversationId, userMessageId: user.id, assistantMessageId: assistant.id });
      return ok(await streamAnswer(conversationId, user, assistant, input.settings, onEvent));
    },

    /**
     * A new answer to the last question the chat shows. A finished answer is kept as an earlier version
     * ("‹ 1 / 2 ›"); a failed or stopped one, which holds nothing worth going back to, is replaced.
     */
    async regenerate(
      conversationId: string,
      settings: ModelSettings,
      onEvent: (e: ChatTurnEvent) => void,
    ): Promise<Result<TurnOutcome, AppError>> {
      const db = session.chatDb();
      const { path } = await readShownPath(db, conversationId);
      const lastUserIndex = path.findLastIndex((m) => m.role === 'user');
      const user = path[lastUserIndex];
      if (!user) return err({ code: 'no_question' });
      const tail = path.slice(lastUserIndex + 1);
      const refused = await refuseWhileStreaming(db, conversationId, isStreamingHere);
      if (refused) return refused;
      const now = nowIso();
      const placeholder = { ...assistantPlaceholder(conversationId, now), parentId: user.id };
      const [assistant] = (
        tail.some((m) => m.status === 'complete')
          ? await addVersion(db, conversationId, [placeholder], now)
          : await replaceTail(
              db,
              conversationId,
              tail.map((m) => m.id),
              null,
              [placeholder],
              now,
            )
      ) as [Message];
      onEvent({ type: 'started', conversationId, userMessageId: user.id, assistantMessageId: assistant.id });
      return ok(await streamAnswer(conversationId, user, assistant, settings, onEvent));
    },

    /**
     * Edits any user message: the edited text is a new version beside the original (same parent) and is
     * answered; the original and everything after it stay reachable as the earlier version.
     */
    async editAndResend(
      messageId: string,
      text: string,
      settings: ModelSettings,
      onEvent: (e: ChatTurnEvent) => void,
    ): Promise<Result<TurnOutcome, AppError>> {
      if (!text.trim()) return err({ code: 'empty_message' });
      const db = session.chatDb();
      const original = await getMessage(db, messageId);
      if (!original || original.role !== 'user') return err({ code: 'message_gone' });
      const { conversationId } = original;
      const refused = await refuseWhileStreaming(db, conversationId, isStreamingHere);
      if (refused) return refused;
      const { all } = await readShownPath(db, conversationId);
      const now = nowIso();
      const edited = {
        id: newId(),
        conversationId,
        role: 'user' as const,
        text,
        status: 'complete' as const,
        createdAt: now,
        parentId: parentOf(all, messageId),
      };
      const [user, assistant] = (await addVersion(db, conversationId, [edited, assistantPlaceholder(conversationId, now)], now)) as [
        Message,
        Message,
      ];
      onEvent({ type: 'started', conversationId, userMessageId: user.id, assistantMessageId: assistant.id });
      return ok(await streamAnswer(conversationId, user, assistant, settings, onEvent));
    },

    /** Whether this tab is writing the answer with this id. */
    isStreaming: isStreamingHere,

    stop(assistantMessageId: string): boolean {
      const entry = active.get(assistantMessageId);
      entry?.controller.abort();
      return !!entry;
    },

    /** Answers whose final write failed (storage full) and are held for saving; tried again now. */
    retryUnsaved: () => unsaved.retryNow(),
    /** Held answers as the page sees them (to keep a copy), and the copies it hands back on start. */
    unsavedAnswers,

    async flushAll(): Promise<void> {
      await Promise.all([...active.values()].flatMap((a) => a.writers.map((w) => w.flush())));
    },
  };
}

export type ChatTurns = ReturnType<typeof createChatTurns>;
