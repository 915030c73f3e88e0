import { watchQuery } from '../../storage';
import type { SubscriptionId } from '../answer';

/**
 * Every live subscription the page holds, by id: a live query, an event listener or a loaded module's view
 * all end through `unsubscribe`. One registry per worker, shared by every feature.
 */
export interface Subscriptions {
  /** Registers any stop function under a new id, so `unsubscribe` ends it too. */
  track(stop: () => void): SubscriptionId;
  /** A live database query whose answers go to `onChange` until unsubscribed. */
  watch<T>(query: () => Promise<T>, onChange: (value: T) => void): SubscriptionId;
  unsubscribe(id: SubscriptionId): void;
}

export function createSubscriptions(): Subscriptions {
  const stops = new Map<SubscriptionId, () => void>();
  let nextId = 1;
  const track = (stop: () => void): SubscriptionId => {
    const id = nextId++;
    stops.set(id, stop);
    return id;
  };
  return {
    track,
    watch: (query, onChange) => track(watchQuery(query, onChange, (e) => console.error('live query failed', e))),
    unsubscribe(id) {
      stops.get(id)?.();
      stops.delete(id);
    },
  };
}
