import { useAppStore } from '../../state/store';
import { useT } from '../i18n';
import { ModelSwitch } from './ModelSwitch';

/** Which kind of chat is open: its mode and, clearly, whether it is temporary; and the model answering. */
export function ChatHeader() {
  const t = useT();
  const conversation = useAppStore((s) => s.conversations.find((c) => c.id === s.activeId));
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
      <ModelSwitch />
    </header>
  );
}
