/**
 * Each chat's own options (its system prompt, and the sampling parameters it is sent with) are settings,
 * not chat data: they live in localStorage beside the other settings, by conversation id, never in
 * IndexedDB and never in an export.
 */
import { z } from 'zod';
import { INSTRUCTION_MAX_CHARS, isValidMaxTokens, isValidTemperature } from '../chat';

export const CHAT_OPTIONS_KEY = 'mindkeep.chatOptions';

export interface ChatOptions {
  /** This chat's own system prompt (a persona), sent as written after the custom instructions. */
  systemPrompt: string;
  /** Sent with this chat's answers; absent: the endpoint's default. */
  temperature?: number;
  maxTokens?: number;
}

export const EMPTY_CHAT_OPTIONS: ChatOptions = { systemPrompt: '' };

/** Stored options are untrusted (hand edits, older versions): a chat whose entry does not parse is dropped alone. */
const chatOptionsSchema = z.object({
  systemPrompt: z
    .string()
    .transform((s) => s.slice(0, INSTRUCTION_MAX_CHARS))
    .catch(''),
  temperature: z.custom<number>(isValidTemperature).optional().catch(undefined),
  maxTokens: z.custom<number>(isValidMaxTokens).optional().catch(undefined),
});

export function loadChatOptions(local: Storage): Record<string, ChatOptions> {
  let raw: unknown;
  try {
    raw = JSON.parse(local.getItem(CHAT_OPTIONS_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const options: Record<string, ChatOptions> = {};
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    const parsed = chatOptionsSchema.safeParse(value);
    if (!parsed.success) continue;
    const { systemPrompt, temperature, maxTokens } = parsed.data;
    const kept: ChatOptions = {
      systemPrompt,
      ...(temperature === undefined ? {} : { temperature }),
      ...(maxTokens === undefined ? {} : { maxTokens }),
    };
    if (!isEmptyChatOptions(kept)) options[id] = kept;
  }
  return options;
}

export function isEmptyChatOptions(options: ChatOptions): boolean {
  return options.systemPrompt.trim() === '' && options.temperature === undefined && options.maxTokens === undefined;
}

/** Writes every chat's options; a chat with nothing set takes no room. Throws when localStorage is full. */
export function saveChatOptions(local: Storage, all: Record<string, ChatOptions>): void {
  const kept = Object.fromEntries(Object.entries(all).filter(([, o]) => !isEmptyChatOptions(o)));
  if (Object.keys(kept).length === 0) local.removeItem(CHAT_OPTIONS_KEY);
  else local.setItem(CHAT_OPTIONS_KEY, JSON.stringify(kept));
}
