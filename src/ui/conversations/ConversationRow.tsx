import { useState } from 'react';
import { useAppStore } from '../../state/store';
import { format, useT } from '../i18n';
import { ConfirmDialog } from '../common/ConfirmDialog';
import type { Conversation } from '../../chat/records';
import { RowMenu } from './RowMenu';
import type { ChatMarkdownAction } from './useChatMarkdown';

/** One conversation in the list: opens it, and its row menu renames it in place or deletes it after a confirmation. */
export function ConversationRow({
  conversation,
  active,
  index,
  onSelect,
  onExport,
  onPlace,
}: {
  conversation: Conversation;
  active: boolean;
  index: number;
  onSelect: (id: string) => void;
  /** Copies or downloads this chat as Markdown. */
  onExport: (conversation: Conversation, action: ChatMarkdownAction) => void;
  /** Pins or archives it, or undoes either. */
  onPlace: (conversation: Conversation, place: { pinned?: boolean; archived?: boolean }) => void;
}) {
  const t = useT();
  const renameConversation = useAppStore((s) => s.renameConversation);
  const deleteConversation = useAppStore((s) => s.deleteConversation);
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(conversation.title);
  const [confirming, setConfirming] = useState(false);

  if (renaming)
    return (
      <div role="listitem" data-row={index}>
        <form
          className="rename"
          onSubmit={async (e) => {
            e.preventDefault();
            if (await renameConversation(conversation.id, title)) setRenaming(false);
          }}
        >
          <input
            aria-label={t.rename}
            value={title}
            autoFocus
            // Selected, so typing replaces the old title at once.
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => setTitle(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Escape') return;
              e.preventDefault();
              setRenaming(false);
            }}
          />
          <button type="submit">{t.save}</button>
          <button type="button" onClick={() => setRenaming(false)}>
            {t.cancel}
          </button>
        </form>
      </div>
    );

  return (
    <div role="listitem" className="conversation-row" data-row={index}>
      <button
        type="button"
        className={`conversation${active ? ' active' : ''}`}
        aria-current={active ? 'page' : undefined}
        onClick={() => onSelect(conversation.id)}
      >
        <span className="title">{conversation.title}</span>
      </button>
      {/* Outside the button, so the conversation's accessible name stays its title. */}
      <span className="row-tags">
        <span className="tag mode-tag">{t[`mode_${conversation.mode}`]}</span>
        {conversation.temporary && <span className="tag temporary-tag">{t.temporaryBadge}</span>}
      </span>
      <RowMenu
        label={format(t.conversationActions, { title: conversation.title })}
        items={[
          {
            label: t.rename,
            onSelect: () => {
              setTitle(conversation.title);
              setRenaming(true);
            },
          },
          // A temporary chat is gone once left: nothing to pin or archive.
          ...(conversation.temporary
            ? []
            : [
                conversation.archived
                  ? { label: t.unarchiveChat, onSelect: () => onPlace(conversation, { archived: false }) }
                  : conversation.pinned
                    ? { label: t.unpinChat, onSelect: () => onPlace(conversation, { pinned: false }) }
                    : { label: t.pinChat, onSelect: () => onPlace(conversation, { pinned: true }) },
                ...(conversation.archived ? [] : [{ label: t.archiveChat, onSelect: () => onPlace(conversation, { archived: true }) }]),
              ]),
          { label: t.copyChatMarkdown, onSelect: () => onExport(conversation, 'copy') },
          { label: t.downloadChatMarkdown, onSelect: () => onExport(conversation, 'download') },
          { label: t.delete, onSelect: () => setConfirming(true), danger: true },
        ]}
      />
      {confirming && (
        <ConfirmDialog
          question={t.confirmDelete}
          confirmLabel={t.delete}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void deleteConversation(conversation.id)}
        />
      )}
    </div>
  );
}
