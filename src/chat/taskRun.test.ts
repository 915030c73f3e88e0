import { describe, expect, it } from 'vitest';
import type { Result } from '../shared';
import {
  approveTaskPlan,
  beginTaskRun,
  editTaskItems,
  finishTaskItem,
  nextTaskItemIndex,
  pauseTaskRun,
  collectPreviousResults,
  receiveTaskPlan,
  recoverTaskRun,
  resumeTaskRun,
  startTaskItem,
  stopTaskRun,
  taskRunSchema,
  type TaskRun,
} from './taskRun';

const unwrap = (result: Result<TaskRun, string>): TaskRun => {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error}`);
  return result.value;
};
const plan = [
  { title: 'Pick dates', detail: '' },
  { title: 'Find a hotel', detail: '' },
  { title: 'Draft the itinerary', detail: '' },
];
const awaiting = () => unwrap(receiveTaskPlan(unwrap(beginTaskRun('  Trip  ')), plan));
const running = () => unwrap(approveTaskPlan(awaiting()));
const statuses = (run: TaskRun) => run.items.map((i) => i.status);

describe('task run: planning and approval', () => {
  it('given a goal, when a run begins, then it is planning with no items; a blank goal is refused', () => {
    expect(beginTaskRun('  Trip  ')).toEqual({ ok: true, value: { goal: 'Trip', items: [], state: 'planning' } });
    expect(beginTaskRun('   ').ok).toBe(false);
  });

  it('given a plan, when received, then the run awaits approval with every item pending', () => {
    const run = awaiting();
    expect(run.state).toBe('awaiting_approval');
    expect(statuses(run)).toEqual(['pending', 'pending', 'pending']);
  });

  it('given a run awaiting approval, when the user edits the items, then the edit replaces the plan', () => {
    const edited = unwrap(editTaskItems(awaiting(), [{ title: ' Book trains ', detail: 'Before Friday' }]));
    expect(edited.items).toEqual([{ title: 'Book trains', detail: 'Before Friday', status: 'pending' }]);
  });

  it('given an edit with no items or a blank title, when applied, then it is refused', () => {
    expect(editTaskItems(awaiting(), []).ok).toBe(false);
    expect(editTaskItems(awaiting(), [{ title: ' ', detail: '' }]).ok).toBe(false);
  });

  it('given a running run, when items are edited or a plan arrives, then it is refused', () => {
    expect(editTaskItems(running(), plan)).toEqual({ ok: false, error: 'cannot edit the items of a task run that is running' });
    expect(receiveTaskPlan(running(), plan).ok).toBe(false);
  });

  it('given approval, when approved, then the run is running; approving twice is refused', () => {
    expect(running().state).toBe('running');
    expect(approveTaskPlan(running()).ok).toBe(false);
  });
});

describe('task run: working through the items', () => {
  it('given a running run, when each item starts and finishes in order, then the run ends done with the results kept', () => {
    let run = running();
    for (const [i, result] of ['May 3–4', 'Lakeside Inn', 'Day 1: West Lake'].entries()) {
      expect(nextTaskItemIndex(run)).toBe(i);
      run = unwrap(startTaskItem(run, i));
      expect(run.items[i]!.status).toBe('running');
      run = unwrap(finishTaskItem(run, i, { ok: true, result }));
    }
    expect(run.state).toBe('done');
    expect(run.items.map((i) => i.result)).toEqual(['May 3–4', 'Lakeside Inn', 'Day 1: West Lake']);
    expect(nextTaskItemIndex(run)).toBeNull();
    expect(collectPreviousResults(run, 2)).toEqual([
      { title: 'Pick dates', result: 'May 3–4' },
      { title: 'Find a hotel', result: 'Lakeside Inn' },
    ]);
  });

  it('given an item in progress, when another starts or an item out of order starts, then it is refused', () => {
    const run = unwrap(startTaskItem(running(), 0));
    expect(startTaskItem(run, 1)).toEqual({ ok: false, error: 'another item is still in progress' });
    expect(startTaskItem(running(), 2)).toEqual({ ok: false, error: 'item 3 is not the next pending item' });
  });

  it('given an item not in progress, when finished, then it is refused', () => {
    expect(finishTaskItem(running(), 0, { ok: true, result: 'x' })).toEqual({ ok: false, error: 'item 1 is not in progress' });
  });

  it('given a failing item, when finished, then it keeps the error and the run pauses; resume retries it', () => {
    const failed = unwrap(finishTaskItem(unwrap(startTaskItem(running(), 0)), 0, { ok: false, error: 'Rate limited' }));
    expect(failed.state).toBe('paused');
    expect(failed.items[0]).toMatchObject({ status: 'failed', result: 'Rate limited' });
    const resumed = unwrap(resumeTaskRun(failed));
    expect(resumed.state).toBe('running');
    expect(resumed.items[0]).toEqual({ title: 'Pick dates', detail: '', status: 'pending' });
    expect(nextTaskItemIndex(resumed)).toBe(0);
  });
});

describe('task run: pause, resume, stop, reload', () => {
  it('given an item in progress, when paused, then the item keeps running to its end and no next item starts', () => {
    const pausing = unwrap(pauseTaskRun(unwrap(startTaskItem(running(), 0))));
    expect(pausing.state).toBe('pausing');
    expect(statuses(pausing)).toEqual(['running', 'pending', 'pending']);
    expect(startTaskItem(pausing, 1).ok).toBe(false);
    expect(pauseTaskRun(pausing).ok).toBe(false);

    const paused = unwrap(finishTaskItem(pausing, 0, { ok: true, result: 'Friday to Sunday' }));
    expect(paused.state).toBe('paused');
    expect(paused.items[0]).toMatchObject({ status: 'done', result: 'Friday to Sunday' });
    expect(startTaskItem(paused, 1).ok).toBe(false);
    expect(pauseTaskRun(paused).ok).toBe(false);
  });

  it('given a pause waiting for its item, when resumed, then the item is not run again and the next one follows', () => {
    const pausing = unwrap(pauseTaskRun(unwrap(startTaskItem(running(), 0))));
    const resumedEarly = unwrap(resumeTaskRun(pausing));
    expect(resumedEarly.state).toBe('running');
    expect(statuses(resumedEarly)).toEqual(['running', 'pending', 'pending']);
    const finished = unwrap(finishTaskItem(resumedEarly, 0, { ok: true, result: 'r' }));
    expect(finished.state).toBe('running');
    expect(nextTaskItemIndex(finished)).toBe(1);

    const resumedLate = unwrap(resumeTaskRun(unwrap(finishTaskItem(pausing, 0, { ok: true, result: 'r' }))));
    expect(nextTaskItemIndex(resumedLate)).toBe(1);
  });

  it('given a pause waiting for the last item, when it finishes, then the run is done', () => {
    let run = running();
    for (const i of [0, 1]) run = unwrap(finishTaskItem(unwrap(startTaskItem(run, i)), i, { ok: true, result: 'r' }));
    const pausing = unwrap(pauseTaskRun(unwrap(startTaskItem(run, 2))));
    expect(unwrap(finishTaskItem(pausing, 2, { ok: true, result: 'r' })).state).toBe('done');
  });

  it('given a pause waiting for its item, when the item fails, then the run is paused with the error kept', () => {
    const pausing = unwrap(pauseTaskRun(unwrap(startTaskItem(running(), 0))));
    const failed = unwrap(finishTaskItem(pausing, 0, { ok: false, error: 'network' }));
    expect(failed.state).toBe('paused');
    expect(failed.items[0]).toMatchObject({ status: 'failed', result: 'network' });
  });

  it('given a running run with no item in progress, when paused, then it is paused at once', () => {
    expect(unwrap(pauseTaskRun(running())).state).toBe('paused');
  });

  it('given a paused run, when resumed, then it runs again from the next pending item', () => {
    const done0 = unwrap(finishTaskItem(unwrap(startTaskItem(running(), 0)), 0, { ok: true, result: 'r' }));
    const resumed = unwrap(resumeTaskRun(unwrap(pauseTaskRun(done0))));
    expect(resumed.state).toBe('running');
    expect(nextTaskItemIndex(resumed)).toBe(1);
    expect(resumeTaskRun(resumed).ok).toBe(false);
  });

  it.each([
    ['planning', () => unwrap(beginTaskRun('Trip'))],
    ['awaiting approval', awaiting],
    ['running with an item in progress', () => unwrap(startTaskItem(running(), 0))],
    ['pausing with an item in progress', () => unwrap(pauseTaskRun(unwrap(startTaskItem(running(), 0))))],
  ])('given a run %s, when stopped, then it is stopped with no item in progress', (_, make) => {
    const stopped = unwrap(stopTaskRun(make()));
    expect(stopped.state).toBe('stopped');
    expect(statuses(stopped)).not.toContain('running');
  });

  it('given a stopped or done run, when stopped, resumed or approved, then it is refused', () => {
    const stopped = unwrap(stopTaskRun(running()));
    expect(stopTaskRun(stopped).ok).toBe(false);
    expect(resumeTaskRun(stopped).ok).toBe(false);
    expect(approveTaskPlan(stopped).ok).toBe(false);
  });

  it('given a run that was running when the page closed, when recovered, then it is paused with the cut-off item pending', () => {
    const stored = unwrap(startTaskItem(unwrap(finishTaskItem(unwrap(startTaskItem(running(), 0)), 0, { ok: true, result: 'r' })), 1));
    const recovered = recoverTaskRun(stored);
    expect(recovered.state).toBe('paused');
    expect(statuses(recovered)).toEqual(['done', 'pending', 'pending']);
    expect(recoverTaskRun(awaiting())).toEqual(awaiting());
    const pausing = recoverTaskRun(unwrap(pauseTaskRun(stored)));
    expect(pausing.state).toBe('paused');
    expect(statuses(pausing)).toEqual(['done', 'pending', 'pending']);
  });

  it('given a transition, when applied, then the input run is not mutated', () => {
    const before = running();
    const snapshot = structuredClone(before);
    unwrap(startTaskItem(before, 0));
    unwrap(stopTaskRun(before));
    expect(before).toEqual(snapshot);
  });
});

describe('taskRunSchema', () => {
  it('given runs made by the transitions, when stored and read back, then they pass', () => {
    const inProgress = () => unwrap(startTaskItem(running(), 0));
    for (const run of [unwrap(beginTaskRun('Trip')), awaiting(), inProgress(), unwrap(pauseTaskRun(inProgress()))]) {
      expect(taskRunSchema.parse(JSON.parse(JSON.stringify(run)))).toEqual(run);
    }
  });

  it('given a bad record, when read, then it is rejected', () => {
    const good = running();
    expect(taskRunSchema.safeParse({ ...good, state: 'finished' }).success).toBe(false);
    expect(taskRunSchema.safeParse({ ...good, extra: 1 }).success).toBe(false);
    expect(taskRunSchema.safeParse({ ...good, state: 'paused', items: [{ ...good.items[0]!, status: 'running' }] }).success).toBe(false);
    const twoRunning = good.items.map((i) => ({ ...i, status: 'running' as const }));
    expect(taskRunSchema.safeParse({ ...good, items: twoRunning }).success).toBe(false);
  });
});
