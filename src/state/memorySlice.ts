import type { MemoryStatus } from '../worker/contract';
import type { Slice } from './slice';

export interface MemorySlice {
  /** Long-term memory: on / paused / unavailable (with the reason) and pending extraction jobs. */
  memoryStatus: MemoryStatus | null;
  watchMemoryStatus(): void;
}

export const createMemorySlice: Slice<MemorySlice> =
  ({ worker }) =>
  (set) => {
    let stop: (() => void) | null = null;
    return {
      memoryStatus: null,
      watchMemoryStatus() {
        stop?.();
        stop = worker.subscribeMemoryStatus({ onChange: (memoryStatus) => set({ memoryStatus }) });
      },
    };
  };
