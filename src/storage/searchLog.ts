import type { DBCore, Middleware } from 'dexie';
import { mutateAndRecord } from './writeLog';

/**
 * One change the conversation search index has not taken in yet: a message ('m') or conversation ('c')
 * was written or deleted. Only ids are kept; the index re-reads the row when it applies the entry.
 */
export interface SearchLogEntry {
  seq?: number;
  kind: 'm' | 'c';
  id: string;
}

const WATCHED: Readonly<Record<string, SearchLogEntry['kind']>> = { messages: 'm', conversations: 'c' };
export const SEARCH_LOG_TABLE = 'searchLog';

/**
 * Writes a search-log entry in the same IndexedDB transaction as every write to messages and
 * conversations, whichever code path makes it (this tab, another tab, an import). The message and its
 * log entry commit or abort together, so a worker killed before the index took a write in leaves the
 * entry for the next one: the index converges without trusting any in-memory queue.
 */
export const searchLogMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'searchLog',
  // Below Dexie's hooks (level 2), whose transaction lookups know only the tables the caller named.
  level: 1.5,
  create: (down) => ({
    ...down,
    transaction(stores, mode, options) {
      const widen = mode === 'readwrite' && stores.some((s) => s in WATCHED) && !stores.includes(SEARCH_LOG_TABLE);
      return down.transaction(widen ? [...stores, SEARCH_LOG_TABLE] : stores, mode, options);
    },
    table(name) {
      const table = down.table(name);
      const kind = WATCHED[name];
      if (kind === undefined) return table;
      // Looked up per write: while an older database is upgraded, the log table does not exist yet (and
      // an upgraded database has no index, so it is built from everything anyway).
      const logTable = () => (down.schema.tables.some((t) => t.name === SEARCH_LOG_TABLE) ? down.table(SEARCH_LOG_TABLE) : null);
      return {
        ...table,
        mutate(req) {
          const log = logTable();
          if (!log) return table.mutate(req);
          return mutateAndRecord(table, req, (keys) =>
            log.mutate({ type: 'add', trans: req.trans, values: keys.map((id): SearchLogEntry => ({ kind, id: String(id) })) }),
          );
        },
      };
    },
  }),
};
