import { describe, expect, it, vi } from 'vitest';
import { MEMORY_TYPES } from '../shared';
import type { MemoryFilter, MemoryQueryResult } from '../worker/contract';
import { createTestStore } from './storeHarness.testutil';

const result = (search: string): MemoryQueryResult => ({
  items: [],
  countsByType: Object.fromEntries(MEMORY_TYPES.map((t) => [t, 0])) as MemoryQueryResult['countsByType'],
  total: search.length,
});

describe('memory view slice', () => {
  it('given the inspector opens, when the worker answers, then the list shows and later memory changes re-query it', async () => {
    const { store, worker } = createTestStore();
    worker.answer('queryMemories', async (req) => ({ ok: true, value: result(req.filter.search) }));
    store.getState().openInspector('memories');
    expect(store.getState()).toMatchObject({ inspectorOpen: true, inspectorTab: 'memories' });
    await vi.waitFor(() => expect(store.getState().memoryResult).toEqual(result('')));
    expect(worker.liveSubscriptions('watchMemories')).toHaveLength(1);

    worker.push('watchMemories', undefined);
    await vi.waitFor(() => expect(worker.requests('queryMemories')).toHaveLength(2));
    store.getState().closeInspector();
    expect(worker.liveSubscriptions('watchMemories')).toHaveLength(0);
  });

  it('given the view opened from a turn, when it closes, then its search is cleared; a search the user typed stays', () => {
    const { store, worker } = createTestStore();
    worker.answer('queryMemories', async (req) => ({ ok: true, value: result(req.filter.search) }));
    store.getState().setMemoryFilter({ status: 'active' });
    store.getState().viewMemoryFromTurn('用户喜欢吃桃子');
    expect(store.getState()).toMatchObject({ inspectorOpen: true, memoryFilter: { search: '用户喜欢吃桃子', status: 'all' } });
    store.getState().closeInspector();
    expect(store.getState().memoryFilter.search).toBe('');

    store.getState().viewMemoryFromTurn('用户喜欢吃桃子');
    store.getState().setMemoryFilter({ search: 'coffee' });
    store.getState().closeInspector();
    expect(store.getState().memoryFilter.search).toBe('coffee');
  });

  it('given fast typing in the filter, when it settles, then one query is sent for the last filter', async () => {
    const { store, worker } = createTestStore();
    worker.answer('queryMemories', async (req) => ({ ok: true, value: result(req.filter.search) }));
    store.getState().setMemoryFilter({ search: 'c' });
    store.getState().setMemoryFilter({ search: 'co' });
    store.getState().setMemoryFilter({ search: 'cof', type: 'user_preference' });
    await vi.waitFor(() => expect(store.getState().memoryResult?.total).toBe(3));
    expect(worker.requests('queryMemories').map((r) => r.filter)).toEqual([
      { type: 'user_preference', status: 'all', search: 'cof', sort: 'updated' } satisfies MemoryFilter,
    ]);
  });

  it('given a query still running, when the filter changes, then its late answer is dropped', async () => {
    const { store, worker } = createTestStore();
    let release: () => void = () => undefined;
    worker.answer('queryMemories', (req) =>
      req.filter.search === 'slow'
        ? new Promise((r) => (release = () => r({ ok: true, value: result('slow') })))
        : Promise.resolve({ ok: true, value: result(req.filter.search) }),
    );
    store.getState().setMemoryFilter({ search: 'slow' });
    await vi.waitFor(() => expect(worker.requests('queryMemories')).toHaveLength(1));
    store.getState().setMemoryFilter({ search: 'quick' });
    await vi.waitFor(() => expect(store.getState().memoryResult?.total).toBe(5));
    release();
    // Let the late answer's continuation run (one macrotask turn), then check it changed nothing.
    await new Promise((r) => setImmediate(r));
    expect(store.getState().memoryResult?.total).toBe(5);
  });

  it('given a failing query, when it answers, then the error is kept to be shown', async () => {
    const { store, worker } = createTestStore();
    worker.answer('queryMemories', async () => ({ ok: false, error: { code: 'memory_read_failed' } }));
    store.getState().setMemoryFilter({ search: 'x' });
    await vi.waitFor(() => expect(store.getState().memoryError).toEqual({ code: 'memory_read_failed' }));
  });

  it('given a memory, when suppressed, restored, edited or deleted, then the worker gets its key and the list is re-queried', async () => {
    const { store, worker } = createTestStore();
    await store.getState().suppressMemory('k1');
    await store.getState().restoreMemory('k1');
    await store.getState().editMemory('k1', { text: 't', tags: ['a'], type: 'user_preference' });
    await store.getState().deleteMemory('k1');
    expect(worker.requests('suppressMemory')).toEqual([{ stableKey: 'k1' }]);
    expect(worker.requests('restoreMemory')).toEqual([{ stableKey: 'k1' }]);
    expect(worker.requests('editMemory')).toEqual([{ stableKey: 'k1', patch: { text: 't', tags: ['a'], type: 'user_preference' } }]);
    expect(worker.requests('deleteMemory')).toEqual([{ stableKey: 'k1' }]);
    await vi.waitFor(() => expect(worker.requests('queryMemories').length).toBeGreaterThanOrEqual(1));
  });

  it('given recall counts for a conversation, when it is no longer open, then they are not shown', () => {
    const { store, worker } = createTestStore();
    store.setState({ activeId: 'c1' });
    store.getState().watchRecalls('c1');
    worker.push('subscribeRecalls', { a1: 2 }, 'c1');
    expect(store.getState().recallCounts).toEqual({ a1: 2 });
    store.setState({ activeId: 'c2' });
    worker.push('subscribeRecalls', { a1: 3 }, 'c1');
    expect(store.getState().recallCounts).toEqual({ a1: 2 });
    store.getState().watchRecalls(null);
    expect(store.getState().recallCounts).toEqual({});
    expect(worker.liveSubscriptions('subscribeRecalls')).toHaveLength(0);
  });

  it('given an answer, when its memories are asked for and the worker fails, then the view gets null', async () => {
    const { store, worker } = createTestStore();
    worker.answer('memoriesUsed', async () => ({ ok: false, error: { code: 'internal', values: { detail: 'x' } } }));
    expect(await store.getState().memoriesUsed('a1')).toBeNull();
    expect(worker.requests('memoriesUsed')).toEqual([{ assistantMessageId: 'a1' }]);
  });
});
