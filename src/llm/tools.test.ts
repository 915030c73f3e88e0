import { APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../tools/mock-openai/vitest';
import { rejectsTools, streamChatWithTools, type LlmToolChatMessage, type LlmToolDefinition } from './tools';

const KEY = 'sk-test-SECRET0123456789abcdefXYZ';
const server = useMockServer({ chunkDelayMs: 0 });
const settings = () => ({ apiKey: KEY, baseURL: server.baseURL });

const CALCULATOR: LlmToolDefinition = {
  type: 'function',
  function: {
    name: 'calculator',
    description: 'Evaluates an expression.',
    parameters: { type: 'object', additionalProperties: false, required: ['expression'], properties: { expression: { type: 'string' } } },
    strict: true,
  },
};
const request = (
  messages: LlmToolChatMessage[],
  extra: { onDelta?: (d: string) => void; toolChoice?: 'auto' | 'none'; signal?: AbortSignal } = {},
) => ({
  model: 'mock-chat',
  messages,
  tools: [CALCULATOR],
  onDelta: () => {},
  ...extra,
});
const ask = (content: string): LlmToolChatMessage[] => [{ role: 'user', content }];

describe('streamChatWithTools', () => {
  it('given a scripted tool-call reply, when streamed, then the calls come back whole with their ids and JSON arguments', async () => {
    server.mock.script({
      match: { kind: 'tools' },
      toolCalls: [
        { id: 'call_a', name: 'calculator', arguments: { expression: '0.1 + 0.2' } },
        { id: 'call_b', name: 'calculator', arguments: '{"expression":"2^10"}' },
      ],
    });
    const result = await streamChatWithTools(settings(), request(ask('What is 0.1 + 0.2?')));
    expect(result).toEqual({
      ok: true,
      value: {
        text: '',
        finishReason: 'tool_calls',
        toolCalls: [
          { id: 'call_a', name: 'calculator', arguments: '{"expression":"0.1 + 0.2"}' },
          { id: 'call_b', name: 'calculator', arguments: '{"expression":"2^10"}' },
        ],
      },
    });
    const [entry] = server.mock.log();
    expect(entry).toMatchObject({ kind: 'tools', stream: true });
    expect(entry!.body.tools).toEqual([CALCULATOR]);
  });

  it('given a text reply, when streamed, then the text arrives in pieces and there are no tool calls', async () => {
    server.mock.script({ match: { kind: 'tools' }, text: 'The answer is 0.3 exactly.' });
    const deltas: string[] = [];
    const result = await streamChatWithTools(settings(), request(ask('sum'), { onDelta: (d) => deltas.push(d) }));
    expect(result).toEqual({ ok: true, value: { text: 'The answer is 0.3 exactly.', toolCalls: [], finishReason: 'stop' } });
    expect(deltas.length).toBeGreaterThan(1);
  });

  it('given a tool round in the history, when sent, then the assistant calls and tool results go out in the OpenAI wire shape', async () => {
    server.mock.script({ match: { kind: 'tools' }, text: '0.3' });
    const messages: LlmToolChatMessage[] = [
      { role: 'system', content: 'Use tools.' },
      { role: 'user', content: 'What is 0.1 + 0.2?' },
      { role: 'assistant', content: '', tool_calls: [{ id: 'call_a', name: 'calculator', arguments: '{"expression":"0.1 + 0.2"}' }] },
      { role: 'tool', tool_call_id: 'call_a', content: '0.3' },
    ];
    await streamChatWithTools(settings(), request(messages, { toolChoice: 'none' }));
    const [entry] = server.mock.log();
    expect(entry!.body.tool_choice).toBe('none');
    expect(entry!.body.messages.slice(2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_a', type: 'function', function: { name: 'calculator', arguments: '{"expression":"0.1 + 0.2"}' } }],
      },
      { role: 'tool', tool_call_id: 'call_a', content: '0.3' },
    ]);
  });

  it('given an endpoint that rejects tools with 400, when streamed, then the code is unsupported and the message says so', async () => {
    server.mock.script({
      match: { kind: 'tools' },
      status: 400,
      message: 'registry.ollama.ai/library/llama2:latest does not support tools',
    });
    const result = await streamChatWithTools(settings(), request(ask('x')));
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'unsupported',
        values: { status: 400, model: 'mock-chat', detail: 'registry.ollama.ai/library/llama2:latest does not support tools' },
        partialText: '',
      },
    });
    expect(!result.ok && result.error.values?.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  });

  it('given other 400 errors, when streamed, then they stay bad requests', async () => {
    server.mock.script({ match: { kind: 'tools' }, status: 400, message: 'messages: too many tokens' });
    const result = await streamChatWithTools(settings(), request(ask('x')));
    expect(!result.ok && result.error.code).toBe('bad_request');
  });

  it('given a cancel before sending, when streamed, then it is aborted without a request', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await streamChatWithTools(settings(), request(ask('x'), { signal: controller.signal }));
    expect(!result.ok && result.error.code).toBe('aborted');
    expect(server.mock.log()).toEqual([]);
  });
});

describe('rejectsTools', () => {
  const apiError = (status: number, message: string) => APIError.generate(status, { error: { message } }, undefined, new Headers());

  it.each([
    [400, 'deepseek-reasoner does not support Function Calling'],
    [400, '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set'],
    [422, 'tools are not supported for this model'],
    [400, 'tool_choice is unsupported'],
  ])('given %s "%s", when classified, then tools are rejected', (status, message) => {
    expect(rejectsTools(apiError(status, message))).toBe(true);
  });

  it.each([
    [400, 'messages: too many tokens'],
    [400, 'response_format json_schema is not supported'],
    [500, 'tools are not supported'],
  ])('given %s "%s", when classified, then it is not a tool rejection', (status, message) => {
    expect(rejectsTools(apiError(status, message))).toBe(false);
  });
});
