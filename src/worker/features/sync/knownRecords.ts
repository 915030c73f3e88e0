import type { KnownRecord } from '../../../storage';
import type { KnownStore } from './syncState';

type KnownTable = 'memory' | 'conversation' | 'message';
const idOf = (t: KnownTable, k: string) => `${t}\u0000${k}`;

/**
 * The records this device held when the mirror last looked (memories, conversations, and messages with
 * their conversation): one gone since was deleted here. Kept between sessions by the known store; a save
 * writes only what changed since the last one. Changes of single records are tracked as they happen, so
 * sending one logged change writes one row, not a comparison of every message; only replacing a whole set
 * (a full scan) compares everything.
 */
/** A set of keys of one table whose single changes are noted in `touched`; a whole replacement calls `replaced`. */
function trackedSet(t: KnownTable, touched: Set<string>, replaced: () => void) {
  let keys = new Set<string>();
  return {
    has: (k: string) => keys.has(k),
    add(k: string) {
      keys.add(k);
      touched.add(idOf(t, k));
    },
    delete(k: string) {
      keys.delete(k);
      touched.add(idOf(t, k));
    },
    values: (): Iterable<string> => keys,
    replace(next: Set<string>) {
      keys = next;
      replaced();
    },
  };
}

export function createKnownRecords() {
  /** What the store holds: record id → a message's conversation, or ''. */
  const saved = new Map<string, string>();
  const touched = new Set<string>();
  let wholeChanged = false;
  const markWhole = () => void (wholeChanged = true);
  const memories = trackedSet('memory', touched, markWhole);
  const conversations = trackedSet('conversation', touched, markWhole);
  let messages = new Map<string, string>();

  /** The value the store should hold for this record id now (undefined: no row). */
  function current(id: string): string | undefined {
    const cut = id.indexOf('\u0000');
    const t = id.slice(0, cut) as KnownTable;
    const k = id.slice(cut + 1);
    if (t === 'memory') return memories.has(k) ? '' : undefined;
    if (t === 'conversation') return conversations.has(k) ? '' : undefined;
    return messages.get(k);
  }

  function allIds(): Set<string> {
    const ids = new Set(saved.keys());
    for (const k of memories.values()) ids.add(idOf('memory', k));
    for (const k of conversations.values()) ids.add(idOf('conversation', k));
    for (const k of messages.keys()) ids.add(idOf('message', k));
    return ids;
  }

  /** What to write so the store matches the records now: only the ones changed since the last call. */
  function changes(): { put: Omit<KnownRecord, 'space'>[]; removed: string[] } {
    const put: Omit<KnownRecord, 'space'>[] = [];
    const removed: string[] = [];
    for (const id of wholeChanged ? allIds() : touched) {
      const now = current(id);
      if (now === saved.get(id)) continue;
      if (now === undefined) {
        removed.push(id);
        saved.delete(id);
      } else {
        put.push(now ? { id, c: now } : { id });
        saved.set(id, now);
      }
    }
    touched.clear();
    wholeChanged = false;
    return { put, removed };
  }

  return {
    memories,
    conversations,
    messages: {
      get: (k: string) => messages.get(k),
      set(k: string, conversationId: string) {
        messages.set(k, conversationId);
        touched.add(idOf('message', k));
      },
      delete(k: string) {
        messages.delete(k);
        touched.add(idOf('message', k));
      },
      entries: (): Iterable<[string, string]> => messages,
      replace(byId: Map<string, string>) {
        messages = byId;
        wholeChanged = true;
      },
    },

    /** Takes what the store holds as the known records (at a restart). */
    load(rows: readonly Omit<KnownRecord, 'space'>[]) {
      memories.replace(new Set());
      conversations.replace(new Set());
      messages = new Map();
      saved.clear();
      for (const r of rows) {
        const cut = r.id.indexOf('\u0000');
        const t = r.id.slice(0, cut) as KnownTable;
        const k = r.id.slice(cut + 1);
        if (t === 'memory') memories.add(k);
        else if (t === 'conversation') conversations.add(k);
        else if (t === 'message' && r.c !== undefined) messages.set(k, r.c);
        else continue;
        saved.set(r.id, r.c ?? '');
      }
      touched.clear();
      wholeChanged = false;
    },

    changes,
    /** Writes the changes since the last save into the store. */
    async save(store: KnownStore) {
      const { put, removed } = changes();
      if (put.length > 0 || removed.length > 0) await store.save(put, removed);
    },
  };
}

export type KnownRecords = ReturnType<typeof createKnownRecords>;
