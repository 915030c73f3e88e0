import { ok } from '../../../shared';
import type { HandlerMap } from '../../answer';
import type { Subscriptions } from '../../common/subscriptions';
import type { TasksApi } from './contract';
import type { TaskAgent } from './taskAgent';

export interface TaskHandlerDeps {
  tasks: TaskAgent;
  subscriptions: Subscriptions;
  /** A temporary chat the run just created: deleted when the user leaves it (conversations feature). */
  adoptTemporary(conversationId: string): void;
}

export function createTaskHandlers({ tasks, subscriptions, adoptTemporary }: TaskHandlerDeps): HandlerMap<TasksApi> {
  return {
    async startTaskRun(input) {
      const started = await tasks.start(input);
      if (started.ok && input.temporary) adoptTemporary(started.value.conversationId);
      return started;
    },
    retryTaskPlan: ({ conversationId, settings }) => tasks.retryPlan(conversationId, settings),
    approveTaskPlan: ({ conversationId, items, settings }) => tasks.approve(conversationId, items, settings),
    pauseTaskRun: ({ conversationId }) => tasks.pause(conversationId),
    resumeTaskRun: ({ conversationId, settings }) => tasks.resume(conversationId, settings),
    stopTaskRun: ({ conversationId }) => tasks.stop(conversationId),
    subscribeTaskRun: async ({ conversationId, onChange }) => ok(subscriptions.track(tasks.watch(conversationId, onChange))),
  };
}
