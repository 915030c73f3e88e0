import type { Conversation, Message, ThreadState } from '../chat/records';
import { COMPACTION_DEFAULTS, isMemoryEligible, type TaskRun, type TasklistItem } from '../chat';
import type { LlmSettings } from '../llm';
import { err, type AppError, type ChatMode, type MemoryType, type Result } from '../shared';
import { getConversation, getMessage, type StoredTaskRun } from '../storage';
import { createChatTurns, type ChatTurnEvent } from './useCases/chatTurn';
import { createCompactor, type CompactionStatus } from './useCases/compaction';
import { createConnectionCases } from './useCases/connection';
import { createConversationCases, type SearchHit } from './useCases/conversations';
import { createMemoryPipeline, type MemoryStatus } from './useCases/memory/pipeline';
import { createMemoryInspector, type InspectorFailure, type MemoryDraft, type MemoryUse } from './useCases/memoryInspector';
import { undoTurnChange, watchTurnChanges, type TurnMemoryChange } from './useCases/memory/turnNotices';
import type { MemoryFilter, MemoryQueryResult, MemoryView } from './useCases/memoryQuery';
import { buildRequestContext } from './useCases/requestContext';
import { createSessionContext } from './useCases/sessionContext';
import { createTaskAgent } from './useCases/taskAgent';
import { createTemporaryChats } from './useCases/temporaryChats';
import { countContextTokens } from './useCases/tokens';
import { createTransferCases, type ImportReport, type TransferFailure } from './useCases/transfer';

/** What the page sends with every model call. The key lives only in memory here, never in storage. */
export interface ModelSettings extends LlmSettings {
  chatModel: string;
  memoryModel: string;
  language: 'en' | 'zh';
  /** Compaction limits (SPEC §2.3 defaults 8 turns / 12,000 chars). */
  compactMaxTurns: number;
  compactMaxChars: number;
  /** Settings switch: no long-term memory recall or extraction while paused. */
  memoryPaused: boolean;
}

export interface SendInput {
  /** null: the draft rule, a new conversation is created with this first message. */
  conversationId: string | null;
  mode: ChatMode;
  /** Only for a new conversation: a temporary chat (no memory read or write). */
  temporary?: boolean;
  text: string;
  settings: ModelSettings;
}

export type { ChatTurnEvent, SearchHit, Conversation, Message, ThreadState, CompactionStatus, MemoryStatus };
export type { InspectorFailure, MemoryDraft, MemoryUse, MemoryFilter, MemoryQueryResult, MemoryView, ImportReport, TransferFailure };
export type { StoredTaskRun, TaskRun, TasklistItem };
export type { TurnMemoryChange };
export type Listener<T> = (value: T) => void;

/**
 * The one typed API of the worker (ARCHITECTURE.md: worker as the backend). Expected failures are
 * `Result` values because comlink does not carry error classes. Kept free of comlink so it is unit-testable.
 */
export function createWorkerApi() {
  const session = createSessionContext();
  const memory = createMemoryPipeline({ chatDb: () => session.chatDb() });
  const eligible = (c: Conversation, s: Pick<ModelSettings, 'memoryPaused'>) =>
    isMemoryEligible({ conversationId: c.id, mode: c.mode, temporary: c.temporary, memoryPaused: s.memoryPaused });
  const memorySettings = (s: ModelSettings) => ({ apiKey: s.apiKey, baseURL: s.baseURL, memoryModel: s.memoryModel });
  const latestSettings = new Map<string, ModelSettings>();

  const compactor = createCompactor(session, {
    // Promotion of pinned decisions follows the same memory rules as the turn that caused the compaction.
    onCompacted: async ({ conversationId, previous, next }) => {
      const settings = latestSettings.get(conversationId);
      const conversation = await getConversation(session.chatDb(), conversationId);
      if (settings && conversation && eligible(conversation, settings))
        await memory.promotePinnedDecisions({ conversationId, previous, next });
    },
  });
  const turns = createChatTurns(session, {
    recallMemory: async ({ conversation, userText, assistantMessageId, settings }) => {
      memory.setPaused(settings.memoryPaused);
      if (!eligible(conversation, settings)) return null;
      return memory.recallForRequest({ conversationId: conversation.id, assistantMessageId, userText });
    },
    // Memory work starts after the answer is stored and never delays it.
    onTurnCompleted: async ({ conversation, userMessageId, assistantMessageId, settings }) => {
      latestSettings.set(conversation.id, settings);
      memory.setCallSettings(memorySettings(settings));
      void compactor.maybeCompact(conversation.id, settings, {
        maxTurns: settings.compactMaxTurns,
        maxChars: settings.compactMaxChars,
        keepTurns: COMPACTION_DEFAULTS.keepTurns,
      });
      // Only the outbox write is awaited (a local write); the model call happens later, in the runner.
      if (eligible(conversation, settings)) await memory.enqueueExtraction({ conversationId: conversation.id, userMessageId, assistantMessageId, mode: conversation.mode });
    },
  });
  const conversations = createConversationCases(session);
  const inspector = createMemoryInspector({ memory, chatDb: () => session.chatDb() });
  // Calls that arrive while the session is still opening (a click right after a reload) wait for it.
  let initialized: Promise<void> = Promise.resolve();
  const afterInit = <A extends unknown[], R>(fn: (...args: A) => Promise<R> | R) => async (...args: A): Promise<R> => {
    await initialized;
    return fn(...args);
  };
  const transfer = createTransferCases({ memory, chatDb: () => session.chatDb() });
  const connection = createConnectionCases();
  const tasks = createTaskAgent(session);
  const temporaryChats = createTemporaryChats(session, { answer: (id) => turns.stop(id), task: (id) => tasks.cancel(id) });
  // A task list's messages follow its checklist; answering its goal again would delete the results.
  const refuseForTaskRun = async (conversationId: string) =>
    (await tasks.hasRun(conversationId)) ? err({ code: 'refused', message: 'A task-list conversation cannot be answered again.' }) : null;

  return {
    /** Opens the session's databases; call again to switch session. */
    init: (sessionHash: string): Promise<Result<{ recoveredInterrupted: number }, AppError>> => {
      const opening = (async () => {
        const opened = await session.open(sessionHash);
        // Memory is a supplement: the chat works even when the memory database cannot be opened.
        if (opened.ok) await memory.open(sessionHash);
        if (opened.ok) {
          await temporaryChats.purge();
          await tasks.recover();
        }
        return opened;
      })();
      initialized = opening.then(() => undefined, () => undefined);
      return opening;
    },
    /** The page's current settings, so pending extraction jobs can resume (the key stays in memory only). */
    configureMemory: (settings: ModelSettings) => {
      memory.setPaused(settings.memoryPaused);
      memory.setCallSettings(memorySettings(settings));
    },
    subscribeMemoryStatus: (onChange: Listener<MemoryStatus>) => {
      onChange(memory.status());
      return conversations.track(memory.onStatusChange(onChange));
    },
    sendMessage: afterInit((input: SendInput, onEvent: Listener<ChatTurnEvent>) =>
      turns.send(input, (e) => {
        if (e.type === 'started' && input.temporary && input.conversationId === null) temporaryChats.adopt(e.conversationId);
        onEvent(e);
      })),
    regenerate: afterInit(async (conversationId: string, settings: ModelSettings, onEvent: Listener<ChatTurnEvent>) =>
      (await refuseForTaskRun(conversationId)) ?? turns.regenerate(conversationId, settings, onEvent)),
    editAndResend: afterInit(async (messageId: string, text: string, settings: ModelSettings, onEvent: Listener<ChatTurnEvent>) => {
      const conversationId = (await getMessage(session.chatDb(), messageId))?.conversationId;
      return (conversationId && (await refuseForTaskRun(conversationId))) || turns.editAndResend(messageId, text, settings, onEvent);
    }),
    stopGeneration: (assistantMessageId: string) => turns.stop(assistantMessageId),
    /** Best effort on page hide: write every partial answer now. */
    flushStreams: () => turns.flushAll(),

    subscribeConversations: afterInit((onChange: Listener<Conversation[]>) => conversations.subscribeList(onChange)),
    subscribeMessages: afterInit((conversationId: string, onChange: Listener<Message[]>) => conversations.subscribeMessages(conversationId, onChange)),
    unsubscribe: (subscriptionId: number) => conversations.unsubscribe(subscriptionId),
    renameConversation: afterInit((id: string, title: string) => conversations.rename(id, title)),
    /** Stops any answer or task still running in it first: a deleted chat costs no more tokens. */
    deleteConversation: afterInit((id: string) => temporaryChats.removeWithWork(id)),
    /** Called when the user leaves a conversation: a temporary one is deleted with everything in it. */
    closeConversation: afterInit((id: string) => temporaryChats.close(id)),
    searchConversations: afterInit((query: string) => conversations.search(query)),
    subscribeThread: afterInit((conversationId: string, onChange: Listener<ThreadState | null>) => conversations.subscribeThread(conversationId, onChange)),
    unpinDecision: afterInit((conversationId: string, index: number) => conversations.unpin(conversationId, index)),
    /** Faint "compressing / compressed / failed" status for the UI; returns a subscription id. */
    subscribeCompaction: (onChange: Listener<CompactionStatus>) => conversations.track(compactor.onStatus(onChange)),

    /** Approximate tokens of the next request (without long-term memory, which is chosen at send time). */
    estimateNextRequestTokens: afterInit(async (conversationId: string | null, draftText: string, mode: ChatMode, language: 'en' | 'zh') =>
      countContextTokens(await buildRequestContext(session.chatDb(), { conversationId, userText: draftText, memoryMessage: null, mode, language }))),
    // Memory inspector (SPEC §4): reads work even while memory is paused.
    watchMemories: afterInit((onChange: Listener<void>) => conversations.track(inspector.watch(() => onChange()))),
    queryMemories: afterInit((filter: MemoryFilter) => inspector.query(filter)),
    suppressMemory: afterInit((stableKey: string) => inspector.suppress(stableKey)),
    restoreMemory: afterInit((stableKey: string) => inspector.restore(stableKey)),
    deleteMemory: afterInit((stableKey: string) => inspector.remove(stableKey)),
    addMemory: afterInit((draft: MemoryDraft) => inspector.add(draft)),
    editMemory: afterInit((stableKey: string, patch: { text: string; tags: string[]; type: MemoryType }) => inspector.edit(stableKey, patch)),
    memoryHistory: afterInit((stableKey: string) => inspector.history(stableKey)),
    rejectionLog: afterInit(() => inspector.rejections()),
    memoriesUsed: afterInit((assistantMessageId: string) => inspector.memoriesUsed(assistantMessageId)),
    subscribeRecalls: afterInit((conversationId: string, onChange: Listener<Record<string, number>>) =>
      conversations.track(inspector.watchRecalls(conversationId, onChange)),
    ),
    // Memory notices at the turn (issue 14): what each turn's extraction changed, and its Undo.
    subscribeTurnMemoryChanges: afterInit((conversationId: string, onChange: Listener<Record<string, TurnMemoryChange[]>>) => {
      const db = memory.database();
      return conversations.track(db ? watchTurnChanges(db, conversationId, onChange, (e) => memory.reportStoreFailure(e)) : () => undefined);
    }),
    undoTurnMemoryChange: afterInit(async (historyId: number): Promise<Result<unknown, InspectorFailure>> => {
      const db = memory.database();
      return db ? undoTurnChange(db, historyId, inspector) : err({ code: 'unavailable', message: 'The memory database is unavailable.' });
    }),
    exportData: afterInit((includeConversations: boolean) => transfer.exportData(includeConversations)),
    importData: afterInit((text: string) => transfer.importData(text)),
    // Task-list agent (issue 7): the first message is the goal; progress lives in the chat database.
    startTaskRun: afterInit(async (input: SendInput) => {
      const started = await tasks.start(input);
      if (started.ok && input.temporary) temporaryChats.adopt(started.value.conversationId);
      return started;
    }),
    retryTaskPlan: afterInit((conversationId: string, settings: ModelSettings) => tasks.retryPlan(conversationId, settings)),
    approveTaskPlan: afterInit((conversationId: string, items: TasklistItem[], settings: ModelSettings) => tasks.approve(conversationId, items, settings)),
    pauseTaskRun: afterInit((conversationId: string) => tasks.pause(conversationId)),
    resumeTaskRun: afterInit((conversationId: string, settings: ModelSettings) => tasks.resume(conversationId, settings)),
    stopTaskRun: afterInit((conversationId: string) => tasks.stop(conversationId)),
    subscribeTaskRun: afterInit((conversationId: string, onChange: Listener<StoredTaskRun | null>) => conversations.track(tasks.watch(conversationId, onChange))),
    listModels: (settings: LlmSettings) => connection.listModels(settings),
    testConnection: (settings: LlmSettings, model: string) => connection.test(settings, model),
  };
}

export type WorkerApi = ReturnType<typeof createWorkerApi>;
