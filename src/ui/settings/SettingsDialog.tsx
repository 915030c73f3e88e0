import { useId, useState, type ReactNode } from 'react';
import { useAppStore } from '../../state/store';
import { keyAfterEndpointChange } from '../../state/presetLink';
import { checkBaseUrl, clampCompactionLimit, PROVIDER_PRESETS, type Settings } from '../../state/settingsStorage';
import { endpointOrigin } from '../../shared';
import { errorText, format, usePlural, useT } from '../i18n';
import { ModalDialog } from '../common/ModalDialog';
import { saveTheme, THEMES, useTheme, type Theme } from '../common/theme';
import { EmbeddingModelField } from './EmbeddingModelField';
import { Field } from './Field';
import { SessionSection } from './SessionSection';
import './settings.css';

type TestState = { kind: 'idle' } | { kind: 'testing' } | { kind: 'ok'; text: string } | { kind: 'error'; text: string };
type FieldErrors = Partial<Record<'baseURL' | 'chatModel' | 'apiKey', string>>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * Settings in sections (Connection, Models, Memory, Appearance, Sessions, Advanced) with Cancel / Save
 * always in view. It takes the stored settings when it opens (it selects only those, so it does not re-render
 * on streamed tokens) and keeps its own draft until Save.
 */
export function SettingsDialog() {
  const t = useT();
  const plural = usePlural();
  const storedSettings = useAppStore((s) => s.settings);
  const storedKey = useAppStore((s) => s.apiKey);
  const storedRemember = useAppStore((s) => s.rememberKey);
  const settingsReason = useAppStore((s) => s.settingsReason);
  const closeSettings = useAppStore((s) => s.closeSettings);
  const saveAllSettings = useAppStore((s) => s.saveAllSettings);
  const saveError = useAppStore((s) => s.settingsSaveError);
  const openInspector = useAppStore((s) => s.openInspector);
  const listModels = useAppStore((s) => s.listModels);
  const testConnection = useAppStore((s) => s.testConnection);
  const keyForEndpoint = useAppStore((s) => s.keyForEndpoint);
  // A `?preset=` link's proposal is shown here and stored only on Save.
  const draft = useAppStore((s) => s.settingsDraft);
  const savedTheme = useTheme();
  const [form, setForm] = useState<Settings>(draft?.settings ?? storedSettings);
  const [apiKey, setApiKey] = useState(draft?.apiKey ?? storedKey);
  // The origin the key field belongs to, and whether the user typed it here: a key filled in from storage
  // never follows a base URL to another origin.
  const [keyOrigin, setKeyOrigin] = useState(() => endpointOrigin(form.baseURL));
  const [keyTyped, setKeyTyped] = useState(false);
  const [remember, setRemember] = useState(storedRemember);
  const [theme, setTheme] = useState<Theme>(savedTheme);
  const [showKey, setShowKey] = useState(false);
  const [models, setModels] = useState<string[]>([]);
  const [test, setTest] = useState<TestState>({ kind: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [embeddingTestRun, setEmbeddingTestRun] = useState(0);
  const titleId = useId();
  const modelsId = useId();

  // A change to what a message describes makes that message stale: it goes.
  const update = (patch: Partial<Settings>) => {
    setForm((f) => ({ ...f, ...patch }));
    if ('baseURL' in patch || 'chatModel' in patch) setTest({ kind: 'idle' });
    setErrors((e) => ({
      ...e,
      ...('baseURL' in patch ? { baseURL: undefined } : {}),
      ...('chatModel' in patch ? { chatModel: undefined } : {}),
    }));
  };
  const changeKey = (key: string) => {
    setApiKey(key);
    setTest({ kind: 'idle' });
    setErrors((e) => ({ ...e, apiKey: undefined }));
  };
  // Called right after followEndpoint, the key belongs to the form's origin; otherwise to the key field's.
  const llmSettings = (key = apiKey, origin = keyOrigin) => ({
    apiKey: key.trim(),
    baseURL: form.baseURL.trim().replace(/\/+$/, ''),
    keyOrigin: origin ?? '',
  });
  /** The key for the form's endpoint after its base URL changed (returned, as state updates come later). */
  const followEndpoint = (baseURL: string, localKey = ''): string => {
    const to = endpointOrigin(baseURL);
    const key = keyAfterEndpointChange({
      key: apiKey,
      typed: keyTyped,
      fromOrigin: keyOrigin,
      toOrigin: to,
      storedKeyFor: (o) => keyForEndpoint(o).apiKey,
      localKey,
    });
    if (to !== keyOrigin) {
      setKeyOrigin(to);
      setApiKey(key);
      if (key !== apiKey) {
        setKeyTyped(false);
        setRemember(to ? keyForEndpoint(baseURL).remember : false);
      }
    }
    return key;
  };

  const loadModels = async (key = apiKey, origin = keyOrigin) => {
    if (!key.trim() || !checkBaseUrl(form.baseURL).ok) return;
    const result = await listModels(llmSettings(key, origin));
    if (result.ok) setModels(result.value);
  };

  const runTest = async () => {
    const url = checkBaseUrl(form.baseURL);
    if (!url.ok) return setTest({ kind: 'error', text: url.reason === 'insecure' ? t.insecureUrl : t.invalidUrl });
    setTest({ kind: 'testing' });
    setEmbeddingTestRun((n) => n + 1);
    const result = await testConnection(llmSettings(followEndpoint(form.baseURL), endpointOrigin(form.baseURL)), form.chatModel.trim());
    if (result.ok) {
      if (result.value.models) setModels(result.value.models);
      setTest({ kind: 'ok', text: result.value.models ? plural('connectionOkModels', result.value.models.length) : t.connectionOk });
    } else {
      setTest({ kind: 'error', text: errorText(t, result.error, { baseURL: url.url, model: form.chatModel }) });
    }
  };

  const save = () => {
    const url = checkBaseUrl(form.baseURL);
    const problems: FieldErrors = {};
    if (!url.ok) problems.baseURL = url.reason === 'insecure' ? t.insecureUrl : t.invalidUrl;
    if (!form.chatModel.trim()) problems.chatModel = t.emptyModel;
    if (url.ok && followEndpoint(url.url) !== apiKey) problems.apiKey = t.keyForOtherEndpoint;
    setErrors(problems);
    if (!url.ok || problems.chatModel || problems.apiKey) return;
    saveTheme(theme);
    saveAllSettings(
      {
        ...form,
        baseURL: url.url,
        chatModel: form.chatModel.trim(),
        memoryModel: form.memoryModel.trim(),
        compactMaxTurns: clampCompactionLimit('compactMaxTurns', form.compactMaxTurns),
        compactMaxChars: clampCompactionLimit('compactMaxChars', form.compactMaxChars),
        embeddingModel: (form.embeddingModel ?? '').trim(),
      },
      apiKey,
      remember,
    );
  };

  const presetId = PROVIDER_PRESETS.find((p) => p.baseURL === form.baseURL)?.id ?? '';
  // "Add your API key" only while there is none in the form.
  const missingKey = settingsReason === 'no_key' && !apiKey.trim();

  return (
    <ModalDialog onClose={closeSettings} labelledBy={titleId} className="settings">
      <form
        className="settings-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <h2 id={titleId}>{t.settings}</h2>
        {settingsReason === 'preset' && (
          <p role="status" className="banner">
            {t.presetLinkReview}
          </p>
        )}
        <div className="settings-scroll">
          <Section title={t.sectionConnection}>
            <Field label={t.provider}>
              <select
                value={presetId}
                onChange={(e) => {
                  const preset = PROVIDER_PRESETS.find((p) => p.id === e.target.value);
                  if (!preset) return;
                  update({ baseURL: preset.baseURL, chatModel: preset.model });
                  followEndpoint(preset.baseURL, preset.localKey ?? '');
                }}
              >
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
              error={errors.apiKey ?? (missingKey ? t.noKeyReason : null)}
              action={
                <button type="button" className="ghost" onClick={() => setShowKey((v) => !v)} aria-pressed={showKey}>
                  {showKey ? t.hideKey : t.showKey}
                </button>
              }
            >
              <input
                type={showKey ? 'text' : 'password'}
                value={apiKey}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => {
                  changeKey(e.target.value);
                  setKeyOrigin(endpointOrigin(form.baseURL));
                }}
                // onInput, not onChange: re-entering the same key is still the user giving it to this URL.
                onInput={() => {
                  setKeyTyped(true);
                  setKeyOrigin(endpointOrigin(form.baseURL));
                }}
                data-autofocus={settingsReason === 'no_key' ? true : undefined}
              />
            </Field>
            <label className="check">
              <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
              {t.rememberKey}
            </label>
            <p className="hint">{t.rememberKeyHint}</p>
            <Field label={t.baseUrl} error={errors.baseURL}>
              <input
                type="url"
                value={form.baseURL}
                onChange={(e) => update({ baseURL: e.target.value })}
                onBlur={() => void loadModels(followEndpoint(form.baseURL), endpointOrigin(form.baseURL))}
                spellCheck={false}
              />
            </Field>
            <div className="field-row">
              <button type="button" onClick={() => void runTest()} disabled={test.kind === 'testing'}>
                {test.kind === 'testing' ? t.testing : t.testConnection}
              </button>
              {(test.kind === 'ok' || test.kind === 'error') && (
                <span role="status" className={test.kind === 'ok' ? 'ok' : 'error-text'}>
                  {test.text}
                </span>
              )}
            </div>
          </Section>
          <Section title={t.sectionModels}>
            <Field
              label={t.chatModel}
              error={errors.chatModel}
              action={
                <button
                  type="button"
                  className="ghost"
                  onClick={() => void loadModels(followEndpoint(form.baseURL), endpointOrigin(form.baseURL))}
                >
                  {t.loadModels}
                </button>
              }
            >
              <input list={modelsId} value={form.chatModel} onChange={(e) => update({ chatModel: e.target.value })} spellCheck={false} />
            </Field>
            <Field label={t.memoryModel} hint={t.memoryModelHint}>
              <input
                list={modelsId}
                value={form.memoryModel}
                placeholder={form.chatModel}
                onChange={(e) => update({ memoryModel: e.target.value })}
                spellCheck={false}
              />
            </Field>
            <EmbeddingModelField
              value={form.embeddingModel ?? ''}
              deadlineMs={form.embedDeadlineMs ?? 400}
              onChange={update}
              modelsListId={modelsId}
              testRun={embeddingTestRun}
              llmSettings={llmSettings}
            />
            <datalist id={modelsId}>
              {models.map((m) => (
                <option key={m} value={m} />
              ))}
            </datalist>
          </Section>
          <Section title={t.sectionMemory}>
            <label className="check">
              <input type="checkbox" checked={form.memoryPaused} onChange={(e) => update({ memoryPaused: e.target.checked })} />
              {t.pauseMemory}
            </label>
          </Section>
          <Section title={t.sectionAppearance}>
            <Field label={t.language}>
              <select value={form.language} onChange={(e) => update({ language: e.target.value === 'zh' ? 'zh' : 'en' })}>
                <option value="en" lang="en">
                  English
                </option>
                <option value="zh" lang="zh-CN">
                  简体中文
                </option>
              </select>
            </Field>
            <Field label={t.theme}>
              <select value={theme} onChange={(e) => setTheme(THEMES.find((x) => x === e.target.value) ?? 'system')}>
                {THEMES.map((x) => (
                  <option key={x} value={x}>
                    {t[`theme_${x}`]}
                  </option>
                ))}
              </select>
            </Field>
          </Section>
          <Section title={t.sectionSessions}>
            <SessionSection />
          </Section>
          <Section title={t.sectionAdvanced}>
            <fieldset className="limits">
              <legend>{t.compactLimits}</legend>
              <div className="field-row">
                <input
                  type="number"
                  min={5}
                  aria-label={t.compactTurns}
                  value={form.compactMaxTurns || ''}
                  onChange={(e) => update({ compactMaxTurns: Number(e.target.value) })}
                  onBlur={() => update({ compactMaxTurns: clampCompactionLimit('compactMaxTurns', form.compactMaxTurns) })}
                />
                <input
                  type="number"
                  min={2000}
                  step={1000}
                  aria-label={t.compactChars}
                  value={form.compactMaxChars || ''}
                  onChange={(e) => update({ compactMaxChars: Number(e.target.value) })}
                  onBlur={() => update({ compactMaxChars: clampCompactionLimit('compactMaxChars', form.compactMaxChars) })}
                />
              </div>
            </fieldset>
          </Section>
        </div>
        {saveError && (
          <p role="alert" className="error-text">
            {format(t.settingsNotSaved, { detail: saveError })}{' '}
            <button type="button" className="ghost" onClick={() => openInspector('transfer')}>
              {t.openStoragePanel}
            </button>
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={closeSettings}>
            {t.cancel}
          </button>
          <button type="submit" className="primary">
            {t.save}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
