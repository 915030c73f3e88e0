import { splitReasoning } from '../../../../chat';
import type { Conversation, Message, MessageError, ReasoningRecord } from '../../../../chat/records';
import { streamChat } from '../../../../llm';
import { getConversation, type ChatDb } from '../../../../storage';
import { toMessageError } from '../../../common/messageErrors';
import type { ModelSettings } from '../../settings';
import type { ChatTurnEvent, TurnOutcome } from '../contract';
import { buildRequestContext } from './requestContext';
import type { RequestStream } from './reasoningCapture';
import { streamToolAssistedAnswer, type ToolAnswer } from './toolTurn';
import { toolContextFor } from './toolContext';

// The three steps of answering one user message: prepare the request, stream the answer, decide how it
// ended. chatTurn.ts runs them in order and owns the placeholder's lock, writer and final write.

/** What a turn's steps share: the stored question and the assistant placeholder being filled. */
export interface TurnInput {
  db: ChatDb;
  conversationId: string;
  userMessage: Message;
  assistant: Message;
  settings: ModelSettings;
}

/** Asked before each request for the long-term memory message; must answer fast and never throw. */
export type RecallHook = (input: {
  conversation: Conversation;
  userText: string;
  assistantMessageId: string;
  settings: ModelSettings;
}) => Promise<string | null>;

/** Step 1: the conversation, its long-term memory message (if any) and the messages the model is sent. */
export async function prepareTurn(turn: TurnInput, recallMemory: RecallHook | undefined) {
  const { db, conversationId, userMessage, assistant, settings } = turn;
  const conversation = await getConversation(db, conversationId);
  const memoryMessage =
    conversation && recallMemory
      ? await recallMemory({ conversation, userText: userMessage.text, assistantMessageId: assistant.id, settings })
      : null;
  const messages = await buildRequestContext(db, {
    conversationId,
    userText: userMessage.text,
    beforeSeq: userMessage.seq,
    beforeMessageId: userMessage.id,
    memoryMessage,
    mode: conversation?.mode ?? 'ordinary_chat',
    language: settings.language,
    ...(settings.instructions ? { instructions: settings.instructions } : {}),
  });
  return { conversation, messages };
}

/**
 * Step 2: the model's answer, streamed chunk by chunk to `onDelta`; tools only in a tool-assisted chat.
 * Each request's stream goes through `openRequest`, which keeps a reasoning model's thoughts out of the answer.
 */
export async function streamTurn(
  turn: TurnInput,
  prepared: Awaited<ReturnType<typeof prepareTurn>>,
  io: {
    signal: AbortSignal;
    onDelta: (chunk: string) => void;
    openRequest: (onAnswer: (chunk: string) => void) => RequestStream;
    onEvent: (e: ChatTurnEvent) => void;
  },
): Promise<Pick<ToolAnswer, 'result' | 'toolCalls'>> {
  const { settings } = turn;
  const request = {
    model: settings.chatModel,
    messages: prepared.messages,
    signal: io.signal,
    onDelta: io.onDelta,
    ...settings.sampling,
  };
  const plainAnswer = async (): Promise<ToolAnswer['result']> => {
    const stream = io.openRequest(io.onDelta);
    const result = await streamChat(settings, { ...request, onDelta: stream.onDelta, onReasoning: stream.onReasoning });
    stream.end();
    return result.ok ? { ok: true, value: { text: splitReasoning(result.value.text).answer } } : result;
  };
  const answer =
    prepared.conversation?.mode === 'tool_assisted_ordinary_chat'
      ? await streamToolAssistedAnswer(settings, {
          ...request,
          openRequest: io.openRequest,
          tools: toolContextFor(turn.db, turn.conversationId),
        })
      : { result: await plainAnswer(), toolCalls: [], toolsRefused: null };
  if (answer.toolsRefused)
    io.onEvent({
      type: 'notice',
      code: 'tools_unsupported',
      ...(answer.toolsRefused.values ? { values: answer.toolsRefused.values } : {}),
    });
  return answer;
}

/** Step 3: how the answer ended and what its message keeps (a stop keeps the text so far as interrupted). */
export function settleTurn(
  turn: TurnInput,
  answer: Pick<ToolAnswer, 'result' | 'toolCalls'>,
  textSoFar: string,
  reasoning?: ReasoningRecord,
): Pick<Message, 'text' | 'toolCalls' | 'reasoning'> & { status: TurnOutcome['status']; error?: MessageError } {
  const { result } = answer;
  const outcome = result.ok
    ? { status: 'complete' as const, text: result.value.text }
    : {
        status: result.error.code === 'aborted' ? ('interrupted' as const) : ('error' as const),
        text: textSoFar,
        error: toMessageError(result.error, turn.settings),
      };
  return { ...outcome, toolCalls: answer.toolCalls, ...(reasoning ? { reasoning } : {}) };
}
