import type { ModelSettings, StoredTaskRun, TasklistItem } from '../worker/contract';
import type { Notice } from './noticeSlice';
import type { Failure, Slice } from './slice';

export interface TaskRunSlice {
  /** The task-list run of the open conversation, live from the chat database (null: none). */
  taskRun: StoredTaskRun | null;
  watchTaskRun(conversationId: string | null): void;
  approveTaskPlan(items: TasklistItem[]): Promise<void>;
  retryTaskPlan(): Promise<void>;
  pauseTaskRun(): Promise<void>;
  resumeTaskRun(): Promise<void>;
  stopTaskRun(): Promise<void>;
}

/** What the task-run slice reads of the other slices. */
interface TaskRunReads {
  activeId: string | null;
  notice: Notice;
  modelSettings(conversationId?: string | null): ModelSettings;
}

export const createTaskRunSlice: Slice<TaskRunSlice, TaskRunReads> =
  ({ worker }) =>
  (set, get) => {
    let stopWatching: (() => void) | null = null;

    /** Runs an action on the open conversation's run; a refusal shows as a notice. */
    async function act(action: (conversationId: string) => Promise<{ ok: true } | { ok: false; error: Failure }>) {
      const { activeId } = get();
      if (!activeId) return;
      const result = await action(activeId);
      if (!result.ok)
        set({ notice: { kind: 'error', code: result.error.code, ...(result.error.values ? { values: result.error.values } : {}) } });
    }

    return {
      taskRun: null,

      watchTaskRun(conversationId) {
        stopWatching?.();
        stopWatching = null;
        set({ taskRun: null });
        if (!conversationId) return;
        stopWatching = worker.subscribeTaskRun({
          conversationId,
          onChange: (taskRun) => {
            if (get().activeId === conversationId) set({ taskRun });
          },
        });
      },

      approveTaskPlan: (items) =>
        act((conversationId) => worker.approveTaskPlan({ conversationId, items, settings: get().modelSettings(conversationId) })),
      retryTaskPlan: () => act((conversationId) => worker.retryTaskPlan({ conversationId, settings: get().modelSettings(conversationId) })),
      pauseTaskRun: () => act((conversationId) => worker.pauseTaskRun({ conversationId })),
      resumeTaskRun: () => act((conversationId) => worker.resumeTaskRun({ conversationId, settings: get().modelSettings(conversationId) })),
      stopTaskRun: () => act((conversationId) => worker.stopTaskRun({ conversationId })),
    };
  };
