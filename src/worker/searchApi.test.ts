import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { appendMessages, openChatDb, startConversation, type ChatDb } from '../storage';
import { createSearchWorkerApi, type SearchWorkerApi } from './searchApi';
import { at, conv, msg } from './features/search/searchRows.testutil';

let db: ChatDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

/** The main worker's side of a session (its writes, through its own connection) and a search worker on it. */
async function session(): Promise<{ hash: string; main: ChatDb; search: SearchWorkerApi }> {
  const hash = randomBytes(8).toString('hex');
  db = openChatDb(hash);
  await db.open();
  return { hash, main: db, search: createSearchWorkerApi() };
}
const titlesOf = async (search: SearchWorkerApi, query: string) => {
  const answer = await search.searchConversations({ query });
  if (!answer.ok) throw new Error(answer.error.code);
  return answer.value.map((h) => h.title).sort();
};

describe('the search worker', () => {
  it('given conversations written by the main worker, when searched in English and Chinese, then it finds them with snippets and never a temporary chat', async () => {
    const { hash, main, search } = await session();
    await startConversation(main, conv('a', 'Trip', 1), [msg('a0', 'a', 0, 'We should visit the lighthouse at dawn')]);
    await startConversation(main, conv('b', 'Cooking', 2), [msg('b0', 'b', 0, '红烧肉怎么做')]);
    await startConversation(main, conv('t', 'Secret', 3, true), [msg('t0', 't', 0, 'the lighthouse keeper is a secret')]);
    // A search sent with the session still opening waits for it instead of failing.
    const opening = search.init({ sessionHash: hash });
    const early = search.searchConversations({ query: 'dawn lighthouse' });
    expect((await opening).ok).toBe(true);
    const hits = await early;
    expect(hits.ok && hits.value).toEqual([
      expect.objectContaining({ title: 'Trip', matchedIn: 'message', snippet: 'We should visit the lighthouse at dawn' }),
    ]);
    expect(await titlesOf(search, '红烧')).toEqual(['Cooking']);
    expect(await titlesOf(search, 'lighth')).toEqual(['Trip']);
  });

  it('given the search worker is open, when the main worker writes, then the next search finds the new text', async () => {
    const { hash, main, search } = await session();
    await startConversation(main, conv('a', 'Garden', 1), [msg('a0', 'a', 0, 'tomatoes')]);
    expect((await search.init({ sessionHash: hash })).ok).toBe(true);
    expect(await titlesOf(search, 'wombat')).toEqual([]);
    await appendMessages(main, 'a', [msg('a1', 'a', 1, 'a wombat dug under the fence')], at(5));
    expect(await titlesOf(search, 'wombat')).toEqual(['Garden']);
  });

  it('given an answer left streaming, when the search worker opens the session, then it leaves the row to the main worker', async () => {
    const { hash, main, search } = await session();
    await startConversation(main, conv('s', 'Stream', 1), [msg('s0', 's', 0, 'half an answer', 'streaming')]);
    expect((await search.init({ sessionHash: hash })).ok).toBe(true);
    expect((await main.messages.get('s0'))?.status).toBe('streaming');
  });

  it('given a search worker, then it answers only the search calls and opening the session', () => {
    expect(Object.keys(createSearchWorkerApi()).sort()).toEqual(['init', 'searchConversations', 'subscribeSearchIndex', 'unsubscribe']);
  });
});
