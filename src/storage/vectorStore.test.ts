import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryDbName, openMemoryDb } from './memoryDb';
import { deleteVectors, getAnchors, listVectors, listVectorStamps, putAnchors, putVectors, vectorsFingerprint } from './vectorStore';

const AT = '2026-03-01T10:00:00.000Z';
const V1_STORES = {
  memories: 'stableKey, status, type, updatedAt, lastUsedAt, sourceConversationId',
  history: '++id, stableKey, at',
  outbox: 'id, seq, createdAt, state, [state+seq]',
  recallLog: '++id, assistantMessageId, conversationId, at',
  rejections: '++id, at',
};

describe('memory database version 2: vectors', () => {
  it('Given a version-1 database with a row in every table, when opened by the current code, then every row and index is kept and the vector tables are empty', async () => {
    const hash = randomBytes(8).toString('hex');
    const v1 = new Dexie(memoryDbName(hash));
    v1.version(1).stores(V1_STORES);
    await v1
      .table('memories')
      .add({ stableKey: 'user_preference:prefer-桃子', status: 'active', type: 'user_preference', updatedAt: AT, text: '用户喜欢吃桃子' });
    await v1.table('history').add({ stableKey: 'user_preference:prefer-桃子', outcome: 'written', at: AT, conversationId: 'c' });
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
    await v1.table('recallLog').add({ assistantMessageId: 'a', conversationId: 'c', at: AT, items: [] });
    await v1.table('rejections').add({ at: AT, conversationId: 'c', reason: 'temporary', source: 'extraction' });
    v1.close();

    const db = openMemoryDb(hash);
    await db.open();
    expect(db.verno).toBe(3);
    expect(await db.memories.where('status').equals('active').count()).toBe(1);
    expect(await db.history.where('stableKey').equals('user_preference:prefer-桃子').count()).toBe(1);
    expect(await db.outbox.where('[state+seq]').between(['pending', -Infinity], ['pending', Infinity]).count()).toBe(1);
    expect(await db.recallLog.where('assistantMessageId').equals('a').count()).toBe(1);
    expect(await db.rejections.count()).toBe(1);
    expect(await db.vectors.count()).toBe(0);
    expect(await db.anchors.count()).toBe(0);
    await db.delete();
  });

  it('Given vectors written, when read back, then they are Float32Arrays per model and the fingerprint moves', async () => {
    const db = openMemoryDb(randomBytes(8).toString('hex'));
    const before = await vectorsFingerprint(db);
    await putVectors(db, [
      { stableKey: 'a', model: 'm1', dimension: 3, textHash: 'h1', vector: Float32Array.from([1, 0, 0]), updatedAt: AT },
      { stableKey: 'b', model: 'm2', dimension: 2, textHash: 'h2', vector: Float32Array.from([0, 1]), updatedAt: AT },
    ]);
    const [row] = await listVectors(db, 'm1');
    expect(row?.vector).toBeInstanceOf(Float32Array);
    expect(Array.from(row?.vector ?? [])).toEqual([1, 0, 0]);
    expect(await listVectorStamps(db)).toEqual([
      { stableKey: 'a', model: 'm1', textHash: 'h1' },
      { stableKey: 'b', model: 'm2', textHash: 'h2' },
    ]);
    expect(await vectorsFingerprint(db)).not.toBe(before);
    await deleteVectors(db, ['a']);
    expect(await listVectors(db, 'm1')).toEqual([]);
    await putAnchors(db, { model: 'm1', dimension: 1, textHash: 'x', vectors: [Float32Array.from([1])], updatedAt: AT });
    expect((await getAnchors(db, 'm1'))?.vectors[0]).toBeInstanceOf(Float32Array);
    await db.delete();
  });
});
