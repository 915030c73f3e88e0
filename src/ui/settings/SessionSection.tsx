import { useState } from 'react';
import { useAppStore } from '../../state/store';
import { ModalDialog } from '../common/ModalDialog';
import { useT } from '../i18n';
import { formatTime } from '../memory/describe';
import { SettingsSection } from './SettingsSection';

/** Start a fresh session (empty memory) or switch back to an earlier one; each keeps its own databases. */
export function SessionSection() {
  const t = useT();
  const session = useAppStore((s) => s.session);
  const sessions = useAppStore((s) => s.sessions);
  const startNewSession = useAppStore((s) => s.startNewSession);
  const switchToSession = useAppStore((s) => s.switchToSession);
  const language = useAppStore((s) => s.settings.language);
  // An in-page confirmation, not the browser's confirm(): it is styled, translated and keyboard-friendly like the rest.
  const [confirming, setConfirming] = useState(false);

  return (
    <SettingsSection title={t.sectionSessions}>
      <fieldset className="sessions">
        <legend>{t.session}</legend>
        <p className="hint">{t.sessionHint}</p>
        <ul aria-label={t.session}>
          {sessions.map((s) => (
            <li key={s.id}>
              <code>{s.hash}</code> <span className="muted">{formatTime(s.createdAt, language)}</span>{' '}
              {s.id === session?.id ? (
                <strong>({t.currentSession})</strong>
              ) : (
                <button type="button" className="ghost" onClick={() => switchToSession(s.id)} aria-label={`${t.switchSession} ${s.hash}`}>
                  {t.switchSession}
                </button>
              )}
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => setConfirming(true)}>
          {t.newSession}
        </button>
        {confirming && (
          <ModalDialog role="alertdialog" label={t.confirmNewSession} onClose={() => setConfirming(false)} className="confirm-dialog">
            <p>{t.confirmNewSession}</p>
            <div className="dialog-actions">
              <button type="button" onClick={() => setConfirming(false)} data-autofocus>
                {t.cancel}
              </button>
              <button type="button" className="primary" onClick={startNewSession}>
                {t.confirmNewSessionButton}
              </button>
            </div>
          </ModalDialog>
        )}
      </fieldset>
    </SettingsSection>
  );
}
