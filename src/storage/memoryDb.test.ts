import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { randomBytes } from 'node:crypto';
import type { UserMemory } from '../memory';
import { openMemoryDb, memoryDbName } from './memoryDb';
import { applyMemoryWrite, memoriesFingerprint, recordRecall, recordRejections, type MemoryWriteDecision } from './memoryStore';
import { countPendingJobs, enqueueJob, failJob, nextPendingJob, completeJob, scheduleRetry } from './outboxStore';

const freshHash = () => randomBytes(8).toString('hex');
const AT = '2026-03-01T10:00:00.000Z';

const memory = (polarity: 'prefer' | 'avoid', status: UserMemory['status'] = 'active'): UserMemory => ({
  schemaVersion: 'user-memory.v1',
  namespace: ['mindkeep', 'user-memory', 'v1', 'h'],
  stableKey: `user_preference:${polarity}-桃子`,
  type: 'user_preference',
  text: polarity === 'prefer' ? '用户喜欢吃桃子' : '用户不喜欢吃桃子',
  identity: { subject: '桃子', polarity },
  tags: ['桃子'],
  confidence: 0.9,
  status,
  source: 'eligible_completed_turn',
  sourceConversationId: 'c1',
  createdAt: AT,
  updatedAt: AT,
});

/** A hand-written decision (storage may not call the pure planner): write `next`, suppress the opposite. */
const writeWithReversal = (next: UserMemory): MemoryWriteDecision => ({
  plan: (existing) => ({ outcome: existing ? 'updated' : 'written', memory: next, alsoSuppress: 'user_preference:prefer-桃子' }),
  suppressOpposite: (m) => ({ ...m, status: 'suppressed', suppressedAt: AT, updatedAt: AT }),
});

describe('memory database', () => {
  it('given the version-1 schema with data, when opened by the current code, then nothing is lost', async () => {
    const hash = freshHash();
    const v1 = new Dexie(memoryDbName(hash));
    v1.version(1).stores({
      memories: 'stableKey, status, type, updatedAt, lastUsedAt, sourceConversationId',
      history: '++id, stableKey, at',
      outbox: 'id, seq, createdAt, state, [state+seq]',
      recallLog: '++id, assistantMessageId, conversationId, at',
      rejections: '++id, at',
    });
    await v1.table('memories').add(memory('prefer'));
    await v1.table('outbox').add({
      id: 'j',
      seq: 1,
      conversationId: 'c',
      userMessageId: 'u',
      assistantMessageId: 'a',
      createdAt: AT,
      attempts: 0,
      state: 'pending',
    });
    v1.close();
    const current = openMemoryDb(hash);
    expect(current.tables.map((t) => t.name).sort()).toEqual([
      'anchors',
      'history',
      'memories',
      'outbox',
      'recallLog',
      'rejections',
      'syncLog',
      'vectors',
    ]);
    expect(await current.memories.get('user_preference:prefer-桃子')).toMatchObject({ text: '用户喜欢吃桃子' });
    expect(await countPendingJobs(current)).toBe(1);
  });

  it('given an active "prefer", when "avoid" is written, then both changes and two history entries land together', async () => {
    const db = openMemoryDb(freshHash());
    await db.memories.put(memory('prefer'));
    const before = await memoriesFingerprint(db);
    const outcome = await applyMemoryWrite(db, 'user_preference:avoid-桃子', writeWithReversal(memory('avoid')), {
      at: AT,
      conversationId: 'c2',
    });
    expect(outcome).toBe('written');
    // Same clock value as the stored memory: the fingerprint must still see the change.
    expect(await memoriesFingerprint(db)).not.toBe(before);
    expect((await db.memories.get('user_preference:prefer-桃子'))?.status).toBe('suppressed');
    expect((await db.memories.get('user_preference:avoid-桃子'))?.status).toBe('active');
    expect((await db.history.toArray()).map((h) => [h.stableKey, h.outcome])).toEqual([
      ['user_preference:avoid-桃子', 'written'],
      ['user_preference:prefer-桃子', 'suppressed'],
    ]);
  });

  it('given a decision that throws midway, when applied, then nothing of the write remains', async () => {
    const db = openMemoryDb(freshHash());
    await db.memories.put(memory('prefer'));
    const failing: MemoryWriteDecision = {
      ...writeWithReversal(memory('avoid')),
      suppressOpposite: () => {
        throw new Error('boom');
      },
    };
    await expect(applyMemoryWrite(db, 'user_preference:avoid-桃子', failing, { at: AT, conversationId: 'c2' })).rejects.toThrow('boom');
    expect(await db.memories.get('user_preference:avoid-桃子')).toBeUndefined();
    expect(await db.history.count()).toBe(0);
  });

  it('given a duplicate plan, when applied, then no memory or history is written', async () => {
    const db = openMemoryDb(freshHash());
    const outcome = await applyMemoryWrite(
      db,
      'k',
      { plan: () => ({ outcome: 'duplicate' }), suppressOpposite: (m) => m },
      { at: AT, conversationId: 'c' },
    );
    expect(outcome).toBe('duplicate');
    expect(await db.memories.count()).toBe(0);
    expect(await db.history.count()).toBe(0);
  });

  it('given a rejection object carrying extra text, when recorded, then only the declared fields are stored', async () => {
    const db = openMemoryDb(freshHash());
    const sneaky = {
      at: AT,
      conversationId: 'c',
      reason: 'sensitive_personal_information' as const,
      source: 'extraction' as const,
      text: '110101199003074514',
    };
    await recordRejections(db, [sneaky]);
    const [stored] = await db.rejections.toArray();
    expect(stored).toMatchObject({ reason: 'sensitive_personal_information', conversationId: 'c' });
    expect(JSON.stringify(stored)).not.toContain('110101199003074514');
  });

  it('given a recall, when recorded, then the log entry and lastUsedAt are written and the fingerprint is unchanged', async () => {
    const db = openMemoryDb(freshHash());
    await db.memories.put(memory('prefer'));
    const before = await memoriesFingerprint(db);
    const items = [
      { stableKey: 'user_preference:prefer-桃子', score: 3, breakdown: { tags: 3, identity: 0, wholeText: 0, partialText: 0, latin: 0 } },
    ];
    await recordRecall(db, { assistantMessageId: 'a1', conversationId: 'c9', at: '2026-03-02T00:00:00.000Z', items });
    expect((await db.memories.get('user_preference:prefer-桃子'))?.lastUsedAt).toBe('2026-03-02T00:00:00.000Z');
    expect(await db.recallLog.where('assistantMessageId').equals('a1').count()).toBe(1);
    expect(await memoriesFingerprint(db)).toBe(before);
  });
});

describe('extraction outbox', () => {
  const job = (id: string) => ({ id, conversationId: 'c', userMessageId: `u-${id}`, assistantMessageId: `a-${id}`, createdAt: AT });

  it('given jobs enqueued within one millisecond, when read, then they come back in enqueue order', async () => {
    const db = openMemoryDb(freshHash());
    for (const id of ['z', 'a', 'm']) await enqueueJob(db, job(id));
    expect((await nextPendingJob(db))?.id).toBe('z');
    await completeJob(db, 'z', AT, 1);
    expect((await nextPendingJob(db))?.id).toBe('a');
    await failJob(db, 'a', AT, 1, { code: 'auth', values: { status: 401 } });
    await scheduleRetry(db, 'm', 1, '2026-03-01T10:00:01.000Z', { code: 'server', values: { status: 500 } });
    const head = await nextPendingJob(db);
    expect(head).toMatchObject({ id: 'm', attempts: 1, nextAttemptAt: '2026-03-01T10:00:01.000Z', state: 'pending' });
    expect(await countPendingJobs(db)).toBe(1);
    expect((await db.outbox.get('a'))?.lastError).toEqual({ code: 'auth', values: { status: 401 } });
  });
});
