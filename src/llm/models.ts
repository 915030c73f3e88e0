import { err, ok, type Result } from '../shared';
import { clientFor } from './client';
import { checkSettings, type CheckedSettings, type LlmSettings } from './settings';
import { displayBaseURL, toLlmError, type LlmError } from './errors';

const MODELS_TIMEOUT_MS = 15_000;
const PING_TIMEOUT_MS = 60_000;

async function fetchModelIds(checked: CheckedSettings, signal?: AbortSignal): Promise<Result<string[], LlmError>> {
  const { baseURL, apiKey } = checked;
  try {
    const page = await clientFor(checked).models.list({ signal, timeout: MODELS_TIMEOUT_MS, maxRetries: 0 });
    const data: unknown = page.data;
    if (!Array.isArray(data)) return err({ code: 'malformed', values: { baseUrl: displayBaseURL(baseURL, apiKey) } });
    const ids = data.map((m: { id?: unknown }) => m?.id).filter((id): id is string => typeof id === 'string' && id.length > 0);
    return ok([...new Set(ids)].sort((a, b) => a.localeCompare(b)));
  } catch (e) {
    return err(toLlmError(e, baseURL, { operation: 'models', apiKey }));
  }
}

/** The endpoint's model ids, sorted (GET /models). */
export async function listModels(settings: LlmSettings, signal?: AbortSignal): Promise<Result<string[], LlmError>> {
  const checked = checkSettings(settings);
  return checked.ok ? fetchModelIds(checked.value, signal) : checked;
}

/** A one-token chat request: proves the key, the base URL and the model together. */
async function pingModel(checked: CheckedSettings, model: string): Promise<Result<null, LlmError>> {
  try {
    await clientFor(checked).chat.completions.create(
      { model, messages: [{ role: 'user', content: 'ping' }], max_completion_tokens: 1, stream: false },
      { timeout: PING_TIMEOUT_MS, maxRetries: 0 },
    );
    return ok(null);
  } catch (e) {
    return err(toLlmError(e, checked.baseURL, { operation: 'chat', model, apiKey: checked.apiKey }));
  }
}

/**
 * Checks settings for the "Test connection" button. Tries /models first; when the endpoint has no model
 * list, or the list does not name the model, a one-token chat request with the model decides.
 */
export async function testConnection(settings: LlmSettings, model: string): Promise<Result<{ models: string[] | null }, LlmError>> {
  const checked = checkSettings(settings);
  if (!checked.ok) return checked;
  const wanted = model.trim();
  const listed = await fetchModelIds(checked.value);

  if (listed.ok && (!wanted || listed.value.includes(wanted))) return ok({ models: listed.value });
  if (!listed.ok && listed.error.code !== 'models_not_found' && listed.error.code !== 'malformed') return listed;
  if (!wanted) return err({ code: 'no_model_list' });

  const pinged = await pingModel(checked.value, wanted);
  if (!pinged.ok) return pinged;
  return ok({ models: listed.ok ? listed.value : null });
}
