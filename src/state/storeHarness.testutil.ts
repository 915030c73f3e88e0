// A store on fakes for state tests (not a test file itself): a scripted worker, in-memory storages, a
// fixed clock, a controllable page and short debounce delays. Tests wait on conditions, never on sleeps.
import { vi } from 'vitest';
import type { WorkerClient } from '../worker/client';
import type { RequestOf, WorkerMethod } from '../worker/contract';
import type { PagePort, StoreDeps } from './deps';
import { createMemoryStorage } from './memoryStorage.testutil';
import { createAppStore } from './store';

type Handler = (req: never) => unknown;

/**
 * A worker whose every method records its request; a method answers what `answer(method, fn)` scripted
 * (else `{ ok: true, value: null }`). Subscriptions keep their callback so a test can push values with
 * `push(method, value)`, and return an unsubscribe that is recorded too.
 */
export function createFakeWorker() {
  const calls: Array<{ method: string; req: unknown }> = [];
  const handlers = new Map<string, Handler>();
  const subscribers = new Map<string, Array<{ req: Record<string, unknown>; active: boolean }>>();
  const crashListeners = new Set<(reason: string) => void>();

  const client = new Proxy({} as WorkerClient, {
    get(_, prop) {
      if (prop === 'then' || typeof prop !== 'string') return undefined;
      if (prop === 'onCrash')
        return (listener: (reason: string) => void) => {
          crashListeners.add(listener);
          return () => crashListeners.delete(listener);
        };
      if (/^(subscribe|watch)[A-Z]/.test(prop))
        return (req: Record<string, unknown>) => {
          calls.push({ method: prop, req });
          const sub = { req, active: true };
          subscribers.set(prop, [...(subscribers.get(prop) ?? []), sub]);
          return () => void (sub.active = false);
        };
      return async (req: unknown) => {
        calls.push({ method: prop, req });
        const handler = handlers.get(prop);
        return handler ? await (handler as (r: unknown) => unknown)(req) : { ok: true, value: null };
      };
    },
  });

  return {
    client,
    calls,
    /** Requests sent to one method, in order. */
    requests<M extends WorkerMethod>(method: M): RequestOf<M>[] {
      return calls.filter((c) => c.method === method).map((c) => c.req as RequestOf<M>);
    },
    answer<M extends WorkerMethod>(method: M, handler: (req: RequestOf<M>) => unknown) {
      handlers.set(method, handler as Handler);
    },
    /** Calls the `onChange` of every live subscription to `method` (optionally only one conversation's). */
    push(method: WorkerMethod, value: unknown, conversationId?: string) {
      for (const sub of subscribers.get(method) ?? [])
        if (sub.active && (conversationId === undefined || sub.req.conversationId === conversationId))
          (sub.req.onChange as (v: unknown) => void)(value);
    },
    liveSubscriptions(method: WorkerMethod) {
      return (subscribers.get(method) ?? []).filter((s) => s.active).map((s) => s.req);
    },
    crash(reason: string) {
      for (const l of crashListeners) l(reason);
    },
  };
}

export type FakeWorker = ReturnType<typeof createFakeWorker>;

/** A page whose network state, URL and other-tab storage events the test controls. */
export function createFakePage(url = 'http://127.0.0.1/') {
  let online = true;
  let current = new URL(url);
  const onlineListeners: Array<(online: boolean) => void> = [];
  const storageListeners: Array<(key: string | null) => void> = [];
  const port: PagePort = {
    languages: () => ['en-GB', 'en'],
    isOnline: () => online,
    watchOnline: (cb) => void onlineListeners.push(cb),
    onOtherTabStorage: (cb) => void storageListeners.push(cb),
    url: () => new URL(current),
    replaceUrl: (u) => void (current = new URL(u)),
    reload: vi.fn(),
    registerUpdates: async () => ({ applyUpdate: async () => undefined }),
  };
  return {
    port,
    setOnline(value: boolean) {
      online = value;
      onlineListeners.forEach((l) => l(value));
    },
    /** Another tab wrote `key` to localStorage. */
    otherTabWrote(key: string | null) {
      storageListeners.forEach((l) => l(key));
    },
    currentUrl: () => current.href,
  };
}

export function createTestStore(
  options: { worker?: FakeWorker; page?: ReturnType<typeof createFakePage>; local?: Storage; session?: Storage } = {},
) {
  const worker = options.worker ?? createFakeWorker();
  const page = options.page ?? createFakePage();
  const local = options.local ?? createMemoryStorage();
  const session = options.session ?? createMemoryStorage();
  const deps: StoreDeps = {
    worker: worker.client,
    storage: { local, session },
    now: () => '2026-11-30T12:00:00.000Z',
    page: page.port,
    timing: { searchDebounceMs: 5, tokenEstimateDebounceMs: 1, memoryQueryDebounceMs: 5, backOnlineNoticeMs: 5 },
  };
  return { store: createAppStore(deps), worker, page, local, session };
}
