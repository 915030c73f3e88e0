import OpenAI from 'openai';
import type { CheckedSettings } from './settings';

export type LlmRole = 'system' | 'user' | 'assistant';

export interface LlmMessage {
  role: LlmRole;
  content: string;
}

// Memory only, a handful of entries: one per (base URL, key) the user has tried in this tab or worker.
const MAX_CLIENTS = 4;
const clients = new Map<string, OpenAI>();

/** The cached SDK client for these settings. Retries are off: callers (the UI, the outbox) decide on retrying. */
export function clientFor({ apiKey, baseURL }: CheckedSettings): OpenAI {
  const cacheKey = `${baseURL}\u0000${apiKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new OpenAI({
      apiKey,
      baseURL,
      organization: null,
      project: null,
      dangerouslyAllowBrowser: true,
      maxRetries: 0,
      timeout: 120_000,
      logLevel: 'off',
    });
    if (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value as string);
  } else {
    clients.delete(cacheKey);
  }
  clients.set(cacheKey, client);
  return client;
}
