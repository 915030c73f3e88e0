import type { LlmError, LlmErrorCode } from '../../../llm';

// What a failed extraction call means for its outbox job: retry what may pass later, fail what never will.

/** Back-off before retry 1, 2 and 3; after the third retry fails, the job fails for good. */
export const RETRY_DELAYS_MS = [1_000, 4_000, 10_000] as const;
export const MAX_RETRIES = RETRY_DELAYS_MS.length;
/** A server asking for more than this is treated as asking for this, so a job is never parked for hours. */
const MAX_RETRY_AFTER_MS = 60_000;

export type FailureAction =
  /** Transient: count the attempt and try again after `delayMs`. */
  | { kind: 'retry'; delayMs: number }
  /** The request itself is wrong (key, permission, output): retrying cannot help. */
  | { kind: 'fail' }
  /** Nothing is wrong with the job (offline, no key yet, cancelled): keep it pending, uncounted, for later. */
  | { kind: 'wait' };

const TRANSIENT: ReadonlySet<LlmErrorCode> = new Set([
  'network',
  'connection_lost',
  'module_unavailable',
  'timeout',
  'rate_limited',
  'server',
]);
const NOT_THE_JOBS_FAULT: ReadonlySet<LlmErrorCode> = new Set(['offline', 'no_key', 'no_key_for_endpoint', 'aborted']);

/** `attempts` counts every attempt made so far, this failed one included. */
export function decideAfterFailure(error: LlmError, attempts: number): FailureAction {
  if (NOT_THE_JOBS_FAULT.has(error.code)) return { kind: 'wait' };
  if (!TRANSIENT.has(error.code) || attempts > MAX_RETRIES) return { kind: 'fail' };
  const fallback = RETRY_DELAYS_MS[Math.min(attempts, MAX_RETRIES) - 1] ?? RETRY_DELAYS_MS[0];
  const asked = error.values?.retryAfterSeconds;
  const delayMs = asked === undefined ? fallback : Math.min(Math.max(0, asked * 1000), MAX_RETRY_AFTER_MS);
  return { kind: 'retry', delayMs };
}
