import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../chat/records';
import type { ChatDb } from './chatDb';
import {
  addVersion,
  appendMessages,
  deleteConversation,
  deleteVersion,
  finishMessage,
  renameConversation,
  replaceTail,
  startConversation,
} from './chatStore';
import { closeAll, conv, msg, NOW, twoTabs, words } from './searchIndex.testutil';
import { finishSearchBuild, readPostings, readSearchDocs, resetSearchIndex, type IndexTerms } from './searchIndexStore';
import { applySearchLog, indexWritesWith, writeSearchable } from './searchLogApply';

const draft = (id: string, conversationId: string, text: string): Omit<Message, 'seq'> => {
  const { seq: _seq, ...rest } = msg(id, conversationId, 0, text);
  return rest;
};

const opened: ChatDb[] = [];
afterEach(async () => {
  await closeAll(opened);
  vi.restoreAllMocks();
});
/** Two connections to one database (two tabs), with a ready index holding a chat with one message. */
async function fresh(): Promise<{ db: ChatDb; other: ChatDb }> {
  const tabs = await twoTabs(opened);
  const { db } = tabs;
  await resetSearchIndex(db);
  await finishSearchBuild(db);
  await startConversation(db, conv('a', 'Birds'), [msg('a0', 'a', 0, 'grey heron')]);
  await applySearchLog(db, 100, words);
  return tabs;
}

/** The keys of the documents a word (a message word, or a title word when `title`) finds. */
async function found(db: ChatDb, word: string, title = false): Promise<string[]> {
  const docs = await readSearchDocs(db, await readPostings(db, title ? `\u0001${word}` : word));
  return docs.flatMap((d) => (d && d.terms.split('\u0000').includes(title ? `\u0001${word}` : word) ? [d.key] : [])).sort();
}

/** Every write the user searches for next, what it makes findable and what it makes unfindable. */
const SEARCHABLE_WRITES: { name: string; write: (db: ChatDb) => Promise<unknown>; finds: [string, string[], boolean?][] }[] = [
  {
    name: 'a new conversation',
    write: (db) => startConversation(db, conv('b', 'Otters'), [msg('b0', 'b', 0, 'river otter')]),
    finds: [
      ['otter', ['m:b0']],
      ['otters', ['c:b'], true],
    ],
  },
  { name: 'a message sent', write: (db) => appendMessages(db, 'a', [draft('a1', 'a', 'white stork')], NOW), finds: [['stork', ['m:a1']]] },
  { name: 'an answer version', write: (db) => addVersion(db, 'a', [draft('a2', 'a', 'little egret')], NOW), finds: [['egret', ['m:a2']]] },
  {
    name: 'an answer finished',
    write: (db) => finishMessage(db, 'a0', { text: 'purple heron', status: 'complete' }),
    finds: [
      ['purple', ['m:a0']],
      ['grey', []],
    ],
  },
  {
    name: 'a rename',
    write: (db) => renameConversation(db, 'a', 'Wetland walk'),
    finds: [
      ['wetland', ['c:a'], true],
      ['birds', [], true],
    ],
  },
  {
    name: 'a tail replaced',
    write: (db) => replaceTail(db, 'a', ['a0'], null, [draft('a3', 'a', 'black kite')], NOW),
    finds: [
      ['kite', ['m:a3']],
      ['heron', []],
    ],
  },
  {
    name: 'a version deleted',
    write: async (db) => {
      await db.messages.add(msg('a4', 'a', 1, 'spoonbill'));
      await applySearchLog(db, 100, words);
      return deleteVersion(db, 'a', ['a4'], 'a0');
    },
    finds: [['spoonbill', []]],
  },
  {
    name: 'a conversation deleted',
    write: (db) => deleteConversation(db, 'a'),
    finds: [
      ['heron', []],
      ['birds', [], true],
    ],
  },
];

describe('writes that update the search index in their own transaction', () => {
  for (const { name, write, finds } of SEARCHABLE_WRITES)
    it(`given ${name} on a connection that indexes its writes, when it commits, then the index already holds it and the log is empty`, async () => {
      const { db } = await fresh();
      indexWritesWith(db, words);
      await write(db);
      // No applySearchLog: the write's own transaction did it.
      for (const [word, keys, title] of finds) expect(await found(db, word, title)).toEqual(keys);
      expect(await db.searchLog.count()).toBe(0);
    });

  it('given a connection that does not index its writes, when a message is sent, then it waits in the log until applied', async () => {
    const { db } = await fresh();
    await appendMessages(db, 'a', [draft('a1', 'a', 'white stork')], NOW);
    expect(await found(db, 'stork')).toEqual([]);
    expect(await db.searchLog.count()).toBeGreaterThan(0);
    await applySearchLog(db, 100, words);
    expect(await found(db, 'stork')).toEqual(['m:a1']);
  });

  it('given the index part of a write throws, when the write commits, then the message is stored and its log entry brings it into the index later', async () => {
    const { db } = await fresh();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    indexWritesWith(db, () => {
      throw new Error('tokenizer broke');
    });
    await appendMessages(db, 'a', [draft('a1', 'a', 'white stork')], NOW);
    expect((await db.messages.get('a1'))?.text).toBe('white stork');
    expect(await found(db, 'stork')).toEqual([]);
    expect(await applySearchLog(db, 100, words)).toBeGreaterThan(0);
    expect(await found(db, 'stork')).toEqual(['m:a1']);
  });

  it('given a damaged document row, when a write meets it, then the write still commits and its entries stay in the log', async () => {
    const { db } = await fresh();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    indexWritesWith(db, words);
    const doc = await db.searchDocs.where('key').equals('m:a0').first();
    await db.searchDocs.put({ ...doc!, terms: 42 as unknown as string });
    await finishMessage(db, 'a0', { text: 'purple heron', status: 'complete' });
    expect((await db.messages.get('a0'))?.text).toBe('purple heron');
    expect(await db.searchLog.count()).toBeGreaterThan(0);
  });

  it('given no index is stored yet, when a write commits, then it is logged for the build and nothing is indexed', async () => {
    const { db } = await fresh();
    indexWritesWith(db, words);
    await db.searchMeta.clear();
    await appendMessages(db, 'a', [draft('a1', 'a', 'white stork')], NOW);
    expect(await found(db, 'stork')).toEqual([]);
    expect(await db.searchLog.count()).toBeGreaterThan(0);
  });

  it('given two tabs writing at once, one indexing its writes and one not, when the log is taken in, then the index holds every write', async () => {
    const { db, other } = await fresh();
    indexWritesWith(db, words);
    const texts = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];
    await Promise.all(texts.map((t, i) => appendMessages(i % 2 === 0 ? db : other, 'a', [draft(`m${i}`, 'a', `${t} word${i}`)], NOW)));
    await renameConversation(other, 'a', 'Renamed elsewhere');
    await applySearchLog(other, 100, words);
    for (const [i, t] of texts.entries()) expect(await found(db, t)).toEqual([`m:m${i}`]);
    expect(await found(db, 'elsewhere', true)).toEqual(['c:a']);
    expect(await db.searchLog.count()).toBe(0);
  });

  it("given another tab's batch read a row before a searchable write changed it, when that batch commits after, then the index ends with the write", async () => {
    const { db, other } = await fresh();
    indexWritesWith(other, words);
    await db.messages.update('a0', { text: 'grey heron flying' });
    let raced: Promise<unknown> | null = null;
    // Tokenizing runs between this batch's read and its write: right then the other tab finishes the message.
    const racing: IndexTerms = (kind, text) => {
      raced ??= finishMessage(other, 'a0', { text: 'white stork', status: 'complete' });
      return words(kind, text);
    };
    await applySearchLog(db, 100, racing);
    await raced;
    await applySearchLog(db, 100, words);
    expect(await found(db, 'stork')).toEqual(['m:a0']);
    expect(await found(db, 'heron')).toEqual([]);
    expect(await db.searchLog.count()).toBe(0);
  });

  it('given a searchable write nested in an open transaction, then it joins that transaction and leaves the update to the log', async () => {
    const { db } = await fresh();
    indexWritesWith(db, words);
    await db.transaction('rw', [db.conversations, db.messages], () =>
      writeSearchable(db, [db.messages], () => db.messages.add(msg('a1', 'a', 1, 'white stork'))),
    );
    expect(await found(db, 'stork')).toEqual([]);
    await applySearchLog(db, 100, words);
    expect(await found(db, 'stork')).toEqual(['m:a1']);
  });
});
