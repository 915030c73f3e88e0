import type { ToolCall, ToolCallResult } from './types';

/** At most this many rounds of tool calls per turn; then the model must answer with what it has. */
export const MAX_TOOL_ROUNDS = 5;

/**
 * What to do after a model reply: `answered` (no tool calls, the text is the answer), `run_tools` (run
 * them and ask again), or `limit_reached` (refuse the calls and ask once more with tools switched off).
 */
export type ToolStep = 'answered' | 'run_tools' | 'limit_reached';

export function nextToolStep(reply: { readonly toolCallCount: number; readonly roundsCompleted: number }): ToolStep {
  if (reply.toolCallCount === 0) return 'answered';
  return reply.roundsCompleted < MAX_TOOL_ROUNDS ? 'run_tools' : 'limit_reached';
}

/** The assistant message that asked for tools, as the next request repeats it. */
export interface AssistantToolCallMessage {
  readonly role: 'assistant';
  readonly content: string;
  readonly tool_calls: readonly ToolCall[];
}

/** One tool result as the model reads it. */
export interface ToolResultMessage {
  readonly role: 'tool';
  readonly tool_call_id: string;
  readonly content: string;
}

export type ToolRoundMessage = AssistantToolCallMessage | ToolResultMessage;

const LIMIT_REACHED = `Not run: the limit of ${MAX_TOOL_ROUNDS} tool rounds for this answer is reached. Answer now with the results you already have.`;

/** Results for calls past the limit, so that every call still gets its answer (the API requires one). */
export function limitReachedResults(calls: readonly ToolCall[]): ToolCallResult[] {
  return calls.map((call) => ({ id: call.id, name: call.name, ok: false, content: LIMIT_REACHED }));
}

/**
 * The messages one round adds to the request: the assistant's calls, then one result per call, in the
 * order of the calls. A call without a result (a bug in the caller) gets an error result, not a gap.
 */
export function toolRoundMessages(text: string, calls: readonly ToolCall[], results: readonly ToolCallResult[]): ToolRoundMessage[] {
  const resultById = new Map(results.map((r) => [r.id, r]));
  return [
    { role: 'assistant', content: text, tool_calls: calls.map(({ id, name, arguments: args }) => ({ id, name, arguments: args })) },
    ...calls.map((call): ToolResultMessage => {
      const result = resultById.get(call.id);
      const content = !result ? 'Tool error: no result was produced.' : result.ok ? result.content : `Tool error: ${result.content}`;
      return { role: 'tool', tool_call_id: call.id, content };
    }),
  ];
}
