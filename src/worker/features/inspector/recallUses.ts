import type { RecallExplanation } from '../../../memory';
import {
  getMemory,
  getMessage,
  latestRecall,
  listHistory,
  listMessages,
  listRecallsForConversation,
  watchQuery,
  type ChatDb,
} from '../../../storage';
import type { MemorySession } from '../memory';
import type { MemoryUse } from './contract';

/**
 * What the chat view asks about memory as soon as a conversation has answers: how many memories each answer used
 * (live), and which ones and why. Kept out of the inspector's module, which brings the gates (a chunk that holds the
 * worker's thread for a second or more as it is evaluated): the chat asks this right after the first message is
 * sent, while the answer streams. The explanation uses recall's own rules, the chunk the first request loaded.
 */
export function createRecallUses(deps: { memory: MemorySession; chatDb: () => ChatDb }) {
  return {
    /** How many memories each answer of a conversation used, live. */
    watchRecalls(conversationId: string, onChange: (counts: Record<string, number>) => void): () => void {
      return deps.memory.watchDatabase((db) =>
        watchQuery(
          async () =>
            Object.fromEntries((await listRecallsForConversation(db, conversationId)).map((e) => [e.assistantMessageId, e.items.length])),
          onChange,
          (e) => deps.memory.reportStoreFailure(e),
        ),
      );
    },

    /** Which memories shaped an answer, and why, in parts the UI puts into words. */
    async memoriesUsed(assistantMessageId: string): Promise<MemoryUse[] | null> {
      const db = deps.memory.database();
      if (!db) return null;
      const entry = await latestRecall(db, assistantMessageId);
      if (!entry) return null;
      const question = await questionBefore(deps.chatDb(), assistantMessageId);
      const { explainRecall } = await deps.memory.rules();
      return Promise.all(
        entry.items.map(async (item) => {
          const memory = await getMemory(db, item.stableKey);
          const evidence = memory ? (await listHistory(db, item.stableKey)).reverse().find((h) => h.evidence)?.evidence : undefined;
          const { score: _score, ...explanation } = memory && question ? explainRecall(memory, question) : { score: null };
          return {
            ...item,
            memory: memory ? { text: memory.text, type: memory.type, status: memory.status } : null,
            ...(evidence ? { evidence } : {}),
            explanation: memory && question ? (explanation as Omit<RecallExplanation, 'score'>) : null,
          };
        }),
      );
    },
  };
}

/** The user message an answer replied to. */
async function questionBefore(chatDb: ChatDb, assistantMessageId: string): Promise<string | null> {
  const answer = await getMessage(chatDb, assistantMessageId);
  if (!answer) return null;
  const messages = await listMessages(chatDb, answer.conversationId);
  return messages.filter((m) => m.role === 'user' && m.seq < answer.seq).at(-1)?.text ?? null;
}
