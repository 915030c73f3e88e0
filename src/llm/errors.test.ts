import { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_SHAPES } from '../shared/credentialCatalogue';
import { displayBaseURL, parseRetryAfter, scrubSecrets, toLlmError } from './errors';

const KEY = 'sk-proj-SECRET0123456789abcdefXYZ';
const BASE = 'https://api.example.com/v1';
const apiError = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  APIError.generate(status, body as object, undefined, new Headers(headers));

describe('toLlmError', () => {
  it('maps user aborts, timeouts and fetch TypeErrors', () => {
    expect(toLlmError(new APIUserAbortError(), BASE).code).toBe('aborted');
    expect(toLlmError(new DOMException('x', 'AbortError'), BASE).code).toBe('aborted');
    expect(toLlmError(new APIConnectionTimeoutError(), BASE).code).toBe('timeout');
    const network = toLlmError(new TypeError('Failed to fetch'), BASE);
    expect(network).toEqual({ code: 'network', values: { baseUrl: BASE } });
  });

  it('says "model not found" for a chat 404, "no model list" for /models and "no embeddings" for /embeddings', () => {
    expect(toLlmError(apiError(404, {}), BASE, { operation: 'chat', model: 'gpt-x' })).toMatchObject({
      code: 'not_found',
      values: { status: 404, model: 'gpt-x', baseUrl: BASE },
    });
    expect(toLlmError(apiError(404, {}), BASE, { operation: 'models' })).toMatchObject({
      code: 'models_not_found',
      values: { baseUrl: BASE },
    });
    expect(toLlmError(apiError(404, {}), BASE, { operation: 'embeddings', model: 'e' })).toMatchObject({
      code: 'embeddings_not_found',
      values: { model: 'e' },
    });
  });

  it('treats 400/422 as bad requests and other 5xx as server errors', () => {
    expect(toLlmError(apiError(422, { error: { message: 'bad' } }), BASE)).toMatchObject({
      code: 'bad_request',
      values: { status: 422, detail: 'bad' },
    });
    expect(toLlmError(apiError(503, {}), BASE)).toMatchObject({ code: 'server', values: { status: 503 } });
  });

  it('keeps the server text short and free of the key', () => {
    const long = `Incorrect API key provided: ${KEY}. ${'blah '.repeat(200)}`;
    const error = toLlmError(apiError(401, { error: { message: long } }), BASE, { apiKey: KEY });
    expect(error.code).toBe('auth');
    expect(error.values?.detail).toMatch(/^Incorrect API key provided/);
    expect(JSON.stringify(error)).not.toContain(KEY);
    expect(JSON.stringify(error)).not.toContain('SECRET');
    expect(error.values?.detail?.length).toBeLessThan(400);
  });

  it('reads retry-after in seconds, milliseconds or as a date', () => {
    expect(toLlmError(apiError(429, {}, { 'retry-after': '20' }), BASE).values?.retryAfterSeconds).toBe(20);
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '1500' }))).toBe(2);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }), now)).toBe(30);
    expect(parseRetryAfter(new Headers({}))).toBeUndefined();
  });
});

describe('scrubSecrets and displayBaseURL', () => {
  it('removes the key, key-shaped strings and bearer tokens', () => {
    expect(scrubSecrets(`a ${KEY} b`, KEY)).toBe('a [redacted] b');
    expect(scrubSecrets('key sk-abc***xyz seen')).toBe('key [redacted] seen');
    expect(scrubSecrets('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [redacted]');
  });

  it('shows a base URL without credentials or query', () => {
    expect(displayBaseURL('https://user:pw@host.example/v1?api_key=zzz')).toBe('https://host.example/v1');
  });
});

describe('scrubSecrets against the credential catalogue', () => {
  // One case per catalogue entry, built from the entry's own sample, so a shape added to the
  // catalogue is checked here without touching this file.
  it.each(CREDENTIAL_SHAPES.map((shape) => [shape.id, shape.sample] as const))(
    'Given a server error body echoing a %s credential, when scrubbed, then none of it is left',
    (_id, sample) => {
      const body = `Invalid request: the credential ${sample} belongs to another project.`;
      const shown = scrubSecrets(body, 'sk-my-own-key-0000');
      expect(shown).not.toContain(sample);
      expect(shown).toContain('[redacted]');
      expect(CREDENTIAL_SHAPES.filter((s) => s.pattern.test(shown)).map((s) => s.id)).toEqual([]);
      // No long run of the credential survives next to the redaction either.
      expect(shown).not.toContain(sample.slice(-12));
    },
  );

  it('Given the catalogue, then it holds every shape the gates know (one sample each)', () => {
    expect(CREDENTIAL_SHAPES.length).toBeGreaterThanOrEqual(52);
    expect(new Set(CREDENTIAL_SHAPES.map((s) => s.id)).size).toBe(CREDENTIAL_SHAPES.length);
  });

  it('Given a server error without credentials, when scrubbed, then it is shown unchanged', () => {
    const body = 'The model `gpt-4o-mini` does not exist or you do not have access to it.';
    expect(scrubSecrets(body, 'sk-my-own-key-0000')).toBe(body);
  });
});
