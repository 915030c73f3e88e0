import { describe, expect, it } from 'vitest';
import { assistant, buildMessages, user } from './fixtures';
import { conversationToMarkdown, markdownFileName, type MarkdownLabels } from './markdownExport';
import type { Message } from './records';

const labels: MarkdownLabels = {
  user: 'You',
  assistant: 'Assistant',
  thoughtFor: (s) => `Thought for ${s} s`,
  thinking: 'Thinking',
  toolCall: (name) => `Tool call: ${name}`,
  toolFailed: (name) => `Tool failed: ${name}`,
  toolArguments: 'Arguments',
  toolResult: 'Result',
  interrupted: 'Stopped.',
  failed: 'No answer: the request failed.',
};

describe('conversationToMarkdown', () => {
  it('given a chat, when exported, then its title heads the file and the messages follow in order under You / Assistant', () => {
    const [a, b, c, d] = buildMessages([
      user('First **question**'),
      assistant('An answer\n\n- one\n- two'),
      user('Second'),
      assistant('Done.'),
    ]);
    // Given out of order: the export follows each message's position, not the array's.
    const md = conversationToMarkdown({ title: 'Trip  to\nHangzhou' }, [c!, a!, d!, b!], labels);
    expect(md).toBe(
      [
        '# Trip to Hangzhou',
        '## You',
        'First **question**',
        '## Assistant',
        'An answer\n\n- one\n- two',
        '## You',
        'Second',
        '## Assistant',
        'Done.',
      ].join('\n\n') + '\n',
    );
  });

  it('given an answer with reasoning, when exported, then the thoughts are folded away before the answer, never inside its text', () => {
    const [q, a] = buildMessages([user('Why?'), assistant('Because.')]);
    const withReasoning: Message = { ...a!, reasoning: { text: 'Let me think <b>hard</b>.', durationMs: 2400 } };
    const md = conversationToMarkdown({ title: 'T' }, [q!, withReasoning], labels);
    expect(md).toContain(
      '## Assistant\n\n<details>\n<summary>Thought for 2 s</summary>\n\nLet me think <b>hard</b>.\n\n</details>\n\nBecause.\n',
    );
    const streamed = conversationToMarkdown({ title: 'T' }, [{ ...withReasoning, reasoning: { text: 'Hmm.' } }], labels);
    expect(streamed).toContain('<summary>Thinking</summary>');
  });

  it('given tool calls, when exported, then each shows its name, its pretty-printed arguments and its result in fences the content cannot close', () => {
    const [q, a] = buildMessages([user('Add'), assistant('It is 3.')]);
    const withTools: Message = {
      ...a!,
      toolCalls: [
        { name: 'calculator', arguments: '{"expression":"1+2"}', ok: true, content: '3' },
        { name: 'search_chats', arguments: 'not json', ok: false, content: 'has ``` inside' },
      ],
    };
    const md = conversationToMarkdown({ title: 'T' }, [q!, withTools], labels);
    expect(md).toContain('**Tool call: calculator**\n\nArguments:\n\n```json\n{\n  "expression": "1+2"\n}\n```\n\nResult:\n\n```\n3\n```');
    expect(md).toContain('**Tool failed: search_chats**\n\nArguments:\n\n```\nnot json\n```\n\nResult:\n\n````\nhas ``` inside\n````');
    // The tools come before the answer they led to.
    expect(md.indexOf('Tool call: calculator')).toBeLessThan(md.indexOf('It is 3.'));
  });

  it('given a stopped answer, a failed one and one still empty, when exported, then the first two say so and the empty one is left out', () => {
    const msgs = buildMessages([
      user('q1'),
      assistant('Half an ans', 'interrupted'),
      user('q2'),
      assistant('', 'error'),
      user('q3'),
      assistant('', 'streaming'),
    ]);
    const md = conversationToMarkdown({ title: 'T' }, msgs, labels);
    expect(md).toContain('## Assistant\n\nHalf an ans\n\n_Stopped._');
    expect(md).toContain('## You\n\nq2\n\n## Assistant\n\n_No answer: the request failed._');
    expect(md.endsWith('## You\n\nq3\n')).toBe(true);
  });
});

describe('markdownFileName', () => {
  it('given titles with characters file systems refuse, when named, then they become spaces and the name ends in .md', () => {
    expect(markdownFileName('Plan: a/b <test>?')).toBe('Plan a b test.md');
    expect(markdownFileName('杭州旅行')).toBe('杭州旅行.md');
    expect(markdownFileName(' ... ')).toBe('chat.md');
    expect(markdownFileName('x'.repeat(200))).toBe(`${'x'.repeat(80)}.md`);
  });
});
