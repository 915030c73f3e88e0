import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { decideStickiness, isNearBottom, VirtualList } from './VirtualList';

interface Message {
  id: string;
  author: 'You' | 'Assistant';
  text: string;
}

const messages = (count: number): Message[] =>
  Array.from({ length: count }, (_, i) => ({ id: `m${i}`, author: i % 2 === 0 ? 'You' : 'Assistant', text: `message ${i}` }));

const renderList = (items: Message[], threshold?: number) =>
  renderToStaticMarkup(
    <VirtualList
      items={items}
      threshold={threshold}
      getKey={(m) => m.id}
      renderItem={(m) => <article aria-label={`${m.author} ${m.text}`}>{m.text}</article>}
      role="log"
      aria-label="Messages"
    />,
  );

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('isNearBottom', () => {
  it('is true at the very bottom and within the threshold', () => {
    expect(isNearBottom(1500, 500, 2000, 0)).toBe(true);
    expect(isNearBottom(1470, 500, 2000, 32)).toBe(true);
  });

  it('is false once further from the end than the threshold', () => {
    expect(isNearBottom(1467, 500, 2000, 32)).toBe(false);
    expect(isNearBottom(0, 500, 2000, 32)).toBe(false);
  });

  it('is true when the content does not fill the viewport', () => {
    expect(isNearBottom(0, 500, 300, 0)).toBe(true);
  });
});

describe('decideStickiness', () => {
  it('sticks whenever the user is at the bottom, even if they were not following', () => {
    expect(decideStickiness(false, 100, { scrollTop: 1500, clientHeight: 500, scrollHeight: 2000 })).toBe(true);
  });

  it('unsticks when the user scrolls up away from the bottom', () => {
    expect(decideStickiness(true, 1500, { scrollTop: 1200, clientHeight: 500, scrollHeight: 2000 })).toBe(false);
  });

  it('stays sticky when streamed content grew below a view that did not move up', () => {
    // Given the view was at the bottom of 2000px and the last message grew to 2600px
    // When a scroll event reports the unchanged position before the list re-pins
    const next = decideStickiness(true, 1500, { scrollTop: 1500, clientHeight: 500, scrollHeight: 2600 });

    // Then the list still follows the stream
    expect(next).toBe(true);
  });

  it('does not re-stick a user who scrolled up just because content grew', () => {
    expect(decideStickiness(false, 800, { scrollTop: 800, clientHeight: 500, scrollHeight: 2600 })).toBe(false);
  });
});

describe('VirtualList', () => {
  it('renders every item, in order, as the direct child article below the threshold', () => {
    const html = renderList(messages(5));

    expect(count(html, /<article /g)).toBe(5);
    expect(html).toMatch(/<div role="log" aria-label="Messages"[^>]*><div[^>]*><article aria-label="You message 0">/);
    expect(html.indexOf('message 0')).toBeLessThan(html.indexOf('message 4'));
  });

  it('renders all items at exactly the threshold and virtualises above it', () => {
    expect(count(renderList(messages(80)), /<article /g)).toBe(80);
    expect(count(renderList(messages(81)), /<article /g)).toBeLessThan(81);
  });

  it('does not render 2,000 items at once', () => {
    const html = renderList(messages(2000));

    expect(count(html, /<article /g)).toBeLessThan(100);
    expect(html).toContain('role="log"');
    // The unrendered rows still take their estimated space, so the scrollbar is right.
    expect(html).toMatch(/padding-bottom:\d{5,}px/);
  });
});
