/**
 * The worker contract: every request, response, event and error the page and the worker exchange.
 * It imports nothing from the worker, so the page (state/) and the use cases both depend on it and never
 * on each other. One shape for every method: one request object in, `Promise<Result<…>>` out; a
 * subscription takes its callback in the request (`onChange` / `onEvent`) and answers with its id.
 */
import type { ConversationImportPlan, TaskRun, TasklistItem } from '../chat';
import type { Conversation, Message, MessageError, ThreadState } from '../chat/records';
import type { LlmErrorCode, LlmSettings } from '../llm';
import type {
  MemoryFilter,
  MemoryImportReport,
  MemoryQueryResult,
  MemoryView,
  RecallExplanation,
  RejectionReason,
  ScoreBreakdown,
  UserMemory,
  WriteOutcome,
} from '../memory';
import type { ChatMode, ErrorValues, ImportProgress, Language, MemoryType, Result } from '../shared';
import type { MemoryHistoryEntry, RejectionEntry, StoredTaskRun } from '../storage';

export type { Conversation, Message, MessageError, ThreadState, TaskRun, TasklistItem, StoredTaskRun, LlmSettings };
export type { MemoryHistoryEntry, RejectionEntry };

// ---- errors ---------------------------------------------------------------------------------------

/**
 * Every code an expected failure can carry across the boundary; the UI switches over it exhaustively and
 * words each one in both languages. One code per sentence: a failure that needs a different sentence gets
 * its own code, and the values the sentence needs travel beside it (never prose).
 */
export const ERROR_CODES = [
  // model calls (llm/errors.ts)
  'no_key',
  'no_key_for_endpoint',
  'bad_base_url',
  'auth',
  'forbidden',
  'not_found',
  'models_not_found',
  'embeddings_not_found',
  'rate_limited',
  'server',
  'network',
  'connection_lost',
  'offline',
  'bad_request',
  'no_model_list',
  'no_embedding_model',
  'too_many_inputs',
  'aborted',
  'malformed',
  'timeout',
  'unsupported',
  'tools_unsupported',
  // answers
  'stopped',
  'interrupted',
  'planning_interrupted',
  'empty_message',
  'empty_title',
  'empty_goal',
  'conversation_gone',
  'message_gone',
  'no_question',
  'busy',
  'task_refused',
  'no_regenerate_task',
  'internal',
  'streaming_elsewhere',
  // session and storage
  'bad_session',
  'storage_unavailable',
  'memory_unavailable',
  'memory_read_failed',
  'memory_write_failed',
  'module_unavailable',
  // why memory is unavailable (the memory status)
  'memory_not_open',
  'memory_blocked',
  'memory_open_failed',
  'memory_storage_failed',
  'memory_gone',
  'change_gone',
  'version_gone',
  'conflict',
  'rejected',
  'storage_full',
  'storage_failed',
  // import and export
  'not_json',
  'wrong_format',
  'damaged_export',
  'unsupported_version',
  'import_failed',
  'import_partial',
  'too_large',
  'read_failed',
  // the page could not reach the worker (it crashed and was restarted)
  'worker',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

// Every model-call failure code is a contract code: this line stops compiling if llm/ adds one the list lacks.
const _llmCodesAreContractCodes: LlmErrorCode extends ErrorCode ? true : never = true;

export const isErrorCode = (code: string): code is ErrorCode => (ERROR_CODES as readonly string[]).includes(code);

/** A code read from storage or an older worker, as the contract knows it: anything unknown is `internal`. */
export const toErrorCode = (code: string): ErrorCode => (isErrorCode(code) ? code : 'internal');

export type { ErrorValues };

/** An expected failure as it crosses the boundary (comlink carries no error classes): a code and its values. */
export interface WorkerError {
  code: ErrorCode;
  values?: ErrorValues;
}

// ---- settings and requests ----------------------------------------------------------------------------

/** What the page sends with every model call. The key lives only in memory in the worker, never in storage. */
export interface ModelSettings extends LlmSettings {
  chatModel: string;
  memoryModel: string;
  language: Language;
  /** Compaction limits (defaults in chat/ COMPACTION_DEFAULTS). */
  compactMaxTurns: number;
  compactMaxChars: number;
  /** Settings switch: no long-term memory recall or extraction while paused. */
  memoryPaused: boolean;
  /** Embedding model for meaning-based recall (empty or absent = off) and its query deadline. */
  embeddingModel?: string;
  embedDeadlineMs?: number;
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

export type Listener<T> = (value: T) => void;
export type SubscriptionId = number;

// ---- events -------------------------------------------------------------------------------------------

export type ChatTurnEvent =
  | { type: 'started'; conversationId: string; userMessageId: string; assistantMessageId: string }
  | { type: 'delta'; assistantMessageId: string; chunk: string }
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
 * An answer whose final write failed (storage full), held by the worker until it is saved (issue 16). The
 * page keeps a copy outside IndexedDB and hands it back on the next start. Chat data only: never settings.
 */
export interface UnsavedAnswer {
  messageId: string;
  conversationId: string;
  text: string;
  status: 'complete' | 'interrupted' | 'error';
  error?: MessageError;
  toolCalls?: Message['toolCalls'];
  heldAt: string;
}

/** `held`: keep this copy; `settled`: the answer was saved (or its message is gone), drop the copy. */
export type UnsavedAnswerEvent = { type: 'held'; answer: UnsavedAnswer } | { type: 'settled'; messageId: string };

export type CompactionStatus = { conversationId: string; state: 'compacting' | 'compacted' | 'failed' | 'idle'; reason?: WorkerError };

/** What the UI shows about long-term memory (SPEC §3.11): on, paused by the user, or unavailable and why. */
export interface MemoryStatus {
  state: 'on' | 'paused' | 'unavailable';
  reason?: WorkerError;
  pendingJobs: number;
  /** Meaning-based recall: its vectors, and why the last request used the rules alone. */
  meaning?: MeaningStatus;
}

export interface MeaningStatus {
  state: 'off' | 'indexing' | 'ready' | 'waiting' | 'failed';
  embedded: number;
  total: number;
  /** Why the vectors wait or failed: the embedding call's failure, or the store's. */
  reason?: WorkerError;
  /** Set when the last eligible request fell back to rules only (timeout, offline, error…). */
  lastFallback?: MeaningFallback;
}

/** Why one request used the rules alone; `values.detail` names the failure (an error code or name). */
export const MEANING_FALLBACKS = ['off', 'offline', 'timeout', 'indexing', 'dimension_mismatch', 'embed_failed', 'storage_failed'] as const;
export interface MeaningFallback {
  code: (typeof MEANING_FALLBACKS)[number];
  values?: ErrorValues;
}

// ---- conversations ---------------------------------------------------------------------------------------

export interface SearchHit {
  conversationId: string;
  title: string;
  /** The title for a title match, else an excerpt of the best-matching message. */
  snippet: string;
  /** [start, end) offsets of the matched words inside `snippet`. */
  highlights: [number, number][];
  matchedIn: 'title' | 'message';
}

/** Progress of the background conversation index build; `indexed === total` once search sees everything. */
export interface SearchIndexProgress {
  indexed: number;
  total: number;
  ready: boolean;
}

// ---- memory inspector ------------------------------------------------------------------------------------

// The inspector's filter, list rows and counts are the pure memory/ module's (inspectorQuery.ts).
export type { MemoryFilter, MemoryQueryResult, MemoryView };

export type InspectorFailure =
  | {
      code:
        | 'memory_unavailable'
        | 'memory_read_failed'
        | 'memory_write_failed'
        | 'module_unavailable'
        | 'memory_gone'
        | 'change_gone'
        | 'version_gone'
        | 'conflict'
        | 'storage_full';
      values?: ErrorValues;
    }
  | { code: 'rejected'; reason: RejectionReason; values?: ErrorValues };

export interface MemoryDraft {
  type: MemoryType;
  text: string;
  tags: string[];
  subject: string;
  facet?: string;
  polarity?: 'prefer' | 'avoid';
}

export interface MemoryPatch {
  text: string;
  tags: string[];
  type: MemoryType;
}

export interface MemoryUse {
  stableKey: string;
  score: number;
  breakdown: ScoreBreakdown;
  /** The rule score alone, the normalised semantic signal, and whether meaning alone chose it. */
  ruleScore?: number;
  semantic?: number | null;
  meaningMatched?: boolean;
  /** null: the memory was deleted since the answer. */
  memory: { text: string; type: MemoryType; status: UserMemory['status'] } | null;
  explanation: Omit<RecallExplanation, 'score'> | null;
}

/** What one turn's extraction did to one memory, as the chat shows it under that turn (issue 14). */
export interface TurnMemoryChange {
  historyId: number;
  stableKey: string;
  kind: 'remembered' | 'updated' | 'forgot';
  text: string;
  /** True once the change no longer holds (undone here, or changed since in the memory view). */
  undone: boolean;
}

// ---- export and import ------------------------------------------------------------------------------------

export interface ImportReport {
  memories: MemoryImportReport;
  conversations: ConversationImportPlan['report'] | null;
}

export type TransferFailure = {
  code:
    | 'memory_unavailable'
    | 'module_unavailable'
    | 'not_json'
    | 'wrong_format'
    | 'damaged_export'
    | 'unsupported_version'
    | 'import_failed'
    | 'import_partial'
    | 'too_large'
    | 'read_failed';
  values?: ErrorValues;
};

// ---- the API -------------------------------------------------------------------------------------------------

type Answer<T, E extends { code: ErrorCode; values?: ErrorValues } = WorkerError> = Promise<Result<T, E>>;
type Conv = { conversationId: string };
type WithSettings = { settings: ModelSettings };

/**
 * The one typed API of the worker (worker as the backend, one handler map). Every method: one object in,
 * `Promise<Result<…>>` out. Methods whose name starts with `subscribe` or `watch` are subscriptions: their
 * callback travels in the request and they answer with an id that `unsubscribe` takes.
 */
export interface WorkerApi {
  /** Opens the session's databases; call again to switch session. */
  init(req: { sessionHash: string }): Answer<{ recoveredInterrupted: number }>;
  /** The page's current settings, so pending extraction jobs can resume (the key stays in memory only). */
  configureMemory(req: { settings: ModelSettings }): Answer<null>;
  subscribeMemoryStatus(req: { onChange: Listener<MemoryStatus> }): Answer<SubscriptionId>;
  unsubscribe(req: { subscriptionId: SubscriptionId }): Answer<null>;

  sendMessage(req: SendInput & { onEvent: Listener<ChatTurnEvent> }): Answer<TurnOutcome>;
  regenerate(req: Conv & WithSettings & { onEvent: Listener<ChatTurnEvent> }): Answer<TurnOutcome>;
  editAndResend(req: { messageId: string; text: string } & WithSettings & { onEvent: Listener<ChatTurnEvent> }): Answer<TurnOutcome>;
  /** Answers whether an answer with that id was still running. */
  stopGeneration(req: { assistantMessageId: string }): Answer<boolean>;
  /** Best effort on page hide: write every partial answer now. */
  flushStreams(req: Record<string, never>): Answer<null>;
  /** Answers held after a failed final write (issue 16): reported so the page can keep a copy that outlives the tab. */
  subscribeUnsavedAnswers(req: { onEvent: Listener<UnsavedAnswerEvent> }): Answer<SubscriptionId>;
  /** The copies the page kept from an earlier start: each is saved through the normal path, held again, or dropped. */
  restoreUnsavedAnswers(req: { answers: unknown[] }): Answer<{ saved: number; held: number; dropped: number }>;

  subscribeConversations(req: { onChange: Listener<Conversation[]> }): Answer<SubscriptionId>;
  /** The newest `limit` messages (default 100), oldest first, live; a larger `limit` loads older ones. */
  subscribeMessages(req: Conv & { limit?: number; onChange: Listener<Message[]> }): Answer<SubscriptionId>;
  renameConversation(req: { id: string; title: string }): Answer<string>;
  /** Stops any answer or task still running in it first: a deleted chat costs no more tokens. */
  deleteConversation(req: { id: string }): Answer<null>;
  /** Called when the user leaves a conversation: a temporary one is deleted with everything in it. */
  closeConversation(req: { id: string }): Answer<boolean>;
  searchConversations(req: { query: string }): Answer<SearchHit[]>;
  subscribeSearchIndex(req: { onChange: Listener<SearchIndexProgress> }): Answer<SubscriptionId>;
  subscribeThread(req: Conv & { onChange: Listener<ThreadState | null> }): Answer<SubscriptionId>;
  unpinDecision(req: Conv & { decisionId: string }): Answer<boolean>;
  /** Faint "compressing / compressed / failed" status for the UI. */
  subscribeCompaction(req: { onChange: Listener<CompactionStatus> }): Answer<SubscriptionId>;
  /** Approximate tokens of the next request (without long-term memory, which is chosen at send time). */
  estimateNextRequestTokens(req: { conversationId: string | null; draftText: string; mode: ChatMode; language: Language }): Answer<number>;

  // Memory inspector (SPEC §4): reads work even while memory is paused.
  watchMemories(req: { onChange: Listener<void> }): Answer<SubscriptionId>;
  queryMemories(req: { filter: MemoryFilter }): Answer<MemoryQueryResult, InspectorFailure>;
  suppressMemory(req: { stableKey: string }): Answer<WriteOutcome, InspectorFailure>;
  restoreMemory(req: { stableKey: string }): Answer<WriteOutcome, InspectorFailure>;
  deleteMemory(req: { stableKey: string }): Answer<boolean, InspectorFailure>;
  addMemory(req: { draft: MemoryDraft }): Answer<{ stableKey: string; outcome: WriteOutcome }, InspectorFailure>;
  editMemory(req: { stableKey: string; patch: MemoryPatch }): Answer<{ stableKey: string }, InspectorFailure>;
  memoryHistory(req: { stableKey: string }): Answer<MemoryHistoryEntry[], InspectorFailure>;
  rejectionLog(req: Record<string, never>): Answer<RejectionEntry[], InspectorFailure>;
  /** null: nothing was recalled for that answer. */
  memoriesUsed(req: { assistantMessageId: string }): Answer<MemoryUse[] | null>;
  subscribeRecalls(req: Conv & { onChange: Listener<Record<string, number>> }): Answer<SubscriptionId>;
  /** Memory notices at the turn (issue 14): what each turn's extraction changed, by assistant message id. */
  subscribeTurnMemoryChanges(req: Conv & { onChange: Listener<Record<string, TurnMemoryChange[]>> }): Answer<SubscriptionId>;
  /** Undoes one change of a turn through the inspector, so the same gates and history apply. */
  undoTurnMemoryChange(req: { historyId: number }): Answer<null, InspectorFailure>;
  exportData(req: { includeConversations: boolean }): Answer<string, TransferFailure>;
  /** A file (Blob) is read in the worker with progress, and refused unread over the size cap. */
  importData(req: { source: string | Blob; onProgress?: Listener<ImportProgress> }): Answer<ImportReport, TransferFailure>;

  // Task-list agent: the first message is the goal; progress lives in the chat database.
  startTaskRun(req: SendInput): Answer<{ conversationId: string }>;
  retryTaskPlan(req: Conv & WithSettings): Answer<null>;
  approveTaskPlan(req: Conv & WithSettings & { items: TasklistItem[] }): Answer<TaskRun>;
  pauseTaskRun(req: Conv): Answer<TaskRun>;
  resumeTaskRun(req: Conv & WithSettings): Answer<TaskRun>;
  stopTaskRun(req: Conv): Answer<TaskRun>;
  subscribeTaskRun(req: Conv & { onChange: Listener<StoredTaskRun | null> }): Answer<SubscriptionId>;

  listModels(req: { settings: LlmSettings }): Answer<string[]>;
  testConnection(req: { settings: LlmSettings; model: string }): Answer<{ models: string[] | null }>;
  /** Whether the endpoint embeds text with this model, and the vectors' dimension. */
  testEmbeddings(req: { settings: LlmSettings; model: string }): Answer<{ dimension: number }>;
}

export type WorkerMethod = keyof WorkerApi;
/** The request of one method, and the value its success carries. */
export type RequestOf<M extends WorkerMethod> = Parameters<WorkerApi[M]>[0];
export type ValueOf<M extends WorkerMethod> = Awaited<ReturnType<WorkerApi[M]>> extends Result<infer T, unknown> ? T : never;

/** Subscriptions are named `subscribe…` or `watch…`; the client re-attaches them after a worker restart. */
export const isSubscription = (method: string): boolean => /^(subscribe|watch)[A-Z]/.test(method);
