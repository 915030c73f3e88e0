import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../tools/mock-openai/vitest';
import { keyBelongsTo } from './settings';
import { completeStructured } from './structured';
import { listModels, testConnection } from './models';
import { streamChat } from './stream';

const KEY = 'sk-test-KEYOFPROVIDERA0123456789';
const server = useMockServer({ chunkDelayMs: 1 });
const ask = [{ role: 'user' as const, content: 'hello' }];

describe('a key is only sent to the origin it belongs to', () => {
  it('given a key of another origin, when any kind of request is made, then it is refused before the network', async () => {
    const settings = { apiKey: KEY, baseURL: server.baseURL, keyOrigin: 'https://api.provider-a.example' };
    const results = [
      await streamChat(settings, { model: 'm', messages: ask, onDelta: () => undefined }),
      await completeStructured(settings, {
        model: 'm',
        messages: ask,
        schemaName: 's',
        jsonSchema: { type: 'object' },
        parse: (v: unknown) => ({ ok: true as const, value: v }),
      }),
      await listModels(settings),
      await testConnection(settings, 'm'),
    ];
    for (const r of results) expect(r).toMatchObject({ ok: false, error: { code: 'no_key_for_endpoint' } });
    expect(server.mock.log()).toHaveLength(0);
  });

  it('given the key of the request origin, when streaming, then the request carries it', async () => {
    const settings = { apiKey: KEY, baseURL: server.baseURL, keyOrigin: new URL(server.baseURL).origin };
    expect((await streamChat(settings, { model: 'm', messages: ask, onDelta: () => undefined })).ok).toBe(true);
    expect(server.mock.log()[0]).toMatchObject({ authorizationPresent: true });
  });

  it('given origins that differ only by port or scheme, when compared, then they are different endpoints', () => {
    expect(keyBelongsTo({ keyOrigin: 'http://127.0.0.1:4010' }, 'http://127.0.0.1:4011/v1')).toBe(false);
    expect(keyBelongsTo({ keyOrigin: 'http://api.example' }, 'https://api.example/v1')).toBe(false);
    expect(keyBelongsTo({ keyOrigin: 'https://api.example' }, 'https://api.example/v2/')).toBe(true);
  });
});
