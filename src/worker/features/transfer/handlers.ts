import type { HandlerMap } from '../../answer';
import type { TransferApi } from './contract';
import type { TransferCases } from './transfer';

export function createTransferHandlers(transfer: TransferCases): HandlerMap<TransferApi> {
  return {
    exportData: ({ includeConversations }) => transfer.exportData(includeConversations),
    /** A file is read and checked here in the worker, with progress. */
    importData: ({ source, onProgress }) => transfer.importData(source, onProgress),
  };
}
