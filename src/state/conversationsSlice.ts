import type { ChatMode } from '../shared';
import type { WorkerClient } from '../worker/client';
import type { Conversation, Message, SearchHit } from '../worker/contract';
import { failureNotice, type Notice } from './noticeSlice';
import type { Slice } from './slice';

/** What the conversations slice reads, sets or calls of the other slices. */
interface ConversationsReads {
  /** Emptied together with a change of the open conversation, so no frame shows another chat's messages. */
  messages: Message[];
  notice: Notice;
  streaming: Record<string, string>;
  watchMessageWindow(conversationId: string | null): void;
  forgetChatOptions(conversationId: string): void;
}

export interface ConversationsSlice {
  conversations: Conversation[];
  /** null: a client-only draft — no id, no database row until the first send writes it. */
  activeId: string | null;
  draftMode: ChatMode;
  /** The draft becomes a temporary chat: no memory read or write, deleted once the user leaves it. */
  draftTemporary: boolean;
  searchQuery: string;
  searchHits: SearchHit[];
  watchConversations(): void;
  selectConversation(id: string): void;
  newChat(mode?: ChatMode): void;
  setDraftMode(mode: ChatMode): void;
  setDraftTemporary(on: boolean): void;
  renameConversation(id: string, title: string): Promise<boolean>;
  /** Pins a chat to the top of the list, or moves it to the archive (which unpins it), or back. */
  placeConversation(id: string, place: { pinned?: boolean; archived?: boolean }): Promise<boolean>;
  /** Whether the list shows archived chats (at its end). */
  showArchived: boolean;
  setShowArchived(show: boolean): void;
  deleteConversation(id: string): Promise<void>;
  /** A chat's record and all its messages, for its Markdown export. */
  conversationTranscript(id: string): ReturnType<WorkerClient['conversationTranscript']>;
  search(query: string): Promise<void>;
}

export const createConversationsSlice: Slice<ConversationsSlice, ConversationsReads> =
  ({ worker, timing }) =>
  (set, get) => {
    let stopConversations: (() => void) | null = null;

    /**
     * The worker hears of every conversation the user leaves: a temporary chat ends (deleted with everything
     * in it), and the turns of any other that wait for memory extraction are sent without the quiet period.
     */
    function leave(conversationId: string | null) {
      if (conversationId) void worker.closeConversation({ id: conversationId });
    }

    return {
      conversations: [],
      activeId: null,
      draftMode: 'ordinary_chat',
      draftTemporary: false,
      searchQuery: '',
      searchHits: [],

      watchConversations() {
        stopConversations?.();
        stopConversations = worker.subscribeConversations({
          onChange: (conversations) => {
            set({ conversations });
            const { activeId } = get();
            // The open conversation was deleted (here or in another tab): fall back to a new draft.
            if (activeId && !conversations.some((c) => c.id === activeId) && !(activeId in get().streaming)) get().newChat();
          },
        });
      },

      selectConversation(id) {
        if (get().activeId === id) return;
        leave(get().activeId);
        set({ activeId: id, messages: [], notice: null });
        get().watchMessageWindow(id);
      },

      // A new chat starts as a plain Chat unless asked otherwise: a Task list or tools are chosen each time.
      newChat(mode) {
        leave(get().activeId);
        set({ activeId: null, messages: [], notice: null, draftMode: mode ?? 'ordinary_chat', draftTemporary: false });
        get().watchMessageWindow(null);
      },

      setDraftMode: (mode) => set({ draftMode: mode }),
      setDraftTemporary: (on) => set({ draftTemporary: on }),

      async renameConversation(id, title) {
        const result = await worker.renameConversation({ id, title });
        if (!result.ok) set({ notice: failureNotice(result.error) });
        return result.ok;
      },

      async placeConversation(id, place) {
        const result = await worker.placeConversation({ id, ...place });
        if (!result.ok) set({ notice: failureNotice(result.error) });
        return result.ok;
      },
      showArchived: false,
      setShowArchived: (show) => set({ showArchived: show }),

      async deleteConversation(id) {
        // Refused while another tab writes an answer in it: the user is told, nothing changes.
        const result = await worker.deleteConversation({ id });
        if (!result.ok) return set({ notice: failureNotice(result.error) });
        get().forgetChatOptions(id);
        if (get().activeId === id) get().newChat();
      },

      conversationTranscript: (id) => worker.conversationTranscript({ id }),

      async search(query) {
        set({ searchQuery: query });
        if (!query.trim()) return set({ searchHits: [] });
        // Typing fast sends one search, not one per keystroke.
        await new Promise((resolve) => setTimeout(resolve, timing.searchDebounceMs));
        if (get().searchQuery !== query) return;
        const hits = await worker.searchConversations({ query });
        if (get().searchQuery !== query) return;
        set({ searchHits: hits.ok ? hits.value : [] });
        // The search code loads on demand; a failed load says so instead of showing "no results".
        if (!hits.ok) set({ notice: failureNotice(hits.error) });
      },
    };
  };
