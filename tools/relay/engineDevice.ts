import WebSocket from 'ws';
import { openChatDb, openMemoryDb, openSyncDb, type ChatDb, type MemoryDb, type SyncDb } from '../../src/storage';
import type { SpaceKeys } from '../../src/sync';
import { startEngine, type Engine, type EngineSpace } from '../../src/worker/features/sync/engine';
import type { SyncStatus } from '../../src/worker/features/sync/contract';
import { createSyncControl, type SyncControl, type SyncControlDeps } from '../../src/worker/features/sync/syncControl';

// One device as the worker runs it, in Node, over its own (fake-indexeddb) session databases and Node's
// WebSocket: the real sync engine alone, counting the bytes the relay sends it (engineDevice), or the whole
// sync control that Settings drives (controlDevice). Needs 'fake-indexeddb/auto'.

export const NAMESPACE = ['s1'] as const;

/** What an engine needs of a session beyond the space, for tests: quick scans. */
const sessionDeps = (memoryDb: MemoryDb, chatDb: ChatDb) => ({
  now: () => Date.now(),
  memoryDb: () => memoryDb,
  chatDb: () => chatDb,
  namespace: () => NAMESPACE,
  secrets: () => [],
  scanDelayMs: 20,
});

/** Node's `ws` client, counting what arrives. */
function countingWebSocket(counter: { received: number }) {
  return class extends (WebSocket as unknown as { new (url: string, protocols?: string | string[]): globalThis.WebSocket }) {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as ArrayBuffer | Uint8Array | string;
        counter.received += typeof data === 'string' ? data.length : data.byteLength;
      });
    }
  };
}

export interface EngineDevice {
  readonly hash: string;
  readonly memoryDb: MemoryDb;
  readonly chatDb: ChatDb;
  readonly syncDb: SyncDb;
  readonly received: { received: number };
  status(): SyncStatus['state'];
  start(role: EngineSpace['role']): void;
  stop(): void;
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function engineDevice(hash: string, slot: string, relayUrl: () => string, keys: SpaceKeys): EngineDevice {
  const memoryDb = openMemoryDb(hash);
  const chatDb = openChatDb(hash);
  const syncDb = openSyncDb(hash);
  const received = { received: 0 };
  let state: SyncStatus['state'] = 'off';
  let engine: Engine | null = null;
  return {
    hash,
    memoryDb,
    chatDb,
    syncDb,
    received,
    status: () => state,
    start(role) {
      engine = startEngine(
        { relayUrl: relayUrl(), keys, slot, role },
        {
          subtle: crypto.subtle,
          randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
          WebSocket: countingWebSocket(received),
          onStatus: (s) => (state = s.state),
          ...sessionDeps(memoryDb, chatDb),
          syncDb,
        },
      );
    },
    stop() {
      engine?.stop();
      engine = null;
      state = 'off';
    },
    idle: async () => engine?.idle(),
    /** Stops the engine and lets what it handed over be written before the databases close. */
    async close() {
      engine?.stop();
      await engine?.idle();
      memoryDb.close();
      chatDb.close();
      syncDb.close();
    },
  };
}

export interface ControlDevice {
  readonly name: string;
  readonly memoryDb: MemoryDb;
  readonly control: SyncControl;
  /** The memories' texts, sorted. */
  texts(): Promise<string[]>;
  state(): SyncStatus['state'];
  error(): string | undefined;
  close(): Promise<void>;
}

/** A device's sync control (one browser session: `hash`), as Settings drives it; `loadChunk` may wrap the real chunk. */
export function controlDevice(hash: string, name: string, loadChunk?: SyncControlDeps['loadChunk']): ControlDevice {
  const memoryDb = openMemoryDb(hash);
  const chatDb = openChatDb(hash);
  const control = createSyncControl({
    sessionHash: () => hash,
    engineDeps: () => ({ ...sessionDeps(memoryDb, chatDb), WebSocket, joinWaitMs: 3_000 }),
    iterations: 1_000,
    locks: null,
    ...(loadChunk ? { loadChunk } : {}),
  });
  return {
    name,
    memoryDb,
    control,
    texts: async () => (await memoryDb.memories.toArray()).map((m) => m.text).sort(),
    state: () => control.status().state,
    error: () => control.status().error?.code,
    /** Leaves (which clears the logs and stored documents) before the databases close. */
    async close() {
      await control.leave();
      await control.idle();
      memoryDb.close();
      chatDb.close();
    },
  };
}
