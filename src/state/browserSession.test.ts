import { describe, expect, it } from 'vitest';
import { createSession, hashSessionId, loadSessions, switchSession } from './browserSession';
import { createMemoryStorage } from './memoryStorage.testutil';
import { createHash } from 'node:crypto';

describe('browser session', () => {
  it('given a first visit, when sessions load, then a 128-bit id is created and kept', async () => {
    const storage = createMemoryStorage();
    const first = await loadSessions(storage, '2026-01-01T00:00:00.000Z');
    expect(first.current.id).toMatch(/^[0-9a-f]{32}$/);
    const again = await loadSessions(storage, '2026-01-02T00:00:00.000Z');
    expect(again.current.id).toBe(first.current.id);
    expect(again.all).toHaveLength(1);
  });

  it('given an id, when hashed, then the hash is the first 16 hex chars of its SHA-256', async () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(await hashSessionId(id)).toBe(createHash('sha256').update(id).digest('hex').slice(0, 16));
  });

  it('given two sessions, when switching back, then the earlier one is current again and both are listed', async () => {
    const storage = createMemoryStorage();
    const { current: a } = await loadSessions(storage, '2026-01-01T00:00:00.000Z');
    const bId = createSession(storage, '2026-01-02T00:00:00.000Z');
    const afterNew = await loadSessions(storage, '2026-01-03T00:00:00.000Z');
    expect(afterNew.current.id).toBe(bId);
    expect(afterNew.current.hash).not.toBe(a.hash);
    expect(afterNew.all.map((s) => s.id)).toEqual([bId, a.id]);
    expect(switchSession(storage, a.id)).toBe(true);
    expect((await loadSessions(storage, '2026-01-04T00:00:00.000Z')).current.id).toBe(a.id);
  });

  it('given an unknown id, when switching, then nothing changes', async () => {
    const storage = createMemoryStorage();
    const { current } = await loadSessions(storage, '2026-01-01T00:00:00.000Z');
    expect(switchSession(storage, 'f'.repeat(32))).toBe(false);
    expect((await loadSessions(storage, '2026-01-01T00:00:00.000Z')).current.id).toBe(current.id);
  });
});
