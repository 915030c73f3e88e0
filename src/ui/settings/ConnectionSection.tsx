import { presetIdOf, type SettingsFormState, type StoredKeyLookup } from '../../state/settingsForm';
import { PROVIDER_PRESETS } from '../../state/settingsStorage';
import { useAppStore } from '../../state/store';
import { errorText, format, usePlural, useT, type Strings } from '../i18n';
import { Field } from './Field';
import { SettingsSection } from './SettingsSection';
import type { SectionProps } from './useSettingsForm';

interface Props extends SectionProps {
  storedKey: StoredKeyLookup;
  /** Leaving the base URL: the key follows it to its endpoint, then the endpoint's models are loaded. */
  onEndpointLeft(): void;
  onTestConnection(): void;
}

function testText(t: Strings, plural: ReturnType<typeof usePlural>, test: SettingsFormState['test']): string | null {
  switch (test.kind) {
    case 'ok':
      return test.modelCount === null ? t.connectionOk : plural('connectionOkModels', test.modelCount);
    case 'refused':
      return t[test.problem];
    case 'failed':
      return errorText(t, test.error, { baseURL: test.baseURL, model: test.model });
    default:
      return null;
  }
}

/** Provider, key (per endpoint), "remember", base URL and "Test connection". */
export function ConnectionSection({ form, dispatch, storedKey, onEndpointLeft, onTestConnection }: Props) {
  const t = useT();
  const plural = usePlural();
  const settingsReason = useAppStore((s) => s.settingsReason);
  // "Add your API key" only while there is none in the form.
  const missingKey = settingsReason === 'no_key' && !form.apiKey.trim();
  const { test, errors, showKey } = form;
  const status = testText(t, plural, test);

  return (
    <SettingsSection title={t.sectionConnection}>
      <Field label={t.provider}>
        <select value={presetIdOf(form)} onChange={(e) => dispatch({ type: 'presetPicked', presetId: e.target.value, storedKey })}>
          <option value="">{t.providerCustom}</option>
          {PROVIDER_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.id === 'demo' ? t.presetDemo : p.label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t.apiKey}
        error={errors.apiKey ? t[errors.apiKey] : missingKey ? t.noKeyReason : null}
        action={
          <button type="button" className="ghost" onClick={() => dispatch({ type: 'showKeyToggled' })} aria-pressed={showKey}>
            {showKey ? t.hideKey : t.showKey}
          </button>
        }
      >
        <input
          type={showKey ? 'text' : 'password'}
          value={form.apiKey}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => dispatch({ type: 'keyChanged', key: e.target.value })}
          // onInput, not onChange: re-entering the same key is still the user giving it to this URL.
          onInput={() => dispatch({ type: 'keyTyped' })}
          data-autofocus={settingsReason === 'no_key' ? true : undefined}
        />
      </Field>
      {/* The key stayed with its own address: say why the field changed, and let the user bring it here. */}
      <div aria-live="polite">
        {form.keyLeftBehind && (
          <p className="hint key-left-behind">
            {format(form.apiKey.trim() ? t.keyLeftBehindOther : t.keyLeftBehindEmpty, { from: form.keyLeftBehind.origin })}{' '}
            <button type="button" onClick={() => dispatch({ type: 'leftKeyUsed' })}>
              {t.useKeyHere}
            </button>
          </p>
        )}
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={form.remember}
          onChange={(e) => dispatch({ type: 'rememberChanged', remember: e.target.checked })}
        />
        {t.rememberKey}
      </label>
      <p className="hint">{t.rememberKeyHint}</p>
      <Field label={t.baseUrl} error={errors.baseURL ? t[errors.baseURL] : undefined}>
        <input
          type="url"
          value={form.settings.baseURL}
          onChange={(e) => dispatch({ type: 'edited', patch: { baseURL: e.target.value } })}
          onBlur={onEndpointLeft}
          spellCheck={false}
        />
      </Field>
      <div className="field-row">
        <button type="button" onClick={onTestConnection} disabled={test.kind === 'testing'}>
          {test.kind === 'testing' ? t.testing : t.testConnection}
        </button>
        {status !== null && (
          <span role="status" className={test.kind === 'ok' ? 'ok' : 'error-text'}>
            {status}
          </span>
        )}
      </div>
    </SettingsSection>
  );
}
