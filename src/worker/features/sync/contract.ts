import type { Answer, Listener, SubscriptionId } from '../../answer';
import type { WorkerError } from '../../errors';

/**
 * Where sync stands on this device: `off` (never set up, or left), `connecting` (to the relay, or waiting
 * for its first answer), `synced` (connected, and everything the relay had is applied here), `offline`
 * (the relay cannot be reached; changes wait and go out on reconnection), `paused` (the user paused it:
 * the space and its keys stay, nothing is sent or received), `error` (sync stopped for a reason the user
 * must act on; `error` says which), `other_tab` (another tab of this browser session syncs for all of
 * them: one device, one writer of its slot; this tab takes over when that one closes).
 */
export type SyncState = 'off' | 'connecting' | 'synced' | 'offline' | 'paused' | 'error' | 'other_tab';

/** A device of the space, as it wrote itself into the space's sealed device list. */
export interface SyncDevice {
  /** Its slot in the space's documents: what Remove device names. */
  slot: string;
  name: string;
  addedAt: string;
  /** When it last wrote into the space (ISO time, by its own clock). */
  lastSeenAt: string;
  isThisDevice: boolean;
}

export interface SyncStatus {
  state: SyncState;
  /** The relay in use (no secret: the room names travel in the path, never shown here). */
  relayUrl?: string;
  /** The pairing code of the space, for another device to join it (the passphrase is never kept). */
  pairingCode?: string;
  /** This device's name in the space's device list. */
  deviceName?: string;
  /** Changes made here while the relay could not be reached: they go out on reconnection. */
  waiting?: number;
  /** The devices of the space (after the first sync). */
  devices?: SyncDevice[];
  /**
   * Why sync stopped, when `state` is `error`; with another state, what waits: `sync_rotation_pending`, a
   * key change that must still tell the old rooms through the relay before the new space starts.
   */
  error?: WorkerError;
}

export interface SyncSpaceRequest {
  /** wss://… anywhere, or ws://… on this computer (the page's connect policy allows no more). */
  relayUrl: string;
  passphrase: string;
  /** How this device appears in the other devices' Devices list. */
  deviceName?: string;
}

/** What a join would merge: the records the space holds (absent when this device holds none) and those here. */
export interface SyncJoinPreview {
  space?: { memories: number; conversations: number };
  here: { memories: number; conversations: number };
}

/** Cross-device sync through a relay the user runs; every value is sealed before it leaves the worker. */
export interface SyncApi {
  /** Opens a socket to the relay and closes it: whether it answers at that address (nothing is stored). */
  testRelay(req: { relayUrl: string }): Answer<{ elapsedMs: number }>;
  /** Starts a new sync space for this device's memories and conversations; answers its pairing code. */
  createSyncSpace(req: SyncSpaceRequest): Answer<SyncStatus>;
  /** Reads a space without joining it: how much it holds against this device (a wrong passphrase finds none). */
  previewSyncSpace(req: SyncSpaceRequest & { pairingCode: string }): Answer<SyncJoinPreview>;
  /** Joins the space of another device: its pairing code and the same passphrase. */
  joinSyncSpace(req: SyncSpaceRequest & { pairingCode: string }): Answer<SyncStatus>;
  /** Stops sending and receiving but keeps the space (across reloads) until resumed. */
  pauseSync(req: Record<string, never>): Answer<SyncStatus>;
  resumeSync(req: Record<string, never>): Answer<SyncStatus>;
  /** Scans for local changes now and retries the relay at once instead of after the back-off. */
  syncNow(req: Record<string, never>): Answer<SyncStatus>;
  /**
   * Takes a device out of the space by rotating the keys under a new passphrase: a new pairing code, new
   * rooms; the devices left in the old rooms (the removed one too) are told the space moved, and stop.
   */
  removeSyncDevice(req: { slot: string; passphrase: string }): Answer<SyncStatus>;
  /** The same rotation without removing anyone: the other devices join again with the new code and passphrase. */
  changeSyncPassphrase(req: { passphrase: string }): Answer<SyncStatus>;
  /** Stops syncing on this device and forgets the space's keys here; local data stays as it is. */
  leaveSyncSpace(req: Record<string, never>): Answer<SyncStatus>;
  subscribeSyncStatus(req: { onChange: Listener<SyncStatus> }): Answer<SubscriptionId>;
}
