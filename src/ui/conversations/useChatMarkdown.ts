import { useCallback, useEffect, useRef, useState } from 'react';
import { conversationToMarkdown, markdownFileName, type MarkdownLabels } from '../../chat';
import type { Conversation } from '../../chat/records';
import { useAppStore } from '../../state/store';
import { downloadText } from '../common/download';
import { errorText, format, useT, type Strings } from '../i18n';

/** How long the "Copied … as Markdown" line stays. */
const STATUS_MS = 4000;

export type ChatMarkdownAction = 'copy' | 'download';

export function markdownLabels(t: Strings): MarkdownLabels {
  return {
    user: t.you,
    assistant: t.assistant,
    thoughtFor: (n) => format(t.thoughtFor, { n }),
    thinking: t.thoughts,
    toolCall: (name) => format(t.toolCall, { name }),
    toolFailed: (name) => format(t.toolFailed, { name }),
    toolArguments: t.toolArguments,
    toolResult: t.toolResult,
    interrupted: t.stopped,
    failed: t.markdownAnswerFailed,
  };
}

/**
 * Copies or downloads one chat as Markdown (read in full from the worker), and the line that says how it
 * went: shown in a polite status region by the caller, cleared after a few seconds.
 */
export function useChatMarkdown(): {
  exportChat(conversation: Conversation, action: ChatMarkdownAction): Promise<void>;
  status: string | null;
} {
  const t = useT();
  const transcript = useAppStore((s) => s.conversationTranscript);
  const [status, setStatus] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const say = useCallback((text: string) => {
    setStatus(text);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(null), STATUS_MS);
  }, []);

  const exportChat = useCallback(
    async (conversation: Conversation, action: ChatMarkdownAction) => {
      const title = conversation.title;
      const result = await transcript(conversation.id);
      if (!result.ok) return say(format(t.chatExportFailed, { title, reason: errorText(t, result.error) }));
      const markdown = conversationToMarkdown(result.value.conversation, result.value.messages, markdownLabels(t));
      if (action === 'download') {
        downloadText(markdownFileName(result.value.conversation.title), markdown, 'text/markdown');
        return say(format(t.chatDownloaded, { title }));
      }
      try {
        await navigator.clipboard.writeText(markdown);
        say(format(t.chatCopied, { title }));
      } catch {
        say(format(t.chatCopyFailed, { title }));
      }
    },
    [say, t, transcript],
  );
  return { exportChat, status };
}
