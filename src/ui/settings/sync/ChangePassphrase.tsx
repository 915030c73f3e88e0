import { useState } from 'react';
import type { Failure } from '../../../state/slice';
import { useAppStore } from '../../../state/store';
import type { SyncDevice } from '../../../state/types';
import { errorText, format, useT } from '../../i18n';
import { PassphraseFields, usePassphrasePair } from './PassphraseFields';

/**
 * Key rotation under a new passphrase (typed twice, or generated and shown once): Change passphrase, or,
 * with `removing`, taking that device out of the space. Both move the space to a new pairing code.
 */
export function ChangePassphrase({ removing, onRemoved }: { removing?: SyncDevice | null; onRemoved?: () => void }) {
  const t = useT();
  const change = useAppStore((s) => s.changeSyncPassphrase);
  const remove = useAppStore((s) => s.removeSyncDevice);
  const pair = usePassphrasePair();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setDone(null);
    if (pair.differs()) return;
    setBusy(true);
    const result = removing ? await remove(removing.slot, pair.passphrase) : await change(pair.passphrase);
    setBusy(false);
    setFailure(result);
    if (result) return;
    pair.clear();
    setDone(removing ? format(t.deviceRemoved, { name: removing.name }) : t.passphraseChanged);
    onRemoved?.();
  };
  const title = removing ? format(t.removeDeviceTitle, { name: removing.name }) : t.changePassphrase;
  return (
    <section className="sync-change-passphrase" aria-labelledby="sync-change-passphrase-title">
      <h4 id="sync-change-passphrase-title">{title}</h4>
      <p className="hint">{removing ? t.removeDeviceNote : t.changePassphraseNote}</p>
      <PassphraseFields pair={pair} label={t.newPassphrase} />
      {failure && (
        <p role="alert" className="error-text">
          {errorText(t, failure)}
        </p>
      )}
      {done && <p aria-live="polite">{done}</p>}
      <p className="hint">{t.rotationHelp}</p>
      <div className="field-row">
        <button type="button" disabled={busy} onClick={() => void submit()}>
          {removing ? t.confirmRemoveDevice : t.changePassphrase}
        </button>
        {removing && (
          <button type="button" className="ghost" disabled={busy} onClick={onRemoved}>
            {t.keepDevice}
          </button>
        )}
      </div>
    </section>
  );
}
