// The memory-import feature: bring memory along from another assistant (pasted text → the memory model in
// batches → a preview → the confirmed write) and hand Mindkeep's active memories to one as plain text.
export type {
  AssistantImportPreview,
  AssistantImportProgress,
  AssistantImportResult,
  MemoryForAssistant,
  MemoryImportApi,
} from './contract';
export { createMemoryImportHandlers } from './handlers';
export { createAssistantImportOnDemand } from './assistantImportOnDemand';
