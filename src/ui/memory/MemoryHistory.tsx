import { useEffect, useState } from 'react';
import { useAppStore } from '../../state/store';
import { format, useT } from '../i18n';
import { formatTime } from './describe';
import { historySource } from './historySource';

type Entry = {
  outcome: string;
  at: string;
  conversationId: string;
  evidence?: string;
  before?: { text: string };
  after?: { text: string };
  device?: string;
  cause?: 'opposite_preference';
};

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
        const from = historySource(t, e, conversations);
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
