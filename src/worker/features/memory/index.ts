// The memory feature: long-term memory around the chat (recall before a request, extraction after it,
// promotion after compaction), its status and the notices at each turn. The memory rules load on first
// need (rules/loadMemoryRules.ts); never export a value from rules/memoryRulesChunk.ts here.
export type { MeaningStatus, MemoryApi, MemoryStatus, TurnMemoryChange } from './contract';
export { createMemoryHandlers, type MemoryHandlerDeps } from './handlers';
export { createMemoryPipeline, type MemoryPipeline, type MemoryPipelineDeps } from './pipeline';
export type { MemorySession } from './memorySession';
export { createMemoryTurnPolicy, type MemoryTurnPolicy } from './memoryTurnPolicy';
