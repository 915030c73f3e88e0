import { useState } from 'react';
import { useAppStore } from '../../state/store';
import type { TurnMemoryChange } from '../../state/types';
import { format, useT, type Strings } from '../i18n';
import { MemoryProblem, type MemoryFailure } from './MemoryProblem';
import { reasonLabel } from './describe';

const EMPTY: TurnMemoryChange[] = [];
const NO_REFUSALS: string[] = [];

const LINE: Record<TurnMemoryChange['kind'], keyof Strings> = {
  remembered: 'noticeRemembered',
  updated: 'noticeUpdated',
  forgot: 'noticeForgot',
};

/**
 * Under a turn: what its memory extraction changed ("Remembered: …", "Updated: …", "Forgot: …"), each
 * with Undo (through the memory view's own gated actions) and a way to see the memory.
 */
export function MemoryNotices({ assistantMessageId }: { assistantMessageId: string }) {
  const t = useT();
  const changes = useAppStore((s) => s.turnMemoryChanges[assistantMessageId] ?? EMPTY);
  const refusals = useAppStore((s) => s.turnRefusals[assistantMessageId] ?? NO_REFUSALS);
  const undo = useAppStore((s) => s.undoTurnMemoryChange);
  const viewMemoryFromTurn = useAppStore((s) => s.viewMemoryFromTurn);
  const [problem, setProblem] = useState<MemoryFailure | null>(null);
  if (changes.length === 0 && refusals.length === 0) return null;

  return (
    <div className="memory-notices" aria-live="polite">
      {changes.length > 0 && (
        <ul>
          {changes.map((change) => (
            <li key={change.historyId} className={change.undone ? 'undone' : undefined}>
              <span className="notice-icon" aria-hidden="true">
                {change.kind === 'forgot' ? '⊘' : '✓'}
              </span>{' '}
              <span className="notice-text">{format(t[LINE[change.kind]], { text: change.text })}</span>
              {change.undone ? (
                <span className="tag">{change.replacedLater ? t.noticeReplacedLater : t.noticeUndone}</span>
              ) : (
                <button
                  type="button"
                  className="link"
                  aria-label={format(t.undoChange, { text: change.text })}
                  onClick={async () => {
                    const result = await undo(change.historyId);
                    setProblem(result.ok ? null : result.error);
                  }}
                >
                  {t.undo}
                </button>
              )}
              <button
                type="button"
                className="link"
                onClick={() => {
                  viewMemoryFromTurn(change.text);
                }}
              >
                {t.viewMemory}
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Only why: a refused memory's text is never kept, so there is nothing else to show. */}
      {refusals.length > 0 && (
        <p className="faint memory-refused">
          {format(t.noticeRefused, { reasons: refusals.map((r) => reasonLabel(t, r)).join(t.listSeparator) })}
        </p>
      )}
      <MemoryProblem problem={problem} />
    </div>
  );
}
