import { CHAT_OPTIONS_KEY, EMPTY_CHAT_OPTIONS, loadChatOptions, saveChatOptions, type ChatOptions } from './chatOptionsStorage';
import { persist } from './persist';
import type { Slice } from './slice';

export interface ChatOptionsSlice {
  /** Each chat's own options by conversation id; a chat without an entry uses none. */
  chatOptions: Record<string, ChatOptions>;
  chatOptionsOf(conversationId: string | null): ChatOptions;
  /** Why the write failed (storage full), or null; the options apply in this tab either way. */
  saveChatOptions(conversationId: string, options: ChatOptions): string | null;
  /** A deleted chat's options go with it. */
  forgetChatOptions(conversationId: string): void;
  /** Options saved in another tab apply here too. */
  followChatOptionsOfOtherTabs(): void;
}

interface ChatOptionsReads {
  refreshTokenEstimate(): void;
}

export const createChatOptionsSlice: Slice<ChatOptionsSlice, ChatOptionsReads> =
  ({ storage, page }) =>
  (set, get) => {
    const write = (next: Record<string, ChatOptions>): string | null => {
      const failed = persist(() => saveChatOptions(storage.local, next));
      set({ chatOptions: next });
      // The system prompt is part of the next request, so its size changes with it.
      get().refreshTokenEstimate();
      return failed;
    };
    return {
      chatOptions: loadChatOptions(storage.local),
      chatOptionsOf: (conversationId) => (conversationId ? get().chatOptions[conversationId] : undefined) ?? EMPTY_CHAT_OPTIONS,
      saveChatOptions: (conversationId, options) => write({ ...get().chatOptions, [conversationId]: options }),
      forgetChatOptions(conversationId) {
        if (!(conversationId in get().chatOptions)) return;
        const { [conversationId]: _gone, ...rest } = get().chatOptions;
        void write(rest);
      },
      followChatOptionsOfOtherTabs() {
        page.onOtherTabStorage((key) => {
          if (key === CHAT_OPTIONS_KEY) set({ chatOptions: loadChatOptions(storage.local) });
        });
      },
    };
  };
