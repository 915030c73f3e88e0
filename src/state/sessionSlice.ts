import type { Slice } from './store';
import { createSession, loadSessions, switchSession, type BrowserSession } from './browserSession';
import { workerClient } from '../worker/client';

export interface SessionSlice {
  session: BrowserSession | null;
  sessions: BrowserSession[];
  /** 'failed' when the chat database cannot be opened (private mode, blocked storage). */
  bootStatus: 'booting' | 'ready' | 'failed';
  bootError: string | null;
  boot(): Promise<void>;
  startNewSession(): void;
  switchToSession(id: string): void;
}

export const createSessionSlice: Slice<SessionSlice> = (set, get) => ({
  session: null,
  sessions: [],
  bootStatus: 'booting',
  bootError: null,

  async boot() {
    // A crashed worker is restarted by the client; answers it was streaming are over (the new worker marks
    // them interrupted), so nothing may keep looking busy.
    workerClient.onCrash(() => set({ streaming: {}, liveText: {} }));
    const { current, all } = await loadSessions(localStorage, new Date().toISOString());
    set({ session: current, sessions: all });
    const opened = await workerClient.init(current.hash);
    if (!opened.ok) {
      set({ bootStatus: 'failed', bootError: opened.error.message });
      return;
    }
    set({ bootStatus: 'ready' });
    // Pending extraction jobs resume with the current settings (the key stays in this tab's memory).
    void workerClient.configureMemory(get().modelSettings());
    get().watchMemoryStatus();
    get().watchConversations();
    get().watchSearchIndex();
    get().watchCompaction();
    get().refreshTokenEstimate();
  },

  startNewSession() {
    createSession(localStorage, new Date().toISOString());
    location.reload();
  },

  switchToSession(id) {
    if (switchSession(localStorage, id)) location.reload();
  },
});
