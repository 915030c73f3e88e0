import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../chat/records';
import { createConversationIndex, MATCH_STRENGTH } from './conversationIndex';
import { buildSnippet, findMatches } from './snippet';

const conv = (id: string, title: string, lastActiveAt: string, extra: Partial<Conversation> = {}): Conversation => ({
  id,
  title,
  mode: 'ordinary_chat',
  createdAt: lastActiveAt,
  lastActiveAt,
  ...extra,
});
const msg = (id: string, conversationId: string, text: string) => ({ id, conversationId, text });

function seeded() {
  const index = createConversationIndex();
  index.putConversation(conv('a', 'Garden plans', '2026-01-01T00:00:00Z'));
  index.putConversation(conv('b', 'Work', '2026-03-01T00:00:00Z'));
  index.putConversation(conv('c', '周末', '2026-02-01T00:00:00Z'));
  index.putMessage(msg('a1', 'a', 'Which tomatoes grow best in a shady garden?'));
  index.putMessage(msg('a2', 'a', 'Try cherry varieties; they tolerate shade.'));
  index.putMessage(msg('b1', 'b', 'Deploy the server with Docker and a tomato-red theme'));
  index.putMessage(msg('c1', 'c', '我想周末去爬山，然后吃水蜜桃'));
  return index;
}

describe('conversation index', () => {
  it('given messages, when searching a word in another grammatical number, then the folded form finds it', () => {
    const ids = seeded()
      .search('tomato', 10)
      .map((m) => m.conversationId);
    expect(ids.sort()).toEqual(['a', 'b']);
  });

  it('given words spread over two messages, when searching both, then the conversation matches but ranks below one message holding both', () => {
    const index = seeded();
    index.putMessage(msg('b2', 'b', 'cherry tomato salad'));
    const matches = index.search('cherry tomato', 10);
    expect(matches.map((m) => [m.conversationId, m.strength])).toEqual([
      ['b', MATCH_STRENGTH.oneMessage],
      ['a', MATCH_STRENGTH.spread],
    ]);
  });

  it('given a query word that occurs nowhere, then no conversation matches (every word must match)', () => {
    expect(seeded().search('tomato kubernetes', 10)).toEqual([]);
  });

  it('given Chinese text without spaces, when searching a word inside it or one character, then it is found', () => {
    const index = seeded();
    expect(index.search('水蜜桃', 10).map((m) => m.conversationId)).toEqual(['c']);
    expect(index.search('爬山 桃', 10).map((m) => m.conversationId)).toEqual(['c']);
    expect(index.search('桃水', 10)).toEqual([]);
  });

  it('given full-width and upper-case letters in the query, then they match the plain text', () => {
    expect(
      seeded()
        .search('ＤＯＣＫＥＲ', 10)
        .map((m) => m.conversationId),
    ).toEqual(['b']);
  });

  it('given title matches, then they rank first, and equal strength is ordered newest first', () => {
    const index = seeded();
    index.putConversation(conv('d', 'Garden tools', '2026-04-01T00:00:00Z'));
    index.putMessage(msg('b3', 'b', 'garden party'));
    expect(index.search('garden', 10).map((m) => m.conversationId)).toEqual(['d', 'a', 'b']);
  });

  it('given an edited, a deleted message and a renamed conversation, then search follows each change', () => {
    const index = seeded();
    index.putMessage(msg('b1', 'b', 'Deploy with Podman now'));
    expect(index.search('docker', 10)).toEqual([]);
    expect(index.search('podman', 10).map((m) => m.messageId)).toEqual(['b1']);
    index.removeMessage('b1');
    expect(index.search('podman', 10)).toEqual([]);
    index.putConversation(conv('b', 'Holiday', '2026-03-01T00:00:00Z'));
    expect(index.search('work', 10)).toEqual([]);
    expect(index.search('holiday', 10).map((m) => m.conversationId)).toEqual(['b']);
    index.removeConversation('a');
    expect(index.search('cherry', 10)).toEqual([]);
  });

  it('given a temporary chat, then neither its title nor its messages are ever found', () => {
    const index = seeded();
    index.putConversation(conv('t', 'Secret plans', '2026-05-01T00:00:00Z', { temporary: true }));
    index.putMessage(msg('t1', 't', 'a secret message about tomatoes'));
    expect(index.search('secret', 10)).toEqual([]);
    expect(index.search('tomato', 10).map((m) => m.conversationId)).not.toContain('t');
  });
});

describe('snippets', () => {
  it('given a long message, then the excerpt starts near the first match and marks each matched word', () => {
    const text = `${'filler words here '.repeat(10)}we planted Tomatoes beside the  fence and more tomato talk`;
    const snippet = buildSnippet(text, 'tomato fence');
    expect(snippet.text.startsWith('…')).toBe(true);
    const marked = snippet.highlights.map(([a, b]) => snippet.text.slice(a, b));
    expect(marked).toEqual(['Tomatoes', 'fence', 'tomato']);
  });

  it('given a message written in Markdown, then the excerpt reads as text and still marks the matched words', () => {
    const text =
      '## Plan\n\n- Use **React** with `Vite`\n> see [the docs](https://vite.dev/guide) and ~~webpack~~\n\nkeep snake_case_names';
    const snippet = buildSnippet(text, 'plan react docs');
    expect(snippet.text).toBe('Plan Use React with Vite see the docs and webpack keep snake_case_names');
    expect(snippet.highlights.map(([a, b]) => snippet.text.slice(a, b))).toEqual(['Plan', 'React', 'docs']);
  });

  it('given Chinese and mixed text, then the Chinese word and the Latin word are both marked', () => {
    const text = '我用VSCode写代码，然后吃水蜜桃';
    expect(findMatches(text, '水蜜桃 vscode').map(([a, b]) => text.slice(a, b))).toEqual(['VSCode', '水蜜桃']);
  });
});
