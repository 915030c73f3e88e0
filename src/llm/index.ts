export type { LlmMessage, LlmRole, LlmSettings } from './client';
export { normalizeBaseURL } from './client';
export type { LlmCallContext, LlmError, LlmErrorCode } from './errors';
export { toLlmError } from './errors';
export type { ChatAnswer, ChatFailure, StreamChatRequest } from './stream';
export { streamChat } from './stream';
export type { StructuredRequest } from './structured';
export { completeStructured } from './structured';
export { listModels, testConnection } from './models';
