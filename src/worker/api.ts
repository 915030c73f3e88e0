import { composeWorker, type FeatureHandlers, type WorkerOptions } from './compose';
import type { WorkerApi, WorkerMethod } from './contract';
import { noForeground } from './common/foreground';
import { createSessionGate, wrapHandlers } from './handlerWrapper';

// The contract's types, re-exported for the callers that still import them from here.
export type * from './contract';

// Every contract method has a handler in some feature's map: this stops compiling when one is missing.
type HandledMethod = { [F in keyof FeatureHandlers]: keyof FeatureHandlers[F] }[keyof FeatureHandlers];
const _everyMethodHandled: WorkerMethod extends HandledMethod ? true : never = true;

/** Merges the features' handler maps into one; the method names are the contract's, so none may repeat. */
export function mergeHandlerMaps(maps: FeatureHandlers): Record<string, (req: object) => Promise<never>> {
  const merged: Record<string, (req: object) => Promise<never>> = {};
  for (const [feature, handlers] of Object.entries(maps))
    for (const [method, handler] of Object.entries(handlers as object)) {
      if (method in merged) throw new Error(`Two features answer ${method} (the second is ${feature}).`);
      merged[method] = handler as (req: object) => Promise<never>;
    }
  return merged;
}

/**
 * The worker's API (contract.ts): every feature's handler map, each handler through the one wrapper
 * (handlerWrapper.ts). Kept free of comlink so it is unit-testable; use cases are built in compose.ts.
 */
export function createWorkerApi(options: WorkerOptions = {}): WorkerApi {
  const gate = createSessionGate();
  // Start-up chunks load at once again, not behind requests in flight: waiting for a quiet second moved their
  // evaluation (seconds of the worker's thread) into the first streamed answer, whose chunks were then read
  // after a dropped connection had discarded them. Held back until a turn in flight counts as foreground work.
  const foreground = noForeground;
  return wrapHandlers(mergeHandlerMaps(composeWorker(gate, options, foreground)), gate, foreground);
}
