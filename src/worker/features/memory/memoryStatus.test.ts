import { describe, expect, it } from 'vitest';
import { createStatusTracker, toMeaningFallback } from './memoryStatus';

describe('memory status', () => {
  it('given a fresh tracker, then memory is unavailable because the database is not open yet, as a code', () => {
    expect(createStatusTracker().get()).toEqual({ state: 'unavailable', reason: { code: 'memory_not_open' }, pendingJobs: 0 });
  });

  it('given a storage failure with a long exception text, when reported, then the reason is its code and a clipped detail', () => {
    const status = createStatusTracker();
    status.setUnavailable({ code: 'memory_open_failed', values: { detail: `UnknownError: ${'x'.repeat(500)}` } });
    const reason = status.get().reason;
    expect(reason?.code).toBe('memory_open_failed');
    expect(reason?.values?.detail?.length).toBe(201);
  });
});

describe('toMeaningFallback', () => {
  it.each([
    ['timeout', { code: 'timeout' }],
    ['offline', { code: 'offline' }],
    ['indexing', { code: 'indexing' }],
    ['dimension mismatch', { code: 'dimension_mismatch' }],
    ['error: rate_limited', { code: 'embed_failed', values: { detail: 'rate_limited' } }],
    ['error: storage', { code: 'storage_failed', values: { detail: 'storage' } }],
    ['error: DatabaseClosedError', { code: 'storage_failed', values: { detail: 'DatabaseClosedError' } }],
  ])('given the recall log reason %s, then the status carries %o', (reason, expected) => {
    expect(toMeaningFallback(reason)).toEqual(expected);
  });
});
