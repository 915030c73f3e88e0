import { liveQuery } from 'dexie';

/**
 * Runs `query` now and again whenever the tables it read change, in this tab or any other
 * (Dexie's cross-context notification). Returns the function that stops watching.
 */
export function watchQuery<T>(query: () => Promise<T>, onValue: (value: T) => void, onError: (e: unknown) => void): () => void {
  const subscription = liveQuery(query).subscribe({ next: onValue, error: onError });
  return () => subscription.unsubscribe();
}
