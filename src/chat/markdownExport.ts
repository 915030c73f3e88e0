import type { Conversation, Message, ToolCallRecord } from './records';
import { sortBySeq } from './turns';

/** The words of a chat's Markdown, in the reader's language (the UI passes them). */
export interface MarkdownLabels {
  user: string;
  assistant: string;
  /** "Thought for {seconds} s", or the plain heading when the time is unknown. */
  thoughtFor: (seconds: number) => string;
  thinking: string;
  /** "Tool: {name}", and the heading of a call that failed. */
  toolCall: (name: string) => string;
  toolFailed: (name: string) => string;
  toolArguments: string;
  toolResult: string;
  /** Said under an answer that was stopped or failed part way. */
  interrupted: string;
  failed: string;
}

/** A fence longer than any run of backticks in the text, so the text can never close it early. */
function fence(text: string, language = ''): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(Math.max(3, longest + 1));
  return `${ticks}${language}\n${text.replace(/\n+$/, '')}\n${ticks}`;
}

/** Arguments as the model sent them, pretty-printed when they are JSON. */
function prettyArguments(raw: string): { text: string; language: string } {
  try {
    return { text: JSON.stringify(JSON.parse(raw), null, 2), language: 'json' };
  } catch {
    return { text: raw, language: '' };
  }
}

function toolCallMarkdown(call: ToolCallRecord, labels: MarkdownLabels): string {
  const args = prettyArguments(call.arguments);
  return [
    `**${call.ok ? labels.toolCall(call.name) : labels.toolFailed(call.name)}**`,
    `${labels.toolArguments}:`,
    fence(args.text, args.language),
    `${labels.toolResult}:`,
    fence(call.content),
  ].join('\n\n');
}

/**
 * A reasoning model's thoughts, folded away (a `<details>` block renders collapsed where Markdown allows
 * HTML) and kept apart from the answer text, as in the chat.
 */
function reasoningMarkdown(reasoning: NonNullable<Message['reasoning']>, labels: MarkdownLabels): string | null {
  const text = reasoning.text.trim();
  if (!text) return null;
  const summary =
    reasoning.durationMs !== undefined ? labels.thoughtFor(Math.max(1, Math.round(reasoning.durationMs / 1000))) : labels.thinking;
  return `<details>\n<summary>${escapeHtml(summary)}</summary>\n\n${text}\n\n</details>`;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function messageMarkdown(message: Message, labels: MarkdownLabels): string | null {
  const heading = `## ${message.role === 'user' ? labels.user : labels.assistant}`;
  const parts: string[] = [];
  if (message.reasoning) {
    const reasoning = reasoningMarkdown(message.reasoning, labels);
    if (reasoning) parts.push(reasoning);
  }
  for (const call of message.toolCalls ?? []) parts.push(toolCallMarkdown(call, labels));
  const text = message.text.trim();
  if (text) parts.push(text);
  if (message.role === 'assistant' && message.status === 'interrupted') parts.push(`_${labels.interrupted}_`);
  if (message.role === 'assistant' && message.status === 'error') parts.push(`_${labels.failed}_`);
  // An answer still streaming in another tab, with nothing yet, says nothing.
  if (parts.length === 0) return null;
  return [heading, ...parts].join('\n\n');
}

/**
 * One chat as Markdown: its title, then each message in order under "You" / "Assistant", with a
 * reasoning model's thoughts folded away before its answer and each tool call with its arguments and
 * result. Only what the chat database holds: what memory recalled for a request is never part of it.
 */
export function conversationToMarkdown(
  conversation: Pick<Conversation, 'title'>,
  messages: readonly Message[],
  labels: MarkdownLabels,
): string {
  const body = sortBySeq(messages)
    .map((m) => messageMarkdown(m, labels))
    .filter((part): part is string => part !== null);
  return `${[`# ${conversation.title.replace(/\s+/g, ' ').trim()}`, ...body].join('\n\n')}\n`;
}

/** A file name for a chat's Markdown: its title without characters file systems refuse, never empty. */
export function markdownFileName(title: string, fallback = 'chat'): string {
  const cleaned = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 80)
    .trim();
  return `${cleaned || fallback}.md`;
}
