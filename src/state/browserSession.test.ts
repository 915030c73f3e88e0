import { describe, expect, it } from 'vitest';
import {
  createSession,
  forgetSession,
  hashSessionId,
  loadSessions,
  renameSession,
  SESSION_NAME_MAX,
  switchSession,
} from './browserSession';
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

  it('given sessions kept before they had numbers, when loaded, then they are numbered oldest first and keep their numbers', async () => {
    const storage = createMemoryStorage();
    const older = { id: 'a'.repeat(32), createdAt: '2026-01-01T00:00:00.000Z' };
    const newer = { id: 'b'.repeat(32), createdAt: '2026-01-02T00:00:00.000Z' };
    storage.setItem('mindkeep.sessions', JSON.stringify([newer, older]));
    storage.setItem('mindkeep.session', newer.id);
    const { all } = await loadSessions(storage, '2026-01-03T00:00:00.000Z');
    expect(all.map((s) => [s.id, s.number])).toEqual([
      [newer.id, 2],
      [older.id, 1],
    ]);
    const third = createSession(storage, '2026-01-04T00:00:00.000Z');
    expect(forgetSession(storage, older.id)).toBe(true);
    const later = await loadSessions(storage, '2026-01-05T00:00:00.000Z');
    expect(later.all.map((s) => [s.id, s.number])).toEqual([
      [third, 3],
      [newer.id, 2],
    ]);
  });

  it('given a session opened again, when loaded, then its last use is now and the others keep theirs', async () => {
    const storage = createMemoryStorage();
    const { current: a } = await loadSessions(storage, '2026-01-01T00:00:00.000Z');
    createSession(storage, '2026-01-02T00:00:00.000Z');
    switchSession(storage, a.id);
    const { all } = await loadSessions(storage, '2026-01-09T00:00:00.000Z');
    expect(all.map((s) => s.lastUsedAt)).toEqual(['2026-01-02T00:00:00.000Z', '2026-01-09T00:00:00.000Z']);
  });

  it('given a name, when a session is renamed, then it is kept trimmed and cut, and an empty name restores the default', async () => {
    const storage = createMemoryStorage();
    const { current } = await loadSessions(storage, '2026-01-01T00:00:00.000Z');
    expect(renameSession(storage, current.id, '  Work \n notes  ')).toBe(true);
    expect((await loadSessions(storage, '2026-01-02T00:00:00.000Z')).current.name).toBe('Work notes');
    renameSession(storage, current.id, 'x'.repeat(SESSION_NAME_MAX + 10));
    expect((await loadSessions(storage, '2026-01-02T00:00:00.000Z')).current.name).toHaveLength(SESSION_NAME_MAX);
    renameSession(storage, current.id, '   ');
    expect((await loadSessions(storage, '2026-01-02T00:00:00.000Z')).current.name).toBeUndefined();
    expect(renameSession(storage, 'f'.repeat(32), 'Nobody')).toBe(false);
  });

  it('given the current session, when it is to be forgotten, then it is refused and stays listed', async () => {
    const storage = createMemoryStorage();
    const { current } = await loadSessions(storage, '2026-01-01T00:00:00.000Z');
    expect(forgetSession(storage, current.id)).toBe(false);
    expect((await loadSessions(storage, '2026-01-02T00:00:00.000Z')).all).toHaveLength(1);
  });
});
