import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { logSyncChanges, onSyncedTablesChanged, type SyncDb } from '../../../storage';
import { META_MAP, SYNC_DOCS, type SpaceKeys, type SyncDocName } from '../../../sync';
import { createMirror, type Mirror, type MirrorDeps } from './mirror';
import { createSyncState } from './syncState';
import type { SyncDevice, SyncStatus } from './contract';
import { createDeviceList } from './deviceList';
import { spaceExists, spaceMoved, writeMovedMarker, writeSpaceMarker } from './spaceMarkers';

/** What an engine needs beyond the space: the databases, the time, and how to open a socket. */
export interface EngineDeps extends Omit<MirrorDeps, 'ctx' | 'slot' | 'docs' | 'known'> {
  readonly subtle: MirrorDeps['ctx']['subtle'];
  randomBytes(n: number): Uint8Array;
  /** The WebSocket class (the worker's own; tests pass Node's `ws`). */
  readonly WebSocket?: unknown;
  onStatus(status: Pick<SyncStatus, 'state' | 'error' | 'waiting'>): void;
  /** The space's Devices list, whenever it changes. */
  onDevices?(devices: SyncDevice[]): void;
  /** How long a joining device waits for the space's marker after the relay's first answer. */
  readonly joinWaitMs?: number;
  /** Between a local change and sending it, so a burst of writes (a streamed answer's end) goes out together. */
  readonly scanDelayMs?: number;
  /** Where the documents and the known records stay between sessions (none: the space downloads again at each start). */
  readonly syncDb?: SyncDb | null;
}

export interface EngineSpace {
  readonly relayUrl: string;
  readonly keys: SpaceKeys;
  readonly slot: string;
  /** `create`: writes the space's marker; `join`: refuses a space without one (a wrong passphrase or code). */
  readonly role: 'create' | 'join' | 'resume';
  /** This device's name in the space's Devices list. */
  readonly deviceName?: string;
}

const RECONNECT_BACKOFF_MAX_MS = 10_000;
/** How long the moved marker may take to leave for the relay before the old rooms are closed anyway. */
const MOVED_SEND_WAIT_MS = 3_000;

/**
 * One running sync: the two documents, their connections to the relay (y-websocket reconnects with
 * back-off on its own), the mirror, and the watch on local writes. Nothing here waits for the relay
 * before the app goes on: each local write leaves an entry in its database's sync log (in the same
 * transaction), and what the log names goes into the documents, which go out when connected.
 * A device that stored the documents before starts from them: what changed here meanwhile goes out first,
 * and the relay then sends only what is new.
 */
export function startEngine(space: EngineSpace, deps: EngineDeps) {
  const ctx = { subtle: deps.subtle, keys: space.keys, randomBytes: deps.randomBytes };
  const docs: Record<SyncDocName, Y.Doc> = { memory: new Y.Doc(), chat: new Y.Doc() };
  const state = deps.syncDb ? createSyncState(deps.syncDb, space.keys.rooms) : undefined;
  // From now on each local write is logged with its change; what came before, the first comparison finds.
  logSyncChanges(
    [deps.chatDb().name, deps.memoryDb()?.name].filter((n): n is string => n !== undefined),
    true,
  );
  let mirror: Mirror | undefined;
  let providers: WebsocketProvider[] = [];
  let stopped = false;
  let started = false;
  let failed = false;
  let scanTimer: ReturnType<typeof setTimeout> | undefined;
  const stopWatching: (() => void)[] = [];
  /** Local changes put into the documents while not connected: what "N changes waiting" counts. */
  let waiting = 0;
  const devices = createDeviceList({
    ctx,
    doc: docs.memory,
    slot: space.slot,
    name: space.deviceName ?? '',
    now: deps.now,
    onDevices: (list) => deps.onDevices?.(list),
    onRemoved: () => fail('sync_device_removed'),
  });

  const report = () => {
    if (stopped || failed) return;
    const synced = providers.length > 0 && providers.every((p) => p.wsconnected && p.synced);
    const dropped = providers.some((p) => !p.wsconnected && p.wsUnsuccessfulReconnects > 0);
    if (synced) waiting = 0;
    if (synced && started) void devices.touch();
    deps.onStatus({ state: synced && started ? 'synced' : dropped ? 'offline' : 'connecting', waiting });
  };
  for (const doc of Object.values(docs))
    doc.on('update', (_update: Uint8Array, origin: unknown) => {
      if (origin !== 'local' || providers.every((p) => p.wsconnected && p.synced)) return;
      waiting += 1;
      report();
    });

  function fail(code: 'sync_space_not_found' | 'sync_device_removed' | 'sync_space_moved') {
    if (stopped) return;
    failed = true;
    stop();
    deps.onStatus({ state: 'error', error: { code } });
  }

  const scanSoon = () => {
    if (scanTimer !== undefined || stopped) return;
    scanTimer = setTimeout(() => {
      scanTimer = undefined;
      void mirror?.sendChanges();
    }, deps.scanDelayMs ?? 250);
  };

  async function waitForSpace(): Promise<boolean> {
    const until = deps.now() + (deps.joinWaitMs ?? 5_000);
    while (!stopped) {
      if (await spaceExists(ctx, docs.memory)) return true;
      if (deps.now() > until) return false;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  }

  /** True (and sync stopped) when a device with these keys moved the space: nothing more is read or written here. */
  async function stopIfMoved(): Promise<boolean> {
    if (stopped || !(await spaceMoved(ctx, docs.memory))) return stopped;
    fail('sync_space_moved');
    return true;
  }
  const meta = docs.memory.getMap<Uint8Array>(META_MAP);
  const onMeta = (event: Y.YMapEvent<Uint8Array>) => {
    if (event.transaction.origin !== 'local' && event.keysChanged.has('moved')) void stopIfMoved();
  };
  meta.observe(onMeta);

  async function begin() {
    // A resumed space whose rooms hold no marker at all was created (or rotated to) by a tab closed before it went out.
    if (space.role === 'create' || (space.role === 'resume' && !meta.has('space'))) await writeSpaceMarker(ctx, docs.memory, deps.now());
    else if (space.role === 'join' && !(await waitForSpace())) {
      fail('sync_space_not_found');
      return;
    }
    if (await stopIfMoved()) return;
    // This device's entry first: it reaches the others before its records, so their history can name it.
    await devices.touch(true);
    // Resumed from stored documents, the mirror already runs; the relay's news arrive as updates.
    if (!started && mirror) {
      await mirror.loadAll();
      await mirror.scan();
      watchLocalWrites();
    }
    await devices.publish();
    report();
  }

  function watchLocalWrites() {
    started = true;
    const databases = () => [deps.chatDb().name, deps.memoryDb()?.name].filter((n): n is string => n !== undefined);
    stopWatching.push(onSyncedTablesChanged(scanSoon, databases));
  }

  function connect() {
    providers = SYNC_DOCS.map(
      (doc) =>
        new WebsocketProvider(space.relayUrl, space.keys.rooms[doc], docs[doc], {
          disableBc: true,
          maxBackoffTime: RECONNECT_BACKOFF_MAX_MS,
          ...(deps.WebSocket ? { WebSocketPolyfill: deps.WebSocket as typeof WebSocket } : {}),
        }),
    );
    let firstSync = true;
    for (const provider of providers) {
      provider.on('status', report);
      provider.on('sync', () => {
        report();
        if (firstSync && providers.every((p) => p.synced)) {
          firstSync = false;
          void begin().catch((e: unknown) => console.error('sync start failed', e));
        }
      });
      provider.on('connection-close', report);
      provider.on('connection-error', report);
    }
    report();
  }

  /** Stored documents first (before the mirror watches them, so reading them back is not news), then the relay. */
  async function open() {
    // Stored documents that cannot be read cost only a full download from the relay.
    const resumed = state
      ? await state.loadDocs(docs).catch((e: unknown) => (console.error('stored sync documents not read', e), false))
      : false;
    if (stopped || (resumed && (await stopIfMoved()))) return;
    mirror = createMirror({
      ...deps,
      ctx,
      slot: space.slot,
      docs,
      deviceName: (slot) => devices.nameOf(slot),
      ...(state ? { known: state.known } : {}),
    });
    if (state) stopWatching.push(state.keepUpdates(docs));
    if (resumed && space.role === 'resume') {
      await mirror.catchUp();
      if (stopped) return;
      watchLocalWrites();
    }
    connect();
  }
  const opened = open().catch((e: unknown) => console.error('sync start failed', e));
  report();

  function stop() {
    if (stopped) return;
    stopped = true;
    meta.unobserve(onMeta);
    clearTimeout(scanTimer);
    for (const s of stopWatching) s();
    devices.stop();
    mirror?.stop();
    for (const p of providers) p.destroy();
    for (const d of Object.values(docs)) d.destroy();
  }

  return {
    stop,
    /** Settles once the mirror has nothing queued (tests). */
    idle: async () => {
      await opened;
      await mirror?.idle();
      await state?.flushed();
    },
    refusedCount: () => mirror?.refusedCount() ?? 0,
    /** Sends the logged local changes now, and retries the relay at once rather than after the back-off. */
    syncNow() {
      if (stopped) return;
      for (const p of providers) if (!p.wsconnected) p.connect();
      void mirror?.sendChanges();
    },
    /** Whether the relay has answered and this device is connected: only then can the others be told of a move. */
    connected: () => !stopped && providers.length > 0 && providers.every((p) => p.wsconnected && p.synced),
    /**
     * Seals the moved marker into these (old) rooms with these (old) keys, so every device still here stops,
     * and waits until it has left for the relay; the caller stops this engine then.
     */
    async markMoved(): Promise<void> {
      await writeMovedMarker(ctx, docs.memory, deps.now());
      const until = Date.now() + MOVED_SEND_WAIT_MS;
      const sending = () => providers.some((p) => (p.ws?.bufferedAmount ?? 0) > 0);
      while (sending() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    },
  };
}

export type Engine = ReturnType<typeof startEngine>;
