import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SESSION_NAME_MAX, type BrowserSession } from '../../state/browserSession';
import { useAppStore } from '../../state/store';
import { format, useT } from '../i18n';
import { formatTime } from '../memory/describe';

interface Props {
  session: BrowserSession;
  isCurrent: boolean;
  /** Asks to delete it (the section confirms); never offered for the current session. */
  onDelete(name: string): void;
}

/** One session of the list: its name, when it started and was last used, and Switch / Rename / Delete. */
export function SessionRow({ session, isCurrent, onDelete }: Props) {
  const t = useT();
  const language = useAppStore((s) => s.settings.language);
  const switchToSession = useAppStore((s) => s.switchToSession);
  const renameSession = useAppStore((s) => s.renameSession);
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const editing = draft !== null;
  useEffect(() => {
    // The old name starts selected, so typing replaces it.
    if (editing) input.current?.select();
  }, [editing]);
  const name = session.name ?? format(t.sessionDefaultName, { number: session.number });

  const finish = (keep: boolean) => {
    if (keep && draft !== null) renameSession(session.id, draft);
    setDraft(null);
    // Focus goes back where the user started, not to the top of the dialog.
    requestAnimationFrame(() => renameButton.current?.focus());
  };
  // The list sits inside the Settings form: Enter must rename, not save and close Settings; Escape must
  // cancel the rename, not close the dialog.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      finish(e.key === 'Enter');
    }
  };

  return (
    <li className={isCurrent ? 'session current' : 'session'}>
      {draft === null ? (
        <div className="session-name">
          <strong>{name}</strong>
          {isCurrent && <span className="tag">{t.currentSession}</span>}
        </div>
      ) : (
        <div className="session-rename">
          <label htmlFor={inputId}>{t.sessionName}</label>
          <input
            id={inputId}
            value={draft}
            ref={input}
            maxLength={SESSION_NAME_MAX}
            placeholder={format(t.sessionDefaultName, { number: session.number })}
            aria-describedby={`${inputId}-hint`}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <span id={`${inputId}-hint`} className="hint">
            {t.sessionNameHint}
          </span>
          <span className="session-actions">
            <button type="button" className="primary" onClick={() => finish(true)}>
              {t.save}
            </button>
            <button type="button" onClick={() => finish(false)}>
              {t.cancel}
            </button>
          </span>
        </div>
      )}
      <div className="muted session-dates">
        {format(t.sessionDates, { created: formatTime(session.createdAt, language), used: formatTime(session.lastUsedAt, language) })}
      </div>
      {draft === null && (
        <div className="session-actions">
          {!isCurrent && (
            <button type="button" className="ghost" onClick={() => switchToSession(session.id)} aria-label={`${t.switchSession} ${name}`}>
              {t.switchSession}
            </button>
          )}
          <button
            type="button"
            className="ghost"
            ref={renameButton}
            onClick={() => setDraft(session.name ?? '')}
            aria-label={`${t.renameSession} ${name}`}
          >
            {t.renameSession}
          </button>
          {!isCurrent && (
            <button type="button" className="ghost danger" onClick={() => onDelete(name)} aria-label={`${t.deleteSession} ${name}`}>
              {t.deleteSession}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
