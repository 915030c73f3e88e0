import { useEffect, useState } from 'react';
import type { Failure } from '../../state/slice';
import { useAppStore } from '../../state/store';
import { errorText, useT } from '../i18n';
import { COPY_FEEDBACK_MS } from '../common/copyFeedback';
import { Field } from './Field';
import { SettingsSection } from './SettingsSection';

/**
 * Settings → Sync: create a sync space or join one (relay URL, passphrase, pairing code), its status, and
 * leaving it. These act at once, apart from Save: a passphrase is handed to the worker and never kept here.
 */
export function SyncSection() {
  const t = useT();
  const status = useAppStore((s) => s.syncStatus);
  const watch = useAppStore((s) => s.watchSyncStatus);
  const create = useAppStore((s) => s.createSyncSpace);
  const join = useAppStore((s) => s.joinSyncSpace);
  const leave = useAppStore((s) => s.leaveSyncSpace);
  const [relayUrl, setRelayUrl] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [pairingCode, setPairingCode] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);

  useEffect(() => watch(), [watch]);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const act = async (run: () => Promise<Failure | null>) => {
    setBusy(true);
    const result = await run();
    setBusy(false);
    setFailure(result);
    if (!result) setPassphrase('');
  };
  const copyCode = (code: string) =>
    void navigator.clipboard.writeText(code).then(
      () => setCopied('copied'),
      () => setCopied('copyFailed'),
    );

  const state = status?.state ?? 'off';
  const on = state !== 'off' && state !== 'error';
  return (
    <SettingsSection title={t.sectionSync}>
      <p className="hint">{t.syncIntro}</p>
      <p className="hint">
        {t.syncRelayCommand}: <code>{t.syncRelayCommandLine}</code>
      </p>
      {/* A labelled group with a live line, not a second role=status: the dialog's one status is what
          Test connection and Load models answer in. */}
      <div role="group" aria-label={t.syncStatusName}>
        <p aria-live="polite" className={`sync-chip sync-${state}`}>
          {t[`syncState_${state}`]}
          {status?.error ? `: ${errorText(t, status.error)}` : ''}
        </p>
      </div>
      {on && status ? (
        <>
          <p>
            {t.relayUrl}: <code>{status.relayUrl}</code>
          </p>
          {status.pairingCode && (
            <p>
              {t.pairingCode}: <code data-testid="sync-pairing-code">{status.pairingCode}</code>{' '}
              <button type="button" className="ghost" onClick={() => copyCode(status.pairingCode!)}>
                {copied ? t[copied] : t.copyPairingCode}
              </button>
            </p>
          )}
          <p className="hint">{t.syncLeaveNote}</p>
          <button type="button" disabled={busy} onClick={() => void act(leave)}>
            {t.leaveSync}
          </button>
        </>
      ) : (
        <>
          <Field label={t.relayUrl}>
            <input type="url" value={relayUrl} onChange={(e) => setRelayUrl(e.target.value)} autoComplete="off" spellCheck={false} />
          </Field>
          <p className="hint">
            {t.relayUrlExamples} <code>{t.relayUrlExampleTls}</code> <code>{t.relayUrlExampleLocal}</code>
          </p>
          <Field label={t.syncPassphrase} hint={t.syncPassphraseHint}>
            <input type="password" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} autoComplete="new-password" />
          </Field>
          <Field label={t.pairingCode} hint={t.pairingCodeHint}>
            <input value={pairingCode} onChange={(e) => setPairingCode(e.target.value)} autoComplete="off" spellCheck={false} />
          </Field>
          {failure && (
            <p role="alert" className="error-text">
              {errorText(t, failure)}
            </p>
          )}
          <div className="field-row">
            <button type="button" disabled={busy} onClick={() => void act(() => create({ relayUrl, passphrase }))}>
              {t.createSyncSpace}
            </button>
            <button type="button" disabled={busy} onClick={() => void act(() => join({ relayUrl, passphrase, pairingCode }))}>
              {t.joinSyncSpace}
            </button>
          </div>
        </>
      )}
    </SettingsSection>
  );
}
