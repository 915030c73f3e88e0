import { useState } from 'react';
import type { Failure } from '../../../state/slice';
import { useAppStore } from '../../../state/store';
import { errorText, useT } from '../../i18n';
import { Field } from '../Field';

/** Change passphrase: typed twice; the worker seals everything here again under the new keys. */
export function ChangePassphrase() {
  const t = useT();
  const change = useAppStore((s) => s.changeSyncPassphrase);
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setDone(false);
    setMismatch(passphrase !== repeat);
    if (passphrase !== repeat) return;
    setBusy(true);
    const result = await change(passphrase);
    setBusy(false);
    setFailure(result);
    if (result) return;
    setPassphrase('');
    setRepeat('');
    setDone(true);
  };
  return (
    <section className="sync-change-passphrase" aria-labelledby="sync-change-passphrase-title">
      <h4 id="sync-change-passphrase-title">{t.changePassphrase}</h4>
      <p className="hint">{t.changePassphraseNote}</p>
      <Field label={t.newPassphrase}>
        <input type="password" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} autoComplete="new-password" />
      </Field>
      <Field label={t.repeatPassphrase} error={mismatch ? t.passphraseMismatch : null}>
        <input type="password" value={repeat} onChange={(e) => setRepeat(e.target.value)} autoComplete="new-password" />
      </Field>
      {failure && (
        <p role="alert" className="error-text">
          {errorText(t, failure)}
        </p>
      )}
      {done && <p aria-live="polite">{t.passphraseChanged}</p>}
      <button type="button" disabled={busy} onClick={() => void submit()}>
        {t.changePassphrase}
      </button>
    </section>
  );
}
