import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnsavedAnswer, UnsavedAnswerEvent } from '../worker/contract';
import { createMemoryStorage } from './memoryStorage.testutil';
import { createFakeWorker } from './storeHarness.testutil';
import { applySpillEvent, keepUnsavedAnswers, readSpill, SPILL_MAX_CHARS, spillKey, writeSpill } from './unsavedSpill';

const HASH = 'abcd1234abcd1234';
const answer = (id: string, text = `full answer ${id}`, heldAt = '2026-11-30T10:00:00.000Z'): UnsavedAnswer => ({
  messageId: id,
  conversationId: 'c1',
  text,
  status: 'complete',
  heldAt,
});
const onEventOf = (fake: ReturnType<typeof createFakeWorker>) =>
  fake.liveSubscriptions('subscribeUnsavedAnswers')[0]!.onEvent as (e: UnsavedAnswerEvent) => void;

afterEach(() => vi.restoreAllMocks());

describe('the page keeps a copy of answers the worker could not save', () => {
  it('given the worker holds an answer, when it is saved later, then the copy exists only while it is held', async () => {
    const local = createMemoryStorage();
    const fake = createFakeWorker();
    await keepUnsavedAnswers(fake.client, local, HASH);
    onEventOf(fake)({ type: 'held', answer: answer('m1') });
    expect(readSpill(local, HASH)).toEqual([answer('m1')]);
    onEventOf(fake)({ type: 'settled', messageId: 'm1' });
    expect(local.getItem(spillKey(HASH))).toBeNull();
  });

  it('given a copy from an earlier start, when the page starts, then the copy is handed back to the worker, and again after a worker crash', async () => {
    const local = createMemoryStorage();
    writeSpill(local, HASH, [answer('m1'), answer('m2')]);
    const fake = createFakeWorker();
    await keepUnsavedAnswers(fake.client, local, HASH);
    expect(fake.requests('restoreUnsavedAnswers').map((r) => r.answers.length)).toEqual([2]);

    onEventOf(fake)({ type: 'settled', messageId: 'm1' });
    fake.crash('test');
    await vi.waitFor(() => expect(fake.requests('restoreUnsavedAnswers')).toHaveLength(2));
    expect(fake.requests('restoreUnsavedAnswers')[1]!.answers).toEqual([answer('m2')]);
  });

  it('given nothing was kept, when the page starts, then the worker is not asked to restore anything', async () => {
    const fake = createFakeWorker();
    await keepUnsavedAnswers(fake.client, createMemoryStorage(), HASH);
    expect(fake.requests('restoreUnsavedAnswers')).toEqual([]);
    expect(fake.liveSubscriptions('subscribeUnsavedAnswers')).toHaveLength(1);
  });

  it.each([['not json {'], [JSON.stringify({ version: 99, answers: [] })], [JSON.stringify([1, 2])]])(
    'given a corrupt copy (%s), when read, then it is ignored with a log line and removed',
    async (raw) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const local = createMemoryStorage();
      local.setItem(spillKey(HASH), raw);
      const fake = createFakeWorker();
      await keepUnsavedAnswers(fake.client, local, HASH);
      expect(fake.requests('restoreUnsavedAnswers')).toEqual([]);
      expect(local.getItem(spillKey(HASH))).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );

  it('given entries that do not name a message, when read, then only the well-formed ones are kept', () => {
    const local = createMemoryStorage();
    local.setItem(spillKey(HASH), JSON.stringify({ version: 1, answers: [answer('m1'), { text: 'x' }, null] }));
    expect(readSpill(local, HASH)).toEqual([answer('m1')]);
  });

  it('given answers larger than the bound together, when written, then the newest that fit are kept and the copy stays within the bound', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const local = createMemoryStorage();
    const big = 'x'.repeat(SPILL_MAX_CHARS * 0.6);
    writeSpill(local, HASH, [
      answer('old', big, '2026-11-30T09:00:00.000Z'),
      answer('new', big, '2026-11-30T11:00:00.000Z'),
      answer('small'),
    ]);
    expect(readSpill(local, HASH).map((a) => a.messageId)).toEqual(['new', 'small']);
    expect(local.getItem(spillKey(HASH))!.length).toBeLessThanOrEqual(SPILL_MAX_CHARS);
  });

  it('given localStorage itself is full, when a copy is written, then nothing throws (the worker still holds the answer)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const local = createMemoryStorage();
    local.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => applySpillEvent(local, HASH, { type: 'held', answer: answer('m1') })).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it("given two tabs of one session hold different answers, when one settles its own, then the other tab's copy stays", () => {
    const local = createMemoryStorage();
    applySpillEvent(local, HASH, { type: 'held', answer: answer('tabA') });
    applySpillEvent(local, HASH, { type: 'held', answer: answer('tabB') });
    applySpillEvent(local, HASH, { type: 'settled', messageId: 'tabA' });
    expect(readSpill(local, HASH).map((a) => a.messageId)).toEqual(['tabB']);
  });
});
