// Types the UI needs from the worker API, re-exported so ui/ never imports worker/ (docs/architecture.md).
export type { ErrorCode, ImportReport, MemoryUse, MemoryView, TurnMemoryChange } from '../worker/contract';
export { toErrorCode } from '../worker/contract';
