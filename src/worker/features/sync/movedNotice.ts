import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import type { SealContext, SpaceKeys } from '../../../sync';
import { spaceMoved, writeMovedMarker } from './spaceMarkers';

/** How the old rooms' relay answers while a rotation waits to tell them. */
export type MovedNoticeState = 'connecting' | 'offline';

export interface MovedNoticeDeps {
  readonly subtle: SealContext['subtle'];
  randomBytes(n: number): Uint8Array;
  now(): number;
  /** The WebSocket class (the worker's own; tests pass Node's `ws`). */
  readonly WebSocket?: unknown;
  onState(state: MovedNoticeState): void;
}

const RECONNECT_BACKOFF_MAX_MS = 10_000;

/**
 * The last step of a rotation that could not finish where it began (the tab closed, the worker died):
 * makes sure the OLD rooms hold the sealed `moved` marker, so the devices still there stop. Only the
 * memory room's document is opened, empty, so what it holds came from the relay: nothing of this device's
 * stored copy (which may hold a marker that never left) is read, and nothing is mirrored. Once the relay
 * has answered, the marker is written unless the relay already sent it (writing it twice is harmless:
 * one map entry), and `told` settles when it has left: after a connection that synced with the marker in
 * the document, with nothing left to send. Offline, y-websocket retries with back-off until stopped.
 */
export function tellMoved(space: { relayUrl: string; keys: SpaceKeys }, deps: MovedNoticeDeps) {
  const ctx = { subtle: deps.subtle, keys: space.keys, randomBytes: deps.randomBytes };
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(space.relayUrl, space.keys.rooms.memory, doc, {
    disableBc: true,
    maxBackoffTime: RECONNECT_BACKOFF_MAX_MS,
    ...(deps.WebSocket ? { WebSocketPolyfill: deps.WebSocket as typeof WebSocket } : {}),
  });
  let stopped = false;
  let written = false;
  let settle!: (told: boolean) => void;
  const told = new Promise<boolean>((resolve) => (settle = resolve));

  const report = () => {
    if (stopped || provider.synced) return;
    deps.onState(!provider.wsconnected && provider.wsUnsuccessfulReconnects > 0 ? 'offline' : 'connecting');
  };
  const sent = () => provider.wsconnected && provider.synced && (provider.ws?.bufferedAmount ?? 0) === 0;

  async function onSync(synced: boolean) {
    report();
    if (!synced || stopped) return;
    if (!written) {
      if (!(await spaceMoved(ctx, doc))) await writeMovedMarker(ctx, doc, deps.now());
      written = true;
    }
    // A marker written into a connection that then dropped goes out in the next one's sync, before it syncs.
    while (!stopped && provider.synced && !sent()) await new Promise((r) => setTimeout(r, 20));
    if (!stopped && sent()) {
      settle(true);
      stop();
    }
  }
  provider.on('sync', (synced: boolean) => void onSync(synced).catch((e: unknown) => console.error('moved marker not written', e)));
  provider.on('status', report);
  provider.on('connection-close', report);
  provider.on('connection-error', report);
  report();

  function stop() {
    if (stopped) return;
    stopped = true;
    settle(false);
    provider.destroy();
    doc.destroy();
  }

  return {
    /** True once the old rooms hold the marker; false when stopped before. */
    told,
    stop,
    /** Retries the relay at once rather than after the back-off. */
    retry() {
      if (!stopped && !provider.wsconnected) provider.connect();
    },
  };
}

export type MovedNotice = ReturnType<typeof tellMoved>;
