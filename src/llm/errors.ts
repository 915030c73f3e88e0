import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, OpenAIError } from 'openai';
import type { ErrorValues } from '../shared';
import { redactCredentials } from '../shared/secretScrub';
import { isOffline } from './offline';

export type LlmErrorCode =
  | 'no_key'
  | 'no_key_for_endpoint'
  | 'auth'
  | 'forbidden'
  | 'bad_base_url'
  | 'not_found'
  | 'models_not_found'
  | 'embeddings_not_found'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'connection_lost'
  | 'offline'
  | 'bad_request'
  | 'no_model_list'
  | 'no_embedding_model'
  | 'too_many_inputs'
  | 'aborted'
  | 'malformed'
  | 'timeout'
  | 'unsupported'
  | 'module_unavailable';

/**
 * An expected model-call failure: a code and the values its sentence needs (the UI words it). The values
 * never contain the API key: the base URL is shown without credentials, the server's text is scrubbed.
 */
export interface LlmError {
  code: LlmErrorCode;
  values?: ErrorValues;
}

/** What the failing call was, so a 404 can say "model not found" and scrubbing knows the key. */
export interface LlmCallContext {
  operation?: 'chat' | 'structured' | 'models' | 'embeddings';
  model?: string;
  apiKey?: string;
}

const MAX_SERVER_TEXT = 200;

/** Removes the key (and anything shaped like a key, bearer token or catalogued credential) from text meant for people. */
export function scrubSecrets(text: string, apiKey?: string): string {
  let out = text;
  const key = apiKey?.trim();
  if (key && key.length >= 4) out = out.split(key).join('[redacted]');
  out = out
    .replace(/Bearer\s+\S+/gi, 'Bearer [redacted]')
    .replace(/\b(?:sk|pk|rk)-[A-Za-z0-9_*.-]{4,}/g, '[redacted]')
    .replace(/([?&](?:api[_-]?key|key|token)=)[^&\s]+/gi, '$1[redacted]');
  // Then every shape of the credential catalogue: a server may echo a key of another provider.
  return redactCredentials(out);
}

/** The base URL as shown in messages: no credentials, no query string. */
export function displayBaseURL(baseURL: string, apiKey?: string): string {
  try {
    const url = new URL(baseURL);
    url.username = '';
    url.password = '';
    url.search = '';
    url.hash = '';
    return scrubSecrets(url.toString().replace(/\/+$/, ''), apiKey);
  } catch {
    return scrubSecrets(baseURL, apiKey).slice(0, 120);
  }
}

/** The server's own error text when short, scrubbed; empty when there is none worth showing. */
export function serverErrorText(e: APIError, apiKey?: string): string {
  const body: unknown = e.error;
  let text: string;
  if (typeof body === 'string') text = body;
  else if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string')
    text = (body as { message: string }).message;
  else text = e.message.replace(/^\d{3}\s*/, '');
  text = scrubSecrets(text.replace(/\s+/g, ' ').trim(), apiKey);
  if (/^(status code|no body|\{\})/i.test(text)) return '';
  return text.length > MAX_SERVER_TEXT ? `${text.slice(0, MAX_SERVER_TEXT)}…` : text;
}

/** The values of a failure the server answered: where, and the server's own text as technical detail. */
function withServerText(values: ErrorValues, e: APIError, apiKey?: string): ErrorValues {
  const text = serverErrorText(e, apiKey);
  return text ? { ...values, detail: text } : values;
}

/** Seconds from `retry-after-ms` or `retry-after` (seconds or an HTTP date). */
export function parseRetryAfter(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get('retry-after-ms') ?? NaN);
  if (Number.isFinite(ms) && ms >= 0) return Math.ceil(ms / 1000);
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

const isAbort = (e: unknown): boolean => e instanceof APIUserAbortError || (e instanceof Error && e.name === 'AbortError');

const isTimeout = (e: unknown): boolean => e instanceof APIConnectionTimeoutError || (e instanceof Error && e.name === 'TimeoutError');

export function networkError(where: string): LlmError {
  if (isOffline()) return { code: 'offline' };
  return { code: 'network', values: { baseUrl: where } };
}

function statusError(e: APIError, where: string, ctx: LlmCallContext): LlmError {
  const status = e.status as number;
  const key = ctx.apiKey;
  switch (true) {
    case status === 401:
      return { code: 'auth', values: withServerText({ status, baseUrl: where }, e, key) };
    case status === 403:
      return { code: 'forbidden', values: withServerText({ status, baseUrl: where }, e, key) };
    case status === 404 && ctx.operation === 'models':
      return { code: 'models_not_found', values: { status, baseUrl: where } };
    case status === 404 && ctx.operation === 'embeddings':
      return { code: 'embeddings_not_found', values: { status, baseUrl: where, ...(ctx.model ? { model: ctx.model } : {}) } };
    case status === 404:
      return { code: 'not_found', values: withServerText({ status, baseUrl: where, ...(ctx.model ? { model: ctx.model } : {}) }, e, key) };
    case status === 408:
      return { code: 'timeout', values: { status, baseUrl: where } };
    case status === 429: {
      const retryAfterSeconds = parseRetryAfter(e.headers);
      return {
        code: 'rate_limited',
        values: withServerText({ status, baseUrl: where, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) }, e, key),
      };
    }
    case status >= 500:
      return { code: 'server', values: withServerText({ status, baseUrl: where }, e, key) };
    default:
      return { code: 'bad_request', values: withServerText({ status, baseUrl: where }, e, key) };
  }
}

/**
 * Maps anything the SDK or fetch can throw to an LlmError. SDK and server texts are never passed through
 * raw, because they can carry request details: only scrubbed and clipped, as `detail`.
 */
export function toLlmError(e: unknown, baseURL: string, ctx: LlmCallContext = {}): LlmError {
  const where = displayBaseURL(baseURL, ctx.apiKey);
  if (isAbort(e)) return { code: 'aborted' };
  if (isTimeout(e)) return { code: 'timeout', values: { baseUrl: where } };
  if (e instanceof APIConnectionError) return networkError(where);
  if (e instanceof APIError && typeof e.status === 'number') return statusError(e, where, ctx);
  if (e instanceof APIError) return { code: 'server', values: withServerText({ baseUrl: where }, e, ctx.apiKey) };
  if (e instanceof TypeError) return networkError(where);
  if (e instanceof SyntaxError) return { code: 'malformed', values: { baseUrl: where } };
  if (e instanceof OpenAIError)
    return { code: 'bad_request', values: { baseUrl: where, detail: scrubSecrets(e.message, ctx.apiKey).slice(0, MAX_SERVER_TEXT) } };
  return { code: 'network', values: { baseUrl: where } };
}
