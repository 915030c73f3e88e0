import type { ModelSettings } from '../worker/contract';
import { createSession, forgetSession, loadSessions, renameSession, switchSession, type BrowserSession } from './browserSession';
import type { Notice } from './noticeSlice';
import type { Failure, Slice } from './slice';
import { keepUnsavedAnswers, spillKey } from './unsavedSpill';

export interface SessionSlice {
  session: BrowserSession | null;
  sessions: BrowserSession[];
  /** 'failed' when the chat database cannot be opened (private mode, blocked storage). */
  bootStatus: 'booting' | 'ready' | 'failed';
  bootError: Failure | null;
  boot(): Promise<void>;
  startNewSession(): void;
  switchToSession(id: string): void;
  /** Names a session; an empty name gives it back its default one ("Session 2"). */
  renameSession(id: string, name: string): void;
  /** Deletes another session with its databases (never the current one: the page switches away first); true once gone. */
  deleteSession(id: string): Promise<boolean>;
}

/** What booting reads and starts in the other slices. */
interface SessionReads {
  notice: Notice;
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

    renameSession(id, name) {
      if (!renameSession(storage.local, id, name)) return;
      void loadSessions(storage.local, now()).then(({ all }) => set({ sessions: all }));
    },

    async deleteSession(id) {
      const target = get().sessions.find((s) => s.id === id);
      if (!target || target.id === get().session?.id) return false;
      // The databases go first: if the browser refuses, the session stays listed and can be deleted again.
      const deleted = await worker.deleteSessionData({ sessionHash: target.hash });
      if (!deleted.ok) {
        set({ notice: { kind: 'error', code: deleted.error.code, ...(deleted.error.values ? { values: deleted.error.values } : {}) } });
        return false;
      }
      forgetSession(storage.local, id);
      storage.local.removeItem(spillKey(target.hash));
      set((s) => ({ sessions: s.sessions.filter((x) => x.id !== id) }));
      return true;
    },
  });
