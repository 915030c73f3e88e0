import {
  TASKLIST_SCHEMA_NAME,
  approveTaskPlan,
  beginTaskRun,
  buildPlanMessages,
  editTaskItems,
  finishTaskItem,
  isTaskRunWorking,
  nextTaskItemIndex,
  parseTasklist,
  pauseTaskRun,
  receiveTaskPlan,
  recoverTaskRun,
  resumeTaskRun,
  startTaskItem,
  stopTaskRun,
  tasklistJsonSchema,
  titleFromText,
  type TaskRun,
  type TasklistItem,
} from '../../../chat';
import { completeStructured } from '../../../llm';
import { getTaskRun, listTaskRuns, putTaskRun, setTaskRunError, startTaskConversation, updateTaskRun, watchQuery } from '../../../storage';
import { err, ok, type AppError, type Result } from '../../../shared';
import type { ModelSettings } from '../settings';
import type { StoredTaskRun } from './contract';
import { systemClock, type Clock } from '../../common/clock';
import type { SessionContext } from '../session';
import { holdTabLock, isTabLockHeld } from '../../common/tabLocks';
import { runTaskStep } from './taskStep';

/** Held while this tab plans or works a run, so another tab starting up does not "recover" a live run. */
const runLock = (conversationId: string) => `task-${conversationId}`;

// The pure rule's reason travels as technical detail only: the page words the code.
const refused = (reason: string): AppError => ({ code: 'task_refused', values: { detail: reason } });

/**
 * The task-list agent: the first message is the goal, the model plans a checklist, the user
 * edits and approves it, then the items are worked one by one. Every step is a pure transition of
 * `TaskRun` stored in the chat database, so the page only watches the stored run. No recall, no
 * extraction, no promotion: nothing here calls the memory pipeline.
 */
export function createTaskAgent(session: SessionContext, clock: Clock = systemClock) {
  const { now: nowIso, newId } = clock;
  const working = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const db = () => session.chatDb();

  /**
   * Runs `job` for one run at a time, holding the run's lock and an abort switch. A job still winding
   * down (planning just stored its plan, or a loop just paused) is waited for; each job re-reads the
   * stored run first, so one queued behind another finds nothing left to do rather than doing it twice.
   */
  async function exclusive(conversationId: string, job: (signal: AbortSignal) => Promise<void>): Promise<void> {
    for (let current = working.get(conversationId); current; current = working.get(conversationId)) await current.done;
    const controller = new AbortController();
    let release: () => void = () => undefined;
    const done = new Promise<void>((r) => (release = r));
    working.set(conversationId, { controller, done });
    holdTabLock(runLock(conversationId), done);
    try {
      await job(controller.signal);
    } finally {
      working.delete(conversationId);
      release();
    }
  }

  const plan = (conversationId: string, settings: ModelSettings) =>
    exclusive(conversationId, async (signal) => {
      const stored = await getTaskRun(db(), conversationId);
      if (stored?.run.state !== 'planning') return;
      const answer = await completeStructured(settings, {
        model: settings.chatModel,
        messages: buildPlanMessages({ goal: stored.run.goal, language: settings.language }),
        schemaName: TASKLIST_SCHEMA_NAME,
        jsonSchema: tasklistJsonSchema,
        parse: parseTasklist,
        signal,
      });
      if (answer.ok) await updateTaskRun(db(), conversationId, (run) => receiveTaskPlan(run, answer.value.items), nowIso());
      else if (answer.error.code !== 'aborted')
        await setTaskRunError(
          db(),
          conversationId,
          { code: answer.error.code, ...(answer.error.values ? { values: answer.error.values } : {}) },
          nowIso(),
        );
    });

  const work = (conversationId: string, settings: ModelSettings) =>
    exclusive(conversationId, async (signal) => {
      for (;;) {
        const run = (await getTaskRun(db(), conversationId))?.run;
        const index = run?.state === 'running' ? nextTaskItemIndex(run) : null;
        if (index === null) return;
        const started = await updateTaskRun(db(), conversationId, (r) => startTaskItem(r, index), nowIso());
        if (!started.ok) return;
        const outcome = await runTaskStep(db(), { conversationId, run: started.value, index, settings, signal, now: nowIso, newId });
        // A stop (or the conversation's deletion) has already put the item back in line.
        if (outcome === 'aborted') return;
        const finished = await updateTaskRun(db(), conversationId, (r) => finishTaskItem(r, index, outcome), nowIso());
        if (!finished.ok) return;
      }
    });

  /** Applies a transition the user asked for; the refusal's reason goes back to the page. */
  async function transition(conversationId: string, change: (run: TaskRun) => Result<TaskRun, string>): Promise<Result<TaskRun, AppError>> {
    const next = await updateTaskRun(db(), conversationId, change, nowIso());
    return next.ok ? next : err(refused(next.error));
  }

  return {
    /** Creates the conversation with its goal and starts planning; answers before the plan arrives. */
    async start(input: {
      text: string;
      temporary?: boolean;
      settings: ModelSettings;
    }): Promise<Result<{ conversationId: string }, AppError>> {
      const begun = beginTaskRun(input.text);
      if (!begun.ok) return err({ code: 'empty_goal' });
      const now = nowIso();
      const conversationId = newId();
      await startTaskConversation(
        db(),
        {
          id: conversationId,
          title: titleFromText(input.text) || 'Task list',
          mode: 'tasklist_agent',
          ...(input.temporary ? { temporary: true } : {}),
          createdAt: now,
          lastActiveAt: now,
        },
        { id: newId(), conversationId, role: 'user', text: input.text, status: 'complete', createdAt: now, seq: 0 },
        begun.value,
        now,
      );
      void plan(conversationId, input.settings);
      return ok({ conversationId });
    },

    /** Plans again after a failed or interrupted planning request. */
    async retryPlan(conversationId: string, settings: ModelSettings): Promise<Result<null, AppError>> {
      const stored = await getTaskRun(db(), conversationId);
      if (stored?.run.state !== 'planning') return err(refused('this task run is not waiting for a plan'));
      await setTaskRunError(db(), conversationId, null, nowIso());
      void plan(conversationId, settings);
      return ok(null);
    },

    /** The user's (possibly edited) checklist replaces the plan and the work begins. */
    async approve(conversationId: string, items: TasklistItem[], settings: ModelSettings): Promise<Result<TaskRun, AppError>> {
      const approved = await transition(conversationId, (run) => {
        const edited = editTaskItems(run, items);
        return edited.ok ? approveTaskPlan(edited.value) : edited;
      });
      if (approved.ok) void work(conversationId, settings);
      return approved;
    },

    /** The item in progress is left to finish its answer; the loop stops before the next one. */
    pause: (conversationId: string): Promise<Result<TaskRun, AppError>> => transition(conversationId, pauseTaskRun),

    async resume(conversationId: string, settings: ModelSettings): Promise<Result<TaskRun, AppError>> {
      const resumed = await transition(conversationId, resumeTaskRun);
      if (resumed.ok) void work(conversationId, settings);
      return resumed;
    },

    async stop(conversationId: string): Promise<Result<TaskRun, AppError>> {
      const stopped = await transition(conversationId, stopTaskRun);
      working.get(conversationId)?.controller.abort();
      return stopped;
    },

    /** Ends any work on the run without changing it (its conversation is being deleted). */
    cancel(conversationId: string): void {
      working.get(conversationId)?.controller.abort();
    },

    async hasRun(conversationId: string): Promise<boolean> {
      return (await getTaskRun(db(), conversationId)) !== undefined;
    },

    /** A task list's messages follow its checklist; answering its goal again would delete the results. */
    async refuseAnswerAgain(conversationId: string): Promise<Result<null, AppError>> {
      return (await getTaskRun(db(), conversationId)) !== undefined ? err({ code: 'no_regenerate_task' }) : ok(null);
    },

    /**
     * After a reload: runs no tab is working on lost their request with the page. A running (or
     * pausing) run comes back paused (resume continues it); a planning run gets an error so the user can plan again.
     */
    async recover(): Promise<void> {
      for (const stored of await listTaskRuns(db())) {
        const inProgress = isTaskRunWorking(stored.run.state);
        if ((!inProgress && stored.run.state !== 'planning') || (await isTabLockHeld(runLock(stored.conversationId)))) continue;
        if (inProgress) await putTaskRun(db(), { ...stored, run: recoverTaskRun(stored.run), updatedAt: nowIso() });
        else if (!stored.error) await setTaskRunError(db(), stored.conversationId, { code: 'planning_interrupted' }, nowIso());
      }
    },

    watch(conversationId: string, onChange: (stored: StoredTaskRun | null) => void): () => void {
      return watchQuery(
        async () => {
          const row = await getTaskRun(db(), conversationId);
          return row ? toTaskRunView(row) : null;
        },
        onChange,
        (e) => console.error('task run query failed', e),
      );
    },
  };
}

export type TaskAgent = ReturnType<typeof createTaskAgent>;

/** The contract's copy of a stored run, field by field: a column added to the table stays out of the UI. */
const toTaskRunView = (row: {
  conversationId: string;
  run: TaskRun;
  error?: StoredTaskRun['error'];
  updatedAt: string;
}): StoredTaskRun => ({
  conversationId: row.conversationId,
  run: row.run,
  ...(row.error ? { error: taskErrorView(row.error) } : {}),
  updatedAt: row.updatedAt,
});

/** A stored run's error: its code and values; `message` only on a row written before errors carried values. */
function taskErrorView(error: NonNullable<StoredTaskRun['error']>): NonNullable<StoredTaskRun['error']> {
  return {
    code: error.code,
    ...(error.values ? { values: error.values } : {}),
    ...(error.message !== undefined ? { message: error.message } : {}),
  };
}
