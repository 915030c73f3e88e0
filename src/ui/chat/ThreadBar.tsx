import { useState } from 'react';
import { useAppStore } from '../../state/store';
import { composerKey } from '../../state/composer';
import { errorText, format, usePlural, useT } from '../i18n';
import { SummaryDialog } from './SummaryDialog';

/**
 * Short-term memory at a glance: a faint compaction status, the pinned decisions of this conversation
 * (with unpin), the compressed summary to read, and the approximate size of the next request.
 */
export function ThreadBar() {
  const t = useT();
  const plural = usePlural();
  const activeId = useAppStore((s) => s.activeId);
  const thread = useAppStore((s) => s.thread);
  const status = useAppStore((s) => (s.activeId ? s.compaction[s.activeId] : undefined));
  // An empty new chat has no next request to size yet.
  const tokens = useAppStore((s) => (s.activeId || (s.composer[composerKey(null)] ?? '').trim() ? s.tokenEstimate : null));
  const unpin = useAppStore((s) => s.unpinDecision);
  const [open, setOpen] = useState(false);
  const [readingSummary, setReadingSummary] = useState(false);
  const summary = activeId ? (thread?.summary ?? '') : '';
  const decisions = thread?.pinnedDecisions ?? [];
  const hasDecisions = Boolean(activeId) && decisions.length > 0;

  const statusText =
    status?.state === 'compacting'
      ? t.compacting
      : status?.state === 'compacted'
        ? t.compacted
        : status?.state === 'failed'
          ? t.compactFailed
          : null;

  return (
    <div className="thread-bar">
      {/* No list to open on a chat without pinned decisions, so no "Pinned decisions (0)" either. */}
      {hasDecisions && (
        <button type="button" className="ghost" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {format(t.pinnedDecisionsCount, { n: decisions.length })}
        </button>
      )}
      {statusText && (
        <span
          role="status"
          className={`faint compaction ${status?.state}`}
          title={status?.reason ? errorText(t, status.reason) : undefined}
        >
          {statusText}
        </span>
      )}
      {summary && (
        <button type="button" className="ghost" onClick={() => setReadingSummary(true)}>
          {t.readSummary}
        </button>
      )}
      {readingSummary && summary && <SummaryDialog summary={summary} onClose={() => setReadingSummary(false)} />}
      <span className="spacer" />
      {tokens !== null && (
        <span className="faint" aria-label={t.tokenEstimateLabel}>
          {plural('tokens', tokens)}
        </span>
      )}
      {open && hasDecisions && (
        <section className="pinned-panel" aria-label={t.pinnedDecisions}>
          <h3>{t.pinnedDecisions}</h3>
          {thread?.summary ? <p className="faint summary-note">{t.summaryKept}</p> : null}
          <ul>
            {decisions.map((d, i) => (
              <li key={d.id ?? `${d.subject}-${i}`}>
                <span className="tag">{d.subject}</span> {d.text}
                {d.id && (
                  <button type="button" className="ghost" onClick={() => void unpin(d.id!)} aria-label={`${t.unpin}: ${d.text}`}>
                    {t.unpin}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
