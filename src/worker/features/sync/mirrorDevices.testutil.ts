import * as Y from 'yjs';
import { memoryFrom, NAMESPACE, rawCandidate } from '../../../memory/__fixtures__/candidates';
import { logSyncChanges, openChatDb, openMemoryDb, type ChatDb, type MemoryDb, type SyncDb } from '../../../storage';
import { slotContext } from '../../../sync/slots.testutil';
import { createDeviceList } from './deviceList';
import { createMirror, type Mirror } from './mirror';
import { createSyncState, type SyncState } from './syncState';
// Two devices' mirrors over real (fake-indexeddb) databases, their documents joined in memory the way
// the relay joins them: every update one side makes is applied on the other.

export interface Device {
  readonly memoryDb: MemoryDb;
  readonly chatDb: ChatDb;
  readonly docs: { memory: Y.Doc; chat: Y.Doc };
  readonly mirror: Mirror;
}

let made = 0;
const opened: Device[] = [];

/** `stored`: the device keeps its documents and known records in this sync database, as the engine does. */
export async function device(
  slot: string,
  passphrase?: string,
  stored?: { hash: string; syncDb: SyncDb; state?: SyncState },
  deviceName?: (slot: string) => Promise<string | undefined>,
): Promise<Device> {
  made += 1;
  const hash = stored?.hash ?? `${made}`.padStart(16, '0');
  const memoryDb = openMemoryDb(hash);
  const chatDb = openChatDb(hash);
  logSyncChanges([memoryDb.name, chatDb.name], true);
  const docs = { memory: new Y.Doc(), chat: new Y.Doc() };
  let now = Date.parse('2026-11-05T00:00:00.000Z') + made * 60_000;
  const ctx = await slotContext(passphrase);
  if (stored) {
    stored.state = createSyncState(stored.syncDb, ctx.keys.rooms);
    await stored.state.loadDocs(docs);
    stored.state.keepUpdates(docs);
  }
  const mirror = createMirror({
    ctx,
    slot,
    docs,
    now: () => (now += 1000),
    memoryDb: () => memoryDb,
    chatDb: () => chatDb,
    namespace: () => NAMESPACE,
    secrets: () => ['sk-test-secret-key-123456'],
    ...(stored?.state ? { known: stored.state.known } : {}),
    ...(deviceName ? { deviceName } : {}),
  });
  const d = { memoryDb, chatDb, docs, mirror };
  opened.push(d);
  return d;
}

/** Joins two devices' documents both ways, as two clients of one relay room. */
export function link(a: Device, b: Device) {
  for (const name of ['memory', 'chat'] as const) {
    Y.applyUpdate(b.docs[name], Y.encodeStateAsUpdate(a.docs[name]), 'remote');
    Y.applyUpdate(a.docs[name], Y.encodeStateAsUpdate(b.docs[name]), 'remote');
    a.docs[name].on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(b.docs[name], u, 'remote'));
    b.docs[name].on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(a.docs[name], u, 'remote'));
  }
}

export const settle = async (...devices: Device[]) => {
  for (let round = 0; round < 2; round++) for (const d of devices) await d.mirror.idle();
};

/** Stops and closes every device made since the last call (each test file's afterEach). */
export function closeDevices(): void {
  for (const d of opened.splice(0)) {
    d.mirror.stop();
    d.memoryDb.close();
    d.chatDb.close();
  }
}

export const peach = () => memoryFrom(rawCandidate({ text: '用户喜欢吃桃子。' }), '2026-11-01T00:00:00.000Z');
/** A and B linked, B naming A "Work laptop" from the Devices list in the memory document (as the engine does). */
export async function namedPair(): Promise<{ a: Device; b: Device }> {
  const ctx = await slotContext();
  const list = (doc: Y.Doc, slot: string, name: string) =>
    createDeviceList({ ctx, doc, slot, name, now: () => Date.now(), onDevices: () => undefined, onRemoved: () => undefined });
  const docOfA = new Y.Doc();
  await list(docOfA, 'AAAAAAAAAAA', 'Work laptop').touch(true);
  const docOfB = new Y.Doc();
  Y.applyUpdate(docOfB, Y.encodeStateAsUpdate(docOfA), 'remote');
  const listOfB = list(docOfB, 'BBBBBBBBBBB', 'Phone');
  const a = await device('AAAAAAAAAAA');
  const b = await device('BBBBBBBBBBB', undefined, undefined, (slot) => listOfB.nameOf(slot));
  link(a, b);
  // The devices' names travel in the memory document: A's list entry is already in B's copy.
  Y.applyUpdate(b.docs.memory, Y.encodeStateAsUpdate(docOfB), 'remote');
  return { a, b };
}
