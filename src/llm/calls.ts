// The model calls, with the openai SDK they use: one chunk, loaded at the first call (onDemand.ts).
export { embedTexts } from './embeddings';
export { listModels, testConnection } from './models';
export { streamChat } from './stream';
export { completeStructured } from './structured';
export { streamChatWithTools } from './tools';
