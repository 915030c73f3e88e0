import OpenAI, { APIError } from 'openai';
import type { Result } from '../shared';
import type { LlmMessage } from './client';
import type { LlmSettings } from './settings';
import { serverErrorText, type LlmError } from './errors';
import { runChatStream, samplingParams, type ChatFailure } from './stream';

/** A function call the model asked for; `arguments` is its raw JSON text. */
export interface LlmToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}

/** The assistant turn that asked for tools, repeated in the next request of the same answer. */
export interface LlmAssistantToolCallMessage {
  readonly role: 'assistant';
  readonly content: string | null;
  readonly tool_calls: readonly LlmToolCall[];
}

export interface LlmToolResultMessage {
  readonly role: 'tool';
  readonly tool_call_id: string;
  readonly content: string;
}

export type LlmToolChatMessage = Readonly<LlmMessage> | LlmAssistantToolCallMessage | LlmToolResultMessage;

/** An OpenAI function tool, as the `tools` request parameter takes it. */
export interface LlmToolDefinition {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description?: string;
    readonly parameters: Readonly<Record<string, unknown>>;
    readonly strict?: boolean;
  };
}

export interface StreamChatWithToolsRequest {
  model: string;
  messages: readonly LlmToolChatMessage[];
  tools: readonly LlmToolDefinition[];
  /** `none` asks for a text answer while the history still holds tool calls (after the round limit). */
  toolChoice?: 'auto' | 'none';
  signal?: AbortSignal;
  temperature?: number;
  maxTokens?: number;
  onDelta: (chunk: string) => void;
  /** Pieces of a separate reasoning field (see stream.ts); never part of `text`. */
  onReasoning?: (chunk: string) => void;
}

export interface ToolChatAnswer {
  text: string;
  toolCalls: LlmToolCall[];
  finishReason: string | null;
}

const TOOL_WORDS = /\btools?\b|tool_choice|tool[ _]?call|function[ _]?call|\bfunctions\b/;
const NOT_SUPPORTED = /not supported|unsupported|does not support|doesn't support|not support|not enabled|requires --|not available/;

/**
 * A 400/422 that says the endpoint or model cannot do tool calling (Ollama "does not support tools",
 * vLLM without a tool parser, DeepSeek reasoner "does not support Function Calling" …).
 */
export function rejectsTools(e: unknown): boolean {
  if (!(e instanceof APIError) || (e.status !== 400 && e.status !== 422)) return false;
  const text = `${serverErrorText(e)} ${e.message}`.toLowerCase();
  return TOOL_WORDS.test(text) && NOT_SUPPORTED.test(text);
}

function toWireMessage(message: LlmToolChatMessage): OpenAI.Chat.ChatCompletionMessageParam {
  if (message.role === 'tool') return { role: 'tool', tool_call_id: message.tool_call_id, content: message.content };
  if ('tool_calls' in message)
    return {
      role: 'assistant',
      content: message.content || null,
      tool_calls: message.tool_calls.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    };
  return { role: message.role, content: message.content };
}

function toWireTool(tool: LlmToolDefinition): OpenAI.Chat.ChatCompletionFunctionTool {
  const { name, description, parameters, strict } = tool.function;
  return {
    type: 'function',
    function: {
      name,
      parameters: parameters as OpenAI.FunctionParameters,
      ...(description === undefined ? {} : { description }),
      ...(strict === undefined ? {} : { strict }),
    },
  };
}

/** Collects streamed tool-call pieces: the first piece of each call has its id and name, later ones more arguments. */
function toolCallCollector() {
  const calls: { id: string; name: string; arguments: string }[] = [];
  return {
    add(delta: OpenAI.Chat.ChatCompletionChunk.Choice.Delta) {
      for (const piece of delta.tool_calls ?? []) {
        const call = (calls[piece.index] ??= { id: '', name: '', arguments: '' });
        if (piece.id) call.id = piece.id;
        if (piece.function?.name) call.name = piece.function.name;
        if (piece.function?.arguments) call.arguments += piece.function.arguments;
      }
    },
    // Some local servers send no ids; the follow-up request still needs one per call.
    done: (): LlmToolCall[] => calls.flatMap((call, index) => (call ? [{ ...call, id: call.id || `call_${index + 1}` }] : [])),
  };
}

/**
 * Streams one answer with tools offered: text pieces go to `onDelta`, tool calls come back whole.
 * An endpoint that refuses tools yields the error code `unsupported`, so the caller can answer
 * without tools and say why.
 */
export async function streamChatWithTools(
  settings: LlmSettings,
  req: StreamChatWithToolsRequest,
): Promise<Result<ToolChatAnswer, ChatFailure>> {
  const collector = toolCallCollector();
  const result = await runChatStream(
    settings,
    req,
    {
      messages: req.messages.map(toWireMessage),
      tools: req.tools.map(toWireTool),
      ...(req.toolChoice ? { tool_choice: req.toolChoice } : {}),
      ...samplingParams(req),
    },
    {
      onChoiceDelta: collector.add,
      classifyError: (e, { where, apiKey }): LlmError | null => {
        if (!rejectsTools(e)) return null;
        const said = serverErrorText(e as APIError, apiKey);
        return {
          code: 'unsupported',
          values: { status: (e as APIError).status as number, model: req.model, baseUrl: where, ...(said ? { detail: said } : {}) },
        };
      },
    },
  );
  return result.ok ? { ok: true, value: { ...result.value, toolCalls: collector.done() } } : result;
}
