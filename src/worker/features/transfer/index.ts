// The transfer feature: export to a file (memories, and conversations if asked) and import from one.
export type { ImportReport, TransferApi } from './contract';
export { createTransferHandlers } from './handlers';
export { createTransferCases, type TransferCases } from './transfer';
