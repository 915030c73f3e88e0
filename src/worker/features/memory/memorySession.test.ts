import { describe, expect, it } from 'vitest';
import type { MemoryDb } from '../../../storage';
import { createMemorySession } from './memorySession';
import { createStatusTracker } from './memoryStatus';

/** A database whose open waits (as behind an older tab's connection) until the test lets it through. */
function heldDb(name: string, { blocked }: { blocked: boolean }) {
  let letThrough: () => void = () => undefined;
  const onBlocked: (() => void)[] = [];
  const db = {
    name,
    closed: false,
    on(event: string, cb: () => void) {
      if (event === 'blocked') onBlocked.push(cb);
    },
    open() {
      if (!blocked) return Promise.resolve(db);
      queueMicrotask(() => onBlocked.forEach((cb) => cb()));
      return new Promise((resolve) => {
        letThrough = () => resolve(db);
      });
    },
    close() {
      db.closed = true;
    },
  };
  return { db: db as unknown as MemoryDb & { name: string; closed: boolean }, letThrough: () => letThrough() };
}

const HASH_A = '0123456789abcdef';
const HASH_B = 'fedcba9876543210';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('memory session: live views on the database', () => {
  it('given memory blocked when a view subscribes, when the older tab lets go, then the view starts on the opened database', async () => {
    const held = heldDb('a', { blocked: true });
    const status = createStatusTracker();
    const session = createMemorySession({
      status,
      knownSecrets: () => [],
      openMemoryDb: () => held.db,
      onClose: () => undefined,
      onAttach: async () => undefined,
    });
    await session.open(HASH_A);
    expect(status.get().reason?.code).toBe('memory_blocked');

    const started: string[] = [];
    session.watchDatabase((db) => {
      started.push((db as unknown as { name: string }).name);
      return () => undefined;
    });
    expect(started).toEqual([]);

    held.letThrough();
    await settle();
    expect(started).toEqual(['a']);
  });

  it('given a view on one session, when another opens, then it stops before the old database closes and runs on the new one; once stopped, never again', async () => {
    const dbs: Record<string, ReturnType<typeof heldDb>> = {
      [HASH_A]: heldDb('a', { blocked: false }),
      [HASH_B]: heldDb('b', { blocked: false }),
    };
    const session = createMemorySession({
      status: createStatusTracker(),
      knownSecrets: () => [],
      openMemoryDb: (hash) => dbs[hash]!.db,
      onClose: () => undefined,
      onAttach: async () => undefined,
    });
    await session.open(HASH_A);
    const events: string[] = [];
    const stop = session.watchDatabase((db) => {
      const held = db as unknown as { name: string; closed: boolean };
      events.push(`start ${held.name}`);
      return () => events.push(`stop ${held.name} (closed: ${held.closed})`);
    });
    await session.open(HASH_B);
    expect(events).toEqual(['start a', 'stop a (closed: false)', 'start b']);
    expect(dbs[HASH_A]!.db.closed).toBe(true);

    stop();
    await session.open(HASH_A);
    expect(events).toEqual(['start a', 'stop a (closed: false)', 'start b', 'stop b (closed: false)']);
  });
});
