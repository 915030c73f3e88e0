import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { META_MAP } from '../../../sync';
import { slotContext, testKeys } from '../../../sync/slots.testutil';
import { spaceExists, spaceMoved, writeMovedMarker, writeSpaceMarker } from './spaceMarkers';

// The sealed markers of a space's rooms: "space" (a space lives here) and "moved" (the keys rotated).

describe('the space markers', () => {
  it('given a space marked moved with its keys, then a device with those keys reads both, and one with other keys reads neither', async () => {
    const ctx = await slotContext();
    const doc = new Y.Doc();
    expect(await spaceMoved(ctx, doc)).toBe(false);
    await writeSpaceMarker(ctx, doc, Date.parse('2026-12-01T10:00:00Z'));
    expect(await spaceMoved(ctx, doc)).toBe(false);
    await writeMovedMarker(ctx, doc, Date.parse('2026-12-01T11:00:00Z'));
    expect(await spaceExists(ctx, doc)).toBe(true);
    expect(await spaceMoved(ctx, doc)).toBe(true);

    const other = { subtle: crypto.subtle, keys: await testKeys('a different passphrase') };
    expect(await spaceExists(other, doc)).toBe(false);
    expect(await spaceMoved(other, doc)).toBe(false);
  });

  it('given the space marker copied under the moved key, then it is not taken for a move (each value opens only where it was sealed)', async () => {
    const ctx = await slotContext();
    const doc = new Y.Doc();
    await writeSpaceMarker(ctx, doc, Date.parse('2026-12-01T10:00:00Z'));
    const meta = doc.getMap<Uint8Array>(META_MAP);
    meta.set('moved', meta.get('space')!);
    expect(await spaceMoved(ctx, doc)).toBe(false);
  });
});
