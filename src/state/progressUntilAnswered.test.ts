import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '../shared';
import type { AssistantImportProgress } from '../worker/contract';
import { createTestStore } from './storeHarness.testutil';

/** Lets a report sent "after the answer" run once the awaited call has returned (a later macrotask). */
const later = () => new Promise((r) => setTimeout(r, 0));

describe('progress reports that arrive after the call has answered', () => {
  it('given an import preview, when its last report comes after the answer, then the caller sees reports only until the answer', async () => {
    const { store, worker } = createTestStore();
    worker.answer('previewAssistantImport', async (req) => {
      req.onProgress?.({ done: 1, total: 2 });
      setTimeout(() => req.onProgress?.({ done: 2, total: 2 }), 0);
      return { ok: true, value: { runId: req.runId, items: [], lines: 2, unreadLines: 0 } };
    });
    const seen: AssistantImportProgress[] = [];
    const answer = await store.getState().previewAssistantImport('- a\n- b', (p) => seen.push(p));
    expect(answer.ok).toBe(true);
    await later();
    expect(seen).toEqual([{ done: 1, total: 2 }]);
  });

  it('given a file import, when a report comes after the answer, then it is dropped', async () => {
    const { store, worker } = createTestStore();
    worker.answer('importData', async (req) => {
      req.onProgress?.({ phase: 'reading', loaded: 1, total: 2 });
      setTimeout(() => req.onProgress?.({ phase: 'writing', loaded: 2, total: 2 }), 0);
      return { ok: false, error: { code: 'import_failed' } };
    });
    const seen: ImportProgress[] = [];
    await store.getState().importData('{}', (p) => seen.push(p));
    await later();
    expect(seen).toEqual([{ phase: 'reading', loaded: 1, total: 2 }]);
  });
});
