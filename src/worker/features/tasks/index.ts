// The tasks feature: the task-list agent (plan, approve, run step by step, pause, resume, stop).
export type { StoredTaskRun, TaskRun, TasklistItem, TasksApi } from './contract';
export { createTaskHandlers, type TaskHandlerDeps } from './handlers';
export { createTaskAgent, type TaskAgent } from './taskAgent';
