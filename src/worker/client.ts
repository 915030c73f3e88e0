import * as Comlink from 'comlink';
import type { ChatTurnEvent, CompactionStatus, Conversation, MemoryStatus, Message, ModelSettings, SendInput, ThreadState, WorkerApi } from './api';
import type { ChatMode, MemoryType } from '../shared';
import type { MemoryDraft, MemoryFilter, StoredTaskRun, TasklistItem, TurnMemoryChange } from './api';
import type { LlmSettings } from '../llm';

/**
 * The page's only way into the worker (ARCHITECTURE.md rule 8). Wraps comlink so callers pass plain
 * callbacks, and restarts the worker when it crashes: the session is re-opened and live subscriptions
 * are re-attached, so the UI never notices more than a short gap.
 */
type Remote = Comlink.Remote<WorkerApi>;

interface LiveSubscription {
  attach(remote: Remote): Promise<number>;
  remoteId: number | null;
}

let worker: Worker | null = null;
let remote: Remote | null = null;
let sessionHash: string | null = null;
let memorySettings: ModelSettings | null = null;
const live = new Set<LiveSubscription>();
const crashListeners = new Set<(reason: string) => void>();

/** Rejects every call still waiting on a worker that crashed (a terminated worker never answers). */
function crashSignal() {
  let reject: (e: Error) => void = () => undefined;
  const promise = new Promise<never>((_, r) => (reject = r));
  promise.catch(() => undefined);
  return { promise, reject };
}
let crash = crashSignal();

function spawn(): Remote {
  worker = new Worker(new URL('./entry.ts', import.meta.url), { type: 'module', name: 'mindkeep-worker' });
  worker.addEventListener('error', (e) => restart(e.message || 'worker error'));
  remote = Comlink.wrap<WorkerApi>(worker);
  return remote;
}

function restart(reason: string): void {
  worker?.terminate();
  worker = null;
  remote = null;
  crash.reject(new Error(`The background worker stopped (${reason}) and was restarted; try again.`));
  crash = crashSignal();
  for (const l of crashListeners) l(reason);
  const next = spawn();
  void (async () => {
    if (sessionHash) await next.init(sessionHash);
    if (memorySettings) await next.configureMemory(memorySettings);
    for (const sub of live) sub.remoteId = await sub.attach(next);
  })().catch(() => undefined);
}

function current(): Remote {
  return remote ?? spawn();
}

/** The worker API; each call fails (instead of hanging) if the worker crashes before it answers. */
function api(): Remote {
  const target = current();
  const signal = crash.promise;
  return new Proxy(target, {
    get: (t, prop) => {
      const method = (t as unknown as Record<PropertyKey, (...args: unknown[]) => Promise<unknown>>)[prop];
      return (...args: unknown[]) => Promise.race([method!(...args), signal]);
    },
  });
}

function subscribe<T>(attach: (r: Remote, cb: (v: T) => void) => Promise<number>, onChange: (v: T) => void): () => void {
  let cancelled = false;
  const sub: LiveSubscription = { remoteId: null, attach: (r) => attach(r, Comlink.proxy(onChange)) };
  live.add(sub);
  void sub.attach(current()).then(
    (id) => {
      sub.remoteId = id;
      // Stopped before the worker answered: stop the worker-side query too, or it runs forever.
      if (cancelled) void current().unsubscribe(id);
    },
    () => undefined,
  );
  return () => {
    cancelled = true;
    live.delete(sub);
    if (sub.remoteId !== null) void current().unsubscribe(sub.remoteId);
  };
}

export const workerClient = {
  async init(hash: string) {
    sessionHash = hash;
    return api().init(hash);
  },
  configureMemory: (settings: ModelSettings) => {
    memorySettings = settings;
    return api().configureMemory(settings);
  },
  subscribeMemoryStatus: (onChange: (status: MemoryStatus) => void) => subscribe((r, cb) => r.subscribeMemoryStatus(cb), onChange),
  sendMessage: (input: SendInput, onEvent: (e: ChatTurnEvent) => void) => api().sendMessage(input, Comlink.proxy(onEvent)),
  regenerate: (conversationId: string, settings: ModelSettings, onEvent: (e: ChatTurnEvent) => void) =>
    api().regenerate(conversationId, settings, Comlink.proxy(onEvent)),
  editAndResend: (messageId: string, text: string, settings: ModelSettings, onEvent: (e: ChatTurnEvent) => void) =>
    api().editAndResend(messageId, text, settings, Comlink.proxy(onEvent)),
  stopGeneration: (assistantMessageId: string) => api().stopGeneration(assistantMessageId),
  flushStreams: () => api().flushStreams(),
  subscribeConversations: (onChange: (list: Conversation[]) => void) => subscribe((r, cb) => r.subscribeConversations(cb), onChange),
  subscribeMessages: (conversationId: string, onChange: (list: Message[]) => void) =>
    subscribe((r, cb) => r.subscribeMessages(conversationId, cb), onChange),
  subscribeThread: (conversationId: string, onChange: (thread: ThreadState | null) => void) =>
    subscribe((r, cb) => r.subscribeThread(conversationId, cb), onChange),
  subscribeCompaction: (onChange: (status: CompactionStatus) => void) => subscribe((r, cb) => r.subscribeCompaction(cb), onChange),
  unpinDecision: (conversationId: string, index: number) => api().unpinDecision(conversationId, index),
  estimateNextRequestTokens: (conversationId: string | null, draftText: string, mode: ChatMode, language: 'en' | 'zh') =>
    api().estimateNextRequestTokens(conversationId, draftText, mode, language),
  watchMemories: (onChange: () => void) => subscribe<void>((r, cb) => r.watchMemories(cb), onChange),
  queryMemories: (filter: MemoryFilter) => api().queryMemories(filter),
  suppressMemory: (stableKey: string) => api().suppressMemory(stableKey),
  restoreMemory: (stableKey: string) => api().restoreMemory(stableKey),
  deleteMemory: (stableKey: string) => api().deleteMemory(stableKey),
  addMemory: (draft: MemoryDraft) => api().addMemory(draft),
  editMemory: (stableKey: string, patch: { text: string; tags: string[]; type: MemoryType }) => api().editMemory(stableKey, patch),
  memoryHistory: (stableKey: string) => api().memoryHistory(stableKey),
  rejectionLog: () => api().rejectionLog(),
  memoriesUsed: (assistantMessageId: string) => api().memoriesUsed(assistantMessageId),
  subscribeRecalls: (conversationId: string, onChange: (counts: Record<string, number>) => void) =>
    subscribe((r, cb) => r.subscribeRecalls(conversationId, cb), onChange),
  subscribeTurnMemoryChanges: (conversationId: string, onChange: (changes: Record<string, TurnMemoryChange[]>) => void) =>
    subscribe((r, cb) => r.subscribeTurnMemoryChanges(conversationId, cb), onChange),
  undoTurnMemoryChange: (historyId: number) => api().undoTurnMemoryChange(historyId),
  exportData: (includeConversations: boolean) => api().exportData(includeConversations),
  importData: (text: string) => api().importData(text),
  renameConversation: (id: string, title: string) => api().renameConversation(id, title),
  deleteConversation: (id: string) => api().deleteConversation(id),
  closeConversation: (id: string) => api().closeConversation(id),
  startTaskRun: (input: SendInput) => api().startTaskRun(input),
  retryTaskPlan: (conversationId: string, settings: ModelSettings) => api().retryTaskPlan(conversationId, settings),
  approveTaskPlan: (conversationId: string, items: TasklistItem[], settings: ModelSettings) => api().approveTaskPlan(conversationId, items, settings),
  pauseTaskRun: (conversationId: string) => api().pauseTaskRun(conversationId),
  resumeTaskRun: (conversationId: string, settings: ModelSettings) => api().resumeTaskRun(conversationId, settings),
  stopTaskRun: (conversationId: string) => api().stopTaskRun(conversationId),
  subscribeTaskRun: (conversationId: string, onChange: (stored: StoredTaskRun | null) => void) =>
    subscribe((r, cb) => r.subscribeTaskRun(conversationId, cb), onChange),
  searchConversations: (query: string) => api().searchConversations(query),
  listModels: (settings: LlmSettings) => api().listModels(settings),
  testConnection: (settings: LlmSettings, model: string) => api().testConnection(settings, model),
  onCrash(listener: (reason: string) => void): () => void {
    crashListeners.add(listener);
    return () => crashListeners.delete(listener);
  },
};

export type WorkerClient = typeof workerClient;
