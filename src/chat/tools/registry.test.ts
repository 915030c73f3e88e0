import { describe, expect, it } from 'vitest';
import { BUILT_IN_TOOLS, TOOL_RESULT_MAX_CHARS, executeToolCall, toolDefinitionsForRequest } from './registry';
import { testContext } from './testContext';

const call = (name: string, args: unknown, id = 'call_1') => ({
  id,
  name,
  arguments: typeof args === 'string' ? args : JSON.stringify(args),
});

describe('toolDefinitionsForRequest', () => {
  it('given the built-in tools, when listed for a request, then each is a strict function tool with every property required', () => {
    const definitions = toolDefinitionsForRequest();
    expect(definitions.map((d) => d.function.name)).toEqual(['calculator', 'current_datetime', 'convert_units', 'search_my_conversations']);
    for (const { type, function: fn } of definitions) {
      expect(type).toBe('function');
      expect(fn.strict).toBe(true);
      expect(fn.parameters.additionalProperties).toBe(false);
      expect([...fn.parameters.required].sort()).toEqual(Object.keys(fn.parameters.properties).sort());
      expect(fn.description.length).toBeGreaterThan(20);
    }
  });

  it('given each tool, when its JSON schema keys are compared with its zod schema, then they agree', () => {
    const samples: Record<string, Record<string, unknown>> = {
      calculator: { expression: '1+1' },
      current_datetime: { timeZone: 'UTC' },
      convert_units: { value: 1, from: 'm', to: 'cm' },
      search_my_conversations: { query: 'peach' },
    };
    for (const tool of BUILT_IN_TOOLS) {
      const sample = samples[tool.name]!;
      expect(Object.keys(sample).sort()).toEqual([...tool.parameters.required].sort());
      expect(tool.argsSchema.safeParse(sample).success).toBe(true);
    }
  });
});

describe('executeToolCall', () => {
  const ctx = testContext();

  it('given a valid calculator call, when executed, then the result carries the call id and the value', async () => {
    expect(await executeToolCall(call('calculator', { expression: '0.1 + 0.2' }, 'call_7'), ctx)).toEqual({
      id: 'call_7',
      name: 'calculator',
      ok: true,
      content: '0.3',
    });
  });

  it('given an unknown tool, when executed, then ok is false and the available tools are named', async () => {
    const result = await executeToolCall(call('shell', { cmd: 'ls' }), ctx);
    expect(result).toMatchObject({ ok: false, name: 'shell' });
    expect(result.content).toMatch(/Unknown tool "shell"\. Available tools: calculator, current_datetime/);
  });

  it('given arguments that are not JSON, when executed, then ok is false', async () => {
    expect(await executeToolCall(call('calculator', '{"expression": "1+'), ctx)).toMatchObject({
      ok: false,
      content: 'The arguments for calculator are not valid JSON.',
    });
  });

  it('given an extra argument key, when executed, then zod refuses it', async () => {
    const result = await executeToolCall(call('calculator', { expression: '1+1', precision: 3 }), ctx);
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(/^Invalid arguments for calculator: .*precision/);
  });

  it.each([
    ['calculator', {}, /expression/],
    ['calculator', { expression: 42 }, /expression: Invalid input: expected string/],
    ['calculator', { expression: '   ' }, /expression/],
    ['convert_units', { value: '5', from: 'km', to: 'mile' }, /value: Invalid input: expected number/],
    ['current_datetime', { timeZone: null }, /timeZone/],
    ['search_my_conversations', [], /expected object/],
  ])('given %s with bad arguments %j, when executed, then ok is false and the field is named', async (name, args, message) => {
    const result = await executeToolCall(call(name, args), ctx);
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(message);
  });

  it('given empty argument text, when executed, then it is read as {} and reported as missing fields', async () => {
    expect(await executeToolCall(call('calculator', ''), ctx)).toMatchObject({ ok: false, content: expect.stringMatching(/expression/) });
  });

  it('given a tool error, when executed, then it is a result with ok false, not a throw', async () => {
    expect(await executeToolCall(call('calculator', { expression: '1/0' }), ctx)).toMatchObject({
      ok: false,
      content: expect.stringMatching(/not a finite/),
    });
  });

  it('given a search that throws, when executed, then the failure is reported, not thrown', async () => {
    const result = await executeToolCall(call('search_my_conversations', { query: 'peach' }), testContext({ searchFails: true }));
    expect(result).toMatchObject({ ok: false, content: 'search_my_conversations failed: the search index is unavailable' });
  });

  it('given a search with many hits, when executed, then at most 5 come back, trimmed query passed on', async () => {
    const hits = Array.from({ length: 8 }, (_, i) => ({ title: `Chat ${i}`, snippet: `about peaches ${i}` }));
    const searching = testContext({ hits });
    const result = await executeToolCall(call('search_my_conversations', { query: '  peach  ' }), searching);
    expect(searching.queries).toEqual(['peach']);
    expect(result.ok).toBe(true);
    expect(JSON.parse(result.content)).toEqual(hits.slice(0, 5));
  });

  it('given a search with no hits, when executed, then the model is told so', async () => {
    expect(await executeToolCall(call('search_my_conversations', { query: 'kiwi' }), ctx)).toMatchObject({
      ok: true,
      content: 'No earlier conversation matches "kiwi".',
    });
  });

  it('given a very long result, when executed, then it is capped with a cut mark', async () => {
    const hits = Array.from({ length: 5 }, () => ({ title: 't', snippet: 'x'.repeat(3000) }));
    const result = await executeToolCall(call('search_my_conversations', { query: 'x' }), testContext({ hits }));
    expect(result.content).toHaveLength(TOOL_RESULT_MAX_CHARS);
    expect(result.content.endsWith('[…cut]')).toBe(true);
  });
});
