import type { MessageError } from '../../chat/records';
import type { LlmError } from '../../llm';
import { cleanStoredBaseUrl } from '../../shared';

/**
 * What a failed model call leaves on its message: a stop is `stopped`; anything else keeps the adapter's
 * key-free code and values plus the endpoint and model it failed with (the UI words errors with them).
 */
export function toMessageError(e: LlmError, settings: { baseURL: string; chatModel: string }): MessageError {
  if (e.code === 'aborted') return { code: 'stopped' };
  // Only the cleaned URL is kept: a typed URL may carry user-info or a key in its query.
  const baseUrl = cleanStoredBaseUrl(settings.baseURL);
  return { code: e.code, values: { ...(baseUrl ? { baseUrl } : {}), model: settings.chatModel, ...e.values } };
}
