import type * as Y from 'yjs';
import { META_MAP, openValue, PAYLOAD_VERSION, sealValue, spaceMetaSchema, spaceMovedSchema, type SealContext } from '../../../sync';

// The sealed entries of the memory document's map "meta": "space" says a space lives in these rooms,
// "moved" says a device rotated the keys and the space lives elsewhere now. Both are sealed like every
// value, so only a device holding the keys can write or read them.

const address = (key: 'space' | 'moved') => ({ doc: 'memory', map: META_MAP, key }) as const;

async function opens(
  ctx: Omit<SealContext, 'randomBytes'>,
  doc: Y.Doc,
  key: 'space' | 'moved',
  schema: typeof spaceMetaSchema | typeof spaceMovedSchema,
) {
  const sealed = doc.getMap<Uint8Array>(META_MAP).get(key);
  if (!(sealed instanceof Uint8Array)) return false;
  const opened = await openValue(ctx, address(key), sealed);
  return opened.ok && schema.safeParse(opened.value).success;
}

/** Whether these rooms hold a space this device's keys open (a wrong passphrase or code leads to empty rooms). */
export const spaceExists = (ctx: Omit<SealContext, 'randomBytes'>, doc: Y.Doc) => opens(ctx, doc, 'space', spaceMetaSchema);

/** Whether a device holding these keys moved the space to new keys: this device must stop and join again. */
export const spaceMoved = (ctx: Omit<SealContext, 'randomBytes'>, doc: Y.Doc) => opens(ctx, doc, 'moved', spaceMovedSchema);

export async function writeSpaceMarker(ctx: SealContext, doc: Y.Doc, nowMs: number) {
  const meta = { v: PAYLOAD_VERSION, createdAt: new Date(nowMs).toISOString(), minClient: PAYLOAD_VERSION };
  const sealed = await sealValue(ctx, address('space'), meta);
  doc.transact(() => doc.getMap<Uint8Array>(META_MAP).set('space', sealed), 'local');
}

export async function writeMovedMarker(ctx: SealContext, doc: Y.Doc, nowMs: number) {
  const sealed = await sealValue(ctx, address('moved'), { v: PAYLOAD_VERSION, movedAt: new Date(nowMs).toISOString() });
  doc.transact(() => doc.getMap<Uint8Array>(META_MAP).set('moved', sealed), 'local');
}
