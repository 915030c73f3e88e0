import type { ModelSettings } from '../worker/contract';
import { createSession, loadSessions, switchSession, type BrowserSession } from './browserSession';
import type { Failure, Slice } from './slice';
import { keepUnsavedAnswers } from './unsavedSpill';

export interface SessionSlice {
  session: BrowserSession | null;
  sessions: BrowserSession[];
  /** 'failed' when the chat database cannot be opened (private mode, blocked storage). */
  bootStatus: 'booting' | 'ready' | 'failed';
  bootError: Failure | null;
  boot(): Promise<void>;
  startNewSession(): void;
  switchToSession(id: string): void;
}

/** What booting reads and starts in the other slices. */
interface SessionReads {
  streaming: Record<string, string>;
  liveText: Record<string, string>;
  liveReasoning: Record<string, { text: string; durationMs?: number }>;
  modelSettings(): ModelSettings;
  watchMemoryStatus(): void;
  watchConversations(): void;
  watchCompaction(): void;
  refreshTokenEstimate(): void;
  watchSearchIndex(): void;
}

export const createSessionSlice: Slice<SessionSlice, SessionReads> =
  ({ worker, storage, now, page }) =>
  (set, get) => ({
    session: null,
    sessions: [],
    bootStatus: 'booting',
    bootError: null,

    async boot() {
      // A crashed worker is restarted by the client; answers it was streaming are over (the new worker marks
      // them interrupted), so nothing may keep looking busy.
      worker.onCrash(() => set({ streaming: {}, liveText: {}, liveReasoning: {} }));
      const { current, all } = await loadSessions(storage.local, now());
      set({ session: current, sessions: all });
      const opened = await worker.init({ sessionHash: current.hash });
      if (!opened.ok) {
        set({ bootStatus: 'failed', bootError: opened.error });
        return;
      }
      set({ bootStatus: 'ready' });
      // Answers a full disk kept from being saved last time are handed back and saved now, so none is lost.
      void keepUnsavedAnswers(worker, storage.local, current.hash);
      // Pending extraction jobs resume with the current settings (the key stays in this tab's memory).
      void worker.configureMemory({ settings: get().modelSettings() });
      get().watchMemoryStatus();
      get().watchConversations();
      get().watchSearchIndex();
      get().watchCompaction();
      get().refreshTokenEstimate();
    },

    startNewSession() {
      createSession(storage.local, now());
      page.reload();
    },

    switchToSession(id) {
      if (switchSession(storage.local, id)) page.reload();
    },
  });
