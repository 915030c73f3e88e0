import { useState } from 'react';
import { useAppStore } from '../../state/store';
import { format, useT } from '../i18n';
import { ModalDialog } from '../common/ModalDialog';
import { RowMenu } from '../common/RowMenu';
import type { Conversation } from '../../chat/records';

interface Props {
  id?: string;
  /** On a narrow screen the list is a drawer: choosing a chat (or a new one) closes it. */
  onNavigate?: () => void;
  /** Escape inside the drawer. */
  onEscape?: () => void;
}

export function Sidebar({ id, onNavigate, onEscape }: Props) {
  const t = useT();
  const conversations = useAppStore((s) => s.conversations);
  const activeId = useAppStore((s) => s.activeId);
  const newChat = useAppStore((s) => s.newChat);
  const search = useAppStore((s) => s.search);
  const searchQuery = useAppStore((s) => s.searchQuery);
  const searchHits = useAppStore((s) => s.searchHits);
  const select = useAppStore((s) => s.selectConversation);
  const selectConversation = (conversationId: string) => {
    select(conversationId);
    onNavigate?.();
  };
  const searching = searchQuery.trim().length > 0;

  return (
    <nav id={id} className="sidebar" aria-label={t.conversations} onKeyDown={(e) => e.key === 'Escape' && !e.defaultPrevented && onEscape?.()}>
      <button
        type="button"
        className="primary new-chat"
        onClick={() => {
          newChat();
          onNavigate?.();
        }}
      >
        {t.newChat}
      </button>
      <input
        type="search"
        className="search"
        aria-label={t.searchConversations}
        placeholder={t.searchConversations}
        value={searchQuery}
        onChange={(e) => void search(e.target.value)}
      />
      {searching ? (
        <ul className="conversation-list" aria-label={t.searchConversations}>
          {searchHits.length === 0 && <li className="muted">{t.noMatches}</li>}
          {searchHits.map((hit) => (
            <li key={hit.conversationId}>
              <button type="button" className={`conversation${hit.conversationId === activeId ? ' active' : ''}`} onClick={() => selectConversation(hit.conversationId)}>
                <span className="title">{hit.title}</span>
                {hit.matchedIn === 'message' && <span className="snippet">{hit.snippet}</span>}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="conversation-list">
          {conversations.length === 0 && <li className="muted">{t.noConversations}</li>}
          {conversations.map((c) => (
            <ConversationItem key={c.id} conversation={c} active={c.id === activeId} onSelect={selectConversation} />
          ))}
        </ul>
      )}
    </nav>
  );
}

function ConversationItem({ conversation, active, onSelect }: { conversation: Conversation; active: boolean; onSelect: (id: string) => void }) {
  const t = useT();
  const renameConversation = useAppStore((s) => s.renameConversation);
  const deleteConversation = useAppStore((s) => s.deleteConversation);
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(conversation.title);
  const [confirming, setConfirming] = useState(false);

  if (renaming)
    return (
      <li>
        <form
          className="rename"
          onSubmit={async (e) => {
            e.preventDefault();
            if (await renameConversation(conversation.id, title)) setRenaming(false);
          }}
        >
          <input aria-label={t.rename} value={title} autoFocus onChange={(e) => setTitle(e.target.value)} onKeyDown={(e) => {
              if (e.key !== 'Escape') return;
              e.preventDefault();
              setRenaming(false);
            }} />
          <button type="submit">{t.save}</button>
          <button type="button" onClick={() => setRenaming(false)}>
            {t.cancel}
          </button>
        </form>
      </li>
    );

  return (
    <li className="conversation-row">
      <button type="button" className={`conversation${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined} onClick={() => onSelect(conversation.id)}>
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
          { label: t.delete, onSelect: () => setConfirming(true), danger: true },
        ]}
      />
      {confirming && (
        <ModalDialog role="alertdialog" label={t.confirmDelete} onClose={() => setConfirming(false)} className="confirm-dialog">
          <p>{t.confirmDelete}</p>
          <div className="dialog-actions">
            <button type="button" onClick={() => setConfirming(false)} autoFocus>
              {t.cancel}
            </button>
            <button type="button" className="danger" onClick={() => void deleteConversation(conversation.id)}>
              {t.delete}
            </button>
          </div>
        </ModalDialog>
      )}
    </li>
  );
}
