import { describe, expect, it, vi } from 'vitest';
import { CHAT_OPTIONS_KEY, loadChatOptions } from './chatOptionsStorage';
import { createMemoryStorage } from './memoryStorage.testutil';
import { SETTINGS_KEY } from './settingsStorage';
import { createFakePage, createTestStore } from './storeHarness.testutil';

describe('custom instructions and each chat’s own system prompt', () => {
  it('given custom instructions and a chat prompt, when that chat sends, then both go with the request and only that chat gets its prompt', async () => {
    const { store, worker } = createTestStore();
    store.getState().saveAllSettings({ ...store.getState().settings, aboutMe: 'I teach maths.', answerStyle: 'Be brief.' }, 'sk-k', true);
    expect(store.getState().saveChatOptions('c1', { systemPrompt: 'You are a pirate.' })).toBeNull();
    store.setState({ activeId: 'c1', composer: { c1: 'Hello' } });
    await store.getState().sendMessage();
    store.setState({ activeId: 'c2', composer: { c2: 'Hello' } });
    await store.getState().sendMessage();

    const [first, second] = worker.requests('sendMessage');
    expect(first!.settings.instructions).toEqual({ aboutMe: 'I teach maths.', answerStyle: 'Be brief.', chatPrompt: 'You are a pirate.' });
    expect(second!.settings.instructions).toEqual({ aboutMe: 'I teach maths.', answerStyle: 'Be brief.', chatPrompt: '' });
  });

  it('given a chat prompt, when saved, then it is kept in localStorage apart from the settings and the key, and the request size is asked again with it', async () => {
    const { store, worker, local, session } = createTestStore();
    store.setState({ bootStatus: 'ready', activeId: 'c1' });
    store.getState().saveChatOptions('c1', { systemPrompt: 'You are a pirate.' });

    expect(loadChatOptions(local)).toEqual({ c1: { systemPrompt: 'You are a pirate.' } });
    expect(local.getItem(SETTINGS_KEY) ?? '').not.toContain('pirate');
    expect(session.getItem(CHAT_OPTIONS_KEY)).toBeNull();
    await vi.waitFor(() =>
      expect(worker.requests('estimateNextRequestTokens').at(-1)?.instructions).toMatchObject({ chatPrompt: 'You are a pirate.' }),
    );
  });

  it('given a chat with a prompt, when it is deleted, then its prompt goes too; an emptied prompt takes no room', async () => {
    const { store, local } = createTestStore();
    store.getState().saveChatOptions('c1', { systemPrompt: 'Pirate.' });
    store.getState().saveChatOptions('c2', { systemPrompt: 'Tutor.' });
    await store.getState().deleteConversation('c1');
    expect(loadChatOptions(local)).toEqual({ c2: { systemPrompt: 'Tutor.' } });
    store.getState().saveChatOptions('c2', { systemPrompt: '  ' });
    expect(local.getItem(CHAT_OPTIONS_KEY)).toBeNull();
  });

  it('given a chat’s temperature and answer length, when it sends, then they go with its request only; stored values out of range are dropped alone', async () => {
    const { store, worker, local } = createTestStore();
    store.getState().saveAllSettings(store.getState().settings, 'sk-k', true);
    store.getState().saveChatOptions('c1', { systemPrompt: '', temperature: 0.2, maxTokens: 300 });
    store.setState({ activeId: 'c1', composer: { c1: 'Hello' } });
    await store.getState().sendMessage();
    store.setState({ activeId: 'c2', composer: { c2: 'Hello' } });
    await store.getState().sendMessage();
    expect(worker.requests('sendMessage').map((r) => r.settings.sampling)).toEqual([{ temperature: 0.2, maxTokens: 300 }, {}]);

    local.setItem(CHAT_OPTIONS_KEY, JSON.stringify({ c1: { systemPrompt: 'P', temperature: 7, maxTokens: 12.5 }, c2: { temperature: 0 } }));
    expect(loadChatOptions(local)).toEqual({ c1: { systemPrompt: 'P' }, c2: { systemPrompt: '', temperature: 0 } });
  });

  it('given stored options with a bad entry or none at all, when loaded, then the good entries are kept alone', () => {
    const local = createMemoryStorage();
    local.setItem(CHAT_OPTIONS_KEY, JSON.stringify({ c1: { systemPrompt: 'Pirate.' }, c2: { systemPrompt: 42 }, c3: 'x' }));
    expect(loadChatOptions(local)).toEqual({ c1: { systemPrompt: 'Pirate.' } });
    for (const stored of ['null', '[]', '{oops']) {
      local.setItem(CHAT_OPTIONS_KEY, stored);
      expect(loadChatOptions(local)).toEqual({});
    }
  });

  it('given a chat prompt saved in another tab, when its storage event arrives, then this tab uses it', () => {
    const local = createMemoryStorage();
    const page = createFakePage();
    const { store } = createTestStore({ local, page });
    store.getState().followChatOptionsOfOtherTabs();
    local.setItem(CHAT_OPTIONS_KEY, JSON.stringify({ c1: { systemPrompt: 'Pirate.' } }));
    page.otherTabWrote(CHAT_OPTIONS_KEY);
    expect(store.getState().chatOptionsOf('c1').systemPrompt).toBe('Pirate.');
  });
});
