// The pseudo-locale test (as excalidraw's i18n does): every English string is wrapped in ⟦ ⟧, the app's
// screens are rendered with it, and every visible text and accessible name must be inside the markers. A
// sentence that bypasses the dictionary (worker prose, a hard-coded label) stands out as unwrapped text.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Message } from '../chat/records';
import { AppStoreProvider, type AppState, type AppStore } from '../state/store';
import { createTestStore } from '../state/storeHarness.testutil';
import { ERROR_CODES } from '../state/types';
import { App } from './App';
import { en } from './i18n/en';
import { errorText } from './i18n';
import { MemoryProblem } from './memory/MemoryProblem';

// The dictionary module itself is replaced, so no code path can reach the real English strings.
vi.mock('./i18n/en', async (importOriginal) => {
  const real = (await importOriginal()) as { en: Record<string, string> };
  return { en: Object.fromEntries(Object.entries(real.en).map(([key, text]) => [key, `⟦${text}⟧`])) };
});

/** Data the test gives the app (titles, messages, model names, a provider's own text): shown as is. */
const USER_DATA = ['Trip to Kyoto', 'Plan my trip', 'Partial answer', 'mock-chat', 'mock-embed', 'ws-provider-text'];
/** Names that are the same in every language: providers' brands, and each language named in itself. */
const PROPER_NAMES = ['OpenAI', 'DeepSeek', 'OpenRouter', 'Ollama', 'LM Studio', 'English', '简体中文'];

/** The text a user sees or hears: text nodes and the attributes assistive technology reads. */
function visibleTexts(html: string): string[] {
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const attributes = [...html.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((m) => decode(m[1] ?? ''));
  const texts = html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, '')
    .split(/<[^>]+>/)
    .map(decode);
  return [...texts, ...attributes].filter((s) => s.trim() !== '');
}

/** What is left of a text once every wrapped string and every piece of user data is taken out. */
function unwrapped(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  for (const data of [...USER_DATA, ...PROPER_NAMES]) rest = rest.split(data).join(' ');
  return rest;
}

/** Texts with a letter outside the markers: numbers, punctuation and symbols are not words. */
const leaks = (html: string) => visibleTexts(html).filter((text) => /\p{L}/u.test(unwrapped(text)));

const message = (m: Partial<Message> & Pick<Message, 'id' | 'role' | 'text'>): Message => ({
  conversationId: 'c1',
  status: 'complete',
  createdAt: '2026-11-30T11:00:00.000Z',
  seq: Number(m.id.replace(/\D/g, '')) || 0,
  ...m,
});

/** Server rendering reads a store's initial state, so the state under test is made the initial one. */
function storeWith(state: Partial<AppState>): AppStore {
  const { store } = createTestStore();
  store.setState({ ...state, settings: { ...store.getState().settings, chatModel: 'mock-chat', language: 'en' } });
  return { ...store, getInitialState: store.getState };
}

function render(state: Partial<AppState>): string {
  return renderToStaticMarkup(
    <AppStoreProvider store={storeWith(state)}>
      <App />
    </AppStoreProvider>,
  );
}

const conversation = {
  id: 'c1',
  title: 'Trip to Kyoto',
  mode: 'ordinary_chat' as const,
  createdAt: '2026-11-30T11:00:00.000Z',
  lastActiveAt: '2026-11-30T11:00:00.000Z',
};

describe('pseudo-locale: no visible text bypasses the dictionary', () => {
  it('given the pseudo dictionary, then it really is the one the app reads (the markers show)', () => {
    expect(en.newChat).toBe('⟦New chat⟧');
    expect(render({})).toContain('⟦New chat⟧');
  });

  it('given a chat with failed answers (new rows, an old row with a sentence of its own aside), a notice and every status, then all text is wrapped', () => {
    const html = render({
      bootStatus: 'failed',
      bootError: { code: 'storage_unavailable', values: { detail: 'ws-provider-text' } },
      conversations: [conversation],
      activeId: 'c1',
      messages: [
        message({ id: 'm1', role: 'user', text: 'Plan my trip' }),
        message({
          id: 'm2',
          role: 'assistant',
          text: 'Partial answer',
          status: 'error',
          error: { code: 'rate_limited', values: { status: 429, retryAfterSeconds: 12, detail: 'ws-provider-text' } },
        }),
        message({
          id: 'm3',
          role: 'assistant',
          text: 'Partial answer',
          status: 'error',
          error: { code: 'storage_full', values: { usedBytes: 10, quotaBytes: 20 } },
        }),
        message({
          id: 'm4',
          role: 'assistant',
          text: 'Partial answer',
          status: 'error',
          error: { code: 'not_found', message: 'Model "mock-chat" not found at x.', status: 404, model: 'mock-chat' },
        }),
        message({ id: 'm5', role: 'assistant', text: 'Partial answer', status: 'interrupted', error: { code: 'interrupted' } }),
      ],
      notice: { kind: 'error', code: 'network', values: { baseUrl: 'http://127.0.0.1:4999/v1' } },
      memoryStatus: {
        state: 'unavailable',
        reason: { code: 'memory_blocked' },
        pendingJobs: 3,
        meaning: {
          state: 'failed',
          embedded: 1,
          total: 2,
          reason: { code: 'embeddings_not_found', values: { model: 'mock-embed' } },
          lastFallback: { code: 'timeout' },
        },
      },
      compaction: { c1: { conversationId: 'c1', state: 'failed', reason: { code: 'malformed' } } },
    });
    expect(leaks(html.replaceAll('http://127.0.0.1:4999/v1', ''))).toEqual([]);
  });

  it('given the settings dialog and each tab of the memory view with an error, then all text is wrapped', () => {
    for (const inspectorTab of ['memories', 'rejections', 'transfer'] as const) {
      const html = render({ inspectorOpen: true, inspectorTab, memoryError: { code: 'memory_read_failed' } });
      expect([inspectorTab, leaks(html)]).toEqual([inspectorTab, []]);
    }
    expect(leaks(render({ settingsOpen: true }))).toEqual([]);
  });

  it('given a memory change refused by a full disk, then its sentence is wrapped', () => {
    const html = renderToStaticMarkup(
      <AppStoreProvider store={storeWith({})}>
        <MemoryProblem problem={{ code: 'storage_full', values: { usedBytes: 1, quotaBytes: 2 } }} />
      </AppStoreProvider>,
    );
    expect(leaks(html)).toEqual([]);
  });

  it('given every error code, then its sentence comes from the dictionary', () => {
    const values = {
      status: 500,
      retryAfterSeconds: 3,
      model: 'mock-chat',
      baseUrl: 'http://h/v1',
      usedBytes: 1,
      quotaBytes: 2,
      sizeBytes: 3,
      limitBytes: 4,
    };
    for (const code of ERROR_CODES) {
      const text = errorText(en, { code, values }).replaceAll('http://h/v1', '');
      expect([code, /\p{L}/u.test(unwrapped(text))]).toEqual([code, false]);
    }
  });
});
