import type OpenAI from 'openai';
import { err, ok, type Result } from '../shared';
import { clientFor, type LlmMessage } from './client';
import { checkSettings, type LlmSettings } from './settings';
import { displayBaseURL, toLlmError, type LlmError } from './errors';

export interface StreamChatRequest {
  model: string;
  messages: LlmMessage[];
  signal?: AbortSignal;
  temperature?: number;
  /** The longest answer wanted, in tokens; absent: the endpoint's default. */
  maxTokens?: number;
  onDelta: (chunk: string) => void;
  /** Pieces of a reasoning model's separate reasoning field; never part of `text`. */
  onReasoning?: (chunk: string) => void;
}

export interface ChatAnswer {
  text: string;
  finishReason: string | null;
}

export type ChatFailure = LlmError & { partialText: string };

/** Marks an exception thrown by the caller's onDelta, so it is re-thrown as the bug it is, not mapped. */
class DeltaCallbackError extends Error {
  constructor(readonly original: unknown) {
    super('onDelta threw');
  }
}

type StreamParams = Omit<OpenAI.Chat.ChatCompletionCreateParamsStreaming, 'model' | 'stream'>;

/**
 * The reasoning piece of a delta: `reasoning_content` (DeepSeek and many gateways) or `reasoning` (OpenRouter,
 * Ollama, LM Studio). Servers that send both send the same text twice, so only the first is taken.
 */
function reasoningOf(delta: object | undefined): string {
  const fields = (delta ?? {}) as { reasoning_content?: unknown; reasoning?: unknown };
  if (typeof fields.reasoning_content === 'string' && fields.reasoning_content) return fields.reasoning_content;
  return typeof fields.reasoning === 'string' ? fields.reasoning : '';
}

/** What a caller of `runChatStream` adds to the plain text stream. */
export interface StreamExtras {
  /** Sees every choice delta (text already handled), e.g. to collect tool-call pieces. */
  onChoiceDelta?: (delta: OpenAI.Chat.ChatCompletionChunk.Choice.Delta) => void;
  /** A more precise error for a failure, or null for the common mapping. */
  classifyError?: (e: unknown, at: { where: string; apiKey: string }) => LlmError | null;
}

/**
 * The streaming loop shared by plain and tool-assisted chat: settings check, cancel, text pieces to
 * `onDelta`, error mapping. A failure or a cancel keeps the text received so far in `partialText`.
 */
export async function runChatStream(
  settings: LlmSettings,
  req: { model: string; signal?: AbortSignal; onDelta: (chunk: string) => void; onReasoning?: (chunk: string) => void },
  params: StreamParams,
  extras: StreamExtras = {},
): Promise<Result<ChatAnswer, ChatFailure>> {
  let text = '';
  // Reasoning alone is a stream that started: cut off then, the connection was lost, not unreadable.
  let reasoned = false;
  const fail = (error: LlmError) => err({ ...error, partialText: text });
  const checked = checkSettings(settings);
  if (!checked.ok) return fail(checked.error);
  const { baseURL, apiKey } = checked.value;
  const aborted = (): LlmError => ({ code: 'aborted' });
  if (req.signal?.aborted) return fail(aborted());

  try {
    const stream = await clientFor(checked.value).chat.completions.create(
      { ...params, model: req.model, stream: true },
      { signal: req.signal, maxRetries: 0 },
    );
    let finishReason: string | null = null;
    const handOver = (deliver: () => void) => {
      try {
        deliver();
      } catch (e) {
        throw new DeltaCallbackError(e);
      }
    };
    for await (const chunk of stream) {
      const choice = chunk.choices?.[0];
      const reasoning = reasoningOf(choice?.delta);
      if (reasoning) {
        reasoned = true;
        handOver(() => req.onReasoning?.(reasoning));
      }
      const delta = choice?.delta?.content;
      if (delta) {
        text += delta;
        handOver(() => req.onDelta(delta));
      }
      if (choice?.delta) extras.onChoiceDelta?.(choice.delta);
      if (choice?.finish_reason) finishReason = choice.finish_reason;
    }
    // The SDK ends the iteration quietly when the signal aborts mid-stream.
    if (req.signal?.aborted) return fail(aborted());
    // A stream that ends without a finish reason was cut short, or was never an event stream (an HTML page
    // with 200 from a proxy or captive portal): never reported as a complete answer.
    if (finishReason === null) return fail(endedEarly(displayBaseURL(baseURL, apiKey), text || reasoned));
    return ok({ text, finishReason });
  } catch (e) {
    if (e instanceof DeltaCallbackError) throw e.original;
    if (req.signal?.aborted) return fail(aborted());
    const where = displayBaseURL(baseURL, apiKey);
    const special = extras.classifyError?.(e, { where, apiKey });
    if (special) return fail(special);
    const error = toLlmError(e, baseURL, { operation: 'chat', model: req.model, apiKey });
    if ((text || reasoned) && error.code === 'network') return fail({ code: 'connection_lost', values: { baseUrl: where } });
    return fail(error);
  }
}

function endedEarly(where: string, started: string | boolean): LlmError {
  // Without any text it was never an answer stream (a web page from a proxy or a sign-in portal): unreadable.
  return { code: started ? 'connection_lost' : 'malformed', values: { baseUrl: where } };
}

/** The sampling parameters a request sets; one left unset is not sent, so the endpoint's default applies. */
export function samplingParams(req: { temperature?: number; maxTokens?: number }): Pick<StreamParams, 'temperature' | 'max_tokens'> {
  return {
    ...(req.temperature === undefined ? {} : { temperature: req.temperature }),
    // `max_tokens`, not `max_completion_tokens`: the one every OpenAI-compatible server (Ollama, LM Studio, DeepSeek) reads.
    ...(req.maxTokens === undefined ? {} : { max_tokens: req.maxTokens }),
  };
}

/** Streams one chat answer, handing each text piece to `onDelta`. */
export function streamChat(settings: LlmSettings, req: StreamChatRequest): Promise<Result<ChatAnswer, ChatFailure>> {
  return runChatStream(settings, req, { messages: req.messages, ...samplingParams(req) });
}
