import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useAppStore } from '../../state/store';
import { usePlural, useT, type Strings } from '../i18n';
import { VirtualList, type VirtualListHandle } from '../common/VirtualList';
import { arrangeConversations, type ListGroup } from './dateGroups';
import { ConversationRow } from './ConversationRow';
import { SearchHitRow } from './SearchHitRow';
import { useChatMarkdown } from './useChatMarkdown';
import type { Conversation } from '../../chat/records';

const ROW_PX = 40;
const HEADING_PX = 30;
const HIT_PX = 58;

interface Props {
  id?: string;
  /** On a narrow screen the list is a drawer: choosing a chat (or a new one) closes it. */
  onNavigate?: () => void;
  /** Escape inside the drawer. */
  onEscape?: () => void;
}

export function Sidebar({ id, onNavigate, onEscape }: Props) {
  const t = useT();
  const plural = usePlural();
  const language = useAppStore((s) => s.settings.language);
  const conversations = useAppStore((s) => s.conversations);
  const activeId = useAppStore((s) => s.activeId);
  const newChat = useAppStore((s) => s.newChat);
  const search = useAppStore((s) => s.search);
  const searchQuery = useAppStore((s) => s.searchQuery);
  const searchHits = useAppStore((s) => s.searchHits);
  const searchIndex = useAppStore((s) => s.searchIndex);
  const select = useAppStore((s) => s.selectConversation);
  const selectConversation = (conversationId: string) => {
    select(conversationId);
    onNavigate?.();
  };
  const searching = searchQuery.trim().length > 0;
  const { exportChat, status: exportStatus } = useChatMarkdown();
  const listRef = useRef<VirtualListHandle>(null);
  const listProps = { ref: listRef, className: 'conversation-list', role: 'list', stickToBottom: false } as const;
  // Grouped against the clock of the list's last change; a list left open past midnight regroups on the next change.
  const showArchived = useAppStore((s) => s.showArchived);
  const setShowArchived = useAppStore((s) => s.setShowArchived);
  const placeConversation = useAppStore((s) => s.placeConversation);
  const archivedCount = useMemo(() => conversations.filter((c) => c.archived).length, [conversations]);
  const archiveToggleRef = useRef<HTMLButtonElement>(null);
  const rows = useMemo(() => arrangeConversations(conversations, new Date(), showArchived), [conversations, showArchived]);
  const place = async (conversation: Conversation, where: { pinned?: boolean; archived?: boolean }) => {
    // The row leaves the list (or moves): focus goes where the chat went, never to the page's start.
    if (!(await placeConversation(conversation.id, where)) || where.archived === undefined) return;
    // The list (and with the first archived chat, the toggle) updates a few frames after the write.
    const focus = (tries: number) => {
      if (archiveToggleRef.current) archiveToggleRef.current.focus();
      else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
    };
    focus(30);
  };
  const monthFormat = useMemo(
    () => new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en', { year: 'numeric', month: 'long' }),
    [language],
  );

  // The open conversation stays in view when the list comes back from a search or it is opened from elsewhere.
  const activeRow = searching ? -1 : rows.findIndex((r) => r.type === 'conversation' && r.conversation.id === activeId);
  useEffect(() => {
    if (activeRow >= 0) listRef.current?.scrollToIndex(activeRow);
  }, [activeRow]);

  // Arrow keys, Home and End move between conversations; virtualised rows are scrolled in before focus.
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
    const from = (e.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!from || !(e.target as HTMLElement).matches('button.conversation')) return;
    const count = searching ? searchHits.length : rows.length;
    const isTarget = (i: number) => searching || rows[i]?.type === 'conversation';
    const at = Number(from.dataset.row);
    const step = e.key === 'ArrowUp' || e.key === 'End' ? -1 : 1;
    let next = e.key === 'Home' ? 0 : e.key === 'End' ? count - 1 : at + step;
    while (next >= 0 && next < count && !isTarget(next)) next += step;
    if (next < 0 || next >= count) return;
    e.preventDefault();
    listRef.current?.scrollToIndex(next);
    const nav = e.currentTarget;
    // A row scrolled into a virtual window renders a frame or two later.
    const focus = (tries: number) => {
      const button = nav.querySelector<HTMLElement>(`[data-row="${next}"] button.conversation`);
      if (button) button.focus();
      else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
    };
    focus(3);
  };

  return (
    <nav
      id={id}
      className="sidebar"
      aria-label={t.conversations}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) onEscape?.();
        else onKeyDown(e);
      }}
    >
      <button
        type="button"
        className="primary new-chat"
        title={t.newChatShortcut}
        aria-keyshortcuts="Control+Shift+O Meta+Shift+O"
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
      {searching && searchIndex && !searchIndex.ready && (
        <p className="muted search-indexing" role="status">
          {plural('searchIndexing', searchIndex.total, {
            done: searchIndex.indexed.toLocaleString(),
            total: searchIndex.total.toLocaleString(),
          })}
        </p>
      )}
      {/* Always present, so a screen reader hears the line when it changes. */}
      <p className="muted export-status" role="status">
        {exportStatus}
      </p>
      {searching ? (
        searchHits.length === 0 ? (
          <ul className="conversation-list" aria-label={t.searchConversations}>
            <li className="muted">{t.noMatches}</li>
          </ul>
        ) : (
          <VirtualList
            key="hits"
            {...listProps}
            aria-label={t.searchConversations}
            items={searchHits}
            getKey={(hit) => hit.conversationId}
            estimateSize={HIT_PX}
            renderItem={(hit, index) => (
              <SearchHitRow hit={hit} index={index} active={hit.conversationId === activeId} onSelect={selectConversation} />
            )}
          />
        )
      ) : conversations.length === 0 ? (
        <ul className="conversation-list">
          <li className="muted">{t.noConversations}</li>
        </ul>
      ) : (
        <VirtualList
          key="all"
          {...listProps}
          items={rows}
          getKey={(row) => row.key}
          estimateSize={(row) => (row.type === 'group' ? HEADING_PX : ROW_PX)}
          renderItem={(row, index) =>
            row.type === 'group' ? (
              <div role="listitem" className="date-group" data-row={index}>
                <h2>{groupLabel(t, row.group, monthFormat)}</h2>
              </div>
            ) : (
              <ConversationRow
                conversation={row.conversation}
                active={row.conversation.id === activeId}
                index={index}
                onSelect={selectConversation}
                onExport={(conversation, action) => void exportChat(conversation, action)}
                onPlace={(conversation, where) => void place(conversation, where)}
              />
            )
          }
        />
      )}
      {!searching && archivedCount > 0 && (
        <button
          ref={archiveToggleRef}
          type="button"
          className="ghost archive-toggle"
          aria-expanded={showArchived}
          onClick={() => setShowArchived(!showArchived)}
        >
          {showArchived ? t.hideArchived : plural('showArchived', archivedCount)}
        </button>
      )}
    </nav>
  );
}

function groupLabel(t: Strings, group: ListGroup, monthFormat: Intl.DateTimeFormat): string {
  if (group.kind === 'month') return monthFormat.format(new Date(group.year, group.month, 1));
  return {
    pinned: t.group_pinned,
    archived: t.group_archived,
    today: t.group_today,
    yesterday: t.group_yesterday,
    previous7: t.group_previous7,
    previous30: t.group_previous30,
  }[group.kind];
}
