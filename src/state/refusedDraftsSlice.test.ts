import { describe, expect, it } from 'vitest';
import type { RefusedMemoryDraft } from './refusedDraftsSlice';
import { createTestStore } from './storeHarness.testutil';

const draft = (text: string): RefusedMemoryDraft => ({
  type: 'user_preference',
  text,
  tags: 'a, b',
  subject: 's',
  facet: '',
  polarity: 'prefer',
  problem: { code: 'storage_full', values: { usedBytes: 10, quotaBytes: 10 } },
});

describe('refused drafts slice', () => {
  it('given forms a full disk refused, when one is kept again and another forgotten, then only the newest of the first stays', () => {
    const { store } = createTestStore();
    const { keepRefusedMemoryDraft, forgetRefusedMemoryDraft } = store.getState();
    keepRefusedMemoryDraft('', draft('new one'));
    keepRefusedMemoryDraft('key-1', draft('edit'));
    keepRefusedMemoryDraft('', draft('new one, longer'));
    forgetRefusedMemoryDraft('key-1');
    expect(store.getState().refusedMemoryDrafts).toEqual({ '': draft('new one, longer') });
  });

  it('given no kept draft, when one is forgotten, then the state is not replaced (no needless re-render)', () => {
    const { store } = createTestStore();
    const before = store.getState();
    before.forgetRefusedMemoryDraft('none');
    expect(store.getState()).toBe(before);
  });
});
