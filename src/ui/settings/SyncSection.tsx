import { useEffect, useState } from 'react';
import type { Failure } from '../../state/slice';
import { useAppStore } from '../../state/store';
import type { SyncDevice } from '../../state/types';
import { errorText, useT } from '../i18n';
import { COPY_FEEDBACK_MS } from '../common/copyFeedback';
import { SettingsSection } from './SettingsSection';
import { ChangePassphrase } from './sync/ChangePassphrase';
import { SyncDevices } from './sync/SyncDevices';
import { SyncSetupForm } from './sync/SyncSetupForm';
import { syncStateText } from './sync/syncStateText';

/**
 * Settings → Sync: set a space up (SyncSetupForm), then its status, pairing code, pause / resume, sync
 * now, devices, passphrase and leaving. These act at once, apart from Save: a passphrase is handed to the
 * worker and never kept here.
 */
export function SyncSection() {
  const t = useT();
  const status = useAppStore((s) => s.syncStatus);
  const watch = useAppStore((s) => s.watchSyncStatus);
  const leave = useAppStore((s) => s.leaveSyncSpace);
  const pause = useAppStore((s) => s.pauseSync);
  const resume = useAppStore((s) => s.resumeSync);
  const syncNow = useAppStore((s) => s.syncNow);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  /** The device Remove device picked: the passphrase form below then takes it out instead of only rotating. */
  const [removing, setRemoving] = useState<SyncDevice | null>(null);

  useEffect(() => watch(), [watch]);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const act = async (run: () => Promise<Failure | null>) => {
    setBusy(true);
    setFailure(await run());
    setBusy(false);
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
          {syncStateText(t, status)}
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
          <div className="field-row">
            {state === 'paused' ? (
              <button type="button" disabled={busy} onClick={() => void act(resume)}>
                {t.resumeSync}
              </button>
            ) : (
              <>
                <button type="button" disabled={busy} onClick={() => void act(pause)}>
                  {t.pauseSync}
                </button>
                <button type="button" disabled={busy} onClick={() => void act(syncNow)}>
                  {t.syncNow}
                </button>
              </>
            )}
          </div>
          {failure && (
            <p role="alert" className="error-text">
              {errorText(t, failure)}
            </p>
          )}
          <SyncDevices devices={status.devices} onRemove={setRemoving} />
          <ChangePassphrase removing={removing} onRemoved={() => setRemoving(null)} />
          <p className="hint">{t.syncLeaveNote}</p>
          <button type="button" disabled={busy} onClick={() => void act(leave)}>
            {t.leaveSync}
          </button>
        </>
      ) : (
        <SyncSetupForm />
      )}
    </SettingsSection>
  );
}
