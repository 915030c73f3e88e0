import 'fake-indexeddb/auto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { startPipeline } from '../memory/pipeline.testutil';
import { createMemoryInspector } from './memoryInspector';
import { createUnsavedWrites } from '../../common/unsavedWrites';

// A memory change refused by a full disk is said as such ("storage is full", with the estimate),
// changes nothing, and leaves the memory database usable (the page keeps what was typed).
const server = useMockServer();

/** Every write to the memories table fails with QuotaExceededError while `state.full`. */
function fillMemoryTable() {
  const state = { full: true };
  const proto = globalThis.IDBObjectStore.prototype;
  const original = { add: proto.add, put: proto.put, delete: proto.delete };
  for (const method of ['add', 'put'] as const)
    proto[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      if (state.full && this.name === 'memories') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original[method].call(this, value, key);
    } as typeof proto.put;
  onTestFinished(() => void Object.assign(proto, original));
  return state;
}

async function inspectorWith() {
  const h = await startPipeline(server);
  const inspector = createMemoryInspector({ memory: h.pipeline.session, chatDb: () => h.chat, now: h.clock.now });
  return { ...h, inspector };
}

const draft = {
  type: 'user_preference' as const,
  text: 'The user likes green tea',
  tags: ['tea'],
  subject: 'green tea',
  polarity: 'prefer' as const,
};

describe('memory inspector on a full disk', () => {
  it('given a full disk, when a memory is added, then it fails as storage_full with nothing stored, and succeeds once space is freed', async () => {
    const { inspector, inspect, pipeline } = await inspectorWith();
    const disk = fillMemoryTable();
    const failed = await inspector.add(draft);
    expect(failed).toMatchObject({ ok: false, error: { code: 'storage_full' } });
    // No sentence from the worker: the page words it with the usage the browser reports (none here).
    expect(!failed.ok && failed.error).toEqual({ code: 'storage_full', values: {} });
    expect(await inspect.memories.count()).toBe(0);
    // A full disk is not a broken database: memory stays on.
    expect(pipeline.status().state).toBe('on');

    disk.full = false;
    expect((await inspector.add(draft)).ok).toBe(true);
    expect(await inspect.memories.count()).toBe(1);
  });

  it.each([
    [
      'edited',
      (i: ReturnType<typeof createMemoryInspector>, key: string) =>
        i.edit(key, { text: 'The user loves green tea', tags: ['tea'], type: 'user_preference' }),
    ],
    ['suppressed', (i: ReturnType<typeof createMemoryInspector>, key: string) => i.suppress(key)],
  ])(
    'given a stored memory and a full disk, when it is %s, then it fails as storage_full and the memory is unchanged',
    async (_, change) => {
      const { inspector, inspect } = await inspectorWith();
      const added = await inspector.add(draft);
      const key = added.ok ? added.value.stableKey : '';
      const before = await inspect.memories.get(key);
      fillMemoryTable();
      expect(await change(inspector, key)).toMatchObject({ ok: false, error: { code: 'storage_full' } });
      expect(await inspect.memories.get(key)).toEqual(before);
    },
  );
});

describe('pinned-decision promotion on a full disk', () => {
  it('given a full disk, when a compaction promotes a decision, then the write is held, not dropped, and lands once space is freed', async () => {
    const unsavedJobs = createUnsavedWrites(60_000);
    const h = await startPipeline(server, { unsavedJobs });
    const disk = fillMemoryTable();
    const decision = {
      text: 'The user decided to use React for the dashboard',
      subject: 'dashboard framework',
      type: 'project_context' as const,
    };
    await h.pipeline.promotePinnedDecisions({
      conversationId: 'c1',
      previous: [],
      next: [decision],
      evidence: [{ text: decision.text, evidence: 'we use React for the dashboard' }],
      userTexts: ['OK, we use React for the dashboard.'],
    });
    expect(await h.inspect.memories.count()).toBe(0);
    expect(unsavedJobs.count()).toBe(1);

    disk.full = false;
    expect(await unsavedJobs.retryNow()).toBe(0);
    expect((await h.inspect.memories.toArray()).map((m) => m.text)).toEqual([decision.text]);
  });
});
