import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { bootWorker, testModelSettings, type WorkerApiUnderTest } from '../../workerHarness.testutil';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { listMessages, openMemoryDb, type ChatDb } from '../../../storage';
import type { TaskItem, TaskRunState } from '../../../chat';

const server = useMockServer({ chunkDelayMs: 1 });
const settings = () => testModelSettings(server.baseURL);

const PLAN = {
  match: { schemaName: 'task_list' },
  json: {
    items: [
      { title: 'List the options', detail: 'Three hosting options.' },
      { title: 'Compare prices', detail: 'Monthly cost of each.' },
      { title: 'Recommend one', detail: 'One paragraph.' },
    ],
  },
};
const step = (n: number, text: string, extra: object = {}) => ({
  match: { kind: 'chat' as const, lastUserContains: `Now do item ${n}:` },
  text,
  ...extra,
});

const asPlan = (items: readonly TaskItem[]) => items.map(({ title, detail }) => ({ title, detail }));

async function runState(db: ChatDb, conversationId: string, state: TaskRunState) {
  await vi.waitFor(async () => expect((await db.taskRuns.get(conversationId))?.run.state).toBe(state), { timeout: 5000 });
  return (await db.taskRuns.get(conversationId))!.run;
}

async function startPlanned(api: WorkerApiUnderTest, db: ChatDb) {
  const started = await api.startTaskRun({
    conversationId: null,
    mode: 'tasklist_agent',
    text: 'Pick a host for my blog',
    settings: settings(),
  });
  if (!started.ok) throw new Error(started.error.code);
  const { conversationId } = started.value;
  const planned = await runState(db, conversationId, 'awaiting_approval');
  return { conversationId, planned };
}

describe('task-list agent', () => {
  it('given a goal, when the plan is edited, approved and worked, then three items are done, each streamed as its own message', async () => {
    const { api, db, hash } = await bootWorker();
    server.mock.script(PLAN, step(1, 'Netlify, Vercel, a VPS.'), step(2, 'All cheap.'), step(3, 'Take Netlify.'));
    const { conversationId, planned } = await startPlanned(api, db);
    expect(planned.items.map((i) => [i.title, i.status])).toEqual([
      ['List the options', 'pending'],
      ['Compare prices', 'pending'],
      ['Recommend one', 'pending'],
    ]);
    const edited = asPlan(planned.items).map((item, i) => (i === 1 ? { ...item, title: 'Compare yearly prices' } : item));
    const instructions = { aboutMe: 'I blog about hiking.', answerStyle: '', chatPrompt: 'You are a frugal sysadmin.' };
    expect((await api.approveTaskPlan({ conversationId, items: edited, settings: { ...settings(), instructions } })).ok).toBe(true);

    const done = await runState(db, conversationId, 'done');
    expect(done.items.map((i) => [i.status, i.result])).toEqual([
      ['done', 'Netlify, Vercel, a VPS.'],
      ['done', 'All cheap.'],
      ['done', 'Take Netlify.'],
    ]);
    const messages = await listMessages(db, conversationId);
    expect(messages.map((m) => [m.role, m.status, m.text])).toEqual([
      ['user', 'complete', 'Pick a host for my blog'],
      ['assistant', 'complete', '**1. List the options**\n\nNetlify, Vercel, a VPS.'],
      ['assistant', 'complete', '**2. Compare yearly prices**\n\nAll cheap.'],
      ['assistant', 'complete', '**3. Recommend one**\n\nTake Netlify.'],
    ]);
    // The third step sees the edited checklist and the earlier results.
    const third = JSON.stringify(
      server.mock
        .log()
        .filter((e) => e.kind === 'chat')
        .at(-1)!.body,
    );
    expect(third).toContain('Compare yearly prices');
    expect(third).toContain('All cheap.');
    // Each item is answered for this user and this chat's persona, like a chat answer.
    expect(third).toContain('I blog about hiking.');
    expect(third).toContain('You are a frugal sysadmin.');
    // An execution context: nothing recalled, nothing queued for extraction.
    expect(server.mock.log().filter((e) => e.schemaName === 'memory_candidates')).toEqual([]);
    expect(await openMemoryDb(hash).table('outbox').count()).toBe(0);
  });

  it('given a run working on item 2, when the page reloads, then the run is paused with item 2 back in line, and resume finishes it', async () => {
    const { api, db, hash } = await bootWorker();
    server.mock.script(PLAN, step(1, 'Options.'), step(2, 'never arrives', { delayMs: 8000 }));
    const { conversationId, planned } = await startPlanned(api, db);
    await api.approveTaskPlan({ conversationId, items: asPlan(planned.items), settings: settings() });
    await vi.waitFor(() => expect(server.mock.log().some((e) => JSON.stringify(e.body).includes('Now do item 2:'))).toBe(true), {
      timeout: 5000,
    });

    const reloaded = await bootWorker(hash);
    const paused = await runState(reloaded.db, conversationId, 'paused');
    expect(paused.items.map((i) => i.status)).toEqual(['done', 'pending', 'pending']);

    server.mock.script(step(2, 'Prices.'), step(3, 'Pick one.'));
    expect((await reloaded.api.resumeTaskRun({ conversationId, settings: settings() })).ok).toBe(true);
    const done = await runState(reloaded.db, conversationId, 'done');
    expect(done.items.map((i) => i.result)).toEqual(['Options.', 'Prices.', 'Pick one.']);
  });

  it('given a running item, when paused, then it finishes its answer once, and resume goes on with the next item', async () => {
    const { api, db } = await bootWorker();
    server.mock.script(PLAN, step(1, 'Netlify, Vercel, a VPS.', { delayMs: 400 }));
    const { conversationId, planned } = await startPlanned(api, db);
    await api.approveTaskPlan({ conversationId, items: asPlan(planned.items), settings: settings() });
    await vi.waitFor(async () => expect((await db.taskRuns.get(conversationId))?.run.items[0]?.status).toBe('running'));
    expect((await api.pauseTaskRun({ conversationId })).ok).toBe(true);
    expect((await db.taskRuns.get(conversationId))?.run.state).toBe('pausing');

    const paused = await runState(db, conversationId, 'paused');
    expect(paused.items.map((i) => i.status)).toEqual(['done', 'pending', 'pending']);
    expect(paused.items[0]?.result).toBe('Netlify, Vercel, a VPS.');
    const afterPause = await listMessages(db, conversationId);
    expect(afterPause.map((m) => m.status)).toEqual(['complete', 'complete']);
    expect(server.mock.log().filter((e) => JSON.stringify(e.body).includes('Now do item 2:'))).toEqual([]);

    server.mock.script(step(2, 'All cheap.'), step(3, 'Take Netlify.'));
    expect((await api.resumeTaskRun({ conversationId, settings: settings() })).ok).toBe(true);
    await runState(db, conversationId, 'done');
    const texts = (await listMessages(db, conversationId)).map((m) => m.text);
    expect(texts).toHaveLength(4);
    expect(texts.filter((t) => t.includes('Netlify, Vercel, a VPS.'))).toHaveLength(1);
  });

  it('given a running item, when stopped, then its message is interrupted and the run ends for good', async () => {
    const { api, db } = await bootWorker();
    server.mock.script(PLAN, step(1, 'slow', { delayMs: 3000 }));
    const { conversationId, planned } = await startPlanned(api, db);
    await api.approveTaskPlan({ conversationId, items: asPlan(planned.items), settings: settings() });
    await vi.waitFor(async () => expect((await db.taskRuns.get(conversationId))?.run.items[0]?.status).toBe('running'));
    expect((await api.pauseTaskRun({ conversationId })).ok).toBe(true);

    expect((await api.stopTaskRun({ conversationId })).ok).toBe(true);
    await vi.waitFor(async () => expect((await listMessages(db, conversationId))[1]?.status).toBe('interrupted'));
    expect((await db.taskRuns.get(conversationId))?.run).toMatchObject({
      state: 'stopped',
      items: [{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }],
    });
    const again = await api.resumeTaskRun({ conversationId, settings: settings() });
    expect(!again.ok && again.error).toEqual({ code: 'task_refused', values: { detail: 'cannot resume a task run that is stopped' } });
  });

  it('given a task-list conversation, when asked to regenerate its last answer, then it refuses and keeps the results', async () => {
    const { api, db } = await bootWorker();
    server.mock.script(PLAN);
    const { conversationId } = await startPlanned(api, db);
    const result = await api.regenerate({ conversationId, settings: settings(), onEvent: () => undefined });
    expect(result.ok).toBe(false);
    expect(await listMessages(db, conversationId)).toHaveLength(1);
  });
});
