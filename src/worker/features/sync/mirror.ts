import * as Y from 'yjs';
import { incomingChatTransaction, readSyncLog, takeSyncLog, type ChatDb, type MemoryDb, type SyncLogTable } from '../../../storage';
import {
  observeRev,
  openOrderItem,
  openSlot,
  ORDER_ARRAY,
  RECORDS_MAP,
  sealOrderItem,
  sealSlot,
  tickClock,
  type OrderItem,
  type Rev,
  type SlotContext,
  type SlotPayload,
  type SyncDocName,
} from '../../../sync';
import { createKnownRecords } from './knownRecords';
import { createChatsMirror, type Outgoing } from './mirrorChats';
import { createMemoriesMirror } from './mirrorMemories';
import { createWholesMirror } from './mirrorWholes';
import type { KnownStore } from './syncState';

/** What the mirror reads and writes on this device. */
export interface MirrorDeps {
  readonly ctx: SlotContext;
  /** This device's slot: the only entries of map "r" it ever sets. */
  readonly slot: string;
  readonly docs: Readonly<Record<SyncDocName, Y.Doc>>;
  now(): number;
  memoryDb(): MemoryDb | null;
  chatDb(): ChatDb;
  /** The browser session's memory namespace, and the secrets the memory gates refuse (the API key). */
  namespace(): readonly string[];
  secrets(): readonly string[];
  /** Where the records this device held are kept between sessions (none: only while running). */
  readonly known?: KnownStore;
  /** The name another device gave itself in the space's Devices list, for the history of what it changed here. */
  deviceName?(slot: string): Promise<string | undefined>;
}

type Table = SlotPayload['t'];
const SYNC_DOC_NAMES: readonly SyncDocName[] = ['memory', 'chat'];
/** Entries decrypted at once when many arrive together (a joining device receives every entry). */
const OPEN_AT_ONCE = 256;
const recordId = (t: Table, k: string) => `${t}\u0000${k}`;

/**
 * The two-way mirror between this device's databases and the space's two Yjs documents. Outbound: a scan
 * compares each local row with the fold of every device's slot and seals a new version of this device's
 * slot only where the row holds a change the documents lack. Inbound: each changed entry is opened (wrong
 * key, tampering, moved values and replays are refused by the core), the record is folded and the result
 * written here through the same gates as an import. Work runs one step at a time, in arrival order.
 */
export function createMirror(deps: MirrorDeps) {
  const { ctx, slot, docs } = deps;
  /** Every device's latest opened slot, by record, then by device slot. */
  const records = new Map<string, Map<string, SlotPayload>>();
  /** The rev of the version of each entry applied last: an older one replayed by the relay is refused. */
  const applied = new Map<string, Rev>();
  /**
   * What each sealed value held when it was opened: a joining device is told of each entry as it arrives
   * and then reads every entry once the first sync ends, and decrypting one again would only repeat the
   * work (its record is still folded and applied again, which changes nothing that is already here).
   */
  const openedValues = new WeakMap<Uint8Array, SlotPayload>();
  /** The records held here when last looked at (one gone since was deleted here), saved between sessions. */
  const known = createKnownRecords();
  let clock: Rev | undefined;
  let refused = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let halted = false;
  // A step queued before stop() finds the databases closed: it is skipped instead.
  const enqueue = <T>(step: () => Promise<T>): Promise<T | undefined> => {
    const next = queue.then(() => (halted ? undefined : step()));
    queue = next.catch((e: unknown) => console.error('sync step failed', e));
    return next;
  };

  const slotsOf = <S extends SlotPayload>(t: Table, k: string): S[] => [...(records.get(recordId(t, k))?.values() ?? [])] as S[];
  const nextRev = (): Rev => (clock = tickClock(clock, deps.now(), slot));

  function remember(payload: SlotPayload) {
    const id = recordId(payload.t, payload.k);
    const bySlot = records.get(id) ?? new Map<string, SlotPayload>();
    bySlot.set(payload.rev[2], payload);
    records.set(id, bySlot);
  }

  async function push(payload: SlotPayload, order?: OrderItem) {
    await pushAll([{ payload, ...(order ? { order } : {}) }]);
  }

  /**
   * Seals a scan's changes together (up to OPEN_AT_ONCE at a time: each waits on the platform's crypto)
   * and sets them in one document transaction per document, in the order given, so a first upload of
   * thousands of records is a few updates to send and store instead of one per record.
   */
  async function pushAll(items: readonly Outgoing[]) {
    if (items.length === 0) return;
    for (const { payload } of items) remember(payload);
    const sealed: { doc: SyncDocName; key: string; value: Uint8Array; orderItem?: Uint8Array }[] = [];
    for (let start = 0; start < items.length; start += OPEN_AT_ONCE)
      sealed.push(
        ...(await Promise.all(
          items.slice(start, start + OPEN_AT_ONCE).map(async ({ payload, order }) => {
            const { key, value } = await sealSlot(ctx, slot, payload);
            const doc: SyncDocName = payload.t === 'memory' ? 'memory' : 'chat';
            return { doc, key, value, ...(order ? { orderItem: await sealOrderItem(ctx, order) } : {}) };
          }),
        )),
      );
    for (const name of SYNC_DOC_NAMES) {
      const mine = sealed.filter((s) => s.doc === name);
      if (mine.length === 0) continue;
      const doc = docs[name];
      doc.transact(() => {
        const records = doc.getMap<Uint8Array>(RECORDS_MAP);
        const order = doc.getArray<Uint8Array>(ORDER_ARRAY);
        for (const s of mine) {
          records.set(s.key, s.value);
          if (s.orderItem) order.push([s.orderItem]);
        }
      }, 'local');
    }
  }

  const wholes = createWholesMirror({ chatDb: deps.chatDb, slotsOf, push: (p) => push(p), nextRev, now: deps.now });
  const memories = createMemoriesMirror({
    ...deps,
    known,
    slotsOf,
    pushAll,
    nextRev,
    memoryKeys: function* () {
      for (const id of records.keys()) if (id.startsWith('memory\u0000')) yield id.slice('memory\u0000'.length);
    },
  });

  const chats = createChatsMirror({
    ctx,
    chatDb: deps.chatDb,
    slotsOf,
    nextRev,
    pushAll,
    known,
    orderArray: () => docs.chat.getArray<Uint8Array>(ORDER_ARRAY),
  });

  /** Compares every record here with the documents and sends what differs (a first upload, a restart's catch-up). */
  async function scanAll() {
    await memories.scan();
    await wholes.scan(await chats.scan());
  }

  /** What both sync logs hold now, and a way to take exactly those entries once what they name is sent. */
  async function readLogs() {
    const chatDb = deps.chatDb();
    const memoryDb = deps.memoryDb();
    const chatLog = await readSyncLog(chatDb);
    const memoryLog = memoryDb ? await readSyncLog(memoryDb) : [];
    return {
      chatLog,
      memoryLog,
      async take() {
        await takeSyncLog(chatDb, chatLog);
        if (memoryDb) await takeSyncLog(memoryDb, memoryLog);
      },
    };
  }

  /**
   * Sends what the sync logs name (written with each change, in the same transaction): only the records
   * changed here since the log was last taken are read and compared, not every row.
   */
  async function sendLogged() {
    const logs = await readLogs();
    if (logs.chatLog.length === 0 && logs.memoryLog.length === 0) return;
    const keys = (t: SyncLogTable) => logs.chatLog.filter((e) => e.t === t).map((e) => e.k);
    await memories.send(logs.memoryLog.map((e) => e.k));
    await chats.send(keys('conversation'), keys('message'));
    await wholes.send(keys('thread'), keys('taskRun'));
    await logs.take();
  }

  /** A full comparison, after which the log entries written before it are taken: it sent what they name. */
  async function scanAndTakeLog() {
    const logs = await readLogs();
    await scanAll();
    await logs.take();
  }

  /** Writes what changed in the known records since the last save (only those records). */
  async function saveKnown() {
    if (deps.known) await known.save(deps.known);
  }

  async function loadKnown() {
    if (deps.known) known.load(await deps.known.load());
  }

  type Touched = Map<string, { t: Table; k: string }>;

  /**
   * Opens changed entries into the slot view (refusing what does not open or replays an older version).
   * Up to OPEN_AT_ONCE are decrypted together, since each waits on the platform's crypto rather than this
   * thread, then taken in the order given.
   */
  async function openEntries(doc: SyncDocName, keys: readonly string[], touched: Touched) {
    const map = docs[doc].getMap<Uint8Array>(RECORDS_MAP);
    const openOne = async (key: string): Promise<SlotPayload | null> => {
      const sealed = map.get(key);
      if (!(sealed instanceof Uint8Array)) return null;
      const cached = openedValues.get(sealed);
      if (cached) return cached;
      const opened = await openSlot(ctx, doc, key, sealed, applied.get(key));
      if (!opened.ok) {
        refused += 1;
        return null;
      }
      openedValues.set(sealed, opened.value.payload);
      return opened.value.payload;
    };
    for (let start = 0; start < keys.length; start += OPEN_AT_ONCE) {
      const batch = keys.slice(start, start + OPEN_AT_ONCE);
      const payloads = await Promise.all(batch.map(openOne));
      payloads.forEach((payload, i) => {
        if (!payload) return;
        applied.set(batch[i]!, payload.rev);
        remember(payload);
        clock = observeRev(clock, payload.rev, slot);
        touched.set(recordId(payload.t, payload.k), { t: payload.t, k: payload.k });
      });
    }
  }

  /** Writes the fold of each touched record here (conversations before their messages), then the orders it changed. */
  async function applyTouched(touched: Touched) {
    /** Conversations whose thread and task run are applied last: after their conversation, messages and order. */
    const wholeIds = new Set<string>();
    const memoryKeys: string[] = [];
    const conversationIds: string[] = [];
    const messageIds: string[] = [];
    for (const { t, k } of touched.values()) {
      if (t === 'memory') memoryKeys.push(k);
      else if (t === 'conversation') {
        conversationIds.push(k);
        wholeIds.add(k);
      } else if (t === 'message') messageIds.push(k);
      else wholeIds.add(k);
    }
    if (await memories.applyAll(memoryKeys)) await memories.repairPreferences();
    if (conversationIds.length === 0 && messageIds.length === 0 && wholeIds.size === 0) return;
    // Opened first: the chat side is then written in one transaction marked incoming.
    const order = messageIds.length > 0 ? await chats.orderItems() : [];
    await incomingChatTransaction(deps.chatDb(), async (t) => {
      await chats.applyConversations(conversationIds, t);
      const reorderIds = await chats.applyMessages(messageIds, t);
      await chats.reorder(reorderIds, order, t);
      for (const id of new Set([...wholeIds, ...reorderIds])) {
        await wholes.applyThread(id, t);
        await wholes.applyTaskRun(id, t);
      }
    });
  }

  async function ingest(doc: SyncDocName, keys: readonly string[]) {
    const touched: Touched = new Map();
    await openEntries(doc, keys, touched);
    await applyTouched(touched);
    await saveKnown();
  }

  const allKeys = (doc: SyncDocName) => [...docs[doc].getMap(RECORDS_MAP).keys()];

  const observers: (() => void)[] = [];
  for (const doc of ['memory', 'chat'] as const) {
    const map = docs[doc].getMap<Uint8Array>(RECORDS_MAP);
    const onRecords = (event: Y.YMapEvent<Uint8Array>) => {
      if (event.transaction.origin === 'local') return;
      const keys = [...event.keysChanged];
      void enqueue(() => ingest(doc, keys));
    };
    map.observe(onRecords);
    observers.push(() => map.unobserve(onRecords));
  }
  const order = docs.chat.getArray<Uint8Array>(ORDER_ARRAY);
  const onOrder = (event: Y.YArrayEvent<Uint8Array>) => {
    if (event.transaction.origin === 'local') return;
    // Yjs lets an event's changes be read only while its handler runs, so they are taken now, not in the queued step.
    const inserted = event.changes.delta.flatMap((d) => (Array.isArray(d.insert) ? (d.insert as Uint8Array[]) : []));
    void enqueue(async () => {
      const ids = new Set<string>();
      for (const sealed of inserted) {
        const opened = await openOrderItem(ctx, sealed);
        if (opened.ok) ids.add(opened.value.c);
      }
      const order = await chats.orderItems();
      await incomingChatTransaction(deps.chatDb(), (t) => chats.reorder(ids, order, t));
    });
  };
  order.observe(onOrder);
  observers.push(() => order.unobserve(onOrder));

  return {
    /** Opens everything the documents already hold (after a first sync), then applies it here. */
    loadAll: () =>
      enqueue(async () => {
        for (const doc of ['memory', 'chat'] as const) await ingest(doc, allKeys(doc));
      }),
    /**
     * After a restart with the documents this device stored: what changed here while sync was not
     * running (edits, and deletions, which the known records reveal) goes into this device's slots
     * first, and only then is the fold applied, so the documents' older view never overwrites them.
     */
    catchUp: () =>
      enqueue(async () => {
        await loadKnown();
        const touched: Touched = new Map();
        for (const doc of ['memory', 'chat'] as const) await openEntries(doc, allKeys(doc), touched);
        await scanAndTakeLog();
        await applyTouched(touched);
        await saveKnown();
      }),
    /** Compares every record here with the documents and writes what differs into this device's slots (a first upload). */
    scan: () =>
      enqueue(async () => {
        await scanAndTakeLog();
        await saveKnown();
      }),
    /** Writes the changes the sync logs name into this device's slots. */
    sendChanges: () =>
      enqueue(async () => {
        await sendLogged();
        await saveKnown();
      }),
    /** Settles when every step queued so far has run. */
    idle: () => enqueue(async () => undefined),
    /** Entries that did not open or did not pass the checks (another passphrase, tampering, replays). */
    refusedCount: () => refused,
    /** Stops watching the documents; a second call (a tab closing after sync was stopped) does nothing. */
    stop() {
      halted = true;
      for (const stop of observers.splice(0)) stop();
    },
  };
}

export type Mirror = ReturnType<typeof createMirror>;
