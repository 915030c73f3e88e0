import type { TaskRun, TasklistItem } from '../../../chat';
import type { Answer, Listener, SubscriptionId } from '../../answer';
import type { ErrorValues } from '../../errors';
import type { SendInput } from '../chat';
import type { ModelSettings } from '../settings';

export type { TaskRun, TasklistItem };

/** A conversation's task run as the page sees it: the run, its last error, when it changed. */
export interface StoredTaskRun {
  conversationId: string;
  run: TaskRun;
  /** `message`: rows written before errors carried values (read, never written). */
  error?: { code: string; values?: ErrorValues; message?: string };
  updatedAt: string;
}

type Conv = { conversationId: string };
type WithSettings = { settings: ModelSettings };

/** Task-list agent: the first message is the goal; progress lives in the chat database. */
export interface TasksApi {
  startTaskRun(req: SendInput): Answer<{ conversationId: string }>;
  retryTaskPlan(req: Conv & WithSettings): Answer<null>;
  approveTaskPlan(req: Conv & WithSettings & { items: TasklistItem[] }): Answer<TaskRun>;
  pauseTaskRun(req: Conv): Answer<TaskRun>;
  resumeTaskRun(req: Conv & WithSettings): Answer<TaskRun>;
  stopTaskRun(req: Conv): Answer<TaskRun>;
  subscribeTaskRun(req: Conv & { onChange: Listener<StoredTaskRun | null> }): Answer<SubscriptionId>;
}
