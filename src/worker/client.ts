import * as Comlink from 'comlink';
import { isSubscription, type ModelSettings, type RequestOf, type WorkerApi, type WorkerMethod } from './contract';
import { SEARCH_WORKER_METHODS } from './searchMethods';
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

/**
 * One worker and its connection. The page talks to two: the main worker, and the search worker that answers
 * conversation search alone (src/worker/searchApi.ts), so a search typed the moment the app opens never waits
 * behind the main worker's start-up work.
 */
interface Lane {
  create(): Worker;
  worker: Worker | null;
  remote: Remote | null;
  crash: ReturnType<typeof crashSignal>;
  /** What a restarted worker of this lane is told again before its subscriptions re-attach. */
  replay(next: Remote): Promise<void>;
}

interface LiveSubscription {
  lane: Lane;
  attach(remote: Remote): Promise<number>;
  remoteId: number | null;
}

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

const lane = (create: () => Worker, replay: (next: Remote) => Promise<void>): Lane => ({
  create,
  replay,
  worker: null,
  remote: null,
  crash: crashSignal(),
});
const mainLane = lane(
  () => new Worker(new URL('./entry.ts', import.meta.url), { type: 'module', name: 'mindkeep-worker' }),
  async (next) => {
    if (sessionHash) await send(next, 'init', { sessionHash });
    if (memorySettings) await send(next, 'configureMemory', { settings: memorySettings });
  },
);
const searchLane = lane(
  () => new Worker(new URL('./searchWorker.ts', import.meta.url), { type: 'module', name: 'mindkeep-search' }),
  async (next) => {
    if (sessionHash) await send(next, 'init', { sessionHash });
  },
);
const searchMethods: ReadonlySet<string> = new Set(SEARCH_WORKER_METHODS.filter((m) => m !== 'init' && m !== 'unsubscribe'));
const laneOf = (method: WorkerMethod): Lane => (searchMethods.has(method) ? searchLane : mainLane);

function spawn(lane: Lane): Remote {
  const worker = lane.create();
  worker.addEventListener('error', (e) => restart(lane, e.message || 'worker error'));
  lane.worker = worker;
  lane.remote = Comlink.wrap<WireApi>(worker);
  return lane.remote;
}

/** One contract call on a given worker, callbacks proxied. */
function send(target: Remote, method: WorkerMethod, req: object): Promise<unknown> {
  const { data, names, callbacks } = splitRequest(req);
  const fn = target[method] as unknown as (data: object, names: string[], ...callbacks: unknown[]) => Promise<unknown>;
  return fn(data, names, ...callbacks.map((cb) => Comlink.proxy(cb)));
}

function restart(lane: Lane, reason: string): void {
  lane.worker?.terminate();
  lane.worker = null;
  lane.remote = null;
  lane.crash.reject(new Error(`The background worker stopped (${reason}) and was restarted; try again.`));
  lane.crash = crashSignal();
  for (const l of crashListeners) l(reason);
  const next = spawn(lane);
  void (async () => {
    await lane.replay(next);
    for (const sub of live) if (sub.lane === lane) sub.remoteId = await sub.attach(next);
    // Not a write of user data: if re-opening fails, the next call on the new worker reports it to the user.
  })().catch(() => undefined);
}

function current(lane: Lane): Remote {
  return lane.remote ?? spawn(lane);
}

/** A call that fails (instead of hanging) if its worker crashes before it answers. */
function call(method: WorkerMethod, req: object): Promise<unknown> {
  const lane = laneOf(method);
  const answer = Promise.race([send(current(lane), method, req), lane.crash.promise]);
  // Both workers open the session; the page waits for the main one's answer (the search worker's calls wait for its own).
  if (method === 'init') void send(current(searchLane), method, req).catch(() => undefined);
  return answer;
}

async function attachOn(target: Remote, method: SubscriptionName, req: object): Promise<number> {
  const answer = (await send(target, method, req)) as Awaited<ReturnType<WorkerApi['subscribeConversations']>>;
  if (!answer.ok) throw new Error(`${method} failed: ${answer.error.code}`);
  return answer.value;
}

// Not a write: a subscription the worker no longer has (it restarted) needs no stopping.
const unsubscribeOn = (lane: Lane, id: number) => void send(current(lane), 'unsubscribe', { subscriptionId: id }).catch(() => undefined);

function subscribe(method: SubscriptionName, req: object): Unsubscribe {
  let cancelled = false;
  const lane = laneOf(method);
  const sub: LiveSubscription = { lane, remoteId: null, attach: (r) => attachOn(r, method, req) };
  live.add(sub);
  void sub.attach(current(lane)).then(
    (id) => {
      sub.remoteId = id;
      // Stopped before the worker answered: stop the worker-side query too, or it runs forever.
      if (cancelled) unsubscribeOn(lane, id);
    },
    () => undefined,
  );
  return () => {
    cancelled = true;
    live.delete(sub);
    if (sub.remoteId !== null) unsubscribeOn(lane, sub.remoteId);
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
