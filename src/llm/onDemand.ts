import { err, lazyModule, type Result } from '../shared';
import type { EmbedRequest, Embeddings } from './embeddings';
import type { LlmError } from './errors';
import { isOffline } from './offline';
import type { LlmSettings } from './settings';
import type { ChatAnswer, ChatFailure, StreamChatRequest } from './stream';
import type { StructuredRequest } from './structured';
import type { StreamChatWithToolsRequest, ToolChatAnswer } from './tools';

type Calls = typeof import('./calls');

/**
 * The model calls as the rest of the app sees them: each loads the calls and the openai SDK
 * (the largest part of the worker) on first use, so the worker starts without them. Same signatures and
 * answers as the calls themselves; a chunk that cannot be fetched is an LlmError like any other failure
 * to reach the model ("offline", or a sentence naming the part), never a hang or a thrown error.
 */
export function createModelCalls(load: () => Promise<Calls>) {
  const calls = lazyModule('The model client', load);
  async function withCalls<R>(run: (c: Calls) => Promise<R>, failed: (error: LlmError) => R): Promise<R> {
    let loaded: Calls;
    try {
      loaded = await calls();
    } catch {
      return failed(isOffline() ? { code: 'offline' } : { code: 'module_unavailable' });
    }
    return run(loaded);
  }
  const asFailure = (error: LlmError) => err(error);
  const asChatFailure = (error: LlmError) => err<ChatFailure>({ ...error, partialText: '' });

  return {
    /** Fetches the calls ahead of the first one (at idle after start-up); a failure shows at the call itself. */
    preload: (): Promise<void> =>
      calls().then(
        () => undefined,
        () => undefined,
      ),
    streamChat: (settings: LlmSettings, req: StreamChatRequest): Promise<Result<ChatAnswer, ChatFailure>> =>
      withCalls((c) => c.streamChat(settings, req), asChatFailure),
    streamChatWithTools: (settings: LlmSettings, req: StreamChatWithToolsRequest): Promise<Result<ToolChatAnswer, ChatFailure>> =>
      withCalls((c) => c.streamChatWithTools(settings, req), asChatFailure),
    completeStructured: <T>(settings: LlmSettings, req: StructuredRequest<T>): Promise<Result<T, LlmError>> =>
      withCalls((c) => c.completeStructured(settings, req), asFailure),
    embedTexts: (settings: LlmSettings, request: EmbedRequest): Promise<Result<Embeddings, LlmError>> =>
      withCalls((c) => c.embedTexts(settings, request), asFailure),
    listModels: (settings: LlmSettings, signal?: AbortSignal): Promise<Result<string[], LlmError>> =>
      withCalls((c) => c.listModels(settings, signal), asFailure),
    testConnection: (settings: LlmSettings, model: string): Promise<Result<{ models: string[] | null }, LlmError>> =>
      withCalls((c) => c.testConnection(settings, model), asFailure),
  };
}

export const {
  preload: preloadModelCalls,
  streamChat,
  streamChatWithTools,
  completeStructured,
  embedTexts,
  listModels,
  testConnection,
} = createModelCalls(() => import('./calls'));
