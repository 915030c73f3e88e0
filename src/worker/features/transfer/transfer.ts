import { planConversationImport, toConversationBundle, type ConversationImportPlan } from '../../../chat';
import type { MemoryImportReport } from '../../../memory';
import { err, ok, unavailableIfNotLoaded, type ImportProgress, type Result } from '../../../shared';
import {
  applyConversationImport,
  applyMemoryImport,
  getThread,
  listAllMemories,
  listConversations,
  listMessages,
  type ChatDb,
} from '../../../storage';
import { readImportSource } from './importReader';
import { systemClock } from '../../common/clock';
import type { MemorySession } from '../memory';

import type { TransferFailure } from '../../errors';
import type { ImportReport } from './contract';

export type { ImportReport, TransferFailure };

/**
 * Export and import (docs/export-format.md). The file holds memories and, if asked, conversations; never the API key,
 * which lives only in the page's storage and never reaches the databases this reads.
 */
export function createTransferCases(deps: { memory: MemorySession; chatDb: () => ChatDb; now?: () => string }) {
  const now = deps.now ?? systemClock.now;
  /** The export format, the import's schemas and gates are memory rules, fetched on first need. */
  const memoryRules = () => unavailableIfNotLoaded(async () => ok(await deps.memory.writeRules()));

  return {
    async exportData(includeConversations: boolean): Promise<Result<string, TransferFailure>> {
      const db = deps.memory.database();
      if (!db) return err({ code: 'memory_unavailable' });
      const rules = await memoryRules();
      if (!rules.ok) return rules;
      const { buildExport } = rules.value;
      const memories = await listAllMemories(db);
      let conversations;
      if (includeConversations) {
        const chat = deps.chatDb();
        // Temporary chats leave no trace, not even in an export.
        const stored = (await listConversations(chat)).filter((c) => !c.temporary);
        conversations = await Promise.all(
          stored.map(async (c) => toConversationBundle(c, await listMessages(chat, c.id), await getThread(chat, c.id))),
        );
      }
      return ok(JSON.stringify(buildExport({ memories, exportedAt: now(), ...(conversations ? { conversations } : {}) }), null, 2));
    },

    /**
     * Validates every record with the same schemas and gates; memories are written in one transaction.
     * A file (Blob) is read here in the worker, with progress, and refused unread over MAX_IMPORT_BYTES;
     * the merge plans are decided inside their write transactions, so another tab's write is never lost. Never throws.
     */
    async importData(source: string | Blob, onProgress?: (p: ImportProgress) => void): Promise<Result<ImportReport, TransferFailure>> {
      const db = deps.memory.database();
      if (!db) return err({ code: 'memory_unavailable' });
      const rules = await memoryRules();
      if (!rules.ok) return rules;
      const { parseImportFile, vetMemoryImport, mergeMemoryImport } = rules.value;
      const text = await readImportSource(source, onProgress);
      if (!text.ok) return text;
      const total = text.value.length;
      onProgress?.({ phase: 'checking', loaded: total, total });
      let parsed: ReturnType<typeof parseImportFile>;
      try {
        parsed = parseImportFile(text.value);
      } catch (e) {
        return err({ code: 'not_json', values: { detail: String((e as Error)?.message ?? e) } });
      }
      if (!parsed.ok) return err(parsed.error);
      const file = parsed.value;
      // The gates judge each record alone, before the write transaction; inside it only the merge with
      // the memories as they are then.
      const ctx = { namespace: deps.memory.namespace(), secrets: deps.memory.knownSecrets() };
      let memories: MemoryImportReport;
      try {
        const vetted = vetMemoryImport(file.memories, ctx);
        onProgress?.({ phase: 'writing', loaded: total, total });
        memories = (await applyMemoryImport(db, (existing) => mergeMemoryImport(existing, vetted, ctx), now())).report;
      } catch (e) {
        return err({ code: 'import_failed', values: { detail: String((e as Error)?.message ?? e) } });
      }
      let conversations: ConversationImportPlan | null = null;
      try {
        if (file.conversations) {
          const incoming = file.conversations;
          conversations = await applyConversationImport(deps.chatDb(), (existing) => planConversationImport(existing, incoming));
        }
      } catch (e) {
        return err({ code: 'import_partial', values: { detail: String((e as Error)?.message ?? e) } });
      }
      return ok({ memories, conversations: conversations?.report ?? null });
    },
  };
}

export type TransferCases = ReturnType<typeof createTransferCases>;
