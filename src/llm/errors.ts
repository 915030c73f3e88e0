import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, OpenAIError } from 'openai';
import { redactCredentials } from '../shared/secretScrub';
import { isOffline } from './offline';

export type LlmErrorCode =
  | 'no_key'
  | 'auth'
  | 'forbidden'
  | 'not_found'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'offline'
  | 'bad_request'
  | 'aborted'
  | 'malformed'
  | 'timeout'
  | 'unsupported';

/** An expected model-call failure. `message` is a clear English sentence and never contains the API key. */
export interface LlmError {
  code: LlmErrorCode;
  message: string;
  status?: number;
  retryAfterSeconds?: number;
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

function withServerText(message: string, e: APIError, apiKey?: string): string {
  const text = serverErrorText(e, apiKey);
  return text ? `${message} The server said: "${text}"` : message;
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
  if (isOffline()) return { code: 'offline', message: 'You appear to be offline. Reconnect and try again.' };
  return {
    code: 'network',
    message:
      `Could not reach ${where}. Check the base URL and your connection; ` +
      'the endpoint must also allow browser requests from this page (CORS).',
  };
}

function statusError(e: APIError, where: string, ctx: LlmCallContext): LlmError {
  const status = e.status as number;
  const key = ctx.apiKey;
  switch (true) {
    case status === 401:
      return { code: 'auth', status, message: withServerText(`The API key was rejected by ${where}. Check the key in Settings.`, e, key) };
    case status === 403:
      return {
        code: 'forbidden',
        status,
        message: withServerText(`The key is valid but not allowed to do this at ${where} (check the model access or the account).`, e, key),
      };
    case status === 404 && ctx.operation === 'models':
      return { code: 'not_found', status, message: `${where} does not offer a model list (/models).` };
    case status === 404 && ctx.operation === 'embeddings':
      return {
        code: 'not_found',
        status,
        message: `${where} does not serve embeddings${ctx.model ? ` for "${ctx.model}"` : ''} (/embeddings).`,
      };
    case status === 404:
      return {
        code: 'not_found',
        status,
        message: withServerText(
          `Model ${ctx.model ? `"${ctx.model}" ` : ''}not found at ${where}. Check the model name, and that the base URL is right (it usually ends in /v1).`,
          e,
          key,
        ),
      };
    case status === 408:
      return { code: 'timeout', status, message: `${where} took too long to answer. Try again.` };
    case status === 429: {
      const retryAfterSeconds = parseRetryAfter(e.headers);
      const when = retryAfterSeconds === undefined ? 'Wait a moment' : `Try again in ${retryAfterSeconds} s`;
      return {
        code: 'rate_limited',
        status,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
        message: withServerText(`Rate limited by ${where}. ${when}.`, e, key),
      };
    }
    case status >= 500:
      return { code: 'server', status, message: withServerText(`${where} had a server error (HTTP ${status}). Try again later.`, e, key) };
    default:
      return { code: 'bad_request', status, message: withServerText(`${where} refused the request (HTTP ${status}).`, e, key) };
  }
}

/**
 * Maps anything the SDK or fetch can throw to an LlmError. Messages are built here, never passed through
 * raw, because SDK and server texts can carry request details.
 */
export function toLlmError(e: unknown, baseURL: string, ctx: LlmCallContext = {}): LlmError {
  const where = displayBaseURL(baseURL, ctx.apiKey);
  if (isAbort(e)) return { code: 'aborted', message: 'The request was cancelled.' };
  if (isTimeout(e)) return { code: 'timeout', message: `${where} took too long to answer. Try again.` };
  if (e instanceof APIConnectionError) return networkError(where);
  if (e instanceof APIError && typeof e.status === 'number') return statusError(e, where, ctx);
  if (e instanceof APIError)
    return { code: 'server', message: withServerText(`${where} reported an error while answering.`, e, ctx.apiKey) };
  if (e instanceof TypeError) return networkError(where);
  if (e instanceof SyntaxError) return { code: 'malformed', message: `${where} sent a reply that is not valid JSON.` };
  if (e instanceof OpenAIError)
    return {
      code: 'bad_request',
      message: `The request to ${where} could not be made: ${scrubSecrets(e.message, ctx.apiKey).slice(0, MAX_SERVER_TEXT)}`,
    };
  return { code: 'network', message: `The request to ${where} failed unexpectedly.` };
}
