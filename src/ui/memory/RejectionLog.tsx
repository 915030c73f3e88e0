import { useEffect, useState } from 'react';
import { useAppStore } from '../../state/store';
import { format, useT } from '../i18n';
import { formatTime, reasonLabel, typeLabel } from './describe';
import type { MemoryType } from '../../shared';

type Rejection = { at: string; conversationId: string; reason: string; type?: MemoryType; stableKey?: string; source: string };

/**
 * What was refused, when, from which conversation, and why: reason and type only, never the text (nor the
 * source chat's title, which may hold it: a button opens that chat instead); and how many turns never reached the model.
 */
export function RejectionLog() {
  const t = useT();
  const language = useAppStore((s) => s.settings.language);
  const conversations = useAppStore((s) => s.conversations);
  const load = useAppStore((s) => s.rejectionLog);
  const closeInspector = useAppStore((s) => s.closeInspector);
  const selectConversation = useAppStore((s) => s.selectConversation);
  const skippedTurns = useAppStore((s) => s.memoryStatus?.skippedTurns ?? 0);
  const [entries, setEntries] = useState<Rejection[] | null>(null);

  useEffect(() => {
    let live = true;
    void load().then((r) => live && setEntries(r.ok ? r.value : []));
    return () => {
      live = false;
    };
  }, [load]);

  if (!entries) return null;
  return (
    <section aria-label={t.tabRejections}>
      <p className="faint">{t.rejectionsIntro}</p>
      {skippedTurns > 0 && <p className="faint skipped-turns">{format(t.turnsSkipped, { n: skippedTurns })}</p>}
      {entries.length === 0 ? (
        <p className="muted">{t.noRejections}</p>
      ) : (
        <table className="rejections">
          <tbody>
            {entries.map((e, i) => (
              <tr key={i}>
                <td>{formatTime(e.at, language)}</td>
                <td>{reasonLabel(t, e.reason)}</td>
                <td>{e.type ? typeLabel(t, e.type) : '—'}</td>
                {/* Not the chat's title: it may hold the very value that was refused. */}
                <td>
                  {conversations.some((c) => c.id === e.conversationId) ? (
                    <button
                      type="button"
                      className="link"
                      aria-label={format(t.openSourceChatOf, { time: formatTime(e.at, language) })}
                      onClick={() => {
                        closeInspector();
                        selectConversation(e.conversationId);
                      }}
                    >
                      {t.openSourceChat}
                    </button>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
