import { err, type AppError, type Result } from '../shared';
import type { WorkerApi, WorkerMethod } from './contract';
import { noForeground, type Foreground } from './common/foreground';
import { toErrorCode, type WorkerError } from './errors';

/**
 * The calls that must not wait for the session to open: opening it, ending a subscription, the settings the
 * page pushes, stopping and flushing answers (a stop must act at once), and connection checks (they touch no
 * database). Every other handler waits, so one added later cannot run against a session still opening.
 */
export const RUNS_BEFORE_SESSION = [
  'init',
  'unsubscribe',
  'configureMemory',
  'stopGeneration',
  'flushStreams',
  'listModels',
  'testConnection',
  'testEmbeddings',
] as const satisfies readonly WorkerMethod[];

const runsBeforeSession = (method: string): boolean => (RUNS_BEFORE_SESSION as readonly string[]).includes(method);

/** Calls that arrive while the session is still opening (a click right after a reload) wait for it. */
export interface SessionGate {
  /** Records the session being opened; later calls wait until it settles, opened or not. */
  opening(session: Promise<unknown>): void;
  opened(): Promise<void>;
}

export function createSessionGate(): SessionGate {
  let settled: Promise<void> = Promise.resolve();
  return {
    opening(session) {
      settled = session.then(
        () => undefined,
        () => undefined,
      );
    },
    opened: () => settled,
  };
}

/** A use case's failure as the contract carries it: a code outside the contract's list is a bug, shown as `internal`. */
export const toWorkerError = <E extends AppError>(e: E): Omit<E, 'code'> & WorkerError => ({ ...e, code: toErrorCode(e.code) });

type AnyHandler = (req: object) => Promise<Result<unknown, AppError>>;

/**
 * The one way a handler becomes part of the API: it waits for the session (unless listed above), its
 * failure is mapped to a contract error, and a throw (a bug) is logged once with the handler's name (never
 * the request: it may carry the API key) and answered as the code `internal` alone: the page words it, and
 * the exception's text stays in the console.
 */
export function wrapHandler(method: string, handler: AnyHandler, gate: SessionGate, foreground: Foreground = noForeground): AnyHandler {
  const waits = !runsBeforeSession(method);
  return (req) => foreground.track(answer(req));
  async function answer(req: object): ReturnType<AnyHandler> {
    try {
      if (waits) await gate.opened();
      const result = await handler(req);
      return result.ok ? result : err(toWorkerError(result.error));
    } catch (e) {
      console.error(`worker: ${method} failed`, e);
      return err({ code: 'internal' });
    }
  }
}

/** The API: every handler of every feature's map, each through the wrapper (and counted as foreground work). */
export function wrapHandlers(handlers: Record<string, AnyHandler>, gate: SessionGate, foreground: Foreground = noForeground): WorkerApi {
  return Object.fromEntries(
    Object.entries(handlers).map(([method, handler]) => [method, wrapHandler(method, handler, gate, foreground)]),
  ) as unknown as WorkerApi;
}
