import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable } from 'dexie';

// What the search log and the sync log share: both note, in the transaction of a write, the keys it named.

/** The keys an add, put or delete names. */
function namedKeys(table: DBCoreTable, req: Exclude<DBCoreMutateRequest, { type: 'deleteRange' }>): unknown[] {
  if (req.type === 'delete') return req.keys;
  const extract = table.schema.primaryKey.extractKey;
  const keys = req.keys ?? (extract ? req.values.map((v) => extract(v)) : []);
  return req.type === 'put' && req.updates ? [...keys, ...req.updates.keys] : keys;
}

/**
 * Runs the write, then `record` with the keys it named, in the same transaction (a range delete's keys are
 * read before it runs). Promise chains, not async/await: Dexie's transaction zone must reach the calls.
 */
export function mutateAndRecord(
  table: DBCoreTable,
  req: DBCoreMutateRequest,
  record: (keys: readonly unknown[]) => Promise<unknown>,
): Promise<DBCoreMutateResponse> {
  const after = (keys: readonly unknown[]) => (result: DBCoreMutateResponse) =>
    keys.length === 0 ? result : record(keys).then(() => result);
  if (req.type === 'deleteRange')
    return table
      .query({ trans: req.trans, values: false, query: { index: table.schema.primaryKey, range: req.range } })
      .then((found) => table.mutate(req).then(after(found.result)));
  return table.mutate(req).then(after(namedKeys(table, req)));
}

/** The stores of a read-write transaction on a watched table, with the log table added (when `on`). */
export function withLogTable(
  stores: readonly string[],
  mode: IDBTransactionMode,
  watched: Readonly<Record<string, unknown>>,
  log: string,
  on = true,
): string[] {
  const widen = on && mode === 'readwrite' && stores.some((s) => s in watched) && !stores.includes(log);
  return widen ? [...stores, log] : [...stores];
}

/**
 * The log table, looked up per write: while an older database is upgraded, it does not exist yet (and the
 * write is not logged).
 */
export function logTableOf(down: DBCore, log: string): DBCoreTable | null {
  return down.schema.tables.some((t) => t.name === log) ? down.table(log) : null;
}
