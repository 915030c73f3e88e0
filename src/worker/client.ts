import * as Comlink from 'comlink';
import { isSubscription, type ModelSettings, type RequestOf, type WorkerApi, type WorkerMethod } from './contract';
import { splitRequest, type WireApi } from './wire';

/**
 * The page's only way into the worker (docs/architecture.md, the dependency rule). Its typed surface is derived from the
 * contract: every method takes the contract's request (callbacks included, wrapped in `Comlink.proxy` here);
 * a subscription answers with a function that ends it instead of an id. When the worker crashes it is
 * restarted: the session is re-opened, memory settings re-sent and live subscriptions re-attached, so the
 * UI never notices more than a short gap; calls still waiting on the dead worker fail instead of hanging.
 */
export type Unsubscribe = () => void;
type SubscriptionName = Extract<WorkerMethod, `subscribe${string}` | `watch${string}`>;
export type WorkerClient = {
  [M in Exclude<WorkerMethod, 'unsubscribe'>]: M extends SubscriptionName ? (req: RequestOf<M>) => Unsubscribe : WorkerApi[M];
} & {
  /** Called with the reason each time the worker crashed and was restarted. */
  onCrash(listener: (reason: string) => void): Unsubscribe;
};

type Remote = Comlink.Remote<WireApi>;

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
  // Not a write: marks the rejection handled while no call is waiting (each waiting call still sees it).
  promise.catch(() => undefined);
  return { promise, reject };
}
let crash = crashSignal();

function spawn(): Remote {
  worker = new Worker(new URL('./entry.ts', import.meta.url), { type: 'module', name: 'mindkeep-worker' });
  worker.addEventListener('error', (e) => restart(e.message || 'worker error'));
  remote = Comlink.wrap<WireApi>(worker);
  return remote;
}

/** One contract call on a given worker, callbacks proxied. */
function send(target: Remote, method: WorkerMethod, req: object): Promise<unknown> {
  const { data, names, callbacks } = splitRequest(req);
  const fn = target[method] as unknown as (data: object, names: string[], ...callbacks: unknown[]) => Promise<unknown>;
  return fn(data, names, ...callbacks.map((cb) => Comlink.proxy(cb)));
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
    if (sessionHash) await send(next, 'init', { sessionHash });
    if (memorySettings) await send(next, 'configureMemory', { settings: memorySettings });
    for (const sub of live) sub.remoteId = await sub.attach(next);
    // Not a write of user data: if re-opening fails, the next call on the new worker reports it to the user.
  })().catch(() => undefined);
}

function current(): Remote {
  return remote ?? spawn();
}

/** A call that fails (instead of hanging) if the worker crashes before it answers. */
function call(method: WorkerMethod, req: object): Promise<unknown> {
  return Promise.race([send(current(), method, req), crash.promise]);
}

async function attachOn(target: Remote, method: SubscriptionName, req: object): Promise<number> {
  const answer = (await send(target, method, req)) as Awaited<ReturnType<WorkerApi['subscribeConversations']>>;
  if (!answer.ok) throw new Error(`${method} failed: ${answer.error.code}`);
  return answer.value;
}

// Not a write: a subscription the worker no longer has (it restarted) needs no stopping.
const unsubscribeOn = (id: number) => void send(current(), 'unsubscribe', { subscriptionId: id }).catch(() => undefined);

function subscribe(method: SubscriptionName, req: object): Unsubscribe {
  let cancelled = false;
  const sub: LiveSubscription = { remoteId: null, attach: (r) => attachOn(r, method, req) };
  live.add(sub);
  void sub.attach(current()).then(
    (id) => {
      sub.remoteId = id;
      // Stopped before the worker answered: stop the worker-side query too, or it runs forever.
      if (cancelled) unsubscribeOn(id);
    },
    () => undefined,
  );
  return () => {
    cancelled = true;
    live.delete(sub);
    if (sub.remoteId !== null) unsubscribeOn(sub.remoteId);
  };
}

/** Calls the page must repeat on a restarted worker are remembered here. */
const remembered: Partial<Record<WorkerMethod, (req: never) => void>> = {
  init: (req: RequestOf<'init'>) => void (sessionHash = req.sessionHash),
  configureMemory: (req: RequestOf<'configureMemory'>) => void (memorySettings = req.settings),
};

const onCrash = (listener: (reason: string) => void): Unsubscribe => {
  crashListeners.add(listener);
  return () => void crashListeners.delete(listener);
};

export const workerClient: WorkerClient = new Proxy({} as WorkerClient, {
  get(_, prop) {
    if (prop === 'onCrash') return onCrash;
    if (typeof prop !== 'string' || prop === 'then') return undefined;
    const method = prop as WorkerMethod;
    if (isSubscription(method)) return (req: object) => subscribe(method as SubscriptionName, req);
    return (req: object = {}) => {
      (remembered[method] as ((r: object) => void) | undefined)?.(req);
      return call(method, req);
    };
  },
});
