import type { WorkerApi, WorkerMethod } from './contract';

/**
 * How a contract call travels over comlink. Comlink turns only top-level arguments into proxies, so a
 * request's callbacks (`onChange`, `onEvent`) cannot ride inside the request object: the client sends the
 * data, the callbacks' names, then each callback as its own argument, and `toWire` puts the request back
 * together in the worker. One rule for every method, so adding a method needs no edit here.
 */
export type WireApi = { [M in WorkerMethod]: (data: object, names: string[], ...callbacks: unknown[]) => ReturnType<WorkerApi[M]> };

type AnyRequest = Record<string, unknown>;

/** Splits a request into plain data and its function-valued fields. */
export function splitRequest(req: object): { data: AnyRequest; names: string[]; callbacks: ((...args: never[]) => unknown)[] } {
  const data: AnyRequest = {};
  const names: string[] = [];
  const callbacks: ((...args: never[]) => unknown)[] = [];
  for (const [key, value] of Object.entries(req)) {
    if (typeof value === 'function') {
      names.push(key);
      callbacks.push(value as (...args: never[]) => unknown);
    } else data[key] = value;
  }
  return { data, names, callbacks };
}

/** The worker side: every method takes the wire form and calls the handler with the whole request (a worker may answer a part of the contract). */
export function toWire(api: Partial<WorkerApi>): WireApi {
  const wire: Record<string, unknown> = {};
  for (const method of Object.keys(api) as WorkerMethod[]) {
    const handler = api[method] as (req: object) => Promise<unknown>;
    wire[method] = (data: object, names: string[], ...callbacks: unknown[]) =>
      handler({ ...data, ...Object.fromEntries(names.map((name, i) => [name, callbacks[i]])) });
  }
  return wire as WireApi;
}
