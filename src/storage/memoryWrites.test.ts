import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UserMemory } from '../memory';
import { openMemoryDb, type MemoryDb } from './memoryDb';
import { putImportedMemories } from './inspectorStore';
import { applyMemoryWrite, applyMemoryWrites, type MemoryWrite } from './memoryStore';

// Writing a batch of plans at once must give what writing them one by one gives, and all or nothing.

const freshDb = () => openMemoryDb(randomBytes(8).toString('hex'));
const AT = '2026-03-01T10:00:00.000Z';
const meta = { at: AT, conversationId: 'c1' };

const memory = (key: string, text: string, over: Partial<UserMemory> = {}): UserMemory => ({
  schemaVersion: 'user-memory.v1',
  namespace: ['mindkeep', 'user-memory', 'v1', 'h'],
  stableKey: key,
  type: 'user_preference',
  text,
  identity: { subject: key.split('-')[1] ?? key, polarity: key.includes(':avoid-') ? 'avoid' : 'prefer' },
  tags: [],
  confidence: 0.9,
  status: 'active',
  source: 'eligible_completed_turn',
  sourceConversationId: 'c1',
  createdAt: AT,
  updatedAt: AT,
  ...over,
});

/** A hand-written decision (storage may not call the pure planner): write `next` unless it is already there. */
const write = (next: UserMemory, alsoSuppress?: string): MemoryWrite => ({
  stableKey: next.stableKey,
  decision: {
    plan: (existing) =>
      existing?.text === next.text && existing.status === next.status
        ? { outcome: 'duplicate' }
        : { outcome: existing ? 'updated' : 'written', memory: next, ...(alsoSuppress ? { alsoSuppress } : {}) },
    suppressOpposite: (m) => ({ ...m, status: 'suppressed', suppressedAt: AT, updatedAt: AT }),
  },
  meta,
});

const contents = async (db: MemoryDb) => ({
  memories: (await db.memories.toArray()).sort((a, b) => a.stableKey.localeCompare(b.stableKey)),
  history: (await db.history.orderBy('id').toArray()).map(({ id: _id, ...entry }) => entry),
});

// Every kind of step a batch holds: new keys, the same key again (changed and unchanged), a reversal whose
// opposite is stored, and one whose opposite was written earlier in the same batch.
const STEPS: MemoryWrite[] = [
  write(memory('user_preference:prefer-tea', 'likes tea')),
  write(memory('user_preference:prefer-tea', 'likes tea')),
  write(memory('user_preference:prefer-tea', 'likes green tea')),
  write(memory('user_preference:avoid-tea', 'avoids tea'), 'user_preference:prefer-tea'),
  write(memory('user_preference:avoid-figs', 'avoids figs'), 'user_preference:prefer-figs'),
  write(memory('user_preference:prefer-figs', 'likes figs'), 'user_preference:avoid-figs'),
  write(memory('user_preference:prefer-plums', 'likes plums')),
];
const STORED = [memory('user_preference:prefer-figs', 'likes figs a bit'), memory('user_preference:prefer-plums', 'likes plums')];

describe('writing memory plans in one batch', () => {
  it('given any prefix of a mixed sequence, when written as one batch, then outcomes, memories and history are those of writing it one by one', async () => {
    for (let n = 1; n <= STEPS.length; n += 1) {
      const steps = STEPS.slice(0, n);
      const oneByOne = freshDb();
      const batched = freshDb();
      await oneByOne.memories.bulkPut(STORED);
      await batched.memories.bulkPut(STORED);
      const expected: string[] = [];
      for (const s of steps) expected.push(await applyMemoryWrite(oneByOne, s.stableKey, s.decision, s.meta));

      const outcomes = await applyMemoryWrites(batched, steps);

      expect(outcomes).toEqual(expected);
      expect(await contents(batched)).toEqual(await contents(oneByOne));
    }
  });

  it('given a batch whose third plan fails, when written, then nothing of it is stored', async () => {
    const db = freshDb();
    const failing: MemoryWrite = {
      ...write(memory('user_preference:prefer-pears', 'likes pears')),
      decision: {
        plan: () => {
          throw new Error('planner bug');
        },
        suppressOpposite: (m) => m,
      },
    };

    await expect(applyMemoryWrites(db, [STEPS[0]!, STEPS[4]!, failing, STEPS[6]!])).rejects.toThrow('planner bug');

    expect(await db.memories.count()).toBe(0);
    expect(await db.history.count()).toBe(0);
  });

  it('given imported memories over stored ones, when put, then each has its history entry: written, updated, or suppressed with the version before', async () => {
    const db = freshDb();
    const tea = memory('user_preference:prefer-tea', 'likes tea');
    const figs = memory('user_preference:prefer-figs', 'likes figs');
    await db.memories.bulkPut([tea, figs]);
    const imported = [
      { ...tea, status: 'suppressed' as const },
      { ...figs, text: 'likes dried figs' },
      memory('user_preference:prefer-plums', 'likes plums'),
    ];

    await putImportedMemories(db, imported, AT);

    const { memories, history } = await contents(db);
    expect(memories).toEqual([...imported].sort((a, b) => a.stableKey.localeCompare(b.stableKey)));
    expect(history.map((e) => [e.stableKey, e.outcome, e.before?.text ?? null])).toEqual([
      ['user_preference:prefer-tea', 'suppressed', 'likes tea'],
      ['user_preference:prefer-figs', 'updated', 'likes figs'],
      ['user_preference:prefer-plums', 'written', null],
    ]);
  });
});
