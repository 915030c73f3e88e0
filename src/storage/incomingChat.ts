import { Dexie } from 'dexie';
import type { ChatDb, ChatTables } from './chatDb';
import { incomingTransaction } from './syncLog';

/**
 * `incomingTransaction` over the chat tables sync writes, handing `fn` tables bound to the transaction:
 * every read and write through them stays in it even past an await of something else (Dexie otherwise
 * keeps a transaction only across awaits of its own promises), so a batch from another device lands whole.
 */
export function incomingChatTransaction<T>(db: ChatDb, fn: (t: ChatTables) => Promise<T>): Promise<T> {
  return incomingTransaction(db, CHAT_TABLE_NAMES, () => {
    const trans = Dexie.currentTransaction!;
    return fn({
      conversations: trans.table('conversations'),
      messages: trans.table('messages'),
      threads: trans.table('threads'),
      taskRuns: trans.table('taskRuns'),
    } as ChatTables);
  });
}
const CHAT_TABLE_NAMES = ['conversations', 'messages', 'threads', 'taskRuns'] as const;
