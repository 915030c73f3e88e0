import { incomingTransaction, type MemoryDb } from '../../../storage';
import {
  canonicalJson,
  foldMemorySlots,
  latestChange,
  memoryRowFromFold,
  memorySlotFromRow,
  memoryTombstoneSlot,
  preferenceRepairs,
  type FoldedMemory,
  type MemorySlot,
  type Rev,
  type SlotPayload,
} from '../../../sync';
import { putIncomingMemory, suppressForOpposite } from './incomingHistory';
import type { KnownRecords } from './knownRecords';

// The memory side of the mirror: memories go through the memory gates on the way in and keep a history
// entry naming the device that changed them.

export interface MemoriesMirrorDeps {
  /** This device's slot: its own changes need no history entry when seen again. */
  readonly slot: string;
  memoryDb(): MemoryDb | null;
  namespace(): readonly string[];
  secrets(): readonly string[];
  deviceName?(slot: string): Promise<string | undefined>;
  now(): number;
  slotsOf<S extends SlotPayload>(t: S['t'], k: string): S[];
  /** Seals these changes into this device's slots, together. */
  pushAll(items: readonly { payload: SlotPayload }[]): Promise<void>;
  /** The records this device held when the mirror last looked; the memories present here at the last scan or apply. */
  readonly known: KnownRecords;
  nextRev(): Rev;
  /** Every memory the documents hold a slot for. */
  memoryKeys(): Iterable<string>;
}

export function createMemoriesMirror(deps: MemoriesMirrorDeps) {
  const { slot } = deps;
  /** Memories present here at the last scan: one gone since was deleted on this device. */
  const knownHere = deps.known.memories;

  /** Writes this device's memory changes since the last scan into its slots. */
  async function scan() {
    const db = deps.memoryDb();
    if (!db) return;
    const rows = await db.memories.toArray();
    const here = new Set(rows.map((r) => r.stableKey));
    const outgoing: { payload: SlotPayload }[] = [];
    for (const row of rows) {
      const known = foldMemorySlots(deps.slotsOf<MemorySlot>('memory', row.stableKey));
      const next = memorySlotFromRow(row, known, deps.nextRev());
      const same = known.kind === 'present' && next.content === known.memory.content && next.status === known.memory.status;
      if (!same) outgoing.push({ payload: next });
    }
    for (const key of knownHere.values())
      if (!here.has(key) && foldMemorySlots(deps.slotsOf<MemorySlot>('memory', key)).kind === 'present')
        outgoing.push({ payload: memoryTombstoneSlot(key, deps.nextRev()) });
    knownHere.replace(here);
    await deps.pushAll(outgoing);
  }

  /** Sends only the memories the sync log names: each is read back and compared; one gone was deleted here. */
  async function send(keys: readonly string[]) {
    const db = deps.memoryDb();
    if (!db || keys.length === 0) return;
    const rows = await db.memories.bulkGet([...keys]);
    const outgoing: { payload: SlotPayload }[] = [];
    for (const [i, key] of keys.entries()) {
      const row = rows[i];
      const known = foldMemorySlots(deps.slotsOf<MemorySlot>('memory', key));
      if (!row) {
        knownHere.delete(key);
        if (known.kind === 'present') outgoing.push({ payload: memoryTombstoneSlot(key, deps.nextRev()) });
        continue;
      }
      knownHere.add(key);
      const next = memorySlotFromRow(row, known, deps.nextRev());
      const same = known.kind === 'present' && next.content === known.memory.content && next.status === known.memory.status;
      if (!same) outgoing.push({ payload: next });
    }
    await deps.pushAll(outgoing);
  }

  /**
   * Writes the fold of these memories here, in one transaction marked incoming (what another device
   * changed is not this device's news); true when one is present (so preferences may need repair). The
   * names of the devices behind the changes are read first: the transaction may wait only on the database.
   */
  async function applyAll(keys: readonly string[]): Promise<boolean> {
    const db = deps.memoryDb();
    if (!db || keys.length === 0) return false;
    const folds = keys.map((key) => foldMemorySlots(deps.slotsOf<MemorySlot>('memory', key)));
    const names = new Map<string, string | null>();
    for (const fold of folds) {
      if (fold.kind !== 'present') continue;
      const by = latestChange(fold.memory)[2];
      if (by !== slot && !names.has(by)) names.set(by, (await deps.deviceName?.(by)) ?? null);
    }
    let present = false;
    await incomingTransaction(db, ['memories', 'history'], async () => {
      const locals = await db.memories.bulkGet([...keys]);
      for (const [i, key] of keys.entries()) {
        const fold = folds[i]!;
        const local = locals[i];
        if (fold.kind === 'deleted') {
          // Deleted for good means gone here too, with the history that holds copies of its text.
          if (local) {
            await db.memories.delete(key);
            await db.history.where('stableKey').equals(key).delete();
          }
          knownHere.delete(key);
          continue;
        }
        if (fold.kind !== 'present') continue;
        const row = memoryRowFromFold(fold.memory, { namespace: deps.namespace(), secrets: deps.secrets(), ...(local ? { local } : {}) });
        // Refused by a gate (a secret, sensitive data…): it stays out of this device, as an imported one would.
        if (!row.ok) continue;
        if (!local || canonicalJson(local) !== canonicalJson(row.value)) {
          const by = latestChange(fold.memory)[2];
          // A change of this device's own (seen again after a restart) already has its entry from when it was made.
          const from = by === slot ? null : { device: names.get(by) ?? null, at: new Date(deps.now()).toISOString() };
          await putIncomingMemory(db, local, row.value, from);
        }
        knownHere.add(key);
        present = true;
      }
    });
    return present;
  }

  /**
   * A preference and its opposite both active after a merge: the one changed less recently is suppressed
   * here, as a local change, with a history entry naming the device whose opposite won.
   */
  async function repairPreferences() {
    const db = deps.memoryDb();
    if (!db) return;
    const folded: FoldedMemory[] = [];
    for (const key of deps.memoryKeys()) {
      const fold = foldMemorySlots(deps.slotsOf<MemorySlot>('memory', key));
      if (fold.kind === 'present') folded.push(fold.memory);
    }
    const at = new Date(deps.now()).toISOString();
    for (const { stableKey, opposite } of preferenceRepairs(folded)) {
      const by = latestChange(opposite)[2];
      await suppressForOpposite(db, stableKey, at, by === slot ? null : ((await deps.deviceName?.(by)) ?? null));
    }
  }

  return { scan, send, applyAll, repairPreferences };
}
