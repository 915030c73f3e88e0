// The inspector feature: the memory view's reads and the changes only a person makes. Its use cases load on
// first use (inspectorLoader.ts); never export a value from memoryInspector.ts here, or it joins start-up.
export type { InspectorApi, MemoryDraft, MemoryHistoryEntry, MemoryPatch, MemoryUse, RejectionEntry } from './contract';
export { createInspectorHandlers, type InspectorHandlerDeps } from './handlers';
export { createInspectorOnDemand, type MemoryInspector } from './inspectorLoader';
