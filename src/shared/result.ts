/** Expected failures travel as values (they cross the worker boundary, where error classes do not). */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E = AppError> = Ok<T> | Err<E>;

/**
 * The values a sentence about a failure needs. The UI writes the sentence in the user's language, so a
 * failure carries no prose of ours; `detail` is only for text that is not ours (a provider's own error
 * body, a browser's exception text), already scrubbed of secrets, shown as technical detail.
 */
export interface ErrorValues {
  readonly status?: number;
  readonly retryAfterSeconds?: number;
  readonly model?: string;
  readonly baseUrl?: string;
  readonly usedBytes?: number;
  readonly quotaBytes?: number;
  /** A file's size and the import cap, in bytes. */
  readonly sizeBytes?: number;
  readonly limitBytes?: number;
  /** An export's version as found in the file, and the one this app reads. */
  readonly version?: string;
  readonly expectedVersion?: string;
  /** A timeout in seconds, a batch limit. */
  readonly seconds?: number;
  readonly limit?: number;
  readonly detail?: string;
}

export interface AppError {
  readonly code: string;
  readonly values?: ErrorValues;
}

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });
