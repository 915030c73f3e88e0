/** The eight long-term memory types. Here because pinned decisions (chat) use them too. */
export const MEMORY_TYPES = [
  'user_preference',
  'communication_preference',
  'workflow_preference',
  'standing_instruction',
  'recurring_constraint',
  'stable_user_context',
  'project_context',
  'risk_preference',
] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];

/** Chat modes: each decides the system prompt, the tools, and whether long-term memory is read and written. */
export const CHAT_MODES = ['ordinary_chat', 'tool_assisted_ordinary_chat', 'tasklist_agent'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];
