import type { DBCore, DBCoreMutateRequest, DBCoreTable, Middleware } from 'dexie';

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

/** The keys an add, put or delete names (a range delete's keys are read before it runs). */
function namedKeys(table: DBCoreTable, req: Exclude<DBCoreMutateRequest, { type: 'deleteRange' }>): unknown[] {
  if (req.type === 'delete') return req.keys;
  const extract = table.schema.primaryKey.extractKey;
  const keys = req.keys ?? (extract ? req.values.map((v) => extract(v)) : []);
  return req.type === 'put' && req.updates ? [...keys, ...req.updates.keys] : keys;
}

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
        // Promise chains, not async/await: Dexie's transaction zone must reach the calls below.
        mutate(req) {
          const log = logTable();
          if (!log) return table.mutate(req);
          const record = (keys: readonly unknown[]) =>
            keys.length === 0
              ? Promise.resolve()
              : log.mutate({ type: 'add', trans: req.trans, values: keys.map((id): SearchLogEntry => ({ kind, id: String(id) })) });
          if (req.type === 'deleteRange')
            return table
              .query({ trans: req.trans, values: false, query: { index: table.schema.primaryKey, range: req.range } })
              .then((found) => table.mutate(req).then((result) => record(found.result).then(() => result)));
          const keys = namedKeys(table, req);
          return table.mutate(req).then((result) => record(keys).then(() => result));
        },
      };
    },
  }),
};
