import { getConversation } from '../storage';
import { noForeground, type Foreground } from './common/foreground';
import { createSubscriptions } from './common/subscriptions';
import { createChatHandlers, createChatTurns, createCompactor } from './features/chat';
import { createConversationCases, createConversationHandlers, createTemporaryChats } from './features/conversations';
import { createInspectorHandlers, createInspectorOnDemand } from './features/inspector';
import { createMemoryHandlers, createMemoryPipeline, createMemoryTurnPolicy, type MemoryPipelineDeps } from './features/memory';
import { createAssistantImportOnDemand, createMemoryImportHandlers } from './features/memoryImport';
import { createSearchCases, createSearchHandlers } from './features/search';
import { createSessionContext, createSessionHandlers } from './features/session';
import { createSettingsHandlers } from './features/settings';
import { createSyncControl, createSyncHandlers } from './features/sync';
import { createTaskAgent, createTaskHandlers } from './features/tasks';
import { createTransferCases, createTransferHandlers } from './features/transfer';
import type { SessionGate } from './handlerWrapper';

/** How the memory pipeline runs (its batching, its clock, its rules' loader): the defaults in the app; a bench sets its own. */
export interface WorkerOptions {
  memory?: Partial<Omit<MemoryPipelineDeps, 'chatDb'>>;
}

/**
 * The composition root: builds every use case once, wires their hooks, and hands each feature's handler map
 * what it needs. No policy lives here; each rule belongs to the use case that owns it (memory rules around a
 * turn: memoryTurnPolicy; task lists: taskAgent).
 */
export function composeWorker(gate: SessionGate, options: WorkerOptions = {}, foreground: Foreground = noForeground) {
  const subscriptions = createSubscriptions();
  const session = createSessionContext();
  const chatDb = () => session.chatDb();
  // Chunks fetched ahead of need wait until no request is in flight: a search typed the moment the app
  // shows is answered first.
  const whenIdle = () => foreground.quiet();
  const memory = createMemoryPipeline({ ...options.memory, chatDb });
  const memoryPolicy = createMemoryTurnPolicy(memory);
  const compactor = createCompactor(session, {
    onCompacted: ({ conversationId, ...e }) =>
      void getConversation(chatDb(), conversationId)
        .then((c) => memoryPolicy.afterCompaction(c, e))
        .catch((err) => console.error('promotion failed', err)),
  });
  const turns = createChatTurns(
    session,
    memoryPolicy.turnHooks(() => compactor),
  );
  const tasks = createTaskAgent(session);
  const conversations = createConversationCases(session, subscriptions);
  const search = createSearchCases(session, subscriptions);
  // Loaded on first use: nothing at start-up needs the inspector.
  const inspector = createInspectorOnDemand({ memory: memory.session, chatDb });
  const temporaryChats = createTemporaryChats(session, { answer: (id) => turns.stop(id), task: (id) => tasks.cancel(id) });
  const adoptTemporary = (id: string) => temporaryChats.adopt(id);
  const retryUnsaved = () => turns.retryUnsaved();
  // Sync mirrors what the other features store; it reads their databases, never their internals.
  const sync = createSyncControl({
    sessionHash: () => session.sessionHash(),
    engineDeps: () => ({
      now: () => Date.now(),
      memoryDb: () => memory.session.database(),
      chatDb,
      namespace: () => memory.session.namespace(),
      secrets: () => memory.session.knownSecrets(),
    }),
  });

  return {
    session: createSessionHandlers({
      session,
      opening: (opened) => gate.opening(opened),
      openMemory: (hash) => memory.open(hash),
      whenIdle,
      afterOpen: async () => {
        // The search worker (searchApi.ts) builds and checks the index; this one takes in its own writes.
        search.followWrites();
        await temporaryChats.purge();
        await tasks.recover();
        // Sync is a supplement: its start never delays or fails opening the session.
        void sync.resume().catch((e: unknown) => console.error('sync not resumed', e));
      },
      unsubscribe: (id) => subscriptions.unsubscribe(id),
    }),
    settings: createSettingsHandlers({ applyMemorySettings: (settings) => memoryPolicy.applySettings(settings) }),
    chat: createChatHandlers({
      session,
      subscriptions,
      turns,
      compactor,
      refuseAnswerAgain: (id) => tasks.refuseAnswerAgain(id),
      adoptTemporary,
    }),
    conversations: createConversationHandlers({
      session,
      conversations,
      temporaryChats,
      isStreamingHere: turns.isStreaming,
      retryUnsaved,
      leftConversation: (id) => memory.flushConversation(id),
    }),
    search: createSearchHandlers(search),
    memory: createMemoryHandlers({
      memory: { ...memory.session, status: memory.status, onStatusChange: memory.onStatusChange },
      subscriptions,
      undo: inspector,
    }),
    inspector: createInspectorHandlers({ inspector, subscriptions, retryUnsaved }),
    transfer: createTransferHandlers(createTransferCases({ memory: memory.session, chatDb })),
    tasks: createTaskHandlers({ tasks, subscriptions, adoptTemporary }),
    sync: createSyncHandlers({ sync, subscriptions }),
    memoryImport: createMemoryImportHandlers({
      memory: memory.session,
      // Loaded on first use, like the inspector: nothing at start-up needs the memory model's import.
      assistantImport: createAssistantImportOnDemand({
        memory: memory.session,
        isPaused: () => memory.status().state === 'paused',
        callSettings: memory.callSettings,
      }),
    }),
  };
}

/** Every feature's handler map, by feature. */
export type FeatureHandlers = ReturnType<typeof composeWorker>;
