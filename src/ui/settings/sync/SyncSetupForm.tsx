import { useState } from 'react';
import type { Failure } from '../../../state/slice';
import { useAppStore } from '../../../state/store';
import type { SyncJoinPreview } from '../../../state/types';
import { errorText, format, useT } from '../../i18n';
import { Field } from '../Field';
import { PassphraseFields, usePassphrasePair } from './PassphraseFields';
import { RelayTest } from './RelayTest';

/** A guess at a name the user will recognise in the Devices list; they can change it before setting up. */
function guessDeviceName(): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const browser = /Firefox\//.test(ua)
    ? 'Firefox'
    : /Edg\//.test(ua)
      ? 'Edge'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return system ? `${browser} · ${system}` : browser;
}

/**
 * Setting sync up: create a space (the passphrase typed twice, or generated and shown once) or join one
 * (pairing code and passphrase; when this device already holds data, a preview of what will merge first).
 */
export function SyncSetupForm() {
  const t = useT();
  const create = useAppStore((s) => s.createSyncSpace);
  const join = useAppStore((s) => s.joinSyncSpace);
  const preview = useAppStore((s) => s.previewSyncSpace);
  const [relayUrl, setRelayUrl] = useState('');
  const [deviceName, setDeviceName] = useState(guessDeviceName);
  const pair = usePassphrasePair();
  const { passphrase } = pair;
  const [pairingCode, setPairingCode] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState<'create' | 'preview' | 'join' | null>(null);
  const [merging, setMerging] = useState<Required<SyncJoinPreview> | null>(null);

  const request = () => ({ relayUrl, passphrase, deviceName, pairingCode });
  const finish = (result: Failure | null) => {
    setBusy(null);
    setFailure(result);
    if (result) return;
    pair.clear();
  };
  const onCreate = async () => {
    // The second typing catches a typo before it locks the space; left empty, the first is taken as typed.
    if (pair.differs(true)) return;
    setBusy('create');
    finish(await create({ relayUrl, passphrase, deviceName }));
  };
  const onJoin = async () => {
    pair.clearMismatch();
    setBusy('preview');
    const found = await preview(request());
    if (!found.ok) return finish(found.error);
    if (found.value.space) {
      setBusy(null);
      setFailure(null);
      setMerging({ space: found.value.space, here: found.value.here });
      return;
    }
    setBusy('join');
    finish(await join(request()));
  };
  const onConfirm = async () => {
    setMerging(null);
    setBusy('join');
    finish(await join(request()));
  };

  return (
    <>
      <Field label={t.relayUrl} action={<RelayTest relayUrl={relayUrl} />}>
        <input type="url" value={relayUrl} onChange={(e) => setRelayUrl(e.target.value)} autoComplete="off" spellCheck={false} />
      </Field>
      <p className="hint">
        {t.relayUrlExamples} <code>{t.relayUrlExampleTls}</code> <code>{t.relayUrlExampleLocal}</code>
      </p>
      <Field label={t.deviceName} hint={t.deviceNameHint}>
        <input value={deviceName} onChange={(e) => setDeviceName(e.target.value)} autoComplete="off" maxLength={80} />
      </Field>
      <PassphraseFields pair={pair} label={t.syncPassphrase} hint={t.syncPassphraseHint} />
      <Field label={t.pairingCode} hint={t.pairingCodeHint}>
        <input value={pairingCode} onChange={(e) => setPairingCode(e.target.value)} autoComplete="off" spellCheck={false} />
      </Field>
      {failure && (
        <p role="alert" className="error-text">
          {errorText(t, failure)}
        </p>
      )}
      {busy === 'preview' && <p className="hint">{t.checkingSpace}</p>}
      {merging ? (
        <section className="sync-preview" aria-label={t.joinPreviewTitle}>
          <h4>{t.joinPreviewTitle}</h4>
          <p>
            {format(t.joinPreviewText, {
              spaceMemories: merging.space.memories,
              spaceConversations: merging.space.conversations,
              hereMemories: merging.here.memories,
              hereConversations: merging.here.conversations,
            })}
          </p>
          <div className="field-row">
            <button type="button" onClick={() => void onConfirm()}>
              {t.confirmJoin}
            </button>
            <button type="button" className="ghost" onClick={() => setMerging(null)}>
              {t.cancelJoin}
            </button>
          </div>
        </section>
      ) : (
        <div className="field-row">
          <button type="button" disabled={busy !== null} onClick={() => void onCreate()}>
            {t.createSyncSpace}
          </button>
          <button type="button" disabled={busy !== null} onClick={() => void onJoin()}>
            {t.joinSyncSpace}
          </button>
        </div>
      )}
    </>
  );
}
