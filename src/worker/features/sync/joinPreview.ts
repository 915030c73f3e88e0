import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import {
  foldConversationSlots,
  foldMemorySlots,
  META_MAP,
  openSlot,
  openValue,
  RECORDS_MAP,
  spaceMetaSchema,
  SYNC_DOCS,
  type ConversationSlot,
  type MemorySlot,
  type SealContext,
  type SlotPayload,
  type SpaceKeys,
  type SyncDocName,
} from '../../../sync';

export interface JoinPreviewDeps {
  readonly subtle: SealContext['subtle'];
  readonly WebSocket?: unknown;
  /** How long to wait for the relay's first answer. */
  readonly waitMs?: number;
}

/** Present records of a space, by what the user knows them as. */
export interface SpaceCounts {
  memories: number;
  conversations: number;
}

/**
 * Reads a space without joining it: fetches both documents once, opens every entry with the keys, and
 * counts the memories and conversations present after the fold. Writes nothing, here or to the relay.
 * Null: no space answers to these keys (a wrong passphrase or pairing code), or the relay did not answer.
 */
export async function previewSpace(relayUrl: string, keys: SpaceKeys, deps: JoinPreviewDeps): Promise<SpaceCounts | null> {
  const docs: Record<SyncDocName, Y.Doc> = { memory: new Y.Doc(), chat: new Y.Doc() };
  const providers = SYNC_DOCS.map(
    (doc) =>
      new WebsocketProvider(relayUrl, keys.rooms[doc], docs[doc], {
        disableBc: true,
        ...(deps.WebSocket ? { WebSocketPolyfill: deps.WebSocket as typeof WebSocket } : {}),
      }),
  );
  try {
    const synced = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), deps.waitMs ?? 10_000);
      const check = () => {
        if (!providers.every((p) => p.synced)) return;
        clearTimeout(timer);
        resolve(true);
      };
      for (const p of providers) p.on('sync', check);
    });
    if (!synced) return null;
    const ctx = { subtle: deps.subtle, keys };
    const meta = docs.memory.getMap<Uint8Array>(META_MAP).get('space');
    if (!(meta instanceof Uint8Array)) return null;
    const opened = await openValue(ctx, { doc: 'memory', map: META_MAP, key: 'space' }, meta);
    if (!opened.ok || !spaceMetaSchema.safeParse(opened.value).success) return null;

    const byRecord = new Map<string, SlotPayload[]>();
    for (const doc of SYNC_DOCS)
      for (const [key, sealed] of docs[doc].getMap<Uint8Array>(RECORDS_MAP).entries()) {
        if (!(sealed instanceof Uint8Array)) continue;
        const slot = await openSlot(ctx, doc, key, sealed);
        if (!slot.ok) continue;
        const { payload } = slot.value;
        const id = `${payload.t}\u0000${payload.k}`;
        byRecord.set(id, [...(byRecord.get(id) ?? []), payload]);
      }
    const counts: SpaceCounts = { memories: 0, conversations: 0 };
    for (const slots of byRecord.values()) {
      const t = slots[0]!.t;
      if (t === 'memory' && foldMemorySlots(slots as MemorySlot[]).kind === 'present') counts.memories += 1;
      if (t === 'conversation' && foldConversationSlots(slots as ConversationSlot[]).kind === 'present') counts.conversations += 1;
    }
    return counts;
  } finally {
    for (const p of providers) p.destroy();
    for (const d of Object.values(docs)) d.destroy();
  }
}
