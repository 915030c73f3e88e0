import type { ErrorValues } from '../../shared';
import { MEANING_FALLBACKS, toErrorCode, type MeaningFallback } from '../../state/types';
import type { Strings } from './en';
import { format } from './format';

/**
 * A failure as the UI receives it: a code and its values. Rows stored before errors carried values have an
 * English `message` and top-level status / retry-after / base URL / model instead; they are still worded.
 */
export interface ErrorLike {
  code: string;
  values?: ErrorValues;
  message?: string;
  status?: number;
  retryAfterSeconds?: number;
  baseURL?: string;
  model?: string;
}

/** Where the failure is shown, for the sentences that depend on it. */
export interface ErrorContext {
  /** The endpoint and model in use, when the failure does not carry its own. */
  baseURL?: string;
  model?: string;
  /** A refused change in the memory view: nothing was written (a failed answer is kept instead). */
  nothingChanged?: boolean;
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** The values of a row of either shape; the failure's own values win over the context's. */
function valuesOf(e: ErrorLike): ErrorValues {
  const legacy: ErrorValues = {
    ...(e.status !== undefined ? { status: e.status } : {}),
    ...(e.retryAfterSeconds !== undefined ? { retryAfterSeconds: e.retryAfterSeconds } : {}),
    ...(e.baseURL !== undefined ? { baseUrl: e.baseURL } : {}),
    ...(e.model !== undefined ? { model: e.model } : {}),
  };
  return { ...legacy, ...e.values };
}

/** Text that is not ours (a provider's error body, a browser's exception), for a "technical details" view. */
export function errorDetail(e: ErrorLike): string | null {
  return e.values?.detail ?? null;
}

/**
 * A clear sentence for a failure in the dictionary's language; never contains the key (only the base URL
 * and model). Exhaustive over the contract's ErrorCode: a new code fails to compile until it is worded here.
 */
export function errorText(t: Strings, e: ErrorLike, ctx: ErrorContext = {}): string {
  const v = valuesOf(e);
  const baseUrl = v.baseUrl ?? ctx.baseURL ?? '';
  const model = v.model ?? ctx.model ?? '';
  // A row from before values whose code this version no longer knows keeps its own sentence.
  if (e.message && !e.values && toErrorCode(e.code) === 'internal') return format(t.err_stored, { detail: e.message });
  const code = toErrorCode(e.code);
  switch (code) {
    case 'rate_limited':
      return v.retryAfterSeconds !== undefined ? format(t.err_rate_limited_after, { s: v.retryAfterSeconds }) : t.err_rate_limited;
    case 'server':
      return format(t.err_server, { status: v.status ?? '5xx' });
    case 'network':
    case 'connection_lost':
    case 'models_not_found':
      return format(t[`err_${code}`], { baseUrl });
    case 'not_found':
    case 'embeddings_not_found':
      return format(t[`err_${code}`], { baseUrl, model });
    case 'timeout':
      return v.seconds !== undefined ? format(t.err_timeout_after, { seconds: v.seconds }) : t.err_timeout;
    case 'too_many_inputs':
      return format(t.err_too_many_inputs, { limit: v.limit ?? '' });
    case 'unsupported_version':
      return format(t.err_unsupported_version, { version: v.version ?? '—', expected: v.expectedVersion ?? '—' });
    case 'paste_too_long':
    case 'sync_weak_passphrase':
      return format(t[`err_${code}`], { limit: v.limit ?? '' });
    case 'too_large':
      return format(t.err_too_large, { size: megabytes(v.sizeBytes ?? 0), limit: megabytes(v.limitBytes ?? 0) });
    case 'storage_full': {
      const full =
        v.usedBytes !== undefined && v.quotaBytes !== undefined
          ? format(t.err_storage_full_usage, { used: megabytes(v.usedBytes), quota: megabytes(v.quotaBytes) })
          : t.err_storage_full;
      return `${full}${t.sentenceGap}${ctx.nothingChanged ? t.err_storage_full_unchanged : t.err_storage_full_answer}`;
    }
    case 'no_key':
    case 'no_key_for_endpoint':
    case 'bad_base_url':
    case 'auth':
    case 'forbidden':
    case 'offline':
    case 'bad_request':
    case 'no_model_list':
    case 'no_embedding_model':
    case 'aborted':
    case 'malformed':
    case 'unsupported':
    case 'module_unavailable':
    case 'tools_unsupported':
    case 'stopped':
    case 'interrupted':
    case 'planning_interrupted':
    case 'empty_message':
    case 'empty_title':
    case 'empty_goal':
    case 'conversation_gone':
    case 'message_gone':
    case 'no_question':
    case 'busy':
    case 'task_refused':
    case 'no_regenerate_task':
    case 'internal':
    case 'streaming_elsewhere':
    case 'bad_session':
    case 'storage_unavailable':
    case 'memory_unavailable':
    case 'memory_read_failed':
    case 'memory_write_failed':
    case 'memory_not_open':
    case 'memory_blocked':
    case 'memory_open_failed':
    case 'memory_storage_failed':
    case 'memory_gone':
    case 'change_gone':
    case 'version_gone':
    case 'conflict':
    case 'rejected':
    case 'storage_failed':
    case 'not_json':
    case 'wrong_format':
    case 'damaged_export':
    case 'import_failed':
    case 'import_partial':
    case 'read_failed':
    case 'memory_paused':
    case 'paste_empty':
    case 'import_gone':
    case 'worker':
    case 'sync_bad_relay_url':
    case 'sync_bad_pairing_code':
    case 'sync_space_not_found':
    case 'sync_relay_unreachable':
    case 'sync_not_set_up':
    case 'sync_unknown_device':
    case 'sync_device_removed':
    case 'sync_space_moved':
    case 'sync_rotation_needs_relay':
    case 'sync_rotation_pending':
      return t[`err_${code}`];
    case 'sync_relay_timeout':
      return format(t.err_sync_relay_timeout, { seconds: v.seconds ?? 0 });
    default: {
      const unhandled: never = code;
      return unhandled;
    }
  }
}

/** Why a request used the rules alone, in a few words. */
export function fallbackText(t: Strings, fallback: MeaningFallback): string {
  const code = (MEANING_FALLBACKS as readonly string[]).includes(fallback.code) ? fallback.code : 'embed_failed';
  return t[`fallback_${code}`];
}
