import type { Conversation, Message, ThreadState } from '../chat/records';
import type { ChatMode } from '../shared';
import type { Result, AppError } from '../shared';
import type { LlmSettings } from '../llm';
import { createSessionContext } from './useCases/sessionContext';
import { createChatTurns, type ChatTurnEvent } from './useCases/chatTurn';
import { createConversationCases, type SearchHit } from './useCases/conversations';
import { createConnectionCases } from './useCases/connection';

/** What the page sends with every model call. The key lives only in memory here, never in storage. */
export interface ModelSettings extends LlmSettings {
  chatModel: string;
  memoryModel: string;
  language: 'en' | 'zh';
}

export interface SendInput {
  /** null: the draft rule, a new conversation is created with this first message. */
  conversationId: string | null;
  mode: ChatMode;
  text: string;
  settings: ModelSettings;
}

export type { ChatTurnEvent, SearchHit, Conversation, Message, ThreadState };
export type Listener<T> = (value: T) => void;

/**
 * The one typed API of the worker (ARCHITECTURE.md: worker as the backend). Expected failures are
 * `Result` values because comlink does not carry error classes. Kept free of comlink so it is unit-testable.
 */
export function createWorkerApi() {
  const session = createSessionContext();
  const turns = createChatTurns(session);
  const conversations = createConversationCases(session);
  const connection = createConnectionCases();

  return {
    /** Opens the session's databases; call again to switch session. */
    init: (sessionHash: string): Promise<Result<{ recoveredInterrupted: number }, AppError>> => session.open(sessionHash),
    sendMessage: (input: SendInput, onEvent: Listener<ChatTurnEvent>) => turns.send(input, onEvent),
    regenerate: (conversationId: string, settings: ModelSettings, onEvent: Listener<ChatTurnEvent>) =>
      turns.regenerate(conversationId, settings, onEvent),
    editAndResend: (messageId: string, text: string, settings: ModelSettings, onEvent: Listener<ChatTurnEvent>) =>
      turns.editAndResend(messageId, text, settings, onEvent),
    stopGeneration: (assistantMessageId: string) => turns.stop(assistantMessageId),
    /** Best effort on page hide: write every partial answer now. */
    flushStreams: () => turns.flushAll(),

    subscribeConversations: (onChange: Listener<Conversation[]>) => conversations.subscribeList(onChange),
    subscribeMessages: (conversationId: string, onChange: Listener<Message[]>) => conversations.subscribeMessages(conversationId, onChange),
    unsubscribe: (subscriptionId: number) => conversations.unsubscribe(subscriptionId),
    renameConversation: (id: string, title: string) => conversations.rename(id, title),
    deleteConversation: (id: string) => conversations.remove(id),
    searchConversations: (query: string) => conversations.search(query),

    listModels: (settings: LlmSettings) => connection.listModels(settings),
    testConnection: (settings: LlmSettings, model: string) => connection.test(settings, model),
  };
}

export type WorkerApi = ReturnType<typeof createWorkerApi>;
