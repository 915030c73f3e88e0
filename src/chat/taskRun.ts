import { z } from 'zod';
import { err, ok, type Result } from '../shared';
import { TASKLIST_MAX_ITEMS, TASKLIST_MIN_ITEMS, tasklistItemSchema, type TasklistItem } from './tasklist';

/**
 * The progress of a task-list run, stored in the chat database so a run survives a reload.
 * planning → awaiting_approval → running ⇄ paused → done, and stopped from any unfinished state.
 * Pausing while an item is in progress goes through `pausing`: the item finishes its answer first,
 * because cutting it off would throw its work away and run it a second time on resume.
 * Items are worked in order, one at a time.
 */
export const TASK_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_RUN_STATES = ['planning', 'awaiting_approval', 'running', 'pausing', 'paused', 'stopped', 'done'] as const;
export type TaskRunState = (typeof TASK_RUN_STATES)[number];

export const taskItemSchema = z.strictObject({
  title: z.string().min(1),
  detail: z.string(),
  status: z.enum(TASK_STATUSES),
  /** The streamed answer when done; the error's code when failed. */
  result: z.string().optional(),
});
export type TaskItem = z.infer<typeof taskItemSchema>;

/** A run whose current item may still be in progress: running, or pausing once that item is finished. */
export function isTaskRunWorking(state: TaskRunState): boolean {
  return state === 'running' || state === 'pausing';
}

export const taskRunSchema = z
  .strictObject({
    goal: z.string().trim().min(1),
    items: z.array(taskItemSchema).max(TASKLIST_MAX_ITEMS),
    state: z.enum(TASK_RUN_STATES),
  })
  .refine((run) => run.items.filter((i) => i.status === 'running').length <= (isTaskRunWorking(run.state) ? 1 : 0), {
    message: 'only a running or pausing run has an item in progress, and at most one',
    path: ['items'],
  });
export type TaskRun = z.infer<typeof taskRunSchema>;

export type TaskItemOutcome = { readonly ok: true; readonly result: string } | { readonly ok: false; readonly error: string };

type Transition = Result<TaskRun, string>;

const refuse = (action: string, run: TaskRun): Transition => err(`cannot ${action} a task run that is ${run.state.replace('_', ' ')}`);

const pendingItems = (items: readonly TasklistItem[]): TaskItem[] =>
  items.map(({ title, detail }) => ({ title, detail, status: 'pending' as const }));

/** Puts an item that was cut off back in line; its partial output is dropped with it. */
const requeueRunning = (items: readonly TaskItem[]): TaskItem[] =>
  items.map((item) => (item.status === 'running' ? { title: item.title, detail: item.detail, status: 'pending' as const } : item));

export function beginTaskRun(goal: string): Result<TaskRun, string> {
  const trimmed = goal.trim();
  return trimmed ? ok({ goal: trimmed, items: [], state: 'planning' }) : err('the goal is empty');
}

/** The planner's checklist arrived: the user now edits and approves it. */
export function receiveTaskPlan(run: TaskRun, items: readonly TasklistItem[]): Transition {
  if (run.state !== 'planning') return refuse('receive a plan for', run);
  return editTaskItems({ ...run, state: 'awaiting_approval' }, items);
}

/** The user's edited checklist replaces the plan; every item starts pending. */
export function editTaskItems(run: TaskRun, items: readonly TasklistItem[]): Transition {
  if (run.state !== 'awaiting_approval') return refuse('edit the items of', run);
  const parsed = z.array(tasklistItemSchema).min(TASKLIST_MIN_ITEMS).max(TASKLIST_MAX_ITEMS).safeParse(items);
  if (!parsed.success) return err(`the checklist needs ${TASKLIST_MIN_ITEMS} to ${TASKLIST_MAX_ITEMS} items, each with a title`);
  return ok({ ...run, items: pendingItems(parsed.data) });
}

export function approveTaskPlan(run: TaskRun): Transition {
  if (run.state !== 'awaiting_approval') return refuse('approve', run);
  if (run.items.length === 0) return err('cannot approve an empty checklist');
  return ok({ ...run, state: 'running' });
}

/** The item to work on next: the first pending one, or null when none is left. */
export function nextTaskItemIndex(run: TaskRun): number | null {
  const index = run.items.findIndex((item) => item.status === 'pending');
  return index < 0 ? null : index;
}

export function startTaskItem(run: TaskRun, index: number): Transition {
  if (run.state !== 'running') return refuse('start an item of', run);
  if (run.items.some((item) => item.status === 'running')) return err('another item is still in progress');
  if (index !== nextTaskItemIndex(run)) return err(`item ${index + 1} is not the next pending item`);
  return ok({ ...run, items: run.items.map((item, i) => (i === index ? { ...item, status: 'running' as const } : item)) });
}

/**
 * Records the end of the item in progress. Success ticks it off (and ends the run after the last item);
 * a failure keeps the error as its result and pauses the run, so the user decides: resume retries it.
 */
export function finishTaskItem(run: TaskRun, index: number, outcome: TaskItemOutcome): Transition {
  if (!isTaskRunWorking(run.state)) return refuse('finish an item of', run);
  if (run.items[index]?.status !== 'running') return err(`item ${index + 1} is not in progress`);
  const finished: TaskItem = outcome.ok
    ? { ...run.items[index]!, status: 'done', result: outcome.result }
    : { ...run.items[index]!, status: 'failed', result: outcome.error };
  const items = run.items.map((item, i) => (i === index ? finished : item));
  const state: TaskRunState = !outcome.ok
    ? 'paused'
    : items.every((item) => item.status === 'done')
      ? 'done'
      : run.state === 'pausing'
        ? 'paused'
        : 'running';
  return ok({ ...run, items, state });
}

/**
 * An item in progress keeps its request and finishes its answer (the run is `pausing` until then);
 * with none in progress the run pauses at once. Resume then continues with the next item.
 */
export function pauseTaskRun(run: TaskRun): Transition {
  if (run.state !== 'running') return refuse('pause', run);
  return ok({ ...run, state: run.items.some((item) => item.status === 'running') ? 'pausing' : 'paused' });
}

/** Continues a paused run (failed items are tried again), or takes back a pause still waiting for its item. */
export function resumeTaskRun(run: TaskRun): Transition {
  if (run.state !== 'paused' && run.state !== 'pausing') return refuse('resume', run);
  const items = run.items.map((item): TaskItem =>
    item.status === 'failed' ? { title: item.title, detail: item.detail, status: 'pending' } : item,
  );
  return ok({ ...run, state: 'running', items });
}

/** Ends the run for good; finished items keep their results. */
export function stopTaskRun(run: TaskRun): Transition {
  if (run.state === 'stopped' || run.state === 'done') return refuse('stop', run);
  return ok({ ...run, state: 'stopped', items: requeueRunning(run.items) });
}

/**
 * A run read back after a reload: a run that was `running` or `pausing` lost its request with the page, so it comes
 * back paused for the user to resume. Other states are kept as they are.
 */
export function recoverTaskRun(run: TaskRun): TaskRun {
  return isTaskRunWorking(run.state) ? { ...run, state: 'paused', items: requeueRunning(run.items) } : run;
}

/** The results of the items before `index`, for the step prompt. */
export function collectPreviousResults(run: TaskRun, index: number): { title: string; result: string }[] {
  return run.items.slice(0, index).flatMap((item) => (item.status === 'done' ? [{ title: item.title, result: item.result ?? '' }] : []));
}
