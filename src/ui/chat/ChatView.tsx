import { useCallback, useMemo } from 'react';
import { useAppStore } from '../../state/store';
import { useT } from '../i18n';
import { VirtualList } from '../common/VirtualList';
import { MessageItem } from './MessageItem';
import { Composer } from './Composer';
import { NoticeBar } from './NoticeBar';
import { ThreadBar } from './ThreadBar';
import { ChatHeader } from './ChatHeader';
import { ModePicker } from './ModePicker';
import { TaskRunPanel } from '../tasks/TaskRunPanel';
import type { ShownMessage } from '../../state/types';

export function ChatView() {
  const t = useT();
  const messages = useAppStore((s) => s.messages);
  const hasOlderMessages = useAppStore((s) => s.hasOlderMessages);
  const loadOlderMessages = useAppStore((s) => s.loadOlderMessages);
  const hasKey = useAppStore((s) => s.apiKey.length > 0);
  const activeId = useAppStore((s) => s.activeId);
  const conversations = useAppStore((s) => s.conversations);
  const title = useMemo(() => conversations.find((c) => c.id === activeId)?.title, [conversations, activeId]);
  const lastId = messages.at(-1)?.id;
  // While a task list is unfinished, the panel's buttons drive the conversation, not the composer.
  // A checklist that could not be planned leaves the composer usable: what is typed becomes a new goal.
  const runUnfinished = useAppStore(
    (s) =>
      !!s.taskRun &&
      s.taskRun.run.state !== 'done' &&
      s.taskRun.run.state !== 'stopped' &&
      !(s.taskRun.run.state === 'planning' && s.taskRun.error),
  );

  const renderItem = useCallback((m: ShownMessage) => <MessageItem message={m} isLast={m.id === lastId} />, [lastId]);

  return (
    <section className="chat" aria-label={title ?? t.newChat}>
      <ChatHeader />
      {activeId === null && messages.length === 0 ? (
        <div className="empty">
          <h1>{t.emptyTitle}</h1>
          <p>{hasKey ? t.emptyBodyReady : t.emptyBody}</p>
          <ModePicker />
        </div>
      ) : (
        <VirtualList
          className="messages"
          role="log"
          gap={8}
          aria-label={title ?? t.conversations}
          items={messages}
          getKey={(m: ShownMessage) => m.id}
          estimateSize={() => 120}
          renderItem={renderItem}
          onNearTop={hasOlderMessages ? loadOlderMessages : undefined}
        />
      )}
      <TaskRunPanel />
      <ThreadBar />
      <NoticeBar />
      {!runUnfinished && <Composer />}
    </section>
  );
}
