import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '../../../chat/records';
import {
  appendMessages,
  openChatDb,
  readPostings,
  readSearchMeta,
  renameConversation,
  SEARCH_INDEX_FORMAT,
  startConversation,
  type ChatDb,
} from '../../../storage';
import { createPersistedIndex } from './persistedIndex';
import { searchTerms } from './searchTokens';
import { createSearchService, type SearchService } from './searchService';

const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
const conv = (id: string, title: string, n: number): Conversation => ({
  id,
  title,
  mode: 'ordinary_chat',
  createdAt: at(n),
  lastActiveAt: at(n),
});
const msg = (id: string, conversationId: string, seq: number, text: string): Message => ({
  id,
  conversationId,
  role: seq % 2 === 0 ? 'user' : 'assistant',
  text,
  status: 'complete',
  createdAt: at(seq),
  seq,
});

const opened: ChatDb[] = [];
const services: SearchService[] = [];
let hash = '';
afterEach(async () => {
  services.splice(0).forEach((s) => s.stop());
  const all = opened.splice(0);
  all.forEach((d) => d.close());
  await all[0]?.delete();
});

/** A connection to the test's database: each one stands for a tab (its worker) or a restarted worker. */
async function connect(): Promise<ChatDb> {
  const db = openChatDb(hash);
  await db.open();
  opened.push(db);
  return db;
}
function serviceOn(db: ChatDb): SearchService {
  const service = createSearchService(db);
  services.push(service);
  return service;
}
async function fresh(): Promise<ChatDb> {
  hash = randomBytes(8).toString('hex');
  return connect();
}
const titles = async (service: SearchService, q: string) => (await service.search(q)).map((h) => h.title).sort();

describe('the stored conversation index', () => {
  it('given a word being typed, when its start is searched, then longer words starting with it are found and marked', async () => {
    const db = await fresh();
    await startConversation(db, conv('a', 'Trip', 1), [msg('a0', 'a', 0, 'We took the train to Hangzhou and West Lake')]);
    const service = serviceOn(db);
    await service.start();
    const [hit] = await service.search('west hangz');
    expect(hit?.highlights.map(([s, e]) => hit.snippet.slice(s, e))).toEqual(['Hangzhou', 'West']);
    expect(await titles(service, 'hangz west')).toEqual([]);
    expect(await titles(service, 'tri')).toEqual(['Trip']);
  });

  it('given a stored index, when a new worker starts, then it answers without building again', async () => {
    const first = await fresh();
    await startConversation(first, conv('a', 'Garden', 1), [msg('a0', 'a', 0, 'tomatoes in the shade')]);
    const before = serviceOn(first);
    await before.start();
    const meta = await readSearchMeta(first);
    before.stop();
    first.close();

    const again = serviceOn(await connect());
    await again.start();
    expect(again.progress()).toEqual({ indexed: 1, total: 1, ready: true });
    expect(await readSearchMeta(opened[1]!)).toEqual(meta);
    expect(await titles(again, 'tomato')).toEqual(['Garden']);
  });
});

describe('the stored conversation index under faults', () => {
  it("given this worker's own writes, when they commit, then the stored index holds their words before any search", async () => {
    const db = await fresh();
    const service = serviceOn(db);
    await service.start();
    await startConversation(db, conv('w', 'Walk', 1), [msg('w0', 'w', 0, 'a numbat crossed the path')]);
    await renameConversation(db, 'w', 'Bushwalk');
    // No search runs: the write path alone takes the entries in, right after their transactions commit.
    await vi.waitFor(async () => expect(await db.searchLog.count()).toBe(0));
    expect(await readPostings(db, searchTerms('numbat')[0]!)).not.toEqual([]);
    expect(await titles(service, 'bushwalk')).toEqual(['Bushwalk']);
    expect(await titles(service, 'walk')).toEqual([]);
  });

  it('given a few log entries, when taken in without the look-ahead, then they are applied exactly as the full path applies them', async () => {
    const db = await fresh();
    await serviceOn(db).start();
    services.splice(0).forEach((s) => s.stop());
    const index = createPersistedIndex(db);
    // Written by another tab: this connection's own writes take themselves in.
    const tab = await connect();
    await startConversation(tab, conv('f', 'Ferry', 1), [msg('f0', 'f', 0, '渡轮 leaves at nine'), msg('f1', 'f', 1, 'and a quoll')]);
    expect(await index.consume(1_024, { few: true })).toBe(3);
    expect(await db.searchLog.count()).toBe(0);
    expect((await index.search('quoll', 10)).map((m) => m.title)).toEqual(['Ferry']);
    expect((await index.search('渡轮 nine', 10)).map((m) => m.messageId)).toEqual(['f0']);
  });

  it('given a worker killed after a message committed but before its index update, when a worker starts again, then the message is found', async () => {
    const db = await fresh();
    const service = serviceOn(db);
    await service.start();
    // The killed worker: its writes commit (with their log entries), nothing takes them in.
    const killed = await connect();
    await startConversation(killed, conv('k', 'Killed', 1), [msg('k0', 'k', 0, 'an axolotl in the pond')]);
    await appendMessages(killed, 'k', [msg('k1', 'k', 1, 'and a salamander')], at(3)).then(() => undefined);
    expect(await killed.searchLog.count()).toBeGreaterThan(0);
    killed.close();
    service.stop();

    const restarted = serviceOn(await connect());
    await restarted.start();
    expect(await titles(restarted, 'axolotl')).toEqual(['Killed']);
    expect(await titles(restarted, 'salamander')).toEqual(['Killed']);
    expect(await opened[2]!.searchLog.count()).toBe(0);
  });

  it('given a write whose transaction aborts, then neither the message nor its log entry is stored', async () => {
    const db = await fresh();
    await startConversation(db, conv('a', 'A', 1), [msg('a0', 'a', 0, 'kept')]);
    const logged = await db.searchLog.count();
    await expect(
      db.transaction('rw', db.messages, async () => {
        await db.messages.add(msg('a1', 'a', 1, 'never stored'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.messages.get('a1')).toBeUndefined();
    expect(await db.searchLog.count()).toBe(logged);
  });

  it('given an index of an older format or an unreadable state row, when started, then it is rebuilt and every message is found', async () => {
    for (const damage of [{ format: SEARCH_INDEX_FORMAT - 1 }, { state: 'garbage' }]) {
      const db = await fresh();
      await startConversation(db, conv('a', 'Birds', 1), [msg('a0', 'a', 0, 'a grey heron'), msg('a1', 'a', 1, 'an egret')]);
      const first = serviceOn(db);
      await first.start();
      first.stop();
      const meta = await readSearchMeta(db);
      await db.searchMeta.put({ ...meta!, ...damage } as never);
      const again = serviceOn(await connect());
      await again.start();
      expect(await titles(again, 'heron')).toEqual(['Birds']);
      expect(await titles(again, 'egret')).toEqual(['Birds']);
      expect((await readSearchMeta(db))?.format).toBe(SEARCH_INDEX_FORMAT);
      services.splice(0).forEach((s) => s.stop());
      opened.splice(0).forEach((d) => d.close());
      await db.delete();
    }
  });

  it('given a damaged postings row, when searched, then the index is rebuilt and the message is found again', async () => {
    const db = await fresh();
    await startConversation(db, conv('a', 'Birds', 1), [msg('a0', 'a', 0, 'a grey heron')]);
    const service = serviceOn(db);
    await service.start();
    const row = await db.searchPostings.where('[term+seg]').between(['heron', -Infinity], ['heron\uffff', Infinity]).first();
    await db.searchPostings.put({ ...row!, nums: 'damaged' as never });
    await service.search('heron');
    await expect.poll(async () => titles(service, 'heron')).toEqual(['Birds']);
  });

  it('given messages written around the app (no log entry), when started, then the index sees it is out of step and rebuilds', async () => {
    const db = await fresh();
    await startConversation(db, conv('a', 'Birds', 1), [msg('a0', 'a', 0, 'a grey heron')]);
    const first = serviceOn(db);
    await first.start();
    first.stop();
    // A raw IndexedDB write, as a seeding script or an older app version would make it.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(db.name);
      request.onsuccess = () => {
        const tx = request.result.transaction('messages', 'readwrite');
        tx.objectStore('messages').put(msg('a1', 'a', 1, 'a white stork'));
        tx.oncomplete = () => {
          request.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
    const again = serviceOn(await connect());
    await again.start();
    expect(await titles(again, 'stork')).toEqual(['Birds']);
    expect(again.progress()).toEqual({ indexed: 2, total: 2, ready: true });
  });

  it('given two tabs writing at once, then the shared index converges and no message is missing from either tab', async () => {
    const a = await fresh();
    const b = await connect();
    const tabA = serviceOn(a);
    const tabB = serviceOn(b);
    await Promise.all([tabA.start(), tabB.start()]);
    await startConversation(a, conv('x', 'Tab A', 1), [msg('x0', 'x', 0, 'first note from tab a')]);
    await startConversation(b, conv('y', 'Tab B', 2), [msg('y0', 'y', 0, 'first note from tab b')]);
    const writes: Promise<unknown>[] = [];
    for (let i = 1; i <= 15; i += 1) {
      writes.push(appendMessages(a, 'x', [msg(`x${i}`, 'x', i, `word${i} alpha`)], at(i)));
      writes.push(appendMessages(b, 'y', [msg(`y${i}`, 'y', i, `word${i} beta`)], at(i)));
    }
    await Promise.all(writes);
    for (const tab of [tabA, tabB]) for (let i = 1; i <= 15; i += 1) expect(await titles(tab, `word${i}`)).toEqual(['Tab A', 'Tab B']);
    const docs = await a.searchDocs.where('key').startsWith('m:').count();
    expect(docs).toBe(await a.messages.count());
    expect(await a.searchLog.count()).toBe(0);
  });
});
