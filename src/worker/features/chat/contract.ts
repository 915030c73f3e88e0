import type { ChatInstructions } from '../../../chat';
import type { Message, MessageError } from '../../../chat/records';
import type { ChatMode, Language } from '../../../shared';
import type { Answer, Listener, SubscriptionId } from '../../answer';
import type { ErrorValues, WorkerError } from '../../errors';
import type { ModelSettings } from '../settings';

export interface SendInput {
  /** null: the draft rule, a new conversation is created with this first message. */
  conversationId: string | null;
  mode: ChatMode;
  /** Only for a new conversation: a temporary chat (no memory read or write). */
  temporary?: boolean;
  text: string;
  settings: ModelSettings;
}

export type ChatTurnEvent =
  | { type: 'started'; conversationId: string; userMessageId: string; assistantMessageId: string }
  | { type: 'delta'; assistantMessageId: string; chunk: string }
  /** A piece of a reasoning model's thoughts: shown apart from the answer, never part of it. */
  | { type: 'reasoning'; assistantMessageId: string; chunk: string }
  /** The model stopped thinking and began to answer. */
  | { type: 'thought'; assistantMessageId: string; durationMs: number }
  /** Something the user should know about this answer, e.g. that tools were refused and it came without them. */
  | { type: 'notice'; code: 'tools_unsupported'; values?: ErrorValues }
  | { type: 'finished'; assistantMessageId: string; status: 'complete' | 'interrupted' | 'error'; error?: MessageError };

export interface TurnOutcome {
  conversationId: string;
  assistantMessageId: string;
  status: 'complete' | 'interrupted' | 'error';
  error?: MessageError;
}

/**
 * An answer whose final write failed (storage full), held by the worker until it is saved. The
 * page keeps a copy outside IndexedDB and hands it back on the next start. Chat data only: never settings.
 */
export interface UnsavedAnswer {
  messageId: string;
  conversationId: string;
  text: string;
  status: 'complete' | 'interrupted' | 'error';
  error?: MessageError;
  toolCalls?: Message['toolCalls'];
  reasoning?: Message['reasoning'];
  heldAt: string;
}

/** `held`: keep this copy; `settled`: the answer was saved (or its message is gone), drop the copy. */
export type UnsavedAnswerEvent = { type: 'held'; answer: UnsavedAnswer } | { type: 'settled'; messageId: string };

export type CompactionStatus = { conversationId: string; state: 'compacting' | 'compacted' | 'failed' | 'idle'; reason?: WorkerError };

type WithSettings = { settings: ModelSettings };
type OnEvent = { onEvent: Listener<ChatTurnEvent> };

/** Answers: send, again, edit, stop; answers held after a full disk; compaction status; the next request's size. */
export interface ChatApi {
  sendMessage(req: SendInput & OnEvent): Answer<TurnOutcome>;
  regenerate(req: { conversationId: string } & WithSettings & OnEvent): Answer<TurnOutcome>;
  editAndResend(req: { messageId: string; text: string } & WithSettings & OnEvent): Answer<TurnOutcome>;
  /** Answers whether an answer with that id was still running. */
  stopGeneration(req: { assistantMessageId: string }): Answer<boolean>;
  /** Best effort on page hide: write every partial answer now. */
  flushStreams(req: Record<string, never>): Answer<null>;
  /** Answers held after a failed final write: reported so the page can keep a copy that outlives the tab. */
  subscribeUnsavedAnswers(req: { onEvent: Listener<UnsavedAnswerEvent> }): Answer<SubscriptionId>;
  /** The copies the page kept from an earlier start: each is saved through the normal path, held again, or dropped. */
  restoreUnsavedAnswers(req: { answers: unknown[] }): Answer<{ saved: number; held: number; dropped: number }>;
  /** Faint "compressing / compressed / failed" status for the UI. */
  subscribeCompaction(req: { onChange: Listener<CompactionStatus> }): Answer<SubscriptionId>;
  /** Approximate tokens of the next request (without long-term memory, which is chosen at send time). */
  estimateNextRequestTokens(req: {
    conversationId: string | null;
    draftText: string;
    mode: ChatMode;
    language: Language;
    /** Counted like the request will send them. */
    instructions?: ChatInstructions;
  }): Answer<number>;
}
