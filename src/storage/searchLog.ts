import type { DBCore, Middleware } from 'dexie';
import { logTableOf, mutateAndRecord, withLogTable } from './writeLog';

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
      return down.transaction(withLogTable(stores, mode, WATCHED, SEARCH_LOG_TABLE), mode, options);
    },
    table(name) {
      const table = down.table(name);
      const kind = WATCHED[name];
      if (kind === undefined) return table;
      return {
        ...table,
        mutate(req) {
          // An upgraded database has no index, so it is built from everything anyway.
          const log = logTableOf(down, SEARCH_LOG_TABLE);
          if (!log) return table.mutate(req);
          return mutateAndRecord(table, req, (keys) => {
            const values = keys.map((id): SearchLogEntry => ({ kind, id: String(id) }));
            return log.mutate({ type: 'add', trans: req.trans, values }).then((res) => {
              values.forEach((v, i) => (v.seq = res.results?.[i] as number | undefined));
              noteLogged(req.trans, values);
            });
          });
        },
      };
    },
  }),
};

/** The log entries each open transaction wrote, so a writer can take them into the index before it commits. */
const writtenIn = new WeakMap<object, SearchLogEntry[]>();
function noteLogged(trans: object, entries: readonly SearchLogEntry[]): void {
  const list = writtenIn.get(trans);
  if (list) list.push(...entries);
  else writtenIn.set(trans, [...entries]);
}

/** The log entries written so far in this IndexedDB transaction (Dexie's `idbtrans`), oldest first. */
export function loggedIn(trans: object): readonly SearchLogEntry[] {
  return writtenIn.get(trans) ?? [];
}
