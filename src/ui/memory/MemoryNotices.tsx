import { useState } from 'react';
import { useAppStore } from '../../state/store';
import type { TurnMemoryChange } from '../../state/types';
import { format, useT, type Strings } from '../i18n';
import { MemoryProblem, type MemoryFailure } from './MemoryProblem';

const EMPTY: TurnMemoryChange[] = [];

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
  const undo = useAppStore((s) => s.undoTurnMemoryChange);
  const openInspector = useAppStore((s) => s.openInspector);
  const setMemoryFilter = useAppStore((s) => s.setMemoryFilter);
  const [problem, setProblem] = useState<MemoryFailure | null>(null);
  if (changes.length === 0) return null;

  return (
    <div className="memory-notices" aria-live="polite">
      <ul>
        {changes.map((change) => (
          <li key={change.historyId} className={change.undone ? 'undone' : undefined}>
            <span className="notice-icon" aria-hidden="true">
              {change.kind === 'forgot' ? '⊘' : '✓'}
            </span>{' '}
            <span className="notice-text">{format(t[LINE[change.kind]], { text: change.text })}</span>
            {change.undone ? (
              <span className="tag">{t.noticeUndone}</span>
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
                setMemoryFilter({ search: change.text, status: 'all', type: 'all' });
                openInspector('memories');
              }}
            >
              {t.viewMemory}
            </button>
          </li>
        ))}
      </ul>
      <MemoryProblem problem={problem} />
    </div>
  );
}
