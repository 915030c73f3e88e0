/**
 * The error part of the worker contract, in one place: every code an expected failure can carry across the
 * boundary, the shape it travels in, and the narrower failure shapes of the inspector and of export/import.
 */
import type { LlmErrorCode } from '../llm';
import type { RejectionReason } from '../memory';

/** Every code an expected failure can carry across the boundary; the UI switches over it exhaustively. */
export const ERROR_CODES = [
  // model calls (llm/errors.ts)
  'no_key',
  'auth',
  'forbidden',
  'not_found',
  'rate_limited',
  'server',
  'network',
  'offline',
  'bad_request',
  'aborted',
  'malformed',
  'timeout',
  'unsupported',
  'tools_unsupported',
  // answers
  'stopped',
  'interrupted',
  'empty',
  'gone',
  'busy',
  'refused',
  'internal',
  'streaming_elsewhere',
  // session and storage
  'bad_session',
  'storage_unavailable',
  'unavailable',
  'conflict',
  'rejected',
  'storage_full',
  'storage_failed',
  // import and export
  'not_json',
  'wrong_format',
  'unsupported_version',
  'write_failed',
  'too_large',
  'read_failed',
  // the page could not reach the worker (it crashed and was restarted)
  'worker',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

// Every model-call failure code is a contract code: this line stops compiling if llm/ adds one the list lacks.
const _llmCodesAreContractCodes: LlmErrorCode extends ErrorCode ? true : never = true;

export const isErrorCode = (code: string): code is ErrorCode => (ERROR_CODES as readonly string[]).includes(code);

/** A code read from storage or an older worker, as the contract knows it: anything unknown is `internal`. */
export const toErrorCode = (code: string): ErrorCode => (isErrorCode(code) ? code : 'internal');

/** An expected failure as it crosses the boundary (comlink carries no error classes). */
export interface WorkerError {
  code: ErrorCode;
  message: string;
  status?: number;
  retryAfterSeconds?: number;
}

/** The memory inspector's failures: a refused write names the gate's reason. */
export type InspectorFailure =
  | { code: 'unavailable' | 'not_found' | 'conflict' | 'storage_full'; message: string }
  | { code: 'rejected'; reason: RejectionReason; message: string };

/** Export and import failures. */
export type TransferFailure = {
  code: 'unavailable' | 'not_json' | 'wrong_format' | 'unsupported_version' | 'write_failed' | 'too_large' | 'read_failed';
  message: string;
};
