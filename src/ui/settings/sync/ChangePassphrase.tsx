import { useState } from 'react';
import type { Failure } from '../../../state/slice';
import { useAppStore } from '../../../state/store';
import type { SyncDevice } from '../../../state/types';
import { errorText, format, useT } from '../../i18n';
import { Field } from '../Field';
import { generatePassphrase } from './generatePassphrase';

/**
 * Key rotation under a new passphrase (typed twice, or generated and shown once): Change passphrase, or,
 * with `removing`, taking that device out of the space. Both move the space to a new pairing code.
 */
export function ChangePassphrase({ removing, onRemoved }: { removing?: SyncDevice | null; onRemoved?: () => void }) {
  const t = useT();
  const change = useAppStore((s) => s.changeSyncPassphrase);
  const remove = useAppStore((s) => s.removeSyncDevice);
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [generated, setGenerated] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setDone(null);
    setMismatch(passphrase !== repeat);
    if (passphrase !== repeat) return;
    setBusy(true);
    const result = removing ? await remove(removing.slot, passphrase) : await change(passphrase);
    setBusy(false);
    setFailure(result);
    if (result) return;
    setPassphrase('');
    setRepeat('');
    setGenerated(null);
    setDone(removing ? format(t.deviceRemoved, { name: removing.name }) : t.passphraseChanged);
    onRemoved?.();
  };
  const onGenerate = () => {
    const fresh = generatePassphrase();
    setPassphrase(fresh);
    setRepeat(fresh);
    setGenerated(fresh);
    setMismatch(false);
  };
  const title = removing ? format(t.removeDeviceTitle, { name: removing.name }) : t.changePassphrase;
  return (
    <section className="sync-change-passphrase" aria-labelledby="sync-change-passphrase-title">
      <h4 id="sync-change-passphrase-title">{title}</h4>
      <p className="hint">{removing ? t.removeDeviceNote : t.changePassphraseNote}</p>
      <Field
        label={t.newPassphrase}
        action={
          <button type="button" className="ghost" onClick={onGenerate}>
            {t.generatePassphrase}
          </button>
        }
      >
        <input type="password" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} autoComplete="new-password" />
      </Field>
      {generated && (
        <div className="sync-generated">
          <code data-testid="sync-generated-passphrase">{generated}</code>
          <p className="hint">{t.generatedPassphraseNote}</p>
        </div>
      )}
      <Field label={t.repeatPassphrase} error={mismatch ? t.passphraseMismatch : null}>
        <input type="password" value={repeat} onChange={(e) => setRepeat(e.target.value)} autoComplete="new-password" />
      </Field>
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
