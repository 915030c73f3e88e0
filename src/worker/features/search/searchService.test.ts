import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appendMessages,
  deleteConversation,
  openChatDb,
  renameConversation,
  replaceTail,
  startConversation,
  writeMessageText,
  finishMessage,
  type ChatDb,
} from '../../../storage';
import { ModuleLoadError } from '../../../shared';
import * as indexModule from './conversationIndex';
import { createSearchService, type SearchService } from './searchService';
import { at, conv, msg } from './searchRows.testutil';

let db: ChatDb;
let service: SearchService;
afterEach(async () => {
  service.stop();
  await db.delete();
});

async function open(): Promise<ChatDb> {
  db = openChatDb(randomBytes(8).toString('hex'));
  await db.open();
  return db;
}
const titles = async (q: string) => (await service.search(q)).map((h) => h.title);

describe('conversation search service', () => {
  it('given a database written before the service existed, when the build finishes, then old messages are found with a marked snippet and progress reaches the total', async () => {
    await open();
    await startConversation(db, conv('a', 'Trip', 1), [
      msg('a0', 'a', 0, 'We should visit the lighthouse at dawn'),
      msg('a1', 'a', 1, 'ok'),
    ]);
    await startConversation(db, conv('b', 'Cooking', 2), [msg('b0', 'b', 0, '红烧肉怎么做')]);
    service = createSearchService(db);
    const seen: number[] = [];
    service.onProgress((p) => seen.push(p.indexed));
    await service.start();
    expect(service.progress()).toEqual({ indexed: 3, total: 3, ready: true });
    const [hit] = await service.search('lighthouse');
    expect(hit).toMatchObject({ conversationId: 'a', matchedIn: 'message' });
    expect(hit!.highlights.map(([s, e]) => hit!.snippet.slice(s, e))).toEqual(['lighthouse']);
    expect(await titles('红烧')).toEqual(['Cooking']);
  });

  it('given the service is running, when messages are added, edited, regenerated and deleted, then each write is reflected without a rebuild', async () => {
    await open();
    service = createSearchService(db);
    await service.start();
    await startConversation(db, conv('a', 'Plans', 1), [msg('a0', 'a', 0, 'book a flight to Lisbon')]);
    expect(await titles('lisbon')).toEqual(['Plans']);
    await appendMessages(db, 'a', [msg('a1', 'a', 1, '', 'streaming')], at(5));
    await writeMessageText(db, 'a1', 'Lisbon has trams');
    await finishMessage(db, 'a1', { text: 'Lisbon has yellow trams', status: 'complete' });
    expect(await titles('yellow trams')).toEqual(['Plans']);
    // Edit and resend: the user text changes, the old answer is replaced.
    await replaceTail(db, 'a', ['a1'], { id: 'a0', text: 'book a train to Porto' }, [msg('a2', 'a', 2, 'Porto by train is lovely')], at(6));
    expect(await titles('lisbon')).toEqual([]);
    expect(await titles('porto train')).toEqual(['Plans']);
    await renameConversation(db, 'a', 'Portugal');
    expect(await titles('portugal')).toEqual(['Portugal']);
    await deleteConversation(db, 'a');
    expect(await titles('porto')).toEqual([]);
  });

  it('given a streaming answer, when a search comes before it settles, then the latest text is searched', async () => {
    await open();
    service = createSearchService(db);
    await service.start();
    await startConversation(db, conv('a', 'Live', 1), [msg('a0', 'a', 0, 'hello'), msg('a1', 'a', 1, '', 'streaming')]);
    await writeMessageText(db, 'a1', 'partial answer about volcanoes');
    expect(await titles('volcano')).toEqual(['Live']);
  });

  it('given a temporary chat, whether written before or after the build, then it is never found', async () => {
    await open();
    await startConversation(db, conv('t', 'Temp one', 1, true), [msg('t0', 't', 0, 'secret zebra')]);
    service = createSearchService(db);
    await service.start();
    await startConversation(db, conv('u', 'Temp two', 2, true), [msg('u0', 'u', 0, 'secret zebra again')]);
    await startConversation(db, conv('k', 'Kept', 3), [msg('k0', 'k', 0, 'a zebra at the zoo')]);
    expect(await titles('zebra')).toEqual(['Kept']);
    expect(await titles('temp')).toEqual([]);
  });

  it('given writes while the build is still reading, then deleted messages stay out and edited ones keep the new text', async () => {
    await open();
    const many = Array.from({ length: 2500 }, (_, i) => msg(`m${String(i).padStart(5, '0')}`, 'a', i, `filler ${i}`));
    many[0] = msg('m00000', 'a', 0, 'original walrus');
    many[2400] = msg('m02400', 'a', 2400, 'doomed narwhal');
    await startConversation(db, conv('a', 'Big', 1), many);
    service = createSearchService(db);
    const building = service.start();
    await db.messages.update('m00000', { text: 'edited penguin' });
    await db.messages.delete('m02400');
    await building;
    expect(await titles('walrus')).toEqual([]);
    expect(await titles('penguin')).toEqual(['Big']);
    expect(await titles('narwhal')).toEqual([]);
  });
});

describe('conversation search with its index loaded on demand', () => {
  it('given a new service, when writes arrive before the index code does, then nothing is loaded until the build starts, and those writes are searchable after it', async () => {
    await open();
    await startConversation(db, conv('a', 'Old', 1), [msg('a0', 'a', 0, 'an old heron')]);
    let loads = 0;
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    service = createSearchService(db, async () => {
      loads += 1;
      await arrived;
      return indexModule;
    });
    await startConversation(db, conv('b', 'Early', 2), [msg('b0', 'b', 0, 'an early ibis')]);
    await renameConversation(db, 'b', 'Early bird');
    expect(loads).toBe(0);
    const building = service.start();
    const searching = titles('ibis');
    await deleteConversation(db, 'a');
    expect(loads).toBe(1);
    release();
    await building;
    expect(await searching).toEqual(['Early bird']);
    expect(await titles('heron')).toEqual([]);
    expect(service.progress()).toMatchObject({ ready: true });
    expect(loads).toBe(1);
  });

  it('given the index code cannot be fetched, when searched, then the search fails with a ModuleLoadError instead of hanging, and the next search loads it and finds old messages', async () => {
    await open();
    await startConversation(db, conv('a', 'Birds', 1), [msg('a0', 'a', 0, 'a grey heron')]);
    let offline = true;
    service = createSearchService(db, async () => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return indexModule;
    });
    // The failed fetch is reported once per attempt (the start, then the search's own try), not swallowed.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await service.start();
    expect(service.progress().ready).toBe(true);
    const failure = await service.search('heron').catch((e: unknown) => e);
    expect(logged.mock.calls.map((call) => [call[0], call[1] instanceof ModuleLoadError])).toEqual([
      ['conversation index build failed', true],
      ['conversation index build failed', true],
    ]);
    logged.mockRestore();
    expect(failure).toBeInstanceOf(ModuleLoadError);
    expect((failure as Error).message).toMatch(/Conversation search could not be loaded/);
    offline = false;
    await service.start();
    expect(await titles('heron')).toEqual(['Birds']);
  });
});

describe('conversation search across tabs', () => {
  it('given two tabs of one session, when one writes, then the other tab finds the new text and loses the deleted one', async () => {
    await open();
    service = createSearchService(db);
    await service.start();
    const otherTab = openChatDb(db.name.replace('mindkeep-chat-', ''));
    await otherTab.open();
    const other = createSearchService(otherTab);
    try {
      await other.start();
      await startConversation(otherTab, conv('x', 'From the other tab', 1), [msg('x0', 'x', 0, 'a capybara in the garden')]);
      await expect.poll(async () => titles('capybara')).toEqual(['From the other tab']);
      await deleteConversation(otherTab, 'x');
      await expect.poll(async () => titles('capybara')).toEqual([]);
    } finally {
      other.stop();
      otherTab.close();
    }
  });
});
