import { useEffect, useState } from 'react';
import { useAppStore } from '../../state/store';
import { format, useT } from '../i18n';
import { formatTime } from './describe';
import { ASSISTANT_IMPORT_CONVERSATION_ID } from '../../memory/exchange/assistantImportSource';

type Entry = {
  outcome: string;
  at: string;
  conversationId: string;
  evidence?: string;
  before?: { text: string };
  after?: { text: string };
  device?: string;
};

/** The conversation sync's history entries name (the worker's SYNC_HISTORY_CONVERSATION). */
const SYNC_CONVERSATION = 'sync';

/** Every change of one memory: when, what happened, from which conversation, the text before/after, and the user's words it rests on. */
export function MemoryHistory({ stableKey }: { stableKey: string }) {
  const t = useT();
  const language = useAppStore((s) => s.settings.language);
  const conversations = useAppStore((s) => s.conversations);
  const load = useAppStore((s) => s.memoryHistory);
  const [entries, setEntries] = useState<Entry[] | null>(null);

  useEffect(() => {
    let live = true;
    void load(stableKey).then((r) => live && setEntries(r.ok ? r.value : []));
    return () => {
      live = false;
    };
  }, [load, stableKey]);

  if (!entries) return null;
  return (
    <ol className="memory-history" aria-label={t.history}>
      {entries.map((e, i) => {
        const from = e.device
          ? format(t.changedOnDevice, { device: e.device })
          : e.conversationId === SYNC_CONVERSATION
            ? t.changedOnAnotherDevice
            : (conversations.find((c) => c.id === e.conversationId)?.title ??
              (e.conversationId === 'memory-inspector'
                ? t.addedByYou
                : e.conversationId === ASSISTANT_IMPORT_CONVERSATION_ID
                  ? t.importedFromAssistant
                  : e.conversationId));
        const outcome = (t as Record<string, string>)[`outcome_${e.outcome}`] ?? e.outcome;
        return (
          <li key={i}>
            <strong>{outcome}</strong> · {formatTime(e.at, language)} · <span className="faint">{from}</span>
            {e.before && e.after && e.before.text !== e.after.text && (
              <div className="faint">
                “{e.before.text}” → “{e.after.text}”
              </div>
            )}
            {e.evidence && <div className="faint evidence">{format(t.youSaid, { words: e.evidence })}</div>}
          </li>
        );
      })}
    </ol>
  );
}
