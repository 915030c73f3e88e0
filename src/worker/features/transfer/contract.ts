import type { ConversationImportPlan } from '../../../chat';
import type { MemoryImportReport } from '../../../memory';
import type { ImportProgress } from '../../../shared';
import type { Answer, Listener } from '../../answer';
import type { TransferFailure } from '../../errors';

export interface ImportReport {
  memories: MemoryImportReport;
  conversations: ConversationImportPlan['report'] | null;
}

/** Export to a file and import from one. */
export interface TransferApi {
  exportData(req: { includeConversations: boolean }): Answer<string, TransferFailure>;
  /** A file (Blob) is read in the worker with progress, and refused unread over the size cap. */
  importData(req: { source: string | Blob; onProgress?: Listener<ImportProgress> }): Answer<ImportReport, TransferFailure>;
}
