import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../src/chat';
import { memoryFrom, rawCandidate } from '../../src/memory/__fixtures__/candidates';
import { startConversation } from '../../src/storage';
import { testKeys } from '../../src/sync/slots.testutil';
import { engineDevice, type EngineDevice } from './engineDevice';
import { startTempRelay, waitFor } from './relayProcess';

// The real engine on two devices through the real relay: a device that stops and starts again resumes
// from the documents it stored (it downloads only what is new), and what it changed while stopped,
// a deletion included, reaches the other device.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 30_000 });

const fruit = (i: number) =>
  memoryFrom(rawCandidate({ text: `用户喜欢吃第${i}种水果。`, subject: `水果${i}`, tags: [`水果${i}`] }), '2026-11-01T00:00:00.000Z');

const message = (i: number): Message => ({
  id: `msg-${String(i).padStart(4, '0')}`,
  conversationId: 'conv-engine',
  role: i % 2 === 0 ? 'user' : 'assistant',
  text: `message ${i}`,
  status: 'complete',
  createdAt: new Date(Date.parse('2026-11-05T00:00:00.000Z') + i * 1000).toISOString(),
  seq: i,
});

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('the engine through the real relay', () => {
  it('given B synced and stopped, when B deletes a memory offline and A adds one, then B resumes from its stored documents and both changes cross', async () => {
    const relay = await startTempRelay('engine');
    cleanups.push(() => relay.remove());
    const keys = await testKeys();
    const a: EngineDevice = engineDevice('e'.repeat(16), 'AAAAAAAAAAA', () => relay.url, keys);
    const b: EngineDevice = engineDevice('f'.repeat(16), 'BBBBBBBBBBB', () => relay.url, keys);
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );

    await a.memoryDb.memories.bulkPut(Array.from({ length: 40 }, (_, i) => fruit(i)));
    const messages = Array.from({ length: 40 }, (_, i) => message(i));
    await startConversation(
      a.chatDb,
      {
        id: 'conv-engine',
        title: 'Fruit',
        mode: 'ordinary_chat',
        createdAt: messages[0]!.createdAt,
        lastActiveAt: messages[39]!.createdAt,
      },
      messages,
    );
    a.start('create');
    await waitFor('A synced', () => a.status() === 'synced');
    b.start('join');
    await waitFor('B has everything', async () => (await b.memoryDb.memories.count()) === 40 && (await b.chatDb.messages.count()) === 40);
    await b.idle();
    const firstDownload = b.received.received;
    b.stop();

    // While B is stopped: B forgets one memory for good, A learns a new one.
    await b.memoryDb.memories.delete(fruit(3).stableKey);
    await a.memoryDb.memories.put(fruit(40));
    await waitFor('A scanned', async () => (await a.idle(), a.status() === 'synced'));

    b.received.received = 0;
    b.start('resume');
    await waitFor('the new memory on B', async () => (await b.memoryDb.memories.get(fruit(40).stableKey)) !== undefined);
    await waitFor('the deletion on A', async () => (await a.memoryDb.memories.get(fruit(3).stableKey)) === undefined);
    expect(await b.memoryDb.memories.get(fruit(3).stableKey)).toBeUndefined();
    expect(await b.memoryDb.memories.count()).toBe(40);
    expect(b.received.received, `first download ${firstDownload} bytes`).toBeLessThan(firstDownload / 5);
  });

  it('given a space whose creating tab closed before its marker reached the relay, when that device resumes, then it writes the marker and another device can join', async () => {
    const relay = await startTempRelay('engine-marker');
    cleanups.push(() => relay.remove());
    const keys = await testKeys('a space the relay never heard of');
    const c: EngineDevice = engineDevice('c'.repeat(16), 'CCCCCCCCCCC', () => relay.url, keys);
    const d: EngineDevice = engineDevice('d'.repeat(16), 'DDDDDDDDDDD', () => relay.url, keys);
    cleanups.push(
      () => c.close(),
      () => d.close(),
    );
    await c.memoryDb.memories.put(fruit(1));
    c.start('resume');
    await waitFor('C synced', () => c.status() === 'synced');
    d.start('join');
    // A join finds the space only by its marker: without one it stops with an error after its wait.
    await waitFor('D joined or refused', () => d.status() === 'synced' || d.status() === 'error');
    expect(d.status()).toBe('synced');
    expect(await d.memoryDb.memories.count()).toBe(1);
  });
});
