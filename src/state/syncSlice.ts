import type { SyncJoinPreview, SyncSpaceRequest, SyncStatus } from '../worker/contract';
import type { Failure, Slice } from './slice';

type JoinRequest = SyncSpaceRequest & { pairingCode: string };

export interface SyncSlice {
  /** Where cross-device sync stands (null until the worker first answers). */
  syncStatus: SyncStatus | null;
  watchSyncStatus(): void;
  /** Each answers the failure to show beside the form, or null once the worker took it. */
  createSyncSpace(req: SyncSpaceRequest): Promise<Failure | null>;
  joinSyncSpace(req: JoinRequest): Promise<Failure | null>;
  leaveSyncSpace(): Promise<Failure | null>;
  pauseSync(): Promise<Failure | null>;
  resumeSync(): Promise<Failure | null>;
  syncNow(): Promise<Failure | null>;
  /** Rotates the keys under a new passphrase, leaving that device behind. */
  removeSyncDevice(slot: string, passphrase: string): Promise<Failure | null>;
  changeSyncPassphrase(passphrase: string): Promise<Failure | null>;
  /** Whether a relay answers at the address: the time it took, or why not. */
  testRelay(relayUrl: string): Promise<{ ok: true; elapsedMs: number } | { ok: false; error: Failure }>;
  /** What joining would merge, before anything is joined. */
  previewSyncSpace(req: JoinRequest): Promise<{ ok: true; value: SyncJoinPreview } | { ok: false; error: Failure }>;
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
    const failureOf = (answer: Awaited<ReturnType<typeof worker.syncNow>>): Failure | null => (answer.ok ? null : answer.error);
    return {
      syncStatus: null,
      watchSyncStatus() {
        stop?.();
        stop = worker.subscribeSyncStatus({ onChange: (syncStatus) => set({ syncStatus }) });
      },
      createSyncSpace: async (req) => settle(await worker.createSyncSpace(req)),
      joinSyncSpace: async (req) => settle(await worker.joinSyncSpace(req)),
      leaveSyncSpace: async () => settle(await worker.leaveSyncSpace({})),
      pauseSync: async () => settle(await worker.pauseSync({})),
      resumeSync: async () => settle(await worker.resumeSync({})),
      // These two change the status later (the new space's connection and devices), through the subscription:
      // the status they answer is from before, and setting it could overwrite a newer one that came first.
      syncNow: async () => failureOf(await worker.syncNow({})),
      removeSyncDevice: async (slot, passphrase) => failureOf(await worker.removeSyncDevice({ slot, passphrase })),
      changeSyncPassphrase: async (passphrase) => settle(await worker.changeSyncPassphrase({ passphrase })),
      async testRelay(relayUrl) {
        const answer = await worker.testRelay({ relayUrl });
        return answer.ok ? { ok: true, elapsedMs: answer.value.elapsedMs } : answer;
      },
      previewSyncSpace: (req) => worker.previewSyncSpace(req),
    };
  };
