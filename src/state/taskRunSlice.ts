import type { Slice } from './store';
import type { StoredTaskRun, TasklistItem } from '../worker/api';
import { workerClient } from '../worker/client';

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

let stopWatching: (() => void) | null = null;

export const createTaskRunSlice: Slice<TaskRunSlice> = (set, get) => {
  /** Runs an action on the open conversation's run; a refusal shows as a notice. */
  async function act(action: (conversationId: string) => Promise<{ ok: boolean; error?: { code: string; message: string } }>) {
    const { activeId } = get();
    if (!activeId) return;
    const result = await action(activeId);
    if (!result.ok && result.error) set({ notice: { kind: 'error', code: result.error.code, message: result.error.message } });
  }

  return {
    taskRun: null,

    watchTaskRun(conversationId) {
      stopWatching?.();
      stopWatching = null;
      set({ taskRun: null });
      if (!conversationId) return;
      stopWatching = workerClient.subscribeTaskRun(conversationId, (taskRun) => {
        if (get().activeId === conversationId) set({ taskRun });
      });
    },

    approveTaskPlan: (items) => act((id) => workerClient.approveTaskPlan(id, items, get().modelSettings())),
    retryTaskPlan: () => act((id) => workerClient.retryTaskPlan(id, get().modelSettings())),
    pauseTaskRun: () => act((id) => workerClient.pauseTaskRun(id)),
    resumeTaskRun: () => act((id) => workerClient.resumeTaskRun(id, get().modelSettings())),
    stopTaskRun: () => act((id) => workerClient.stopTaskRun(id)),
  };
};
