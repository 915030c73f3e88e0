/**
 * The error part of the worker contract, in one place: every code an expected failure can carry across the
 * boundary, the shape it travels in, and the narrower failure shapes of the inspector and of export/import.
 */
import type { LlmErrorCode } from '../llm';
import type { RejectionReason } from '../memory';
import type { ErrorValues } from '../shared';

/**
 * Every code an expected failure can carry across the boundary; the UI switches over it exhaustively and
 * words each one in both languages. One code per sentence: a failure that needs a different sentence gets
 * its own code, and the values the sentence needs travel beside it (never prose).
 */
export const ERROR_CODES = [
  // model calls (llm/errors.ts)
  'no_key',
  'no_key_for_endpoint',
  'bad_base_url',
  'auth',
  'forbidden',
  'not_found',
  'models_not_found',
  'embeddings_not_found',
  'rate_limited',
  'server',
  'network',
  'connection_lost',
  'offline',
  'bad_request',
  'no_model_list',
  'no_embedding_model',
  'too_many_inputs',
  'aborted',
  'malformed',
  'timeout',
  'unsupported',
  'tools_unsupported',
  // answers
  'stopped',
  'interrupted',
  'planning_interrupted',
  'empty_message',
  'empty_title',
  'empty_goal',
  'conversation_gone',
  'message_gone',
  'no_question',
  'busy',
  'task_refused',
  'no_regenerate_task',
  'internal',
  'streaming_elsewhere',
  // session and storage
  'bad_session',
  'storage_unavailable',
  'memory_unavailable',
  'memory_read_failed',
  'memory_write_failed',
  'module_unavailable',
  // why memory is unavailable (the memory status)
  'memory_not_open',
  'memory_blocked',
  'memory_open_failed',
  'memory_storage_failed',
  'memory_gone',
  'change_gone',
  'version_gone',
  'conflict',
  'rejected',
  'storage_full',
  'storage_failed',
  // import and export
  'not_json',
  'wrong_format',
  'damaged_export',
  'unsupported_version',
  'import_failed',
  'import_partial',
  'too_large',
  'read_failed',
  // import from another assistant
  'memory_paused',
  'paste_empty',
  'paste_too_long',
  'import_gone',
  // sync: what Settings → Sync refuses, and why a join found no space
  'sync_bad_relay_url',
  'sync_weak_passphrase',
  'sync_bad_pairing_code',
  'sync_space_not_found',
  'sync_relay_unreachable',
  'sync_relay_timeout',
  'sync_not_set_up',
  'sync_unknown_device',
  'sync_device_removed',
  'sync_space_moved',
  'sync_rotation_needs_relay',
  'sync_rotation_pending',
  // the page could not reach the worker (it crashed and was restarted)
  'worker',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

// Every model-call failure code is a contract code: this line stops compiling if llm/ adds one the list lacks.
const _llmCodesAreContractCodes: LlmErrorCode extends ErrorCode ? true : never = true;

export const isErrorCode = (code: string): code is ErrorCode => (ERROR_CODES as readonly string[]).includes(code);

/** A code read from storage or an older worker, as the contract knows it: anything unknown is `internal`. */
export const toErrorCode = (code: string): ErrorCode => (isErrorCode(code) ? code : 'internal');

export type { ErrorValues };

/** An expected failure as it crosses the boundary (comlink carries no error classes): a code and its values. */
export interface WorkerError {
  code: ErrorCode;
  values?: ErrorValues;
}

/** Why one request's recall used the rules alone; `values.detail` names the failure (an error code or name). */
export const MEANING_FALLBACKS = ['off', 'offline', 'timeout', 'indexing', 'dimension_mismatch', 'embed_failed', 'storage_failed'] as const;
export interface MeaningFallback {
  code: (typeof MEANING_FALLBACKS)[number];
  values?: ErrorValues;
}

/** The memory inspector's failures: a refused write names the gate's reason. */
export type InspectorFailure =
  | {
      code:
        | 'memory_unavailable'
        | 'memory_read_failed'
        | 'memory_write_failed'
        | 'module_unavailable'
        | 'memory_gone'
        | 'change_gone'
        | 'version_gone'
        | 'conflict'
        | 'storage_full';
      values?: ErrorValues;
    }
  | { code: 'rejected'; reason: RejectionReason; values?: ErrorValues };

/** The import from another assistant: memory off or missing, a paste out of bounds, a preview gone, or the model call's failure. */
export type MemoryImportFailure = {
  code:
    | 'memory_unavailable'
    | 'module_unavailable'
    | 'memory_paused'
    | 'paste_empty'
    | 'paste_too_long'
    | 'import_gone'
    | 'import_failed'
    | LlmErrorCode;
  values?: ErrorValues;
};

/** Export and import failures. */
export type TransferFailure = {
  code:
    | 'memory_unavailable'
    | 'module_unavailable'
    | 'not_json'
    | 'wrong_format'
    | 'damaged_export'
    | 'unsupported_version'
    | 'import_failed'
    | 'import_partial'
    | 'too_large'
    | 'read_failed';
  values?: ErrorValues;
};
