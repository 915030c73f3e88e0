import { isDraftId, type ChatMode } from '../shared';

/** Which modes read and write long-term memory: execution contexts never do. */
export const MODES_WITH_LONG_TERM_MEMORY: readonly ChatMode[] = ['ordinary_chat', 'tool_assisted_ordinary_chat'];

/**
 * Whether a turn of this conversation may recall, extract or promote long-term memory: an eligible mode,
 * not a temporary chat, memory not paused, and a real (stored, non-draft) conversation.
 */
export function isMemoryEligible(input: {
  conversationId: string | null | undefined;
  mode: ChatMode;
  temporary?: boolean;
  memoryPaused: boolean;
}): boolean {
  if (!input.conversationId || isDraftId(input.conversationId)) return false;
  return MODES_WITH_LONG_TERM_MEMORY.includes(input.mode) && !input.temporary && !input.memoryPaused;
}
