/**
 * The time and ids a use case stamps on what it writes, in one injectable shape: every use case takes
 * `clock` (or just `now`) from its dependencies and defaults to the system's, so a test can fix both.
 */
export interface Clock {
  /** The current time as an ISO string. */
  now(): string;
  newId(): string;
}

export const systemClock: Clock = {
  now: () => new Date().toISOString(),
  newId: () => crypto.randomUUID(),
};
