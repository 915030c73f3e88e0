import { describe, expect, it } from 'vitest';
import { filterMemories, type MemoryFilter } from './inspectorQuery';
import { storedMemory } from '../__fixtures__/candidates';

const memory = storedMemory;
const all: MemoryFilter = { type: 'all', status: 'all', search: '', sort: 'updated' };

describe('filterMemories (the inspector list)', () => {
  const list = [
    memory('a', { text: 'Prefers ＴＡＢＳ for indentation', tags: ['editor'], updatedAt: '2026-11-03T00:00:00.000Z' }),
    memory('b', {
      type: 'project_context',
      text: '项目使用 React 而不是 Vue',
      updatedAt: '2026-11-02T00:00:00.000Z',
      lastUsedAt: '2026-11-09T00:00:00.000Z',
    }),
    memory('c', { status: 'suppressed', text: 'Likes peaches', updatedAt: '2026-11-04T00:00:00.000Z' }),
  ];

  it('given every word of a search, when filtered, then only memories holding all of them match, width and case folded', () => {
    expect(filterMemories(list, { ...all, search: 'tabs EDITOR' }).items.map((m) => m.stableKey)).toEqual(['a']);
    expect(filterMemories(list, { ...all, search: 'react 项目' }).items.map((m) => m.stableKey)).toEqual(['b']);
    expect(filterMemories(list, { ...all, search: 'tabs peaches' }).total).toBe(0);
  });

  it('given a status and a type, when filtered, then counts per type follow the status and search but not the type chip', () => {
    const active = filterMemories(list, { ...all, status: 'active', type: 'project_context' });
    expect(active.items.map((m) => m.stableKey)).toEqual(['b']);
    expect(active.total).toBe(2);
    expect(active.countsByType).toMatchObject({ user_preference: 1, project_context: 1 });
  });

  it('given the two sort orders, when sorted, then newest change or last use comes first (never used last)', () => {
    expect(filterMemories(list, all).items.map((m) => m.stableKey)).toEqual(['c', 'a', 'b']);
    expect(filterMemories(list, { ...all, sort: 'lastUsed' }).items.map((m) => m.stableKey)).toEqual(['b', 'a', 'c']);
  });

  it('given a memory, when listed, then the view carries only display fields', () => {
    const [row] = filterMemories([memory('a', { reason: 'said so' })], all).items;
    expect(row).not.toHaveProperty('namespace');
    expect(row).not.toHaveProperty('reason');
    expect(row).toMatchObject({ stableKey: 'a', text: 'text of a' });
  });
});
