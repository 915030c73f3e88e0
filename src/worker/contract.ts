/**
 * The worker contract: the combination of every feature's part (features/<feature>/contract.ts) and the
 * errors (errors.ts). It imports only types, so the page (state/) and the worker both depend on it and
 * never on each other. One shape for every method: one request object in, `Promise<Result<…>>` out; a
 * subscription takes its callback in the request (`onChange` / `onEvent`) and answers with its id.
 */
import type { Result } from '../shared';
import type { ChatApi } from './features/chat/contract';
import type { ConversationsApi } from './features/conversations/contract';
import type { InspectorApi } from './features/inspector/contract';
import type { MemoryApi } from './features/memory/contract';
import type { MemoryImportApi } from './features/memoryImport/contract';
import type { SearchApi } from './features/search/contract';
import type { SessionApi } from './features/session/contract';
import type { SettingsApi } from './features/settings/contract';
import type { SyncApi } from './features/sync/contract';
import type { TasksApi } from './features/tasks/contract';
import type { TransferApi } from './features/transfer/contract';

export * from './errors';
export type { Answer, Listener, SubscriptionId } from './answer';
export type * from './features/chat/contract';
export type * from './features/conversations/contract';
export type * from './features/inspector/contract';
export type * from './features/memory/contract';
export type * from './features/memoryImport/contract';
export type * from './features/search/contract';
export type * from './features/session/contract';
export type * from './features/settings/contract';
export type * from './features/sync/contract';
export type * from './features/tasks/contract';
export type * from './features/transfer/contract';

/**
 * The one typed API of the worker: every feature's methods. Methods whose name starts with `subscribe` or
 * `watch` are subscriptions: their callback travels in the request and they answer with an id that
 * `unsubscribe` takes.
 */
export interface WorkerApi
  extends
    SessionApi,
    SettingsApi,
    ChatApi,
    ConversationsApi,
    SearchApi,
    MemoryApi,
    InspectorApi,
    TransferApi,
    TasksApi,
    MemoryImportApi,
    SyncApi {}

export type WorkerMethod = keyof WorkerApi;
/** The request of one method, and the value its success carries. */
export type RequestOf<M extends WorkerMethod> = Parameters<WorkerApi[M]>[0];
export type ValueOf<M extends WorkerMethod> = Awaited<ReturnType<WorkerApi[M]>> extends Result<infer T, unknown> ? T : never;

/** Subscriptions are named `subscribe…` or `watch…`; the client re-attaches them after a worker restart. */
export const isSubscription = (method: string): boolean => /^(subscribe|watch)[A-Z]/.test(method);
