/**
 * The requests the page is waiting on, so start-up work nobody waits for (fetching and evaluating the
 * model calls' chunk) runs between them instead of in front of them. A chunk holds the worker's only thread
 * while it is evaluated, for hundreds of milliseconds on a busy phone, and a search typed the moment the app
 * shows would otherwise wait for it before its first result.
 */
export interface Foreground {
  /** Counts `request` as in flight until it settles; returns it unchanged. */
  track<T>(request: Promise<T>): Promise<T>;
  /** Resolves once no request has been in flight for `quietMs` (at once when none ran that recently). */
  quiet(quietMs?: number): Promise<void>;
}

/** Long enough for a page starting up (a burst of calls) or a user typing (a search per pause) to finish. */
export const FOREGROUND_QUIET_MS = 1_000;

export function createForeground(
  now: () => number = () => performance.now(),
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Foreground {
  const inFlight = new Set<Promise<unknown>>();
  let lastEnd = Number.NEGATIVE_INFINITY;
  return {
    track(request) {
      const settled = request.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(settled);
      void settled.then(() => {
        inFlight.delete(settled);
        lastEnd = now();
      });
      return request;
    },
    async quiet(quietMs = FOREGROUND_QUIET_MS) {
      for (;;) {
        if (inFlight.size > 0) {
          await Promise.all([...inFlight]);
          // The bookkeeping of the last one runs in the same turn; let it record its end first.
          await Promise.resolve();
          continue;
        }
        const wait = lastEnd + quietMs - now();
        if (wait <= 0) return;
        await sleep(wait);
      }
    },
  };
}

/** For tests and benches that build one use case alone: nothing in front of the background work. */
export const noForeground: Foreground = { track: (request) => request, quiet: () => Promise.resolve() };
