import type { Slice } from './store';
import type { MemoryStatus } from '../worker/api';
import { workerClient } from '../worker/client';

export interface MemorySlice {
  /** Long-term memory: on / paused / unavailable (with the reason) and pending extraction jobs. */
  memoryStatus: MemoryStatus | null;
  watchMemoryStatus(): void;
}

let stop: (() => void) | null = null;

export const createMemorySlice: Slice<MemorySlice> = (set) => ({
  memoryStatus: null,
  watchMemoryStatus() {
    stop?.();
    stop = workerClient.subscribeMemoryStatus((memoryStatus) => set({ memoryStatus }));
  },
});
