import { MEMORY_TYPES, type MemoryType } from '../../shared';
import type { UserMemory } from '../record/schema';

// Mindkeep's memory as plain text for another assistant: a one-line preamble, then the active memories
// grouped by type. Only memory text goes out: no keys, tags, times, ids or suppressed memories.

export interface AssistantCopyWords {
  /** One line another assistant understands: what follows and what to do with it. */
  readonly preamble: string;
  /** The heading of each type's group, in the reader's language. */
  readonly typeHeading: Readonly<Record<MemoryType, string>>;
}

export interface AssistantCopyOptions {
  /** Only these types (all when absent or empty). */
  readonly types?: readonly MemoryType[];
}

/** The memory types that have something to copy, in the app's order. */
export function copyableTypes(memories: readonly Pick<UserMemory, 'type' | 'status'>[]): MemoryType[] {
  return MEMORY_TYPES.filter((type) => memories.some((m) => m.type === type && m.status === 'active'));
}

/**
 * The text to paste into another assistant, or '' when nothing active is left to copy. Groups follow
 * MEMORY_TYPES; inside a group, memories keep the order given. Pure.
 */
export function renderMemoriesForAssistant(
  memories: readonly Pick<UserMemory, 'type' | 'status' | 'text'>[],
  words: AssistantCopyWords,
  options: AssistantCopyOptions = {},
): string {
  const wanted = options.types && options.types.length > 0 ? new Set(options.types) : null;
  const groups = MEMORY_TYPES.filter((type) => !wanted || wanted.has(type))
    .map((type) => ({
      type,
      lines: memories.filter((m) => m.type === type && m.status === 'active').map((m) => `- ${m.text.replace(/\s+/g, ' ').trim()}`),
    }))
    .filter((g) => g.lines.length > 0);
  if (groups.length === 0) return '';
  return [words.preamble, ...groups.map((g) => `${words.typeHeading[g.type]}:\n${g.lines.join('\n')}`)].join('\n\n') + '\n';
}
