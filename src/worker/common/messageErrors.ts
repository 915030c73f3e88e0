import type { MessageError } from '../../chat/records';
import type { LlmError } from '../../llm';
import { cleanStoredBaseUrl } from '../../shared';

/**
 * What a failed model call leaves on its message: a stop is `stopped`; anything else keeps the adapter's
 * key-free code and message plus the endpoint and model it failed with (the UI words errors with them).
 */
export function toMessageError(
  e: LlmError,
  settings: { baseURL: string; chatModel: string },
  stopped = 'Stopped before the answer finished.',
): MessageError {
  if (e.code === 'aborted') return { code: 'stopped', message: stopped };
  return {
    code: e.code,
    message: e.message,
    // Only the cleaned URL is kept: a typed URL may carry user-info or a key in its query.
    baseURL: cleanStoredBaseUrl(settings.baseURL),
    model: settings.chatModel,
    ...(e.status !== undefined ? { status: e.status } : {}),
    ...(e.retryAfterSeconds !== undefined ? { retryAfterSeconds: e.retryAfterSeconds } : {}),
  };
}
