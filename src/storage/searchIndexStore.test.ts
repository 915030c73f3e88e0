import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatDb } from './chatDb';
import { startConversation } from './chatStore';
import { closeAll, conv, msg, twoTabs, words } from './searchIndex.testutil';
import { messageDocsPage, resetSearchIndex, type IndexTerms } from './searchIndexStore';
import { applySearchLog } from './searchLogApply';

const opened: ChatDb[] = [];
afterEach(() => closeAll(opened));
async function fresh(): Promise<{ db: ChatDb; other: ChatDb }> {
  const tabs = await twoTabs(opened);
  await resetSearchIndex(tabs.db);
  return tabs;
}

describe('taking the search log into the stored index', () => {
  it('given log entries, when applied, then each row gets a document and the entries are gone', async () => {
    const { db } = await fresh();
    await startConversation(db, conv('a', 'Birds'), [msg('a0', 'a', 0, 'grey heron')]);
    expect(await applySearchLog(db, 100, words)).toBeGreaterThan(0);
    expect((await db.searchDocs.where('key').equals('m:a0').first())?.terms.split('\u0000')).toEqual(['grey', 'heron']);
    expect(await db.searchLog.count()).toBe(0);
  });

  it('given another tab takes the entries after this batch read its rows, when this batch commits, then it writes nothing stale', async () => {
    const { db, other } = await fresh();
    await startConversation(db, conv('a', 'Birds'), [msg('a0', 'a', 0, 'grey heron')]);
    let raced: Promise<unknown> | null = null;
    // Tokenizing runs between the batch's read and its write. Right then the other tab rewrites the
    // message and takes the whole log in (its own update included): the rows this batch read are stale,
    // and no entry is left that would correct them later.
    const racing: IndexTerms = (kind, text) => {
      raced ??= other.transaction('rw', [other.messages, other.searchLog, other.searchDocs], async () => {
        await other.messages.update('a0', { text: 'white stork' });
        await other.searchDocs.put({ num: 0, key: 'm:a0', cid: 'a', terms: 'white\u0000stork' });
        await other.searchLog.clear();
      });
      return words(kind, text);
    };
    expect(await applySearchLog(db, 100, racing)).toBe(0);
    await raced;
    expect((await db.searchDocs.where('key').equals('m:a0').first())?.terms.split('\u0000')).toEqual(['white', 'stork']);
  });
});

describe('checking documents against messages a page at a time', () => {
  it('given every message has its document, then each page counts as many documents as messages', async () => {
    const { db } = await fresh();
    await startConversation(db, conv('a', 'A'), [msg('a0', 'a', 0, 'one'), msg('a1', 'a', 1, 'two'), msg('a2', 'a', 2, 'three')]);
    await applySearchLog(db, 100, words);
    const first = await messageDocsPage(db, null, 2);
    expect(first).toEqual({ messages: 2, docs: 2, last: 'a1' });
    expect(await messageDocsPage(db, first.last, 2)).toEqual({ messages: 1, docs: 1, last: 'a2' });
    expect(await messageDocsPage(db, 'a2', 2)).toEqual({ messages: 0, docs: 0, last: null });
  });

  it('given a document whose message was deleted around the app, then the last page counts it', async () => {
    const { db } = await fresh();
    await startConversation(db, conv('a', 'A'), [msg('a0', 'a', 0, 'one'), msg('a9', 'a', 1, 'two')]);
    await applySearchLog(db, 100, words);
    await db.messages.delete('a9');
    await db.searchLog.clear();
    expect(await messageDocsPage(db, null, 5)).toEqual({ messages: 1, docs: 1, last: 'a0' });
    expect(await messageDocsPage(db, 'a0', 5)).toEqual({ messages: 0, docs: 1, last: null });
  });
});
