import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../tools/mock-openai/vitest';
import { streamChat } from './stream';

const KEY = 'sk-test-SECRET0123456789abcdefXYZ';
const server = useMockServer({ chunkDelayMs: 15 });
const settings = () => ({ apiKey: KEY, baseURL: `${server.baseURL}/` });
const ask = (content: string) => [{ role: 'user' as const, content }];

afterEach(() => vi.unstubAllGlobals());

async function closedPortBaseURL(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((r) => probe.close(() => r()));
  return `http://127.0.0.1:${port}/v1`;
}

describe('streamChat', () => {
  it('hands the answer over in several pieces and returns the whole text', async () => {
    const deltas: string[] = [];
    const result = await streamChat(settings(), { model: 'mock-chat', messages: ask('hello there'), onDelta: (d) => deltas.push(d) });
    expect(result).toEqual({ ok: true, value: { text: 'Mock reply to: hello there', finishReason: 'stop' } });
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.join('')).toBe('Mock reply to: hello there');
    const [entry] = server.mock.log();
    expect(entry).toMatchObject({ kind: 'chat', stream: true, model: 'mock-chat', authorizationPresent: true });
  });

  it('sends a chat’s temperature and answer length when set, and neither when not (the endpoint’s defaults apply)', async () => {
    const noop = () => undefined;
    await streamChat(settings(), { model: 'mock-chat', messages: ask('a'), temperature: 0.3, maxTokens: 256, onDelta: noop });
    await streamChat(settings(), { model: 'mock-chat', messages: ask('b'), onDelta: noop });
    const [set, unset] = server.mock.log();
    expect(set!.body).toMatchObject({ temperature: 0.3, max_tokens: 256 });
    expect(Object.keys(unset!.body)).not.toContain('temperature');
    expect(Object.keys(unset!.body)).not.toContain('max_tokens');
  });

  it.each(['reasoning_content', 'reasoning'] as const)(
    'hands a separate %s field over apart from the answer, which never contains it',
    async (field) => {
      server.mock.script({ reasoning: 'The user greets me.', reasoningField: field, text: 'Hello!' });
      const order: string[] = [];
      const result = await streamChat(settings(), {
        model: 'mock-chat',
        messages: ask('hi'),
        onDelta: (d) => order.push(`answer:${d}`),
        onReasoning: (r) => order.push(`reasoning:${r}`),
      });
      expect(result).toEqual({ ok: true, value: { text: 'Hello!', finishReason: 'stop' } });
      const reasoning = order.filter((o) => o.startsWith('reasoning:')).map((o) => o.slice('reasoning:'.length));
      expect(reasoning.join('')).toBe('The user greets me.');
      expect(order.findLastIndex((o) => o.startsWith('reasoning:'))).toBeLessThan(order.findIndex((o) => o.startsWith('answer:')));
    },
  );

  it('reports a stream cut while the model was still reasoning as a lost connection, not an unreadable reply', async () => {
    server.mock.script({ reasoning: 'one two three four', text: 'never sent', dropAfterChunks: 0 });
    const result = await streamChat(settings(), { model: 'mock-chat', messages: ask('hi'), onDelta: () => undefined });
    expect(result.ok ? null : result.error.code).toBe('connection_lost');
  });

  it('keeps the partial text with code aborted when stopped midway', async () => {
    server.mock.script({ chunks: ['one ', 'two ', 'three ', 'four ', 'five'], chunkDelayMs: 40 });
    const controller = new AbortController();
    const deltas: string[] = [];
    const result = await streamChat(settings(), {
      model: 'mock-chat',
      messages: ask('count'),
      signal: controller.signal,
      onDelta: (d) => {
        deltas.push(d);
        if (deltas.length === 2) controller.abort();
      },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('aborted');
    expect(result.error.partialText).toBe('one two ');
  });

  it('reports a dropped stream as a lost connection and keeps the partial text', async () => {
    server.mock.script({ chunks: ['alpha ', 'beta ', 'gamma'], dropAfterChunks: 2 });
    const result = await streamChat(settings(), { model: 'mock-chat', messages: ask('x'), onDelta: () => {} });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'connection_lost', partialText: 'alpha beta ' });
    expect(result.error.values?.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  });

  it.each([
    [401, {}, 'auth', {}],
    [403, {}, 'forbidden', {}],
    [404, {}, 'not_found', { model: 'mock-chat' }],
    [429, { retryAfter: 12 }, 'rate_limited', { retryAfterSeconds: 12 }],
    [500, {}, 'server', {}],
  ] as const)('maps HTTP %i to %s', async (status, extra, code, values) => {
    server.mock.script({ status, ...extra });
    const result = await streamChat(settings(), { model: 'mock-chat', messages: ask('x'), onDelta: () => {} });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code, values: { status, ...values }, partialText: '' });
    expect(result.error.values?.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(JSON.stringify(result.error)).not.toContain(KEY);
  });

  it('names the base URL and CORS when the endpoint cannot be reached', async () => {
    const baseURL = await closedPortBaseURL();
    const result = await streamChat({ apiKey: KEY, baseURL }, { model: 'm', messages: ask('x'), onDelta: () => {} });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'network', values: { baseUrl: baseURL } });
  });

  it('says offline when the browser knows it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const result = await streamChat(
      { apiKey: KEY, baseURL: await closedPortBaseURL() },
      { model: 'm', messages: ask('x'), onDelta: () => {} },
    );
    expect(!result.ok && result.error.code).toBe('offline');
  });

  it('refuses a blank key without sending anything', async () => {
    const result = await streamChat({ apiKey: '   ', baseURL: server.baseURL }, { model: 'm', messages: ask('x'), onDelta: () => {} });
    expect(!result.ok && result.error.code).toBe('no_key');
    expect(server.mock.log()).toEqual([]);
  });

  it('never puts the key in a message, even when the server echoes it', async () => {
    server.mock.script({ status: 401, message: `Incorrect API key provided: ${KEY}. Header was Bearer ${KEY}` });
    const result = await streamChat(settings(), { model: 'mock-chat', messages: ask('x'), onDelta: () => {} });
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain(KEY);
    expect(JSON.stringify(result)).not.toContain('SECRET');
  });

  it('lets a bug in onDelta throw instead of hiding it as a network error', async () => {
    await expect(
      streamChat(settings(), {
        model: 'mock-chat',
        messages: ask('x'),
        onDelta: () => {
          throw new RangeError('ui bug');
        },
      }),
    ).rejects.toThrow('ui bug');
  });
});
