import { useAppStore } from '../../state/store';
import type { AppState } from '../../state/store';
import { errorText, format, useT } from '../i18n';
import { MeaningStatus } from '../memory/MeaningStatus';

/**
 * Why memory sits out the chat in view, whatever its global state: a temporary chat and a task list
 * never read or write memory, so "Memory on" above them would be untrue.
 */
function selectChatWithoutMemory(s: AppState): 'temporary' | 'tasklist' | null {
  const open = s.activeId ? s.conversations.find((c) => c.id === s.activeId) : undefined;
  const temporary = open ? open.temporary === true : s.activeId === null && s.draftTemporary;
  const mode = open ? open.mode : s.activeId === null ? s.draftMode : undefined;
  return temporary ? 'temporary' : mode === 'tasklist_agent' ? 'tasklist' : null;
}

/** The small memory status always in view: on, off for this chat, paused or unavailable (with the reason), and pending jobs. */
export function MemoryBadge() {
  const t = useT();
  const status = useAppStore((s) => s.memoryStatus);
  const hasKey = useAppStore((s) => s.apiKey.length > 0);
  const online = useAppStore((s) => s.online);
  const without = useAppStore(selectChatWithoutMemory);
  if (!status) return null;
  const reason = status.reason ? errorText(t, status.reason) : '';
  // "On" only when memory can actually work here: it needs the key and the network to reach the model.
  const [text, look] =
    without === 'temporary'
      ? [t.memoryOffTemporary, 'off']
      : without === 'tasklist'
        ? [t.memoryOffTaskList, 'off']
        : status.state === 'on'
          ? !hasKey
            ? [t.memoryNoKey, 'waiting']
            : !online
              ? [t.memoryOffline, 'waiting']
              : [t.memoryOn, 'on']
          : status.state === 'paused'
            ? [t.memoryPausedState, 'paused']
            : [format(t.memoryUnavailable, { reason }), 'unavailable'];
  return (
    <>
      <span role="status" aria-label={t.memoryStatus} className={`memory-badge ${look}`} title={reason || undefined}>
        {text}
        {status.pendingJobs > 0 && <span className="pending"> · {format(t.memoryPending, { n: status.pendingJobs })}</span>}
      </span>
      <MeaningStatus meaning={status.meaning} />
    </>
  );
}
