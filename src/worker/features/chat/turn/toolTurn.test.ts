import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { ChatTurnEvent } from '../../../api';
import { bootWorker, testModelSettings } from '../../../workerHarness.testutil';
import { useMockServer } from '../../../../../tools/mock-openai/vitest';
import { listMessages } from '../../../../storage';

// The calculator loads mathjs on its first call; load it before the tests so none spends its budget on it.
await import('../../../../chat/tools/math');

const server = useMockServer({ chunkDelayMs: 1 });
const settings = () => testModelSettings(server.baseURL);

// Background memory work of an earlier test must not eat a scripted answer: every script names its kind.
const tools = { match: { kind: 'tools' as const } };
type Body = { messages: { role: string; content: string | null; tool_call_id?: string }[]; tool_choice?: string; tools?: unknown[] };
const bodies = (): Body[] =>
  server.mock
    .log()
    .filter((e) => e.kind === 'tools' || e.kind === 'chat')
    .map((e) => e.body as Body);

async function askWithTools(text: string) {
  const { api, db } = await bootWorker();
  const events: ChatTurnEvent[] = [];
  const sent = await api.sendMessage({
    conversationId: null,
    mode: 'tool_assisted_ordinary_chat',
    text,
    settings: settings(),
    onEvent: (e) => events.push(e),
  });
  if (!sent.ok) throw new Error(sent.error.code);
  const [user, answer] = await listMessages(db, sent.value.conversationId);
  return { api, db, events, user: user!, answer: answer!, outcome: sent.value };
}

describe('tool-assisted turn', () => {
  it('given a scripted calculator call, when the turn runs, then the result goes back to the model and the answer is stored with the call', async () => {
    server.mock.script(
      {
        ...tools,
        toolCalls: [
          { name: 'calculator', arguments: { expression: '0.1 + 0.2' } },
          { name: 'current_datetime', arguments: { timeZone: 'Asia/Shanghai' } },
        ],
      },
      { ...tools, text: 'The sum is 0.3.' },
    );
    // A turn the memory pre-check sends on (it states a habit), so its extraction input can be inspected.
    const { answer } = await askWithTools('Remember that I always double-check sums: what is 0.1 + 0.2?');
    expect(answer).toMatchObject({ status: 'complete', text: 'The sum is 0.3.' });
    expect(answer.toolCalls).toEqual([
      { name: 'calculator', arguments: '{"expression":"0.1 + 0.2"}', ok: true, content: '0.3' },
      {
        name: 'current_datetime',
        arguments: '{"timeZone":"Asia/Shanghai"}',
        ok: true,
        content: expect.stringContaining('"utcOffset":"+08:00"'),
      },
    ]);
    const second = bodies()[1]!;
    expect(second.messages.filter((m) => m.role === 'tool').map((m) => m.content)).toEqual(['0.3', expect.stringContaining('utcOffset')]);

    // The extraction job reads the stored turn: the user's words and the answer, never the tool output.
    // The first extraction of a worker also loads the gates' chunk, which nothing fetches ahead.
    await vi.waitFor(() => expect(server.mock.log().filter((e) => e.schemaName === 'memory_candidates')).toHaveLength(1), {
      timeout: 20_000,
    });
    const extraction = JSON.stringify(server.mock.log().find((e) => e.schemaName === 'memory_candidates')!.body);
    expect(extraction).toContain('The sum is 0.3.');
    expect(extraction).not.toContain('utcOffset');
    expect(extraction).not.toContain('calculator');
  });

  it('given a call with bad arguments and an unknown tool, when the turn runs, then the model and the user see the errors and the turn completes', async () => {
    server.mock.script(
      {
        ...tools,
        toolCalls: [
          { name: 'calculator', arguments: { expression: '1/0' } },
          { name: 'web_search', arguments: { q: 'x' } },
        ],
      },
      { ...tools, text: 'I could not compute that.' },
    );
    const { answer } = await askWithTools('Divide one by zero');
    expect(answer.status).toBe('complete');
    expect(answer.toolCalls?.map((c) => [c.name, c.ok])).toEqual([
      ['calculator', false],
      ['web_search', false],
    ]);
    const toolMessages = bodies()[1]!
      .messages.filter((m) => m.role === 'tool')
      .map((m) => m.content);
    expect(toolMessages).toEqual([
      expect.stringMatching(/^Tool error: .*not a finite number/),
      expect.stringMatching(/^Tool error: Unknown tool "web_search"/),
    ]);
  });

  it('given a model that keeps calling tools, when five rounds have run, then the sixth is refused and one last request has tools switched off', async () => {
    const call = { ...tools, toolCalls: [{ name: 'calculator', arguments: { expression: '1 + 1' } }] };
    server.mock.script(call, call, call, call, call, call, { ...tools, text: 'Enough: 2.' });
    const { answer } = await askWithTools('Keep adding');
    const sent = bodies();
    expect(sent).toHaveLength(7);
    expect(sent.slice(0, 6).map((b) => b.tool_choice)).toEqual(['auto', 'auto', 'auto', 'auto', 'auto', 'auto']);
    expect(sent[6]!.tool_choice).toBe('none');
    expect(sent[6]!.messages.at(-1)?.content).toMatch(/limit of 5 tool rounds/);
    expect(answer.toolCalls?.filter((c) => c.ok)).toHaveLength(5);
    expect(answer.toolCalls?.at(-1)).toMatchObject({ ok: false, content: expect.stringMatching(/^Not run/) });
    expect(answer).toMatchObject({ status: 'complete', text: 'Enough: 2.' });
  });

  it('given an endpoint that refuses tools, when the turn runs, then the user is told and the answer comes from one plain request', async () => {
    server.mock.script(
      { match: { kind: 'tools' }, status: 400, message: 'This model does not support tools' },
      { match: { kind: 'chat' }, text: 'Plain answer.' },
    );
    const { answer, events } = await askWithTools('Hello there');
    expect(answer).toMatchObject({ status: 'complete', text: 'Plain answer.' });
    expect(answer.toolCalls).toBeUndefined();
    expect(events).toContainEqual(expect.objectContaining({ type: 'notice', code: 'tools_unsupported' }));
    expect(
      server.mock
        .log()
        .map((e) => e.kind)
        .filter((k) => k !== 'structured'),
    ).toEqual(['tools', 'chat']);
  });
});
