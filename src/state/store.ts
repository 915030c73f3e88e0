import { create, type StateCreator } from 'zustand';
import { createSessionSlice, type SessionSlice } from './sessionSlice';
import { createSettingsSlice, type SettingsSlice } from './settingsSlice';
import { createChatSlice, type ChatSlice } from './chatSlice';
import { createThreadSlice, type ThreadSlice } from './threadSlice';
import { createMemorySlice, type MemorySlice } from './memorySlice';
import { createMemoryViewSlice, type MemoryViewSlice } from './memoryViewSlice';
import { createAppStatusSlice, type AppStatusSlice } from './appStatusSlice';
import { createTaskRunSlice, type TaskRunSlice } from './taskRunSlice';
import { createSearchIndexSlice, type SearchIndexSlice } from './searchIndexSlice';

export type AppState = SessionSlice & SettingsSlice & ChatSlice & ThreadSlice & MemorySlice & MemoryViewSlice & AppStatusSlice & TaskRunSlice & SearchIndexSlice;
export type Slice<T> = StateCreator<AppState, [], [], T>;

/** One bound store from small slices (zustand slices pattern). */
export const useAppStore = create<AppState>()((...a) => ({
  ...createSessionSlice(...a),
  ...createSettingsSlice(...a),
  ...createChatSlice(...a),
  ...createThreadSlice(...a),
  ...createMemorySlice(...a),
  ...createMemoryViewSlice(...a),
  ...createAppStatusSlice(...a),
  ...createTaskRunSlice(...a),
  ...createSearchIndexSlice(...a),
}));
