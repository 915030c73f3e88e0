import type { AssistantImportItem } from '../../../memory';
import type { MemoryType } from '../../../shared';
import type { Answer, Listener } from '../../answer';
import type { MemoryImportFailure } from '../../errors';

export type { AssistantImportItem };

/** How far a preview has come: model requests answered out of all of them. */
export interface AssistantImportProgress {
  done: number;
  total: number;
}

/** What an import from another assistant would do; nothing is written until `applyAssistantImport`. */
export interface AssistantImportPreview {
  runId: string;
  /** Every candidate the model proposed, classified (refused ones carry a reason, never text). */
  items: AssistantImportItem[];
  /** Non-empty pasted lines sent to the model. */
  lines: number;
  /** Lines of requests whose answer could not be read (they proposed nothing). */
  unreadLines: number;
}

/** What the confirmed import wrote. */
export interface AssistantImportResult {
  added: number;
  updated: number;
  /** Already remembered word for word by the time of writing. */
  unchanged: number;
  /** Refused at the moment of writing (another tab changed the memory meanwhile). */
  refused: number;
}

/** A memory as another assistant gets it: its type (for grouping) and its text, nothing else. */
export interface MemoryForAssistant {
  type: MemoryType;
  text: string;
}

/**
 * Bring memory along from another assistant, and hand it to one: a preview of pasted text turned into
 * candidates by the memory model in batches, the confirmed import, and the active memories as plain text.
 */
export interface MemoryImportApi {
  /** Runs the memory model over the paste in batches, with progress; writes nothing. `runId` is the page's. */
  previewAssistantImport(req: {
    runId: string;
    text: string;
    onProgress?: Listener<AssistantImportProgress>;
  }): Answer<AssistantImportPreview, MemoryImportFailure>;
  /** Stops a running preview (it answers `aborted`); nothing was written by it. */
  cancelAssistantImport(req: { runId: string }): Answer<null>;
  /** Writes the chosen add and update items of a preview (by `index`) in one transaction. */
  applyAssistantImport(req: { runId: string; indexes: number[] }): Answer<AssistantImportResult, MemoryImportFailure>;
  /** The active memories (never suppressed ones), type and text only. */
  memoriesForAssistant(req: Record<string, never>): Answer<MemoryForAssistant[], MemoryImportFailure>;
}
