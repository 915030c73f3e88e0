import type { Answer, Listener, SubscriptionId } from '../../answer';
import type { WorkerError } from '../../errors';

/**
 * Where sync stands on this device: `off` (never set up, or left), `connecting` (to the relay, or waiting
 * for its first answer), `synced` (connected, and everything the relay had is applied here), `offline`
 * (the relay cannot be reached; changes wait and go out on reconnection), `error` (sync stopped for a
 * reason the user must act on; `error` says which), `other_tab` (another tab of this browser session
 * syncs for all of them: one device, one writer of its slot; this tab takes over when that one closes).
 */
export type SyncState = 'off' | 'connecting' | 'synced' | 'offline' | 'error' | 'other_tab';

export interface SyncStatus {
  state: SyncState;
  /** The relay in use (no secret: the room names travel in the path, never shown here). */
  relayUrl?: string;
  /** The pairing code of the space, for another device to join it (the passphrase is never kept). */
  pairingCode?: string;
  /** Why sync stopped, when `state` is `error`. */
  error?: WorkerError;
}

export interface SyncSpaceRequest {
  /** wss://… anywhere, or ws://… on this computer (the page's connect policy allows no more). */
  relayUrl: string;
  passphrase: string;
}

/** Cross-device sync through a relay the user runs; every value is sealed before it leaves the worker. */
export interface SyncApi {
  /** Starts a new sync space for this device's memories and conversations; answers its pairing code. */
  createSyncSpace(req: SyncSpaceRequest): Answer<SyncStatus>;
  /** Joins the space of another device: its pairing code and the same passphrase. */
  joinSyncSpace(req: SyncSpaceRequest & { pairingCode: string }): Answer<SyncStatus>;
  /** Stops syncing on this device and forgets the space's keys here; local data stays as it is. */
  leaveSyncSpace(req: Record<string, never>): Answer<SyncStatus>;
  subscribeSyncStatus(req: { onChange: Listener<SyncStatus> }): Answer<SubscriptionId>;
}
