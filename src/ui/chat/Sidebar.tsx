import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useAppStore, type AppState } from '../../state/store';
import { format, usePlural, useT, type Strings } from '../i18n';
import { ModalDialog } from '../common/ModalDialog';
import { RowMenu } from '../common/RowMenu';
import type { Conversation } from '../../chat/records';
import { VirtualList, type VirtualListHandle } from '../common/VirtualList';
import { groupConversationsByDate, type DateGroup } from './dateGroups';

type SearchHit = AppState['searchHits'][number];

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
  const listRef = useRef<VirtualListHandle>(null);
  const listProps = { ref: listRef, className: 'conversation-list', role: 'list', stickToBottom: false } as const;
  // Grouped against the clock of the list's last change; a list left open past midnight regroups on the next change.
  const rows = useMemo(() => groupConversationsByDate(conversations, new Date()), [conversations]);
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
              <ConversationItem
                conversation={row.conversation}
                active={row.conversation.id === activeId}
                index={index}
                onSelect={selectConversation}
              />
            )
          }
        />
      )}
    </nav>
  );
}

function groupLabel(t: Strings, group: DateGroup, monthFormat: Intl.DateTimeFormat): string {
  if (group.kind === 'month') return monthFormat.format(new Date(group.year, group.month, 1));
  return { today: t.group_today, yesterday: t.group_yesterday, previous7: t.group_previous7, previous30: t.group_previous30 }[group.kind];
}

/** The snippet with each matched word in a <mark>. */
function Highlighted({ text, highlights }: { text: string; highlights: readonly [number, number][] }) {
  const parts: (string | ReactElement)[] = [];
  let at = 0;
  for (const [start, end] of highlights) {
    if (start < at || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

function SearchHitRow({
  hit,
  index,
  active,
  onSelect,
}: {
  hit: SearchHit;
  index: number;
  active: boolean;
  onSelect: (id: string) => void;
}) {
  return (
    <div role="listitem" data-row={index}>
      <button type="button" className={`conversation${active ? ' active' : ''}`} onClick={() => onSelect(hit.conversationId)}>
        <span className="title">
          {hit.matchedIn === 'title' ? <Highlighted text={hit.title} highlights={hit.highlights} /> : hit.title}
        </span>
        {hit.matchedIn === 'message' && (
          <span className="snippet">
            <Highlighted text={hit.snippet} highlights={hit.highlights} />
          </span>
        )}
      </button>
    </div>
  );
}

function ConversationItem({
  conversation,
  active,
  index,
  onSelect,
}: {
  conversation: Conversation;
  active: boolean;
  index: number;
  onSelect: (id: string) => void;
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
    </div>
  );
}
