// Types the UI needs from the worker API, re-exported so ui/ never imports worker/ (ARCHITECTURE.md).
export type { ImportReport, MemoryUse, MemoryView } from '../worker/api';
export type { TurnMemoryChange } from '../worker/api';
