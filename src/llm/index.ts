export type { LlmMessage, LlmRole } from './client';
export type { LlmSettings } from './settings';
export { keyBelongsTo } from './settings';
export type { LlmCallContext, LlmError, LlmErrorCode } from './errors';
export type { ChatAnswer, ChatFailure, StreamChatRequest } from './stream';
export type { StructuredRequest } from './structured';
export type {
  LlmAssistantToolCallMessage,
  LlmToolCall,
  LlmToolChatMessage,
  LlmToolDefinition,
  LlmToolResultMessage,
  StreamChatWithToolsRequest,
  ToolChatAnswer,
} from './tools';
export type { EmbedRequest, Embeddings } from './embeddings';
export { EMBED_BATCH_MAX } from './limits';
// The calls load with the openai SDK on first use (onDemand.ts); their signatures are the calls' own.
export { completeStructured, embedTexts, listModels, preloadModelCalls, streamChat, streamChatWithTools, testConnection } from './onDemand';
