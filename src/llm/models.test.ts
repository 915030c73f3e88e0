import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../tools/mock-openai/vitest';
import { listModels, testConnection } from './models';

const KEY = 'sk-test-SECRET0123456789abcdefXYZ';
const server = useMockServer({ chunkDelayMs: 0 });
const settings = () => ({ apiKey: KEY, baseURL: server.baseURL });

describe('listModels', () => {
  it('returns the endpoint model ids, sorted', async () => {
    server.mock.options({ models: ['zeta', 'alpha', 'mock-chat'] });
    expect(await listModels(settings())).toEqual({ ok: true, value: ['alpha', 'mock-chat', 'zeta'] });
  });

  it('rejects a base URL that is not http(s) without a request', async () => {
    const result = await listModels({ apiKey: KEY, baseURL: 'api.example.com' });
    expect(!result.ok && result.error.code).toBe('bad_base_url');
  });
});

describe('testConnection', () => {
  it('succeeds from the model list alone when it names the model', async () => {
    const result = await testConnection(settings(), 'mock-chat');
    expect(result).toEqual({ ok: true, value: { models: ['mock-chat', 'mock-memory'] } });
    expect(server.mock.log().map((e) => e.kind)).toEqual(['models']);
  });

  it('falls back to a one-token chat request when /models is missing', async () => {
    server.mock.rules({ match: { kind: 'models' }, status: 404 });
    const result = await testConnection(settings(), 'llama3');
    expect(result).toEqual({ ok: true, value: { models: null } });
    const log = server.mock.log();
    expect(log.map((e) => e.kind)).toEqual(['models', 'chat']);
    expect(log[1]!.body).toMatchObject({ model: 'llama3', max_completion_tokens: 1 });
  });

  it('reports an unknown model precisely', async () => {
    server.mock.script({ match: { kind: 'chat' }, status: 404, message: 'model "gpt-9" not found' });
    const result = await testConnection(settings(), 'gpt-9');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('not_found');
    expect(result.error.values).toMatchObject({ model: 'gpt-9', baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v1$/) });
  });

  it('reports a rejected key without trying further, and never shows it', async () => {
    server.mock.options({ rejectKeys: [KEY] });
    const result = await testConnection(settings(), 'mock-chat');
    expect(!result.ok && result.error.code).toBe('auth');
    expect(server.mock.log()).toHaveLength(1);
    expect(JSON.stringify(result)).not.toContain(KEY);
  });

  it('asks for a model name when there is no list to check against', async () => {
    server.mock.rules({ match: { kind: 'models' }, status: 404 });
    const result = await testConnection(settings(), ' ');
    expect(!result.ok && result.error.code).toBe('no_model_list');
  });
});
