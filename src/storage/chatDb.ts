import { Dexie, type EntityTable, type Table } from 'dexie';
import type { Conversation, Message, ThreadState } from '../chat/records';
import type { TaskRun } from '../chat/taskRun';
import type { ErrorValues } from '../shared';
import { searchLogMiddleware, type SearchLogEntry } from './searchLog';
import { CHAT_SYNC_TABLES, SYNC_LOG_SCHEMA, syncLogMiddleware, type SyncLogEntry } from './syncLog';
import type { SearchDoc, SearchMeta, SearchPostingRow } from './searchIndexRows';

// WARNING: database and table names are a public contract (tests outside the project read them).
// Never rename them; change the schema only by adding a new `version(n)` with an upgrade that loses nothing.
export const CHAT_DB_PREFIX = 'mindkeep-chat-';

/** A task-list run of one conversation; `error` says why planning failed, so the user can retry it. */
export interface StoredTaskRun {
  conversationId: string;
  run: TaskRun;
  /** `message`: rows written before errors carried values (read, never written). */
  error?: { code: string; values?: ErrorValues; message?: string };
  updatedAt: string;
}

export class ChatDb extends Dexie {
  conversations!: EntityTable<Conversation, 'id'>;
  messages!: EntityTable<Message, 'id'>;
  threads!: EntityTable<ThreadState, 'conversationId'>;
  taskRuns!: EntityTable<StoredTaskRun, 'conversationId'>;
  searchLog!: EntityTable<SearchLogEntry, 'seq'>;
  searchDocs!: EntityTable<SearchDoc, 'num'>;
  searchPostings!: Table<SearchPostingRow, [string, number]>;
  searchMeta!: EntityTable<SearchMeta, 'key'>;
  syncLog!: Table<SyncLogEntry, [string, string]>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      conversations: 'id, lastActiveAt',
      messages: 'id, conversationId, [conversationId+seq], status',
      threads: 'conversationId',
    });
    // v2 only adds a table: every v1 table and index stays as it was, so no upgrade function is needed.
    this.version(2).stores({ taskRuns: 'conversationId' });
    // v3: pinned decisions get ids, so unpin is by id. No index changes; only rows are filled in.
    this.version(3)
      .stores({})
      .upgrade((tx) =>
        tx
          .table<ThreadState, string>('threads')
          .toCollection()
          .modify((thread) => {
            thread.pinnedDecisions = thread.pinnedDecisions.map((d) => (d.id ? d : { ...d, id: crypto.randomUUID() }));
          }),
      );
    // v4 only adds the conversation search index's tables: nothing existing changes. The index is
    // missing after the upgrade, so it is built once in the background from the messages kept.
    this.version(4).stores({
      searchLog: '++seq',
      searchDocs: 'num, &key, cid',
      searchPostings: '[term+seg]',
      searchMeta: 'key',
    });
    // v5: messages have a parent (answer versions and edits are siblings in a tree). Only an index is added;
    // no row is rewritten: rows without a parent follow the message before them.
    this.version(5).stores({ messages: 'id, conversationId, [conversationId+seq], status, parentId' });
    // v6 only adds the sync log (what sync has not sent yet, written with each change): nothing else changes.
    this.version(6).stores({ syncLog: SYNC_LOG_SCHEMA });
    this.use(searchLogMiddleware);
    this.use(syncLogMiddleware(CHAT_SYNC_TABLES));
  }
}

/** The tables sync writes, as the database has them or as one transaction binds them (`incomingChatTransaction`). */
export type ChatTables = Pick<ChatDb, 'conversations' | 'messages' | 'threads' | 'taskRuns'>;

export const chatDbName = (sessionHash: string): string => `${CHAT_DB_PREFIX}${sessionHash}`;

export function openChatDb(sessionHash: string): ChatDb {
  return new ChatDb(chatDbName(sessionHash));
}
