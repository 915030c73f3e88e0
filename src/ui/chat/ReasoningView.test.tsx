import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../chat/records';
import type { Language } from '../../shared';
import { AppStoreProvider, type AppState, type AppStore } from '../../state/store';
import { createTestStore } from '../../state/storeHarness.testutil';
import { MessageItem } from './MessageItem';
import { ReasoningView } from './ReasoningView';

/** Server rendering reads a store's initial state, so the state under test is made the initial one. */
function storeWith(language: Language, state: Partial<AppState> = {}): AppStore {
  const { store } = createTestStore();
  store.setState({ ...state, settings: { ...store.getState().settings, language } });
  return { ...store, getInitialState: store.getState };
}

const render = (node: React.ReactNode, language: Language = 'en', state: Partial<AppState> = {}) =>
  renderToStaticMarkup(<AppStoreProvider store={storeWith(language, state)}>{node}</AppStoreProvider>);

const summaryOf = (html: string) => html.match(/<summary>(.*?)<\/summary>/)?.[1] ?? null;

describe('ReasoningView', () => {
  it('given thoughts still streaming, then a collapsed "Thinking…" disclosure holds them', () => {
    const html = render(<ReasoningView reasoning={{ text: 'Weighing it up' }} streaming />);
    expect(html).toMatch(/^<details class="reasoning thinking">/);
    expect(html).not.toContain(' open');
    expect(summaryOf(html)).toBe('Thinking…');
    expect(html).toContain('Weighing it up');
  });

  it.each<[Language, number, string]>([
    ['en', 2400, 'Thought for 2 s'],
    ['en', 300, 'Thought for 1 s'],
    ['zh', 2400, '已思考 2 秒'],
  ])('given a finished thought (%s, %i ms), then the summary says how long', (language, durationMs, label) => {
    expect(summaryOf(render(<ReasoningView reasoning={{ text: 'x', durationMs }} streaming={false} />, language))).toBe(label);
  });

  it('given thoughts without a duration on an answer no longer streaming (stopped in another tab), then they are just "Thoughts"', () => {
    expect(summaryOf(render(<ReasoningView reasoning={{ text: 'x' }} streaming={false} />))).toBe('Thoughts');
  });

  it('given no thoughts, or only whitespace, then nothing is shown', () => {
    expect(render(<ReasoningView reasoning={undefined} streaming />)).toBe('');
    expect(render(<ReasoningView reasoning={{ text: ' \n ', durationMs: 5 }} streaming={false} />)).toBe('');
  });
});

describe('an assistant message from a reasoning model', () => {
  const streaming: Message = {
    id: 'a1',
    conversationId: 'c1',
    role: 'assistant',
    text: '',
    status: 'streaming',
    createdAt: '2026-11-30T11:00:00.000Z',
    seq: 1,
  };

  it('given thoughts streaming into this tab and no answer yet, then one "Thinking…" shows (the block), not a second placeholder', () => {
    const html = render(<MessageItem message={streaming} isLast />, 'en', {
      liveReasoning: { a1: { text: 'Let me see' } },
    });
    expect(html.match(/Thinking…/g)).toHaveLength(1);
    expect(summaryOf(html)).toBe('Thinking…');
  });

  it('given a model that does not reason, then the placeholder still says "Thinking…" until the answer starts', () => {
    const html = render(<MessageItem message={streaming} isLast />);
    expect(html).not.toContain('<details');
    expect(html).toContain('Thinking…');
  });

  it('given a stored answer with its thoughts, then the answer text never includes them and the block says how long', () => {
    const done: Message = { ...streaming, status: 'complete', text: 'Tea.', reasoning: { text: 'SECRET-THOUGHT', durationMs: 3200 } };
    const html = render(<MessageItem message={done} isLast />);
    expect(summaryOf(html)).toBe('Thought for 3 s');
    const answerPart = html.slice(html.indexOf('assistant-text'));
    expect(answerPart).toContain('Tea.');
    expect(answerPart).not.toContain('SECRET-THOUGHT');
  });
});
