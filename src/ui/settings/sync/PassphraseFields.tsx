import { useState } from 'react';
import { useT } from '../../i18n';
import { Field } from '../Field';
import { generatePassphrase } from './generatePassphrase';

/**
 * A new passphrase typed twice, or generated and shown once: the state both the set-up form and a key
 * rotation keep. `differs` checks the second typing; with `emptyRepeatOk`, a second field left empty takes
 * the first as typed.
 */
export function usePassphrasePair() {
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [generated, setGenerated] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);
  return {
    passphrase,
    repeat,
    generated,
    mismatch,
    setPassphrase,
    setRepeat,
    /** Checks the second typing, shows the mismatch if any, and says whether it differs. */
    differs(emptyRepeatOk = false): boolean {
      const differs = !(emptyRepeatOk && repeat === '') && passphrase !== repeat;
      setMismatch(differs);
      return differs;
    },
    clearMismatch: () => setMismatch(false),
    generate() {
      const fresh = generatePassphrase();
      setPassphrase(fresh);
      setRepeat(fresh);
      setGenerated(fresh);
      setMismatch(false);
    },
    /** After a success: nothing of the passphrase stays on screen. */
    clear() {
      setPassphrase('');
      setRepeat('');
      setGenerated(null);
    },
  };
}

export type PassphrasePair = ReturnType<typeof usePassphrasePair>;

/** The passphrase field with its Generate button, the generated passphrase shown once, and the repeat field. */
export function PassphraseFields({ pair, label, hint }: { pair: PassphrasePair; label: string; hint?: string }) {
  const t = useT();
  return (
    <>
      <Field
        label={label}
        {...(hint ? { hint } : {})}
        action={
          <button type="button" className="ghost" onClick={pair.generate}>
            {t.generatePassphrase}
          </button>
        }
      >
        <input type="password" value={pair.passphrase} onChange={(e) => pair.setPassphrase(e.target.value)} autoComplete="new-password" />
      </Field>
      {pair.generated && (
        <div className="sync-generated">
          <code data-testid="sync-generated-passphrase">{pair.generated}</code>
          <p className="hint">{t.generatedPassphraseNote}</p>
        </div>
      )}
      <Field label={t.repeatPassphrase} error={pair.mismatch ? t.passphraseMismatch : null}>
        <input type="password" value={pair.repeat} onChange={(e) => pair.setRepeat(e.target.value)} autoComplete="new-password" />
      </Field>
    </>
  );
}
