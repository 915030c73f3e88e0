import { afterEach, describe, expect, it, vi } from 'vitest';
import { createModelCalls } from './onDemand';

const noKey = { apiKey: '', baseURL: 'https://api.example.com/v1' };
const key = { apiKey: 'sk-test-000', baseURL: 'https://api.example.com/v1' };
const chat = { model: 'm', messages: [{ role: 'user' as const, content: 'hi' }], onDelta: () => undefined };
const lostChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/calls.js'));

afterEach(() => vi.unstubAllGlobals());

describe('model calls loaded on first use', () => {
  it('given nothing has called the model, then the calls are not loaded; the first calls load them once and answer as the calls do', async () => {
    let loads = 0;
    const calls = createModelCalls(async () => {
      loads += 1;
      return import('./calls');
    });
    expect(loads).toBe(0);
    const [chatted, listed] = await Promise.all([calls.streamChat(noKey, chat), calls.listModels(noKey)]);
    expect(chatted).toMatchObject({ ok: false, error: { code: 'no_key' } });
    expect(listed).toMatchObject({ ok: false, error: { code: 'no_key' } });
    expect(await calls.embedTexts(key, { model: 'e', inputs: [] })).toEqual({ ok: true, value: { vectors: [], dimension: 0 } });
    expect(loads).toBe(1);
  });

  it('given the chunk cannot be fetched, then every call answers module_unavailable (a chat keeps its empty partial text), and a later call loads it', async () => {
    let offlineChunk = true;
    const calls = createModelCalls(() => (offlineChunk ? lostChunk() : import('./calls')));
    expect(await calls.streamChat(key, chat)).toEqual({ ok: false, error: { code: 'module_unavailable', partialText: '' } });
    expect(
      await calls.completeStructured(key, {
        model: 'm',
        messages: [],
        schemaName: 's',
        jsonSchema: {},
        parse: () => ({ ok: true, value: 1 }),
      }),
    ).toEqual({
      ok: false,
      error: { code: 'module_unavailable' },
    });
    expect(await calls.testConnection(key, 'm')).toEqual({ ok: false, error: { code: 'module_unavailable' } });
    offlineChunk = false;
    expect(await calls.listModels(noKey)).toMatchObject({ ok: false, error: { code: 'no_key' } });
  });

  it('given the browser is offline and the chunk cannot be fetched, then the answer says "offline"', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const calls = createModelCalls(lostChunk);
    expect(await calls.embedTexts(key, { model: 'e', inputs: ['x'] })).toMatchObject({ ok: false, error: { code: 'offline' } });
  });

  it('given a preload at idle, then the first call finds the calls loaded; a failed preload is silent and the call still answers', async () => {
    let loads = 0;
    const calls = createModelCalls(async () => {
      loads += 1;
      return import('./calls');
    });
    await calls.preload();
    expect(loads).toBe(1);
    expect(await calls.listModels(noKey)).toMatchObject({ ok: false, error: { code: 'no_key' } });
    expect(loads).toBe(1);

    const broken = createModelCalls(lostChunk);
    await expect(broken.preload()).resolves.toBeUndefined();
    expect(await broken.listModels(key)).toMatchObject({ ok: false, error: { code: 'module_unavailable' } });
  });
});
