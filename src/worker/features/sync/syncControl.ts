import { err, ok, type Result } from '../../../shared';
import { openSyncDb, type StoredSyncSpace, type SyncDb } from '../../../storage';
import type { WorkerError } from '../../errors';
import type { SyncSpaceRequest, SyncStatus } from './contract';
import { checkPairingCode, checkPassphrase, checkRelayUrl } from './spaceInput';
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
}

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
  let engine: Chunk.Engine | null = null;
  let stopEngine = () => {
    engine?.stop();
    engine = null;
  };
  let db: SyncDb | null = null;
  let dbHash: string | null = null;

  const setStatus = (next: SyncStatus) => {
    status = next;
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

  function run(chunk: SyncChunk, stored: StoredSyncSpace, role: 'create' | 'join' | 'resume') {
    stopEngine();
    const shown = { relayUrl: stored.relayUrl, pairingCode: stored.spaceId };
    const start = (): Chunk.Engine =>
      chunk.startEngine(
        { relayUrl: stored.relayUrl, keys: stored.keys as Chunk.SpaceKeys, slot: stored.slot, role },
        {
          ...deps.engineDeps(),
          syncDb: database(),
          subtle,
          randomBytes,
          onStatus: (s) => {
            setStatus({ ...s, ...shown });
            // A join that found no space leaves nothing behind: the user retries with the right passphrase.
            if (s.state !== 'error') return;
            void database()?.space.clear();
            stopEngine();
          },
        },
      );
    const locks = deps.locks === undefined ? (typeof navigator !== 'undefined' ? navigator.locks : undefined) : deps.locks;
    setStatus({ state: 'connecting', ...shown });
    if (!locks) {
      engine = start();
      return;
    }
    // One tab per browser session writes this device's slot (two writers of one slot would drop changes);
    // the others wait for the lock, which a closed tab releases.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let cancelled = false;
    stopEngine = () => {
      cancelled = true;
      engine?.stop();
      engine = null;
      release();
    };
    const lockName = `mindkeep-sync-${deps.sessionHash() ?? ''}`;
    const lead = () => {
      if (cancelled) return undefined;
      setStatus({ state: 'connecting', ...shown });
      engine = start();
      return released;
    };
    void locks.request(lockName, { ifAvailable: true }, (lock) => {
      if (lock) return lead();
      if (!cancelled) setStatus({ state: 'other_tab', ...shown });
      void locks.request(lockName, lead);
      return undefined;
    });
  }

  async function setUp(req: SyncSpaceRequest, pairingCode: string | null): Promise<Result<SyncStatus, WorkerError>> {
    const relayUrl = checkRelayUrl(req.relayUrl);
    if (!relayUrl.ok) return relayUrl;
    const passphrase = checkPassphrase(req.passphrase);
    if (!passphrase.ok) return passphrase;
    const code = pairingCode === null ? null : checkPairingCode(pairingCode);
    if (code && !code.ok) return code;
    const store = database();
    if (!store) return err({ code: 'bad_session' });
    const chunk = await loadChunk();
    const spaceId = code ? chunk.fromBase64Url(code.value) : randomBytes(chunk.SPACE_ID_BYTES);
    if (!spaceId || spaceId.length !== chunk.SPACE_ID_BYTES) return err({ code: 'sync_bad_pairing_code' });
    const keys = await chunk.deriveSpaceKeys(subtle, passphrase.value, new Uint8Array(spaceId), {
      ...(deps.iterations ? { iterations: deps.iterations } : {}),
    });
    const stored: StoredSyncSpace = {
      id: 'space',
      relayUrl: relayUrl.value,
      spaceId: chunk.toBase64Url(spaceId),
      slot: chunk.newDeviceSlot(randomBytes),
      keys,
      joinedAt: new Date().toISOString(),
    };
    try {
      await store.space.put(stored);
    } catch (e) {
      return err({ code: 'storage_unavailable', values: { detail: e instanceof Error ? e.name : 'unknown' } });
    }
    run(chunk, stored, code ? 'join' : 'create');
    return ok(status);
  }

  return {
    status: () => status,
    onStatus(listener: (s: SyncStatus) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    create: (req: SyncSpaceRequest) => setUp(req, null),
    join: (req: SyncSpaceRequest & { pairingCode: string }) => setUp(req, req.pairingCode),
    /** After a browser session opens: picks its space back up, if it has one. */
    async resume(): Promise<void> {
      stopEngine();
      const stored = await database()?.space.get('space');
      if (!stored) return setStatus({ state: 'off' });
      run(await loadChunk(), stored, 'resume');
    },
    async leave(): Promise<Result<SyncStatus, WorkerError>> {
      stopEngine();
      await database()?.space.clear();
      setStatus({ state: 'off' });
      return ok(status);
    },
    /** Tests: settles when the running engine has nothing queued. */
    idle: async () => engine?.idle(),
  };
}

export type SyncControl = ReturnType<typeof createSyncControl>;
