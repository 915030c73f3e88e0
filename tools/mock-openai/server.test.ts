import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from './server.mjs';
import { createMockControl, type MockControl } from './client';

let mock: RunningMockServer;
let control: MockControl;
const AUTH = { Authorization: 'Bearer test-key', 'Content-Type': 'application/json' };

beforeAll(async () => {
  mock = await startMockServer({ chunkDelayMs: 5 });
  control = createMockControl(mock.url);
});
afterAll(() => mock.close());
beforeEach(() => control.reset());

function chat(body: Record<string, unknown>, headers: Record<string, string> = AUTH) {
  return fetch(`${mock.baseURL}/chat/completions`, { method: 'POST', headers, body: JSON.stringify({ model: 'mock-chat', ...body }) });
}
const user = (content: string) => ({ messages: [{ role: 'user', content }] });
const structured = (name: string, content = 'hi') => ({
  ...user(content),
  response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: { type: 'object' } } },
});

async function contentOf(res: Response): Promise<string> {
  const body = (await res.json()) as { choices: { message: { content: string } }[] };
  return body.choices[0]!.message.content;
}

/** Reads an SSE body and returns the content deltas in arrival order, plus how many network reads it took. */
type StreamDelta = { content?: string; reasoning_content?: string; reasoning?: string };

async function readStream(res: Response): Promise<{ deltas: string[]; reads: number; finish: string | null; all: StreamDelta[] }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let reads = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    reads++;
    buffer += decoder.decode(value, { stream: true });
  }
  const events = buffer
    .split('\n\n')
    .map((e) => e.replace(/^data: /, '').trim())
    .filter((e) => e && e !== '[DONE]')
    .map((e) => JSON.parse(e) as { choices: { delta: StreamDelta; finish_reason: string | null }[] });
  const deltas = events.map((e) => e.choices[0]?.delta.content).filter((c): c is string => !!c);
  const finish = events.map((e) => e.choices[0]?.finish_reason).find((f) => !!f) ?? null;
  return { deltas, reads, finish, all: events.flatMap((e) => (e.choices[0] ? [e.choices[0].delta] : [])) };
}

describe('mock OpenAI server', () => {
  it('answers a CORS preflight with 204 and echoes the requested headers', async () => {
    const requested = 'authorization,content-type,x-stainless-os,x-stainless-retry-count';
    const res = await fetch(`${mock.baseURL}/chat/completions`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': requested },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe(requested);
    expect(res.headers.get('vary')).toContain('Access-Control-Request-Headers');
  });

  it('streams the default echo reply in several chunks, with CORS headers', async () => {
    const res = await chat({ stream: true, ...user('tell me about peaches') });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const { deltas, reads, finish } = await readStream(res);
    expect(deltas.join('')).toBe('Mock reply to: tell me about peaches');
    expect(deltas.length).toBeGreaterThan(3);
    expect(reads).toBeGreaterThan(1);
    expect(finish).toBe('stop');
  });

  it('gives the default structured replies by schema name', async () => {
    expect(JSON.parse(await contentOf(await chat(structured('memory_candidates'))))).toEqual({ candidates: [] });
    const compaction = JSON.parse(await contentOf(await chat(structured('thread_compaction', 'we chose React'))));
    expect(compaction).toEqual({ summary: expect.stringContaining('we chose React'), pinnedDecisions: [] });
    expect(JSON.parse(await contentOf(await chat(structured('something_else'))))).toEqual({});
  });

  it('uses scripted replies once each, in order, for the requests they match', async () => {
    await control.script({ text: 'first' }, { match: { kind: 'structured' }, json: { candidates: [{ a: 1 }] } }, { text: 'second' });
    expect(await contentOf(await chat(user('a')))).toBe('first');
    expect(await contentOf(await chat(user('b')))).toBe('second');
    expect(JSON.parse(await contentOf(await chat(structured('memory_candidates'))))).toEqual({ candidates: [{ a: 1 }] });
    expect(await contentOf(await chat(user('c')))).toBe('Mock reply to: c');
  });

  it('keeps rules until reset, matching on message text; scripted replies come first', async () => {
    await control.rules({ match: { lastUserContains: 'weather' }, text: 'Sunny.' });
    await control.script({ match: { lastUserContains: 'weather' }, text: 'Scripted.' });
    expect(await contentOf(await chat(user('weather today?')))).toBe('Scripted.');
    expect(await contentOf(await chat(user('weather tomorrow?')))).toBe('Sunny.');
    expect(await contentOf(await chat(user('weather again?')))).toBe('Sunny.');
    expect(await contentOf(await chat(user('news?')))).toBe('Mock reply to: news?');
    await control.reset();
    expect(await contentOf(await chat(user('weather?')))).toBe('Mock reply to: weather?');
  });

  it('answers one extraction request covering several turns with every matching mergeCandidates reply, joined in order', async () => {
    const reply = (says: string, subject: string) => ({
      match: { schemaName: 'memory_candidates', lastUserContains: says },
      json: { candidates: [{ subject }] },
      mergeCandidates: true,
    });
    await control.rules(reply('peach', 'peach'), reply('tea', 'tea'), reply('coffee', 'coffee'));
    const both = await contentOf(await chat(structured('memory_candidates', 'Turn 1: I like peach\nTurn 2: I drink tea')));
    expect(JSON.parse(both)).toEqual({ candidates: [{ subject: 'peach' }, { subject: 'tea' }] });
    const one = await contentOf(await chat(structured('memory_candidates', 'I drink coffee')));
    expect(JSON.parse(one)).toEqual({ candidates: [{ subject: 'coffee' }] });
  });

  it('finds the schema of a json_object request from a marker in the system prompt', async () => {
    await control.script({ match: { schemaName: 'thread_compaction' }, json: { summary: 's', pinnedDecisions: [] } });
    const res = await chat({
      messages: [
        { role: 'system', content: 'Answer with JSON. The JSON schema is named "thread_compaction": {...}' },
        { role: 'user', content: 'x' },
      ],
      response_format: { type: 'json_object' },
    });
    expect(JSON.parse(await contentOf(res))).toEqual({ summary: 's', pinnedDecisions: [] });
    expect((await control.structuredRequests('thread_compaction')).length).toBe(1);
  });

  it('logs every API request with its kind and full body, never the key', async () => {
    await chat(user('hello'));
    await chat({ ...user('calc'), tools: [{ type: 'function', function: { name: 'calc', parameters: {} } }] });
    await chat(structured('memory_candidates'));
    const log = await control.log();
    expect(log.map((e) => e.kind)).toEqual(['chat', 'tools', 'structured']);
    expect(log[0]).toMatchObject({ seq: 1, method: 'POST', path: '/v1/chat/completions', model: 'mock-chat', authorizationPresent: true });
    expect(log[0]!.body.messages).toEqual([{ role: 'user', content: 'hello' }]);
    expect(log[2]!.schemaName).toBe('memory_candidates');
    expect(JSON.stringify(log)).not.toContain('test-key');
    expect(await control.chatRequests()).toHaveLength(1);
    expect(await control.toolRequests()).toHaveLength(1);
  });

  it('answers scripted tool calls, streamed and not', async () => {
    await control.script({ toolCalls: [{ name: 'calculator', arguments: { expression: '0.1+0.2' } }] });
    const body = (await (await chat(user('add'))).json()) as {
      choices: { message: { tool_calls: { function: { name: string; arguments: string } }[] }; finish_reason: string }[];
    };
    expect(body.choices[0]!.finish_reason).toBe('tool_calls');
    expect(body.choices[0]!.message.tool_calls[0]!.function).toEqual({ name: 'calculator', arguments: '{"expression":"0.1+0.2"}' });

    await control.script({ toolCalls: [{ name: 'now', arguments: '{"tz":"UTC"}' }] });
    const { finish } = await readStream(await chat({ stream: true, ...user('time') }));
    expect(finish).toBe('tool_calls');
  });

  it('streams scripted reasoning in its own field before the content, in either field name', async () => {
    await control.script({ reasoning: 'Weigh the two options.', text: 'Take the train.' });
    const first = await readStream(await chat({ stream: true, ...user('how to go') }));
    const thoughtAt = first.all.findIndex((d) => d.reasoning_content);
    expect(first.all.map((d) => d.reasoning_content ?? '').join('')).toBe('Weigh the two options.');
    expect(thoughtAt).toBeLessThan(first.all.findIndex((d) => d.content));
    expect(first.deltas.join('')).toBe('Take the train.');

    await control.script({ reasoningChunks: ['Hm', 'm.'], reasoningField: 'reasoning', text: 'Yes.' });
    const second = await readStream(await chat({ stream: true, ...user('ok?') }));
    expect(second.all.filter((d) => d.reasoning).map((d) => d.reasoning)).toEqual(['Hm', 'm.']);
    expect(second.all.some((d) => d.reasoning_content)).toBe(false);

    await control.script({ reasoning: 'Quick check.', text: 'Done.' });
    const body = (await (await chat(user('not streamed'))).json()) as { choices: { message: Record<string, unknown> }[] };
    expect(body.choices[0]!.message).toMatchObject({ content: 'Done.', reasoning_content: 'Quick check.' });
  });

  it('requires a bearer key and rejects configured keys with an OpenAI-shaped 401', async () => {
    const none = await chat(user('x'), { 'Content-Type': 'application/json' });
    expect(none.status).toBe(401);
    expect(none.headers.get('access-control-allow-origin')).toBe('*');
    await control.options({ rejectKeys: ['test-key'] });
    const rejected = await chat(user('x'));
    expect(rejected.status).toBe(401);
    expect(((await rejected.json()) as { error: { message: string } }).error.message).toMatch(/API key/);
    expect((await control.log()).map((e) => e.authorizationPresent)).toEqual([false, true]);
  });

  it('injects 429 with retry-after, 500 and 404 for models', async () => {
    await control.script({ status: 429, retryAfter: 7 }, { status: 500 }, { match: { kind: 'models' }, status: 404 });
    const limited = await chat(user('x'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(((await limited.json()) as { error: { type: string } }).error.type).toBe('rate_limit_error');
    expect((await chat(user('x'))).status).toBe(500);
    expect((await fetch(`${mock.baseURL}/models`, { headers: AUTH })).status).toBe(404);
    const models = (await (await fetch(`${mock.baseURL}/models`, { headers: AUTH })).json()) as { data: { id: string }[] };
    expect(models.data.map((m) => m.id)).toEqual(['mock-chat', 'mock-memory']);
  });

  it('drops a stream midway after the given number of chunks', async () => {
    await control.script({ chunks: ['one ', 'two ', 'three'], dropAfterChunks: 2 });
    const res = await chat({ stream: true, ...user('x') });
    const reader = res.body!.getReader();
    let text = '';
    await expect(
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return text;
          text += new TextDecoder().decode(value);
        }
      })(),
    ).rejects.toThrow();
    expect(text).toContain('two ');
    expect(text).not.toContain('three');
  });

  it('holds a fault after its chunks until released: the stream stays open with the text sent, then drops', async () => {
    await control.script({
      fault: 'drop',
      chunks: ['one ', 'two ', 'three'],
      faultAfterChunks: 2,
      chunkDelayMs: 5,
      holdUntilReleased: true,
    });
    const res = await chat({ stream: true, ...user('x') });
    const reader = res.body!.getReader();
    let text = '';
    let ended: 'open' | 'dropped' | 'ended' = 'open';
    const reading = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return void (ended = 'ended');
          text += new TextDecoder().decode(value);
        }
      } catch {
        ended = 'dropped';
      }
    })();
    await expect.poll(() => text).toContain('two ');
    await new Promise((r) => setTimeout(r, 100));
    expect(ended).toBe('open');
    await control.release();
    await reading;
    expect(ended).toBe('dropped');
    expect(text).not.toContain('three');
  });

  it('rejects json_schema like servers without support, and answers the json_object retry', async () => {
    await control.script({ match: { schemaName: 'memory_candidates' }, rejectJsonSchema: true, json: { candidates: ['x'] } });
    const rejected = await chat(structured('memory_candidates'));
    expect(rejected.status).toBe(400);
    expect(((await rejected.json()) as { error: { message: string } }).error.message).toMatch(/json_schema not supported/);
    const retry = await chat({
      messages: [
        { role: 'system', content: 'The JSON schema is named "memory_candidates".' },
        { role: 'user', content: 'x' },
      ],
      response_format: { type: 'json_object' },
    });
    expect(JSON.parse(await contentOf(retry))).toEqual({ candidates: ['x'] });

    await control.options({ rejectJsonSchema: true });
    expect((await chat(structured('thread_compaction'))).status).toBe(400);
    await control.reset();
    expect((await chat(structured('thread_compaction'))).status).toBe(200);
  });

  it('sends raw malformed content verbatim and waits delayMs before answering', async () => {
    await control.script({ raw: '{"candidates": [', delayMs: 80 });
    const started = Date.now();
    expect(await contentOf(await chat(structured('memory_candidates')))).toBe('{"candidates": [');
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
  });
});

describe('mock OpenAI server in demo mode', () => {
  let demo: RunningMockServer;
  beforeAll(async () => {
    demo = await startMockServer({ demo: true, chunkDelayMs: 0 });
  });
  afterAll(() => demo.close());

  const extract = async (text: string) => {
    const res = await fetch(`${demo.baseURL}/chat/completions`, {
      method: 'POST',
      headers: AUTH,
      body: JSON.stringify({ model: 'mock-memory', ...structured('memory_candidates', text) }),
    });
    return (JSON.parse(await contentOf(res)) as { candidates: Record<string, unknown>[] }).candidates;
  };

  it('turns an explicit Chinese preference into one complete candidate', async () => {
    const [candidate, ...rest] = await extract('记住我喜欢吃桃子');
    expect(rest).toEqual([]);
    expect(candidate).toEqual({
      type: 'user_preference',
      text: '用户喜欢吃桃子。',
      tags: ['桃子', '水果', '吃'],
      confidence: 0.9,
      stability: 'stable',
      identity: { subject: '桃子', facet: null, polarity: 'prefer' },
      action: 'add',
      sourceSignal: 'explicit_memory_intent',
      reason: null,
      conflictSignal: null,
      evidence: '记住我喜欢吃桃子',
    });
  });

  it('reads English and negative preferences, and proposes nothing for small talk', async () => {
    expect((await extract('I prefer TypeScript over JavaScript.'))[0]).toMatchObject({
      identity: { subject: 'TypeScript', polarity: 'prefer' },
    });
    expect((await extract('我不喜欢香菜'))[0]).toMatchObject({ identity: { subject: '香菜', polarity: 'avoid' } });
    expect(await extract('what time is it?')).toEqual([]);
  });

  it('answers chat with markdown and shows recalled memory lines', async () => {
    await demo.server.mock.script();
    const res = await fetch(`${demo.baseURL}/chat/completions`, {
      method: 'POST',
      headers: AUTH,
      body: JSON.stringify({
        model: 'mock-chat',
        messages: [
          { role: 'system', content: 'Long-term memory about the user:\n- The user prefers TypeScript.' },
          { role: 'user', content: 'show me some code' },
        ],
      }),
    });
    const text = await contentOf(res);
    expect(text).toContain('```ts');
    expect(text).toContain('The user prefers TypeScript.');
  });
  const post = (body: Record<string, unknown>) =>
    fetch(`${demo.baseURL}/chat/completions`, { method: 'POST', headers: AUTH, body: JSON.stringify({ model: 'mock-chat', ...body }) });
  const TOOLS = [{ type: 'function', function: { name: 'calculator', parameters: {} } }];

  it('calls the calculator for arithmetic and the unit converter for a conversion, then answers from the tool result', async () => {
    const callOf = async (text: string) => {
      const res = (await (await post({ tools: TOOLS, messages: [{ role: 'user', content: text }] })).json()) as {
        choices: { message: { tool_calls?: { function: { name: string; arguments: string } }[] } }[];
      };
      const call = res.choices[0]!.message.tool_calls?.[0]?.function;
      return call && { name: call.name, arguments: JSON.parse(call.arguments) as unknown };
    };
    expect(await callOf('What is 12.5 * 4?')).toEqual({ name: 'calculator', arguments: { expression: '12.5 * 4' } });
    expect(await callOf('convert 10 km to miles')).toEqual({ name: 'convert_units', arguments: { value: 10, from: 'km', to: 'mile' } });
    expect(await callOf('tell me a story')).toBeUndefined();

    const answer = await contentOf(
      await post({
        tools: TOOLS,
        messages: [
          { role: 'user', content: 'What is 12.5 * 4?' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'c1', type: 'function', function: { name: 'calculator', arguments: '{}' } }],
          },
          { role: 'tool', tool_call_id: 'c1', content: '50' },
        ],
      }),
    );
    expect(answer).toContain('50');
  });

  it('plans a three-item checklist for any goal and answers each step', async () => {
    const plan = JSON.parse(await contentOf(await post(structured('task_list', 'Goal:\n<<<GOAL\nPlan a trip to Kyoto\nGOAL>>>')))) as {
      items: { title: string; detail: string }[];
    };
    expect(plan.items).toHaveLength(3);
    expect(plan.items[0]!.title).toContain('Plan a trip to Kyoto');
    const step = await contentOf(
      await post({ messages: [{ role: 'user', content: 'Checklist…\n\nNow do item 2: Compare the possible approaches' }] }),
    );
    expect(step).toContain('Item 2 done');
  });
});
