import type { SyncSpaceRequest, SyncStatus } from '../worker/contract';
import type { Failure, Slice } from './slice';

export interface SyncSlice {
  /** Where cross-device sync stands (null until the worker first answers). */
  syncStatus: SyncStatus | null;
  watchSyncStatus(): void;
  /** Each answers the failure to show beside the form, or null once the worker took it. */
  createSyncSpace(req: SyncSpaceRequest): Promise<Failure | null>;
  joinSyncSpace(req: SyncSpaceRequest & { pairingCode: string }): Promise<Failure | null>;
  leaveSyncSpace(): Promise<Failure | null>;
}

export const createSyncSlice: Slice<SyncSlice> =
  ({ worker }) =>
  (set) => {
    let stop: (() => void) | null = null;
    const settle = (answer: Awaited<ReturnType<typeof worker.leaveSyncSpace>>): Failure | null => {
      if (!answer.ok) return answer.error;
      set({ syncStatus: answer.value });
      return null;
    };
    return {
      syncStatus: null,
      watchSyncStatus() {
        stop?.();
        stop = worker.subscribeSyncStatus({ onChange: (syncStatus) => set({ syncStatus }) });
      },
      createSyncSpace: async (req) => settle(await worker.createSyncSpace(req)),
      joinSyncSpace: async (req) => settle(await worker.joinSyncSpace(req)),
      leaveSyncSpace: async () => settle(await worker.leaveSyncSpace({})),
    };
  };
