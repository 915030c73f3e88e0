import { useAppStore } from '../../state/store';
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
        <button type="button" onClick={() => window.confirm(t.confirmNewSession) && startNewSession()}>
          {t.newSession}
        </button>
      </fieldset>
    </SettingsSection>
  );
}
