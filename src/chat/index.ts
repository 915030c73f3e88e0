// Public API of the pure chat core. Import from here, not from the files.
export * from './records';
export { TITLE_ELLIPSIS, TITLE_MAX_CODE_POINTS, collapseWhitespace, countCodePoints, titleFromText } from './title';
export {
  countChars,
  countTurns,
  groupTurns,
  isSentToModel,
  isTurnComplete,
  isTurnStreaming,
  recentWindow,
  sortBySeq,
  turnMessages,
  type Turn,
} from './turns';
export {
  COMPACTION_DEFAULTS,
  COMPACTION_MINIMUMS,
  applyCompaction,
  planCompaction,
  type CompactionLimits,
  type CompactionOutput,
  type DecisionEvidence,
  type CompactionPlan,
} from './compaction';
export {
  COMPACTION_SCHEMA_NAME,
  DECISION_SUBJECT_MAX_CHARS,
  DECISION_TEXT_MAX_CHARS,
  PINNED_DECISIONS_MAX,
  SUMMARY_MAX_CHARS,
  compactionJsonSchema,
  compactionOutputSchema,
  parseCompactionOutput,
} from './compactionOutput';
export { COMPACTION_MESSAGE_MAX_CHARS, buildCompactionMessages, type CompactionPromptMessage } from './compactionPrompt';
export { createReasoningSplitter, splitReasoning, type ReasoningSplitter, type StreamPieces } from './reasoning';
export {
  branchFrom,
  hasVersions,
  historyBefore,
  parentForNext,
  parentOf,
  planVersionDeletion,
  shownPath,
  versionPositions,
  type VersionNode,
  type VersionPosition,
} from './versions';
export { assembleContext, type ContextInput, type ModelMessage } from './context';
export { decisionMatchKey, formatPinnedDecisions, mergeCompactedDecisions, unpinDecision, withDecisionIds } from './pinned';
export { INSTRUCTION_MAX_CHARS, NO_INSTRUCTIONS, instructionPrompts, type ChatInstructions } from './instructions';
export { conversationToMarkdown, markdownFileName, type MarkdownLabels } from './markdownExport';
export {
  MAX_TOKENS_MAX,
  MAX_TOKENS_MIN,
  TEMPERATURE_MAX,
  TEMPERATURE_MIN,
  isValidMaxTokens,
  isValidTemperature,
  parseMaxTokens,
  parseTemperature,
  type ParsedSampling,
  type Sampling,
  type SamplingProblem,
} from './sampling';
export { systemPromptsFor, type PromptLanguage } from './prompts';
export { isMemoryEligible, MODES_WITH_LONG_TERM_MEMORY } from './memoryPolicy';
export {
  conversationBundleSchema,
  planConversationImport,
  toConversationBundle,
  type ConversationBundle,
  type ConversationImportPlan,
  type ConversationSkipReason,
  type ExistingChatIds,
  type SkippedConversation,
} from './exchange';
export * from './tools';
export {
  PREVIOUS_RESULT_MAX_CHARS,
  TASKLIST_MAX_ITEMS,
  TASKLIST_MIN_ITEMS,
  TASKLIST_SCHEMA_NAME,
  TASK_DETAIL_MAX_CHARS,
  TASK_TITLE_MAX_CHARS,
  buildPlanMessages,
  buildStepMessages,
  parseTasklist,
  tasklistItemSchema,
  tasklistJsonSchema,
  tasklistSchema,
  type Tasklist,
  type TasklistItem,
  type TasklistPromptMessage,
} from './tasklist';
export {
  TASK_RUN_STATES,
  TASK_STATUSES,
  approveTaskPlan,
  beginTaskRun,
  collectPreviousResults,
  editTaskItems,
  finishTaskItem,
  isTaskRunWorking,
  nextTaskItemIndex,
  pauseTaskRun,
  receiveTaskPlan,
  recoverTaskRun,
  resumeTaskRun,
  startTaskItem,
  stopTaskRun,
  taskItemSchema,
  taskRunSchema,
  type TaskItem,
  type TaskItemOutcome,
  type TaskRun,
  type TaskRunState,
  type TaskStatus,
} from './taskRun';
