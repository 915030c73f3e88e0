import { useAppStore } from '../../state/store';
import { errorText, format, useT } from '../i18n';
import { MeaningStatus } from '../memory/MeaningStatus';

/** The small memory status always in view: on, paused or unavailable (with the reason), and pending jobs. */
export function MemoryBadge() {
  const t = useT();
  const status = useAppStore((s) => s.memoryStatus);
  const hasKey = useAppStore((s) => s.apiKey.length > 0);
  const online = useAppStore((s) => s.online);
  if (!status) return null;
  const reason = status.reason ? errorText(t, status.reason) : '';
  // "On" only when memory can actually work: it needs the key and the network to reach the model.
  const text =
    status.state === 'on'
      ? !hasKey
        ? t.memoryNoKey
        : !online
          ? t.memoryOffline
          : t.memoryOn
      : status.state === 'paused'
        ? t.memoryPausedState
        : format(t.memoryUnavailable, { reason });
  return (
    <>
      <span role="status" aria-label={t.memoryStatus} className={`memory-badge ${status.state}`} title={reason || undefined}>
        {text}
        {status.pendingJobs > 0 && <span className="pending"> · {format(t.memoryPending, { n: status.pendingJobs })}</span>}
      </span>
      <MeaningStatus meaning={status.meaning} />
    </>
  );
}
