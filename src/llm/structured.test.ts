import { describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../tools/mock-openai/vitest';
import { err, ok, type Result } from '../shared';
import { completeStructured } from './structured';

const KEY = 'sk-test-SECRET0123456789abcdefXYZ';
const server = useMockServer({ chunkDelayMs: 0 });
const settings = () => ({ apiKey: KEY, baseURL: server.baseURL });

interface Summary {
  summary: string;
  pinnedDecisions: unknown[];
}
const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['summary', 'pinnedDecisions'],
  properties: { summary: { type: 'string' }, pinnedDecisions: { type: 'array', items: { type: 'object' } } },
};
function parseSummary(raw: unknown): Result<Summary, string> {
  const value = raw as Partial<Summary> | null;
  if (typeof value?.summary !== 'string') return err('summary must be a string');
  if (!Array.isArray(value.pinnedDecisions)) return err('pinnedDecisions must be an array');
  return ok({ summary: value.summary, pinnedDecisions: value.pinnedDecisions });
}
const request = (extra: Partial<Parameters<typeof completeStructured<Summary>>[1]> = {}) => ({
  model: 'mock-memory',
  messages: [
    { role: 'system' as const, content: 'Compress the conversation.' },
    { role: 'user' as const, content: 'We chose React.' },
  ],
  schemaName: 'thread_compaction',
  jsonSchema: SCHEMA,
  parse: parseSummary,
  ...extra,
});

describe('completeStructured', () => {
  it('asks for strict json_schema output at temperature 0 and returns the parsed value', async () => {
    server.mock.script({ json: { summary: 'They chose React.', pinnedDecisions: [] } });
    const result = await completeStructured(settings(), request());
    expect(result).toEqual({ ok: true, value: { summary: 'They chose React.', pinnedDecisions: [] } });
    const [entry, ...rest] = server.mock.log();
    expect(rest).toEqual([]);
    expect(entry!.body).toMatchObject({
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'thread_compaction', strict: true, schema: SCHEMA } },
    });
  });

  it('falls back once to json_object with the schema in a system message when json_schema is rejected', async () => {
    server.mock.options({ rejectJsonSchema: true });
    server.mock.script({ match: { kind: 'structured' }, json: { summary: 'Fallback worked.', pinnedDecisions: [] } });
    const result = await completeStructured(settings(), request());
    expect(result).toEqual({ ok: true, value: { summary: 'Fallback worked.', pinnedDecisions: [] } });
    const log = server.mock.log();
    expect(log.map((e) => [e.status, e.body.response_format.type])).toEqual([
      [400, 'json_schema'],
      [200, 'json_object'],
    ]);
    const messages = log[1]!.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'system', 'user']);
    expect(messages[1]!.content).toContain('"required":["summary","pinnedDecisions"]');
    expect(log[1]!.schemaName).toBe('thread_compaction');
  });

  it('does not fall back on other 400 errors', async () => {
    server.mock.script({ status: 400, message: 'messages: too many tokens' });
    const result = await completeStructured(settings(), request());
    expect(!result.ok && result.error.code).toBe('bad_request');
    expect(server.mock.log()).toHaveLength(1);
  });

  it('reports content that is not JSON as malformed, without echoing it', async () => {
    const junk = `{"summary": "cut here ${'x'.repeat(5000)}`;
    server.mock.script({ raw: junk });
    const result = await completeStructured(settings(), request());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('malformed');
    // The model's broken text is not echoed back: the error stays small.
    expect(JSON.stringify(result.error).length).toBeLessThan(200);
  });

  it('reports JSON that the parser refuses as malformed, saying what was wrong', async () => {
    server.mock.script({ json: { summary: 42, pinnedDecisions: [] } });
    const result = await completeStructured(settings(), request());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'malformed' });
    expect(result.error.values?.detail).toMatch(/^thread_compaction: summary must be a string/);
  });

  it('accepts JSON wrapped in a code fence, as some local models send it', async () => {
    server.mock.script({ raw: '```json\n{"summary":"s","pinnedDecisions":[]}\n```' });
    expect(await completeStructured(settings(), request())).toEqual({ ok: true, value: { summary: 's', pinnedDecisions: [] } });
  });

  it('times out a slow answer and can be cancelled', async () => {
    server.mock.script({ delayMs: 400, json: {} });
    const slow = await completeStructured(settings(), request({ timeoutMs: 100 }));
    expect(!slow.ok && slow.error.code).toBe('timeout');

    server.mock.script({ delayMs: 400, json: {} });
    const controller = new AbortController();
    const before = server.mock.log().length;
    const cancelling = completeStructured(settings(), request({ signal: controller.signal }));
    // Cancelled while the model is still answering (it waits 400 ms before it does).
    await vi.waitFor(() => expect(server.mock.log().length).toBe(before + 1));
    controller.abort();
    const cancelled = await cancelling;
    expect(!cancelled.ok && cancelled.error.code).toBe('aborted');
  });

  it('maps a 429 with its retry-after and never shows the key', async () => {
    server.mock.script({ status: 429, retryAfter: 3, message: `slow down ${KEY}` });
    const result = await completeStructured(settings(), request());
    expect(result).toMatchObject({ ok: false, error: { code: 'rate_limited', values: { retryAfterSeconds: 3 } } });
    expect(JSON.stringify(result)).not.toContain(KEY);
  });

  it('needs a key before sending anything', async () => {
    const result = await completeStructured({ apiKey: '', baseURL: server.baseURL }, request());
    expect(!result.ok && result.error.code).toBe('no_key');
    expect(server.mock.log()).toEqual([]);
  });
});
