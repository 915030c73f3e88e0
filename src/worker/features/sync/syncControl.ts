import { err, ok, type Result } from '../../../shared';
import {
  chatDbName,
  clearSyncLog,
  logSyncChanges,
  memoryDbName,
  openSyncDb,
  type PendingRotation,
  type StoredSyncSpace,
  type SyncDb,
} from '../../../storage';
import type { WorkerError } from '../../errors';
import type { SyncDevice, SyncJoinPreview, SyncSpaceRequest, SyncStatus } from './contract';
import { probeRelay, type RelayProbeError } from './relayProbe';
import { checkPairingCode, checkPassphrase, checkRelayUrl } from './spaceInput';
import { forgetSpace, saveSpace, switchSpace } from './spaceStore';
import type * as Chunk from './syncChunk';

type SyncChunk = typeof Chunk;

/** What sync needs of the rest of the worker; the engine's database access comes from here. */
export interface SyncControlDeps {
  sessionHash(): string | null;
  engineDeps(): Omit<Chunk.EngineDeps, 'onStatus' | 'subtle' | 'randomBytes'>;
  loadChunk?: () => Promise<SyncChunk>;
  openSyncDb?: (sessionHash: string) => SyncDb;
  subtle?: SubtleCrypto;
  randomBytes?: (n: number) => Uint8Array;
  /** Web Locks (null: none, as in Node tests); the worker's own by default. */
  locks?: Pick<LockManager, 'request'> | null;
  /** Key derivation work factor: only tests lower it. */
  iterations?: number;
  /** Test relay's socket (the worker's WebSocket by default). */
  probe?: (relayUrl: string) => ReturnType<typeof probeRelay>;
}

type JoinRequest = SyncSpaceRequest & { pairingCode: string };

/**
 * The sync use case: set a space up (create or join), keep its engine running for the open browser
 * session, resume it when the session opens again, leave it. The engine's chunk loads only when sync is on.
 */
export function createSyncControl(deps: SyncControlDeps) {
  const loadChunk = deps.loadChunk ?? (() => import('./syncChunk'));
  const openDb = deps.openSyncDb ?? openSyncDb;
  const subtle = deps.subtle ?? crypto.subtle;
  const randomBytes = deps.randomBytes ?? ((n: number) => crypto.getRandomValues(new Uint8Array(n)));
  const listeners = new Set<(s: SyncStatus) => void>();
  let status: SyncStatus = { state: 'off' };
  let devices: SyncDevice[] | undefined;
  let engine: Chunk.Engine | null = null;
  /** A rotation finishing: what tells the old rooms the space moved (no engine runs meanwhile). */
  let notice: Chunk.MovedNotice | null = null;
  /** Settles when the rotation finishing here has switched to its new space, or stopped (tests). */
  let finishing: Promise<unknown> = Promise.resolve();
  const stopRunning = () => {
    engine?.stop();
    engine = null;
    notice?.stop();
    notice = null;
  };
  let stopEngine = stopRunning;
  let db: SyncDb | null = null;
  let dbHash: string | null = null;

  const setStatus = (next: SyncStatus) => {
    status = next.state === 'off' || !devices ? next : { ...next, devices };
    for (const l of listeners) l(status);
  };

  const database = (): SyncDb | null => {
    const hash = deps.sessionHash();
    if (!hash) return null;
    if (dbHash !== hash) {
      db?.close();
      db = openDb(hash);
      dbHash = hash;
    }
    return db;
  };

  /** Whether the row stored now is still the space `was` (not rotated, paused or left since). */
  const sameSpace = (now: StoredSyncSpace | undefined, was: StoredSyncSpace) =>
    now?.spaceId === was.spaceId && now.rotation?.spaceId === was.rotation?.spaceId && !now.paused === !was.paused;

  /** What the status shows of a space: during a rotation, no pairing code (the old one is dead, the new one not yet live). */
  const shownOf = (stored: StoredSyncSpace): Pick<SyncStatus, 'relayUrl' | 'pairingCode' | 'deviceName' | 'error'> => ({
    relayUrl: stored.relayUrl,
    ...(stored.rotation ? { error: { code: 'sync_rotation_pending' } } : { pairingCode: stored.spaceId }),
    ...(stored.deviceName ? { deviceName: stored.deviceName } : {}),
  });

  /** The session's databases, whose changes are logged for sync while it has a space (every tab, leader or not). */
  const sessionDbNames = () => {
    const hash = deps.sessionHash();
    return hash ? [chatDbName(hash), memoryDbName(hash)] : [];
  };

  function run(chunk: SyncChunk, stored: StoredSyncSpace, role: 'create' | 'join' | 'resume') {
    logSyncChanges(sessionDbNames(), true);
    const shown = shownOf(stored);
    const begin = (): Chunk.Engine =>
      chunk.startEngine(
        { relayUrl: stored.relayUrl, keys: stored.keys as Chunk.SpaceKeys, slot: stored.slot, role, deviceName: stored.deviceName ?? '' },
        {
          ...deps.engineDeps(),
          syncDb: database(),
          subtle,
          randomBytes,
          onDevices: (list) => {
            devices = list;
            setStatus(status);
          },
          onStatus: (s) => {
            setStatus({ ...s, ...shown });
            // A join that found no space, a removed device and a moved space leave nothing behind: the user
            // joins again (with the right passphrase, or the new pairing code).
            if (s.state !== 'error') return;
            stopEngine();
            void forget();
          },
        },
      );
    led(stored, () => (engine = begin()));
  }

  /** Runs `begin` (an engine, or a rotation's last steps, for the space `stored`) once this tab leads its browser session. */
  function led(stored: StoredSyncSpace, begin: () => void) {
    stopEngine();
    const shown = shownOf(stored);
    const locks = deps.locks === undefined ? (typeof navigator !== 'undefined' ? navigator.locks : undefined) : deps.locks;
    setStatus({ state: 'connecting', ...shown });
    if (!locks) {
      begin();
      return;
    }
    // One tab per browser session writes this device's slot (two writers of one slot would drop changes);
    // the others wait for the lock, which a closed tab releases.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let cancelled = false;
    stopEngine = () => {
      cancelled = true;
      stopRunning();
      release();
    };
    const lockName = `mindkeep-sync-${deps.sessionHash() ?? ''}`;
    const lead = () => {
      if (cancelled) return undefined;
      setStatus({ state: 'connecting', ...shown });
      begin();
      return released;
    };
    void locks.request(lockName, { ifAvailable: true }, (lock) => {
      if (lock) return lead();
      if (!cancelled) setStatus({ state: 'other_tab', ...shown });
      // The tab that led may have changed the space meanwhile (rotated, paused, left): this one then starts
      // what is stored now, never the space of its own start (whose rooms may say it moved).
      void locks.request(lockName, async () => {
        const now = await database()?.space.get('space');
        if (cancelled) return undefined;
        if (sameSpace(now, stored)) return lead();
        void resume();
        return undefined;
      });
      return undefined;
    });
  }

  const deriveKeys = (chunk: SyncChunk, passphrase: string, spaceId: Uint8Array) =>
    chunk.deriveSpaceKeys(subtle, passphrase, new Uint8Array(spaceId), { ...(deps.iterations ? { iterations: deps.iterations } : {}) });

  /** The inputs checked and the keys derived, before anything is stored or started. */
  async function prepare(req: SyncSpaceRequest, pairingCode: string | null) {
    const relayUrl = checkRelayUrl(req.relayUrl);
    if (!relayUrl.ok) return relayUrl;
    const passphrase = checkPassphrase(req.passphrase);
    if (!passphrase.ok) return passphrase;
    const code = pairingCode === null ? null : checkPairingCode(pairingCode);
    if (code && !code.ok) return code;
    const chunk = await loadChunk();
    const spaceId = code ? chunk.fromBase64Url(code.value) : randomBytes(chunk.SPACE_ID_BYTES);
    if (!spaceId || spaceId.length !== chunk.SPACE_ID_BYTES) return err({ code: 'sync_bad_pairing_code' as const });
    return ok({ chunk, relayUrl: relayUrl.value, spaceId, keys: await deriveKeys(chunk, passphrase.value, spaceId) });
  }

  async function setUp(req: SyncSpaceRequest, pairingCode: string | null): Promise<Result<SyncStatus, WorkerError>> {
    const store = database();
    if (!store) return err({ code: 'bad_session' });
    const prepared = await prepare(req, pairingCode);
    if (!prepared.ok) return prepared;
    const { chunk, relayUrl, spaceId, keys } = prepared.value;
    const deviceName = req.deviceName?.trim();
    const saved = await saveSpace(store, {
      id: 'space',
      relayUrl,
      spaceId: chunk.toBase64Url(spaceId),
      slot: chunk.newDeviceSlot(randomBytes),
      keys,
      joinedAt: new Date().toISOString(),
      ...(deviceName ? { deviceName } : {}),
    });
    if (!saved.ok) return saved;
    devices = undefined;
    run(chunk, saved.value, pairingCode === null ? 'create' : 'join');
    return ok(status);
  }

  /** The space's row, stored documents and known records: what only this space needs. */
  async function forget() {
    const db = database();
    if (db) await forgetSpace(db);
    // Without a space nothing is logged, and what the logs held (keys of records changed or deleted) goes.
    logSyncChanges(sessionDbNames(), false);
    const engineDeps = deps.engineDeps();
    const memoryDb = engineDeps.memoryDb();
    await Promise.all([clearSyncLog(engineDeps.chatDb()), ...(memoryDb ? [clearSyncLog(memoryDb)] : [])]).catch((e: unknown) =>
      console.error('sync log not cleared', e),
    );
  }

  /**
   * Key rotation, for Remove device and Change passphrase alike (there are no accounts to revoke): a new
   * space id (so a new pairing code, new rooms and keys unrelated to the old ones) and a new slot here (so
   * the relay cannot link the two spaces by it). The sealed `moved` marker goes into the old rooms first, so
   * every device still there stops; then this device seals everything it holds into the new rooms. Only a
   * device told the new code and passphrase can follow: a removed one holds only the old keys.
   */
  async function rotate(newPassphrase: string): Promise<Result<SyncStatus, WorkerError>> {
    const passphrase = checkPassphrase(newPassphrase);
    if (!passphrase.ok) return passphrase;
    const found = await stored();
    if (!found.ok) return found;
    const running = engine;
    // Offline or paused, the others could not be told: they would go on syncing in the old rooms unawares.
    if (!running?.connected()) return err({ code: 'sync_rotation_needs_relay' });
    const chunk = await loadChunk();
    const spaceId = randomBytes(chunk.SPACE_ID_BYTES);
    const next: PendingRotation = {
      spaceId: chunk.toBase64Url(spaceId),
      slot: chunk.newDeviceSlot(randomBytes),
      keys: await deriveKeys(chunk, passphrase.value, spaceId),
      joinedAt: new Date().toISOString(),
    };
    // Kept before the marker: a tab closed from here on finishes the rotation at its next start (resume).
    const pending = await saveSpace(found.value.store, { ...found.value.space, rotation: next });
    if (!pending.ok) return pending;
    await running.markMoved();
    stopEngine();
    const switched = await switchSpace(found.value.store, next);
    if (!switched.ok) return switched;
    devices = undefined;
    run(chunk, switched.value, 'create');
    return ok(status);
  }

  /**
   * A rotation a closed tab left unfinished (its new space kept in the row): the old rooms are told the
   * space moved, if the relay does not hold the marker yet (the status says so while it cannot be reached),
   * then this device switches to the new space and uploads everything, as the rotation would have. The old
   * space's engine never starts, so this device never reads its own marker as "space moved".
   */
  function finishRotation(chunk: SyncChunk, space: StoredSyncSpace & { rotation: PendingRotation }) {
    const shown = shownOf(space);
    led(space, () => {
      const { WebSocket: Socket, now } = deps.engineDeps();
      const current = chunk.tellMoved(
        { relayUrl: space.relayUrl, keys: space.keys as Chunk.SpaceKeys },
        { subtle, randomBytes, now, ...(Socket ? { WebSocket: Socket } : {}), onState: (state) => setStatus({ state, ...shown }) },
      );
      notice = current;
      finishing = current.told.then(async (told) => {
        if (!told || notice !== current) return;
        notice = null;
        const db = database();
        const switched = db ? await switchSpace(db, space.rotation) : err({ code: 'bad_session' as const });
        if (!switched.ok) return setStatus({ state: 'error', error: switched.error });
        devices = undefined;
        start(chunk, switched.value, 'create');
      });
    });
  }

  /** Starts a stored space: its engine, or first the end of its unfinished rotation. */
  function start(chunk: SyncChunk, space: StoredSyncSpace, role: 'create' | 'resume') {
    if (space.rotation) finishRotation(chunk, { ...space, rotation: space.rotation });
    else run(chunk, space, role);
  }

  /** After a browser session opens (or the stored space changed under a waiting tab): picks its space back up, if it has one. */
  async function resume(): Promise<void> {
    stopEngine();
    devices = undefined;
    const space = await database()?.space.get('space');
    logSyncChanges(sessionDbNames(), space !== undefined);
    if (!space) return setStatus({ state: 'off' });
    if (space.paused) return setStatus({ state: 'paused', ...shownOf(space) });
    start(await loadChunk(), space, 'resume');
  }

  async function stored(): Promise<Result<{ store: SyncDb; space: StoredSyncSpace }, WorkerError>> {
    const store = database();
    const space = await store?.space.get('space');
    return store && space ? ok({ store, space }) : err({ code: 'sync_not_set_up' });
  }

  async function countHere(): Promise<SyncJoinPreview['here']> {
    const engineDeps = deps.engineDeps();
    const memories = (await engineDeps.memoryDb()?.memories.count()) ?? 0;
    const conversations = await engineDeps
      .chatDb()
      .conversations.filter((c) => !c.temporary)
      .count();
    return { memories, conversations };
  }

  return {
    status: () => status,
    onStatus(listener: (s: SyncStatus) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    create: (req: SyncSpaceRequest) => setUp(req, null),
    join: (req: JoinRequest) => setUp(req, req.pairingCode),
    async testRelay(req: { relayUrl: string }): Promise<Result<{ elapsedMs: number }, WorkerError | RelayProbeError>> {
      const relayUrl = checkRelayUrl(req.relayUrl);
      if (!relayUrl.ok) return relayUrl;
      return (deps.probe ?? ((url) => probeRelay(url, WebSocket, () => Date.now())))(relayUrl.value);
    },
    async preview(req: JoinRequest): Promise<Result<SyncJoinPreview, WorkerError>> {
      // Nothing here to mix with the space's: joining only receives, so there is nothing to preview.
      const here = await countHere();
      if (here.memories === 0 && here.conversations === 0) return ok({ here });
      const prepared = await prepare(req, req.pairingCode);
      if (!prepared.ok) return prepared;
      const { chunk, relayUrl, keys } = prepared.value;
      const { WebSocket: Socket } = deps.engineDeps();
      const space = await chunk.previewSpace(relayUrl, keys, { subtle, ...(Socket ? { WebSocket: Socket } : {}) });
      if (!space) return err({ code: 'sync_space_not_found' });
      return ok({ space, here });
    },
    /** After a browser session opens: picks its space back up, if it has one. */
    resume,
    async pause(): Promise<Result<SyncStatus, WorkerError>> {
      const found = await stored();
      if (!found.ok) return found;
      const saved = await saveSpace(found.value.store, { ...found.value.space, paused: true });
      if (!saved.ok) return saved;
      stopEngine();
      setStatus({ state: 'paused', ...shownOf(saved.value) });
      return ok(status);
    },
    async unpause(): Promise<Result<SyncStatus, WorkerError>> {
      const found = await stored();
      if (!found.ok) return found;
      const { paused: _, ...space } = found.value.space;
      const saved = await saveSpace(found.value.store, space);
      if (!saved.ok) return saved;
      start(await loadChunk(), saved.value, 'resume');
      return ok(status);
    },
    syncNow(): Result<SyncStatus, WorkerError> {
      if (status.state === 'off' || status.state === 'paused') return err({ code: 'sync_not_set_up' });
      engine?.syncNow();
      notice?.retry();
      return ok(status);
    },
    /** Takes another device out of the space: the keys rotate under a new passphrase, and it is left behind. */
    async removeDevice(req: { slot: string; passphrase: string }): Promise<Result<SyncStatus, WorkerError>> {
      if (!engine) return err({ code: 'sync_not_set_up' });
      if (!devices?.some((d) => d.slot === req.slot && !d.isThisDevice)) return err({ code: 'sync_unknown_device' });
      return rotate(req.passphrase);
    },
    /** The same rotation: the other devices join again with the new pairing code and passphrase. */
    changePassphrase: (req: { passphrase: string }) => rotate(req.passphrase),
    async leave(): Promise<Result<SyncStatus, WorkerError>> {
      stopEngine();
      devices = undefined;
      // The stored documents and known records go too: they hold the space's sealed data, which a device
      // that left has no reason to keep.
      await forget();
      setStatus({ state: 'off' });
      return ok(status);
    },
    /** Tests: settles when the running engine has nothing queued. */
    idle: async () => {
      await finishing;
      await engine?.idle();
    },
  };
}

export type SyncControl = ReturnType<typeof createSyncControl>;
