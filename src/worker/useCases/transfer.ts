import { planConversationImport, toConversationBundle, type ConversationImportPlan } from '../../chat';
import { buildExport, parseImportFile, planMemoryImport } from '../../memory';
import { err, ok, type Result } from '../../shared';
import {
  getThread,
  listAllMemories,
  listConversations,
  listMessageIds,
  listMessages,
  putConversationBundles,
  putImportedMemories,
  type ChatDb,
} from '../../storage';
import { systemClock } from './clock';
import type { MemoryPipeline } from './memory/pipeline';

import type { ImportReport, TransferFailure } from '../contract';

export type { ImportReport, TransferFailure };

/**
 * Export and import (SPEC §4). The file holds memories and, if asked, conversations; never the API key,
 * which lives only in the page's storage and never reaches the databases this reads.
 */
export function createTransferCases(deps: { memory: MemoryPipeline; chatDb: () => ChatDb; now?: () => string }) {
  const now = deps.now ?? systemClock.now;

  return {
    async exportData(includeConversations: boolean): Promise<Result<string, TransferFailure>> {
      const db = deps.memory.database();
      if (!db) return err({ code: 'unavailable', message: 'The memory database is unavailable.' });
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

    /** Validates every record with the same schemas and gates; memories are written in one transaction. */
    async importData(text: string): Promise<Result<ImportReport, TransferFailure>> {
      const db = deps.memory.database();
      if (!db) return err({ code: 'unavailable', message: 'The memory database is unavailable.' });
      const parsed = parseImportFile(text);
      if (!parsed.ok) return err({ code: parsed.error.code, message: parsed.error.message });
      const file = parsed.value;
      const plan = planMemoryImport(await listAllMemories(db), file.memories, { namespace: deps.memory.namespace(), secrets: deps.memory.knownSecrets() });
      let conversations: ConversationImportPlan | null = null;
      if (file.conversations) {
        const chat = deps.chatDb();
        const ids = new Set((await listConversations(chat)).map((c) => c.id));
        conversations = planConversationImport({ conversationIds: ids, messageIds: new Set(await listMessageIds(chat)) }, file.conversations);
      }
      try {
        await putImportedMemories(db, plan.toPut, now());
      } catch (e) {
        return err({ code: 'write_failed', message: `Nothing was imported: ${(e as Error).message}` });
      }
      try {
        if (conversations && conversations.toPut.length > 0) await putConversationBundles(deps.chatDb(), conversations.toPut);
      } catch (e) {
        return err({ code: 'write_failed', message: `The memories were imported, but no conversation was: ${(e as Error).message}` });
      }
      return ok({ memories: plan.report, conversations: conversations?.report ?? null });
    },
  };
}
