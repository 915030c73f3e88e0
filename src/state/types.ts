// Types the UI needs from the worker API, re-exported so ui/ never imports worker/ (docs/architecture.md).
export type {
  ErrorCode,
  ImportReport,
  MeaningFallback,
  MemoryUse,
  MemoryView,
  ShownMessage,
  TurnMemoryChange,
  WorkerError,
} from '../worker/contract';
export { ERROR_CODES, MEANING_FALLBACKS, toErrorCode } from '../worker/contract';
export type {
  AssistantImportItem,
  AssistantImportPreview,
  AssistantImportProgress,
  AssistantImportResult,
  MemoryForAssistant,
} from '../worker/contract';
export type { SyncDevice, SyncJoinPreview, SyncStatus } from '../worker/contract';
