import { useState } from 'react';
import type { BrowserSession } from '../../state/browserSession';
import { useAppStore } from '../../state/store';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { format, useT } from '../i18n';
import { SessionRow } from './SessionRow';
import { SettingsSection } from './SettingsSection';

/**
 * Start a fresh session (empty memory), switch back to an earlier one, name them, and delete those no longer
 * wanted; each keeps its own databases.
 */
export function SessionSection() {
  const t = useT();
  const session = useAppStore((s) => s.session);
  const sessions = useAppStore((s) => s.sessions);
  const startNewSession = useAppStore((s) => s.startNewSession);
  const deleteSession = useAppStore((s) => s.deleteSession);
  // In-page confirmations, not the browser's confirm(): styled, translated and keyboard-friendly like the rest.
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState<{ session: BrowserSession; name: string } | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const deleteQuestion = deleting ? format(t.confirmDeleteSession, { name: deleting.name }) : '';

  return (
    <SettingsSection title={t.sectionSessions}>
      <fieldset className="sessions">
        <legend>{t.session}</legend>
        <p className="hint">{t.sessionHint}</p>
        <ul aria-label={t.session}>
          {sessions.map((s) => (
            <SessionRow
              key={s.id}
              session={s}
              isCurrent={s.id === session?.id}
              onDelete={(name) => {
                setDeleted(null);
                setDeleting({ session: s, name });
              }}
            />
          ))}
        </ul>
        {sessions.length > 1 && <p className="hint">{t.sessionCurrentNotDeletable}</p>}
        <p className="hint" aria-live="polite">
          {deleted && format(t.sessionDeleted, { name: deleted })}
        </p>
        <button type="button" onClick={() => setConfirming(true)}>
          {t.newSession}
        </button>
        {confirming && (
          <ConfirmDialog
            question={t.confirmNewSession}
            confirmLabel={t.confirmNewSessionButton}
            tone="primary"
            onCancel={() => setConfirming(false)}
            onConfirm={startNewSession}
          />
        )}
        {deleting && (
          <ConfirmDialog
            question={deleteQuestion}
            confirmLabel={t.confirmDeleteSessionButton}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              const { session: target, name } = deleting;
              setDeleting(null);
              void deleteSession(target.id).then((gone) => gone && setDeleted(name));
            }}
          />
        )}
      </fieldset>
    </SettingsSection>
  );
}
