export type { LlmMessage, LlmRole, LlmSettings } from './client';
export { keyBelongsTo, normalizeBaseURL } from './client';
export type { LlmCallContext, LlmError, LlmErrorCode } from './errors';
export { toLlmError } from './errors';
export type { ChatAnswer, ChatFailure, StreamChatRequest } from './stream';
export { streamChat } from './stream';
export type { StructuredRequest } from './structured';
export { completeStructured } from './structured';
export { listModels, testConnection } from './models';
export type {
  LlmAssistantToolCallMessage,
  LlmToolCall,
  LlmToolChatMessage,
  LlmToolDefinition,
  LlmToolResultMessage,
  StreamChatWithToolsRequest,
  ToolChatAnswer,
} from './tools';
export { streamChatWithTools } from './tools';
export type { EmbedRequest, Embeddings } from './embeddings';
export { EMBED_BATCH_MAX, embedTexts, requestedDimensions } from './embeddings';
