import {
  executeToolCall,
  limitReachedResults,
  nextToolStep,
  splitReasoning,
  toolDefinitionsForRequest,
  toolRoundMessages,
  type ModelMessage,
  type ToolCall,
  type ToolCallRecord,
  type ToolCallResult,
  type ToolContext,
} from '../../../../chat';
import {
  streamChat,
  streamChatWithTools,
  type ChatFailure,
  type LlmError,
  type LlmSettings,
  type LlmToolChatMessage,
} from '../../../../llm';
import type { Result } from '../../../../shared';
import { splitRequest, type RequestStream } from './reasoningCapture';

export interface ToolAnswerRequest {
  model: string;
  /** The chat's own sampling parameters, sent with every round. */
  temperature?: number;
  maxTokens?: number;
  messages: readonly ModelMessage[];
  signal: AbortSignal;
  onDelta: (chunk: string) => void;
  /** Each request's stream, split into answer (to the given function) and reasoning; by default reasoning is dropped. */
  openRequest?: (onAnswer: (chunk: string) => void) => RequestStream;
  tools: ToolContext;
}

export interface ToolAnswer {
  /** The model's own words across all rounds; tool output is never part of it (nor of memory extraction). */
  result: Result<{ text: string }, ChatFailure>;
  /** Every call made, in order, also when the answer failed later. */
  toolCalls: ToolCallRecord[];
  /** Set when the endpoint refused tools and the answer came from a plain request instead. */
  toolsRefused: LlmError | null;
}

const record = (call: ToolCall, result: ToolCallResult): ToolCallRecord => ({
  name: call.name,
  arguments: call.arguments,
  ok: result.ok,
  content: result.content,
});

/**
 * One tool-assisted answer: the model may call the built-in tools for up to MAX_TOOL_ROUNDS
 * rounds; calls past that get a "limit reached" result and one last request with tools switched off.
 * A tool failure is a result the model reads, never an exception. An endpoint that refuses tools gets
 * one plain request instead, so the user still has an answer.
 */
export async function streamToolAssistedAnswer(settings: LlmSettings, req: ToolAnswerRequest): Promise<ToolAnswer> {
  const history: LlmToolChatMessage[] = [...req.messages];
  const sampling = { temperature: req.temperature, maxTokens: req.maxTokens };
  const toolCalls: ToolCallRecord[] = [];
  const tools = toolDefinitionsForRequest();
  let text = '';
  let roundStart = false;
  // The text of one round stays apart from the next round's text, on screen and in the stored answer.
  const onDelta = (chunk: string) => {
    if (!chunk) return;
    const gap = text && roundStart ? '\n\n' : '';
    roundStart = false;
    text += gap + chunk;
    req.onDelta(gap + chunk);
  };
  let toolChoice: 'auto' | 'none' = 'auto';
  const openRequest = req.openRequest ?? ((onAnswer) => splitRequest(onAnswer));

  for (let rounds = 0; ;) {
    roundStart = true;
    const round = openRequest(onDelta);
    const answer = await streamChatWithTools(settings, {
      model: req.model,
      messages: history,
      tools,
      toolChoice,
      ...sampling,
      signal: req.signal,
      onDelta: round.onDelta,
      onReasoning: round.onReasoning,
    });
    round.end();
    if (!answer.ok) {
      if (answer.error.code === 'unsupported' && rounds === 0) {
        const again = openRequest(onDelta);
        const plain = await streamChat(settings, {
          model: req.model,
          messages: [...req.messages],
          ...sampling,
          signal: req.signal,
          onDelta: again.onDelta,
          onReasoning: again.onReasoning,
        });
        again.end();
        return { result: plain.ok ? { ok: true, value: { text } } : plain, toolCalls, toolsRefused: answer.error };
      }
      return { result: { ok: false, error: { ...answer.error, partialText: text } }, toolCalls, toolsRefused: null };
    }
    // With tools switched off, calls a server still sends are ignored: the text is the answer.
    const calls = toolChoice === 'none' ? [] : answer.value.toolCalls;
    const step = nextToolStep({ toolCallCount: calls.length, roundsCompleted: rounds });
    if (step === 'answered') return { result: { ok: true, value: { text } }, toolCalls, toolsRefused: null };
    const results =
      step === 'run_tools' ? await Promise.all(calls.map((call) => executeToolCall(call, req.tools))) : limitReachedResults(calls);
    toolCalls.push(...calls.map((call, i) => record(call, results[i]!)));
    // The round's thoughts stay out of the history the model reads next, like every earlier answer's.
    history.push(...toolRoundMessages(splitReasoning(answer.value.text).answer, calls, results));
    if (step === 'run_tools') rounds++;
    else toolChoice = 'none';
  }
}
