import { memo, useMemo, useState } from 'react';
import { useAppStore } from '../../state/store';
import { errorText, useT } from '../i18n';
import { LazyMarkdown as Markdown } from '../markdown/LazyMarkdown';
import { COPY_FEEDBACK_MS } from '../common/copyFeedback';
import { TechnicalDetail } from '../common/TechnicalDetail';
import { ToolCallsView } from './ToolCallsView';
import { ReasoningView } from './ReasoningView';
import { MemoriesUsed } from '../memory/MemoriesUsed';
import { MemoryNotices } from '../memory/MemoryNotices';
import type { ShownMessage } from '../../state/types';
import { VersionSwitch } from './VersionSwitch';

interface Props {
  message: ShownMessage;
  isLast: boolean;
}

/**
 * Failures the user fixes in Settings (the key, the address, the model): the error offers the way there. Its
 * name leaves out the word "Settings", which would make the top bar's Settings button ambiguous by name.
 */
const FIXED_IN_SETTINGS: ReadonlySet<string> = new Set(['no_key', 'no_key_for_endpoint', 'bad_base_url', 'auth', 'forbidden', 'not_found']);

export const MessageItem = memo(function MessageItem({ message, isLast }: Props) {
  const t = useT();
  const live = useAppStore((s) => s.liveText[message.id]);
  const liveReasoning = useAppStore((s) => s.liveReasoning[message.id]);
  const memoriesUsed = useAppStore((s) => s.recallCounts[message.id] ?? 0);
  // A task list's answers follow its checklist: answering again or editing the goal would lose results.
  const isTaskList = useAppStore((s) => s.conversations.find((c) => c.id === message.conversationId)?.mode === 'tasklist_agent');
  const conversationStreaming = useAppStore((s) => message.conversationId in s.streaming);
  const settings = useAppStore((s) => s.settings);
  const regenerate = useAppStore((s) => s.regenerate);
  const openInspector = useAppStore((s) => s.openInspector);
  const openSettings = useAppStore((s) => s.openSettings);
  const editAndResend = useAppStore((s) => s.editAndResend);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.text);
  const [copied, setCopied] = useState(false);
  // Stable per language, so the memoised Markdown does not re-render for it.
  const codeLabels = useMemo(() => ({ copyCode: t.copyCode, copy: t.copy, copied: t.copied, copyFailed: t.copyFailed }), [t]);

  const isUser = message.role === 'user';
  const text = live !== undefined && live.length >= message.text.length ? live : message.text;
  const streaming = message.status === 'streaming';
  // Streamed into this tab it is ahead of the batched writes; once stored with its duration, the row decides.
  const reasoning = message.reasoning?.durationMs !== undefined ? message.reasoning : (liveReasoning ?? message.reasoning);
  const hasReasoning = !!reasoning?.text.trim();
  const who = isUser ? t.you : t.assistant;
  const label = `${who}: ${text.slice(0, 60)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch {
      setCopied(false);
    }
  };

  return (
    <article className={`message ${message.role} ${message.status}`} aria-label={label} aria-busy={streaming || undefined}>
      <div className="who">{who}</div>
      {isUser ? (
        editing ? (
          <form
            className="edit"
            onSubmit={async (e) => {
              e.preventDefault();
              // Closed only once the edit is on its way; offline or without a key the edited text stays.
              if (await editAndResend(message.id, draft)) setEditing(false);
            }}
          >
            <textarea
              aria-label={t.edit}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              autoFocus
              rows={Math.min(10, draft.split('\n').length + 1)}
            />
            <div className="actions">
              <button type="submit" className="primary" disabled={!draft.trim()}>
                {t.saveAndSend}
              </button>
              <button type="button" onClick={() => setEditing(false)}>
                {t.cancel}
              </button>
            </div>
          </form>
        ) : (
          <div className="user-text">{message.text}</div>
        )
      ) : (
        <>
          {/* Once the answer streams, the model has stopped thinking, even before its duration is stored (another tab). */}
          <ReasoningView reasoning={reasoning} streaming={streaming && !text} />
          <div className="assistant-text">
            {text ? (
              <Markdown text={text} labels={codeLabels} />
            ) : streaming && !hasReasoning ? (
              <span className="muted">{t.thinking}</span>
            ) : null}
          </div>
        </>
      )}
      <ToolCallsView toolCalls={message.toolCalls} />
      {message.error && (message.status === 'error' || message.status === 'interrupted') && (
        <div role={message.status === 'error' ? 'alert' : 'status'} className={`message-error ${message.status}`}>
          {errorText(t, message.error, { baseURL: settings.baseURL, model: settings.chatModel })}
          <TechnicalDetail error={message.error} />
          {message.error.code === 'storage_full' && (
            <button type="button" className="ghost" onClick={() => openInspector('transfer')}>
              {t.openStoragePanel}
            </button>
          )}
          {FIXED_IN_SETTINGS.has(message.error.code) && (
            <button type="button" className="ghost" onClick={() => openSettings()}>
              {t.openSettingsToFix}
            </button>
          )}
        </div>
      )}
      {!isUser && memoriesUsed > 0 && <MemoriesUsed assistantMessageId={message.id} count={memoriesUsed} />}
      {!isUser && <MemoryNotices assistantMessageId={message.id} />}
      {!editing && <VersionSwitch message={message} />}
      {!streaming && !editing && (
        <div className="actions">
          {/* Any earlier message can be edited: the edit becomes a new version, the original stays reachable. */}
          {isUser && !conversationStreaming && !isTaskList && (
            <button
              type="button"
              className="ghost"
              onClick={() => {
                setDraft(message.text);
                setEditing(true);
              }}
            >
              {t.edit}
            </button>
          )}
          {!isUser && (
            <button type="button" className="ghost" onClick={() => void copy()}>
              {copied ? t.copied : t.copy}
            </button>
          )}
          {!isUser && isLast && !conversationStreaming && !isTaskList && (
            <button type="button" className="ghost" onClick={() => void regenerate()}>
              {message.status === 'complete' ? t.regenerate : t.retry}
            </button>
          )}
        </div>
      )}
    </article>
  );
});
