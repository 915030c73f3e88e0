// Built-in tools of tool-assisted chat: pure, their only world is the ToolContext passed in.
export { calculatorTool, EXPRESSION_MAX_CHARS } from './calculator';
export { currentDateTimeTool, zonedDateTime, type ZonedDateTime } from './datetime';
export { convertUnitsTool } from './units';
export { searchConversationsTool, SEARCH_MAX_HITS } from './searchConversations';
export { BUILT_IN_TOOLS, TOOL_RESULT_MAX_CHARS, capToolContent, executeToolCall, toolDefinitionsForRequest } from './registry';
export {
  MAX_TOOL_ROUNDS,
  limitReachedResults,
  nextToolStep,
  toolRoundMessages,
  type AssistantToolCallMessage,
  type ToolResultMessage,
  type ToolRoundMessage,
  type ToolStep,
} from './rounds';
export type {
  BuiltInTool,
  ConversationHit,
  StrictJsonSchema,
  ToolCall,
  ToolCallResult,
  ToolContext,
  ToolDefinition,
  ToolOutput,
} from './types';
