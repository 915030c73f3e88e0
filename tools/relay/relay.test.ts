import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import {
  canonicalJson,
  foldMemorySlots,
  memorySlotFromRow,
  openOrderItem,
  openSlot,
  orderMessages,
  sealOrderItem,
  sealSlot,
  tickClock,
  type MemoryFold,
  type MemorySlot,
  type Rev,
  type SlotContext,
} from '../../src/sync';
import { memoryFrom, rawCandidate } from '../../src/memory/__fixtures__/candidates';
import { slotContext } from '../../src/sync/slots.testutil';
import { startRelay, waitFor as waitForIt, type RunningRelay } from './relayProcess';

// Long enough not to turn up by chance in the relay's bytes: the keys there are random base64url, where a
// two-letter id such as "c1" appears in about one position in four thousand.
const CONVERSATION_ID = 'conversation-plaintext-id';

// Three replicas sync sealed values through the real relay process, with random disconnects, a relay
// restart on the same data folder and one on an emptied folder, and must converge; a fourth that joins
// last receives everything, and nothing the relay stores is readable. Every wait is on a condition.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 });

const MARKER = 'MARKER-桃子-42';
const ROOM_SUFFIXES = ['memory', 'chat'] as const;

const count = fc.integer({ min: 1, max: 2 });
/** Per round, which replicas go offline and how many messages each writes: drawn from a seed, so a failure can be replayed. */
const roundsArb = fc.array(
  fc.record({ offline: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()), counts: fc.tuple(count, count, count) }),
  {
    minLength: 4,
    maxLength: 4,
  },
);

const waitFor = (what: string, condition: () => boolean | Promise<boolean>) => waitForIt(what, condition, 20_000, 25);

class Replica {
  readonly docs = { memory: new Y.Doc(), chat: new Y.Doc() };
  private providers: WebsocketProvider[] = [];
  private clock: Rev | undefined;
  private now = Date.parse('2026-11-01T00:00:00.000Z');

  constructor(
    readonly slot: string,
    private readonly ctx: SlotContext,
    private readonly url: () => string,
  ) {}

  connect() {
    this.providers = ROOM_SUFFIXES.map(
      (doc) =>
        new WebsocketProvider(this.url(), this.ctx.keys.rooms[doc], this.docs[doc], {
          WebSocketPolyfill: WebSocket,
          disableBc: true,
          maxBackoffTime: 200,
        }),
    );
  }

  disconnect() {
    for (const p of this.providers) p.destroy();
    this.providers = [];
  }

  get online() {
    return this.providers.length > 0 && this.providers.every((p) => p.wsconnected && p.synced);
  }

  rev(): Rev {
    this.now += 1000;
    return (this.clock = tickClock(this.clock, this.now, this.slot));
  }

  async putMemory(slot: MemorySlot) {
    const { key, value } = await sealSlot(this.ctx, this.slot, slot);
    this.docs.memory.getMap<Uint8Array>('r').set(key, value);
  }

  async addMessage(conversationId: string, messageId: string) {
    this.docs.chat.getArray<Uint8Array>('o').push([await sealOrderItem(this.ctx, { v: 1, c: conversationId, m: messageId })]);
  }

  /** The raw replicated state: equal on two replicas once they have converged. */
  snapshot(): string {
    const entries = [...this.docs.memory.getMap<Uint8Array>('r').entries()].map(([k, v]) => [k, Buffer.from(v).toString('base64')]);
    const order = this.docs.chat.getArray<Uint8Array>('o').map((v) => Buffer.from(v).toString('base64'));
    return JSON.stringify([entries.sort(), order]);
  }

  /** The opened and folded view: the memory of one key, and one conversation's message order. */
  async view(): Promise<{ memory: MemoryFold; order: string[] }> {
    const slots: MemorySlot[] = [];
    for (const [key, sealed] of this.docs.memory.getMap<Uint8Array>('r').entries()) {
      const opened = await openSlot(this.ctx, 'memory', key, sealed);
      if (!opened.ok) throw new Error(`slot ${key} did not open: ${opened.error}`);
      if (opened.value.payload.t === 'memory') slots.push(opened.value.payload);
    }
    const items = [];
    for (const sealed of this.docs.chat.getArray<Uint8Array>('o').toArray()) {
      const opened = await openOrderItem(this.ctx, sealed);
      if (!opened.ok) throw new Error(`order item did not open: ${opened.error}`);
      items.push(opened.value);
    }
    const messages = [...new Set(items.map((i) => i.m))].map((m) => ({
      id: m,
      conversationId: CONVERSATION_ID,
      createdAt: '2026-11-01T00:00:00.000Z',
    }));
    return { memory: foldMemorySlots(slots), order: orderMessages(items, messages).get(CONVERSATION_ID) ?? [] };
  }
}

const dirs: string[] = [];
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('sync through the real relay', () => {
  it('given three replicas, random disconnects, a relay restart and a wiped relay, when they reconnect, then all converge and the relay holds no plaintext', async () => {
    const seed = Date.now() % 100_000;
    const [rounds] = fc.sample(roundsArb, { seed, numRuns: 1 });
    const dataDir = mkdtempSync(join(tmpdir(), 'mindkeep-relay-'));
    dirs.push(dataDir);
    let relay: RunningRelay = await startRelay(dataDir);
    cleanups.push(() => relay.stop());
    const port = relay.port;
    const ctx = await slotContext();
    const [a, b, c] = ['AAAAAAAAAAA', 'BBBBBBBBBBB', 'CCCCCCCCCCC'].map((slot) => new Replica(slot, ctx, () => relay.url));
    const replicas = [a!, b!, c!];
    for (const r of replicas) {
      cleanups.push(() => r.disconnect());
      r.connect();
    }
    const converged = (group: Replica[]) => group.every((r) => r.online && r.snapshot() === group[0]!.snapshot());
    await waitFor('first connections', () => converged(replicas));

    // A makes the memory; everyone gets it.
    const peach = memoryFrom(rawCandidate({ text: `用户喜欢吃桃子。${MARKER}` }), '2026-11-01T00:00:00.000Z');
    await a!.putMemory(memorySlotFromRow(peach, { kind: 'absent' }, a!.rev()));
    await waitFor('the memory on every replica', () => converged(replicas) && b!.docs.memory.getMap('r').size === 1);
    const shared = (await b!.view()).memory;

    // Rounds of messages with random replicas offline; in round 1, A edits and B suppresses, both offline.
    const written: string[] = [];
    const offlineRuns: string[] = [];
    for (const [round, { offline: off, counts }] of rounds!.entries()) {
      const offline = replicas.filter((_, i) => off[i] || (round === 1 && i < 2));
      offlineRuns.push(...offline.map((r) => `${r.slot[0]}${round}-`));
      for (const r of offline) r.disconnect();
      for (const [n, r] of replicas.entries()) {
        for (let i = 0; i < counts[n]!; i++) {
          const id = `${r.slot[0]}${round}-${i}`;
          written.push(id);
          await r.addMessage(CONVERSATION_ID, id);
        }
      }
      if (round === 1) {
        await a!.putMemory(memorySlotFromRow({ ...peach, text: `用户喜欢吃新鲜的桃子。${MARKER}` }, shared, a!.rev()));
        await b!.putMemory(
          memorySlotFromRow({ ...peach, status: 'suppressed', suppressedAt: '2026-11-02T00:00:00.000Z' }, shared, b!.rev()),
        );
      }
      for (const r of offline) r.connect();
      await waitFor(`round ${round} (seed ${seed})`, () => converged(replicas));
    }

    // The relay restarts on its data folder while C writes.
    await relay.stop();
    await c!.addMessage(CONVERSATION_ID, 'C-during-restart');
    written.push('C-during-restart');
    relay = await startRelay(dataDir, port);
    await waitFor(`convergence after the restart (seed ${seed})`, () => converged(replicas));

    // The relay loses everything: the replicas hold the whole documents and upload them again.
    await relay.stop();
    rmSync(dataDir, { recursive: true, force: true });
    relay = await startRelay(dataDir, port);
    const late = new Replica('DDDDDDDDDDD', ctx, () => relay.url);
    cleanups.push(() => late.disconnect());
    late.connect();
    const everyone = [...replicas, late];
    await waitFor(`convergence after the wipe (seed ${seed})`, () => converged(everyone));

    // Same view everywhere: A's text, suppressed, and every message.
    const views = await Promise.all(everyone.map((r) => r.view()));
    for (const v of views) expect(canonicalJson(v)).toBe(canonicalJson(views[0]));
    const { memory, order } = views[0]!;
    expect(memory.kind === 'present' && memory.memory.content.value.text).toBe(`用户喜欢吃新鲜的桃子。${MARKER}`);
    expect(memory.kind === 'present' && memory.memory.status.value.status).toBe('suppressed');
    expect([...order].sort()).toEqual([...written].sort());
    // Online writers interleave as their writes arrive; a run written offline stays together.
    for (const prefix of offlineRuns) {
      const run = order.flatMap((id, i) => (id.startsWith(prefix) ? [i] : []));
      expect(run.at(-1)! - run[0]!, `run ${prefix} in ${order.join(' ')}`).toBe(run.length - 1);
    }

    // An observer reading the relay's documents as any client that knows the room names can: it only
    // looks at the bytes, and finds no plaintext anywhere. The replicas leave first, so what it reads
    // comes from the relay's store, not from a replica passing it on.
    for (const r of everyone) r.disconnect();
    const observer = new Replica('EEEEEEEEEEE', ctx, () => relay.url);
    cleanups.push(() => observer.disconnect());
    observer.connect();
    await waitFor('the observer to read the relay', () => observer.online && observer.snapshot() === a!.snapshot());
    const observed = observer.docs;
    const stored = Buffer.concat([Y.encodeStateAsUpdate(observed.memory), Y.encodeStateAsUpdate(observed.chat)]);
    for (const secret of [MARKER, '桃子', peach.stableKey, CONVERSATION_ID, 'suppressed', 'A0-0'])
      expect(stored.includes(Buffer.from(secret)), `relay documents contain ${secret}`).toBe(false);
    for (const [key, value] of observed.memory.getMap<Uint8Array>('r').entries()) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{11}$/);
      expect(value[0]).toBe(1);
    }
    const files = readdirSync(dataDir).map((f) => readFileSync(join(dataDir, f)));
    for (const file of files) expect(file.includes(Buffer.from(MARKER))).toBe(false);
  });
});
