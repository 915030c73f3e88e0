import { useState } from 'react';
import { useAppStore } from '../../state/store';
import { useT } from '../i18n';
import type { Conversation } from '../../chat/records';

export function Sidebar() {
  const t = useT();
  const conversations = useAppStore((s) => s.conversations);
  const activeId = useAppStore((s) => s.activeId);
  const newChat = useAppStore((s) => s.newChat);
  const search = useAppStore((s) => s.search);
  const searchQuery = useAppStore((s) => s.searchQuery);
  const searchHits = useAppStore((s) => s.searchHits);
  const selectConversation = useAppStore((s) => s.selectConversation);
  const searching = searchQuery.trim().length > 0;

  return (
    <nav className="sidebar" aria-label={t.conversations}>
      <button type="button" className="primary new-chat" onClick={() => newChat()}>
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
            <ConversationItem key={c.id} conversation={c} active={c.id === activeId} />
          ))}
        </ul>
      )}
    </nav>
  );
}

function ConversationItem({ conversation, active }: { conversation: Conversation; active: boolean }) {
  const t = useT();
  const selectConversation = useAppStore((s) => s.selectConversation);
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
          <input aria-label={t.rename} value={title} autoFocus onChange={(e) => setTitle(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setRenaming(false)} />
          <button type="submit">{t.save}</button>
          <button type="button" onClick={() => setRenaming(false)}>
            {t.cancel}
          </button>
        </form>
      </li>
    );

  return (
    <li className="conversation-row">
      <button type="button" className={`conversation${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined} onClick={() => selectConversation(conversation.id)}>
        <span className="title">{conversation.title}</span>
      </button>
      {/* Outside the button, so the conversation's accessible name stays its title. */}
      <span className="row-tags">
        <span className="tag mode-tag">{t[`mode_${conversation.mode}`]}</span>
        {conversation.temporary && <span className="tag temporary-tag">{t.temporaryBadge}</span>}
      </span>
      <span className="row-actions">
        <button
          type="button"
          className="icon"
          aria-label={`${t.rename}: ${conversation.title}`}
          title={t.rename}
          onClick={() => {
            setTitle(conversation.title);
            setRenaming(true);
          }}
        >
          ✎
        </button>
        <button type="button" className="icon" aria-label={`${t.delete}: ${conversation.title}`} title={t.delete} onClick={() => setConfirming(true)}>
          🗑
        </button>
      </span>
      {confirming && (
        <div role="alertdialog" aria-label={t.confirmDelete} className="confirm">
          <p>{t.confirmDelete}</p>
          <button type="button" className="danger" onClick={() => void deleteConversation(conversation.id)}>
            {t.delete}
          </button>
          <button type="button" onClick={() => setConfirming(false)} autoFocus>
            {t.cancel}
          </button>
        </div>
      )}
    </li>
  );
}
