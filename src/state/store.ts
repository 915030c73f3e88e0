import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createAppStatusSlice, type AppStatusSlice } from './appStatusSlice';
import { createAssistantImportSlice, type AssistantImportSlice } from './assistantImportSlice';
import { createChatOptionsSlice, type ChatOptionsSlice } from './chatOptionsSlice';
import { createComposerSlice, type ComposerSlice } from './composerSlice';
import { createConversationsSlice, type ConversationsSlice } from './conversationsSlice';
import type { StoreDeps } from './deps';
import { createMemorySlice, type MemorySlice } from './memorySlice';
import { createMemoryViewSlice, type MemoryViewSlice } from './memoryViewSlice';
import { createMessageWindowSlice, type MessageWindowSlice } from './messageWindowSlice';
import { createNoticeSlice, type NoticeSlice } from './noticeSlice';
import { createSessionSlice, type SessionSlice } from './sessionSlice';
import { createSettingsSlice, type SettingsSlice } from './settingsSlice';
import type { Slice } from './slice';
import { createTaskRunSlice, type TaskRunSlice } from './taskRunSlice';
import { createSearchIndexSlice, type SearchIndexSlice } from './searchIndexSlice';
import { createSyncSlice, type SyncSlice } from './syncSlice';
import { createThemeSlice, type ThemeSlice } from './themeSlice';
import { createRefusedDraftsSlice, type RefusedDraftsSlice } from './refusedDraftsSlice';
import { createThreadSlice, type ThreadSlice } from './threadSlice';

export type AppState = SessionSlice &
  SettingsSlice &
  ChatOptionsSlice &
  ConversationsSlice &
  MessageWindowSlice &
  ComposerSlice &
  NoticeSlice &
  ThreadSlice &
  MemorySlice &
  MemoryViewSlice &
  AppStatusSlice &
  TaskRunSlice &
  SearchIndexSlice &
  ThemeSlice &
  RefusedDraftsSlice &
  AssistantImportSlice &
  SyncSlice;
export type AppStore = StoreApi<AppState>;
export type { StoreDeps };

/**
 * One store from small slices (zustand slices pattern), built with its dependencies passed in, so a test
 * builds its own with a fake worker. The compiler checks here that the store provides what each slice reads.
 */
export function createAppStore(deps: StoreDeps): AppStore {
  return createStore<AppState>()((set, get, api) => {
    // `get` is checked against each slice's reads; `set` and `api` accept any part of the whole state.
    const part = <Own, Reads>(slice: Slice<Own, Reads>, read: () => Own & Reads): Own => slice(deps)(set as never, read, api as never);
    return {
      ...part(createSessionSlice, get),
      ...part(createSettingsSlice, get),
      ...part(createChatOptionsSlice, get),
      ...part(createConversationsSlice, get),
      ...part(createMessageWindowSlice, get),
      ...part(createComposerSlice, get),
      ...part(createNoticeSlice, get),
      ...part(createThreadSlice, get),
      ...part(createMemorySlice, get),
      ...part(createMemoryViewSlice, get),
      ...part(createAppStatusSlice, get),
      ...part(createTaskRunSlice, get),
      ...part(createSearchIndexSlice, get),
      ...part(createThemeSlice, get),
      ...part(createRefusedDraftsSlice, get),
      ...part(createAssistantImportSlice, get),
      ...part(createSyncSlice, get),
    };
  });
}

const StoreContext = createContext<AppStore | null>(null);

/** Gives the UI its store; the app has exactly one, made in main.tsx. */
export function AppStoreProvider({ store, children }: { store: AppStore; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

/** The UI's one way to read the store: `useAppStore((s) => s.field)`, or the whole state without a selector. */
export function useAppStore(): AppState;
export function useAppStore<T>(selector: (state: AppState) => T): T;
export function useAppStore<T>(selector?: (state: AppState) => T): T | AppState {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore needs <AppStoreProvider> above it.');
  return useStore(store, (selector ?? ((s: AppState) => s)) as (state: AppState) => T | AppState);
}
