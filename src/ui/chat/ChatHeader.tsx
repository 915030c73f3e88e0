import { useState } from 'react';
import { useAppStore } from '../../state/store';
import { useT } from '../i18n';
import { ChatSettingsDialog } from './ChatSettingsDialog';
import { ModelSwitch } from './ModelSwitch';

/** Which kind of chat is open: its mode and, clearly, whether it is temporary; the model answering; its own settings. */
export function ChatHeader() {
  const t = useT();
  const conversation = useAppStore((s) => s.conversations.find((c) => c.id === s.activeId));
  const chatPrompt = useAppStore((s) => (s.activeId ? (s.chatOptions[s.activeId]?.systemPrompt ?? '') : ''));
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (!conversation) return null;
  return (
    <header className="chat-header">
      <h2>{conversation.title}</h2>
      <span className="tag mode-tag">{t[`mode_${conversation.mode}`]}</span>
      {conversation.temporary && (
        <span className="tag temporary-tag" title={t.temporaryHint}>
          {t.temporaryBadge}
        </span>
      )}
      {chatPrompt.trim() && (
        <span className="tag prompt-tag" title={chatPrompt}>
          {t.chatPromptTag}
        </span>
      )}
      <ModelSwitch />
      <button type="button" className="ghost" aria-haspopup="dialog" onClick={() => setSettingsOpen(true)}>
        {t.chatOptionsTitle}
      </button>
      {settingsOpen && <ChatSettingsDialog key={conversation.id} conversationId={conversation.id} onClose={() => setSettingsOpen(false)} />}
    </header>
  );
}
