import { ModuleLoadError } from '../../../shared';
import { openMemoryDb, type MemoryDb } from '../../../storage';
import type { StatusTracker } from './memoryStatus';
import {
  memoryRulesOnDemand,
  memoryTriageOnDemand,
  memoryWriteRulesOnDemand,
  type LoadMemoryRules,
  type LoadMemoryTriageRules,
  type LoadMemoryWriteRules,
  type MemoryRules,
  type MemoryTriageRules,
  type MemoryWriteRules,
} from './rules/loadMemoryRules';

/**
 * What the use cases around long-term memory (inspector, export/import, turn notices) receive: the open
 * memory database of this browser session, its namespace, the secrets the gates refuse and the memory rules
 * (recall's, the writes' and the turns' pre-check, three chunks).
 */
export interface MemorySession {
  /** The open memory database (null when unavailable); it reads even while memory is paused. */
  database(): MemoryDb | null;
  /**
   * Runs `watch` on the open database now, or as soon as one opens (after an older tab let go, on a session
   * switch), and stops it when that database is let go; the returned function stops it for good. For live views
   * a page subscribes to once: one opened while memory was blocked would otherwise never update.
   */
  watchDatabase(watch: (db: MemoryDb) => () => void): () => void;
  /** The session's memory namespace, stored on every record. */
  namespace(): readonly string[];
  /** The user's API key as last sent by the page, for the gates to refuse; never stored. */
  knownSecrets(): readonly string[];
  /** The memory rules recall needs, loaded on first need; rejects with a ModuleLoadError when the chunk cannot be fetched. */
  rules(): Promise<MemoryRules>;
  /** The gates and the write steps (extraction, promotion, export, import), loaded on first need the same way. */
  writeRules(): Promise<MemoryWriteRules>;
  /** The pre-check of a finished turn (a small chunk of its own), loaded on first need the same way. */
  triageRules(): Promise<MemoryTriageRules>;
  /** Reports a storage failure seen by any use case in the memory status. */
  reportStoreFailure(e: unknown): void;
}

/** The session as its opener holds it: it also opens (and switches) the database. */
export interface OpenableMemorySession extends MemorySession {
  /** Opens mindkeep-memory-<hash>; failure → status unavailable, never throws. */
  open(sessionHash: string): Promise<void>;
  sessionHash(): string | null;
}

export interface MemorySessionDeps {
  status: StatusTracker;
  knownSecrets(): readonly string[];
  openMemoryDb?: (sessionHash: string) => MemoryDb;
  loadRules?: LoadMemoryRules;
  loadWriteRules?: LoadMemoryWriteRules;
  loadTriageRules?: LoadMemoryTriageRules;
  /** The previous database is being let go (a session switch): stop everything that watches it. */
  onClose(): void;
  /** A database was taken into use: start the work that follows it. */
  onAttach(db: MemoryDb): Promise<void>;
}

const SESSION_HASH = /^[0-9a-f]{16}$/;

/** Storage errors carry no key or memory text, only Dexie's name and message. */
const describeError = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : 'unknown storage error');

/** Opening the memory database of a browser session, and what the other use cases need of it. */
export function createMemorySession(deps: MemorySessionDeps): OpenableMemorySession {
  const { status } = deps;
  const openDb = deps.openMemoryDb ?? openMemoryDb;
  let db: MemoryDb | null = null;
  let hash: string | null = null;
  /** A database whose open is still waiting (blocked by another connection). */
  let pendingOpen: MemoryDb | null = null;
  /** The live views on the database: each with the stop of its watch on the current one. */
  const watchers = new Set<{ watch: (db: MemoryDb) => () => void; stop: () => void }>();
  const noWatch = (): void => undefined;
  const rewatch = (): void => {
    for (const w of watchers) {
      w.stop();
      w.stop = db ? w.watch(db) : noWatch;
    }
  };
  const rules = memoryRulesOnDemand(deps.loadRules);
  const writeRules = memoryWriteRulesOnDemand(deps.loadWriteRules);
  const triageRules = memoryTriageOnDemand(deps.loadTriageRules);
  const reportStoreFailure = (e: unknown): void =>
    status.setUnavailable(
      e instanceof ModuleLoadError
        ? { code: 'module_unavailable' }
        : { code: 'memory_storage_failed', values: { detail: describeError(e) } },
    );

  /** Takes a freshly opened database into use, unless another session was opened meanwhile. */
  async function attach(opened: MemoryDb, sessionHash: string): Promise<void> {
    if (pendingOpen !== opened) return;
    pendingOpen = null;
    if (hash !== sessionHash) return opened.close();
    db = opened;
    rewatch();
    await deps.onAttach(opened);
  }

  return {
    async open(sessionHash) {
      if ((db || pendingOpen) && hash === sessionHash) return;
      pendingOpen?.close();
      pendingOpen = null;
      deps.onClose();
      // The live views stop before their database closes under them.
      const closing = db;
      db = null;
      rewatch();
      closing?.close();
      hash = sessionHash;
      if (!SESSION_HASH.test(sessionHash)) return status.setUnavailable({ code: 'bad_session' });
      let opened: MemoryDb;
      let first: 'open' | 'blocked';
      let opening: Promise<unknown>;
      try {
        opened = openDb(sessionHash);
        pendingOpen = opened;
        // Another connection that will not let go (a tab of an older release) blocks the upgrade for as
        // long as it stays open: the chat must not wait for it. Memory is unavailable, with the reason,
        // until the upgrade goes through; then it opens as usual.
        const blocked = new Promise<'blocked'>((resolve) => opened.on('blocked', () => resolve('blocked')));
        opening = opened.open();
        first = await Promise.race([opening.then(() => 'open' as const), blocked]);
      } catch (e) {
        if (hash === sessionHash) pendingOpen = null;
        return status.setUnavailable({ code: 'memory_open_failed', values: { detail: describeError(e) } });
      }
      if (first === 'blocked') {
        status.setUnavailable({ code: 'memory_blocked' });
        opening.then(
          () => void attach(opened, sessionHash),
          (e: unknown) => {
            if (pendingOpen !== opened) return;
            pendingOpen = null;
            status.setUnavailable({ code: 'memory_open_failed', values: { detail: describeError(e) } });
          },
        );
        return;
      }
      await attach(opened, sessionHash);
    },
    database: () => db,
    watchDatabase(watch) {
      const watcher = { watch, stop: db ? watch(db) : noWatch };
      watchers.add(watcher);
      return () => {
        watchers.delete(watcher);
        watcher.stop();
      };
    },
    sessionHash: () => hash,
    namespace: () => ['mindkeep', 'user-memory', 'v1', hash ?? ''],
    knownSecrets: () => deps.knownSecrets(),
    rules,
    writeRules,
    triageRules,
    reportStoreFailure,
  };
}
