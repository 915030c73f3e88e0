import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deriveSpaceKeys } from '../../../sync';
import type { SyncDevice } from './contract';
import { createDeviceList } from './deviceList';

// The Devices list between two devices whose documents exchange updates directly (no relay).

async function twoDevices() {
  const keys = await deriveSpaceKeys(crypto.subtle, 'peach orchard lantern', new Uint8Array(16), { iterations: 1_000 });
  const ctx = { subtle: crypto.subtle, keys, randomBytes: (n: number) => crypto.getRandomValues(new Uint8Array(n)) };
  const docs = [new Y.Doc(), new Y.Doc()] as const;
  docs[0].on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(docs[1], u, 'remote'));
  docs[1].on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(docs[0], u, 'remote'));
  const make = (i: 0 | 1, slot: string, name: string) => {
    const seen: SyncDevice[][] = [];
    const removed = { count: 0 };
    const list = createDeviceList({
      ctx,
      doc: docs[i],
      slot,
      name,
      now: () => Date.parse('2026-12-01T10:00:00Z') + i,
      onDevices: (d) => seen.push(d),
      onRemoved: () => (removed.count += 1),
    });
    return { list, seen, removed };
  };
  return { docs, a: make(0, 'AAAAAAAAAAA', 'Laptop'), b: make(1, 'BBBBBBBBBBB', 'Phone') };
}

describe('the Devices list', () => {
  it('given two devices that wrote themselves in, when listed, then each sees both names and last-seen times, itself first; no name is readable in the document', async () => {
    const { docs, a, b } = await twoDevices();
    await a.list.touch(true);
    await b.list.touch(true);
    await expect
      .poll(() => b.seen.at(-1)?.map((d) => [d.name, d.isThisDevice]))
      .toEqual([
        ['Phone', true],
        ['Laptop', false],
      ]);
    expect(b.seen.at(-1)![1]!.lastSeenAt).toBe('2026-12-01T10:00:00.000Z');
    expect(new TextDecoder().decode(Y.encodeStateAsUpdate(docs[0]))).not.toContain('Laptop');
  });

  it('given device B removes device A, when A sees it, then A is told to stop; B cannot remove itself or an unknown device', async () => {
    const { a, b } = await twoDevices();
    await a.list.touch(true);
    await b.list.touch(true);
    expect(b.list.remove('BBBBBBBBBBB')).toBe(false);
    expect(b.list.remove('CCCCCCCCCCC')).toBe(false);
    expect(b.list.remove('AAAAAAAAAAA')).toBe(true);
    expect(a.removed.count).toBe(1);
    await expect.poll(() => b.seen.at(-1)?.map((d) => d.name)).toEqual(['Phone']);
  });

  it('given a device touched a moment ago, when touched again without force, then it writes nothing new', async () => {
    const { docs, a } = await twoDevices();
    await a.list.touch(true);
    const before = Y.encodeStateVector(docs[0]).join();
    await a.list.touch();
    expect(Y.encodeStateVector(docs[0]).join()).toBe(before);
  });
});
