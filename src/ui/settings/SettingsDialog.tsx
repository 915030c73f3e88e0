import { useEffect, useId, useRef, useState } from 'react';
import { useAppStore } from '../../state/store';
import { checkBaseUrl, clampCompactionLimit, PROVIDER_PRESETS, type Settings } from '../../state/settingsStorage';
import { keyAfterEndpointChange } from '../../state/presetLink';
import { endpointOrigin } from '../../shared';
import { errorText, format, useT } from '../i18n';
import { SessionSection } from './SessionSection';
import { EmbeddingModelField } from './EmbeddingModelField';

type TestState = { kind: 'idle' } | { kind: 'testing' } | { kind: 'ok'; text: string } | { kind: 'error'; text: string };

export function SettingsDialog() {
  const t = useT();
  const store = useAppStore();
  // A `?preset=` link's proposal is shown here and stored only on Save (issue 16).
  const [form, setForm] = useState<Settings>(store.settingsDraft?.settings ?? store.settings);
  const [apiKey, setApiKey] = useState(store.settingsDraft?.apiKey ?? store.apiKey);
  // The origin the key field belongs to, and whether the user typed it here: a key filled in from storage
  // never follows a base URL to another origin.
  const [keyOrigin, setKeyOrigin] = useState(() => endpointOrigin(form.baseURL));
  const [keyTyped, setKeyTyped] = useState(false);
  const [remember, setRemember] = useState(store.rememberKey);
  const [showKey, setShowKey] = useState(false);
  const [models, setModels] = useState<string[]>([]);
  const [test, setTest] = useState<TestState>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [embeddingTestRun, setEmbeddingTestRun] = useState(0);
  const titleId = useId();
  const modelsId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const update = (patch: Partial<Settings>) => setForm((f) => ({ ...f, ...patch }));
  // Called right after followEndpoint, the key belongs to the form's origin; otherwise to the key field's.
  const llmSettings = (key = apiKey, origin = keyOrigin) => ({ apiKey: key.trim(), baseURL: form.baseURL.trim().replace(/\/+$/, ''), keyOrigin: origin ?? '' });
  /** The key for the form's endpoint after its base URL changed (returned, as state updates come later). */
  const followEndpoint = (baseURL: string, localKey = ''): string => {
    const to = endpointOrigin(baseURL);
    const key = keyAfterEndpointChange({ key: apiKey, typed: keyTyped, fromOrigin: keyOrigin, toOrigin: to, storedKeyFor: (o) => store.keyForEndpoint(o).apiKey, localKey });
    if (to !== keyOrigin) {
      setKeyOrigin(to);
      setApiKey(key);
      if (key !== apiKey) {
        setKeyTyped(false);
        setRemember(to ? store.keyForEndpoint(baseURL).remember : false);
      }
    }
    return key;
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && store.closeSettings();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [store]);

  const loadModels = async (key = apiKey, origin = keyOrigin) => {
    if (!key.trim() || !checkBaseUrl(form.baseURL).ok) return;
    const result = await store.listModels(llmSettings(key, origin));
    if (result.ok) setModels(result.value);
  };

  const runTest = async () => {
    const url = checkBaseUrl(form.baseURL);
    if (!url.ok) return setTest({ kind: 'error', text: t.invalidUrl });
    setTest({ kind: 'testing' });
    setEmbeddingTestRun((n) => n + 1);
    const result = await store.testConnection(llmSettings(followEndpoint(form.baseURL), endpointOrigin(form.baseURL)), form.chatModel.trim());
    if (result.ok) {
      if (result.value.models) setModels(result.value.models);
      setTest({ kind: 'ok', text: result.value.models ? format(t.connectionOkModels, { n: result.value.models.length }) : t.connectionOk });
    } else {
      setTest({ kind: 'error', text: errorText(t, result.error, { baseURL: url.url, model: form.chatModel }) });
    }
  };

  const save = () => {
    const url = checkBaseUrl(form.baseURL);
    if (!url.ok) return setProblem(t.invalidUrl);
    if (!form.chatModel.trim()) return setProblem(t.emptyModel);
    const key = followEndpoint(url.url);
    if (key !== apiKey) return setProblem(t.keyForOtherEndpoint);
    store.saveAllSettings(
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

  return (
    <div className="overlay" onMouseDown={(e) => e.target === e.currentTarget && store.closeSettings()}>
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialogRef}>
        <h2 id={titleId}>{t.settings}</h2>
        {store.settingsReason === 'preset' && (
          <p role="status" className="banner">
            {t.presetLinkReview}
          </p>
        )}
        {store.settingsReason === 'no_key' && (
          <p role="alert" className="banner error">
            {t.noKeyReason}
          </p>
        )}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <label>
            {t.provider}
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
                  {p.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.apiKey}
            <span className="row">
              <input
                type={showKey ? 'text' : 'password'}
                value={apiKey}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => {
                  setApiKey(e.target.value);
                  setKeyOrigin(endpointOrigin(form.baseURL));
                }}
                // onInput, not onChange: re-entering the same key is still the user giving it to this URL.
                onInput={() => {
                  setKeyTyped(true);
                  setKeyOrigin(endpointOrigin(form.baseURL));
                }}
                aria-label={t.apiKey}
                autoFocus={store.settingsReason === 'no_key'}
              />
              <button type="button" className="ghost" onClick={() => setShowKey((v) => !v)} aria-pressed={showKey}>
                {showKey ? t.hideKey : t.showKey}
              </button>
            </span>
          </label>
          <label className="check">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t.rememberKey}
          </label>
          <p className="hint">{t.rememberKeyHint}</p>
          <label>
            {t.baseUrl}
            <input type="url" value={form.baseURL} onChange={(e) => update({ baseURL: e.target.value })} onBlur={() => void loadModels(followEndpoint(form.baseURL), endpointOrigin(form.baseURL))} spellCheck={false} />
          </label>
          <div className="row field-with-action">
            <label>
              {t.chatModel}
              <input list={modelsId} value={form.chatModel} onChange={(e) => update({ chatModel: e.target.value })} spellCheck={false} />
            </label>
            <button type="button" className="ghost" onClick={() => void loadModels()}>
              {t.loadModels}
            </button>
          </div>
          <datalist id={modelsId}>
            {models.map((m) => (
              <option key={m} value={m} />
            ))}
          </datalist>
          <label>
            {t.memoryModel}
            <input list={modelsId} value={form.memoryModel} placeholder={form.chatModel} onChange={(e) => update({ memoryModel: e.target.value })} spellCheck={false} />
          </label>
          <p className="hint">{t.memoryModelHint}</p>
          <EmbeddingModelField value={form.embeddingModel ?? ''} deadlineMs={form.embedDeadlineMs ?? 400} onChange={update} modelsListId={modelsId} testRun={embeddingTestRun} llmSettings={llmSettings} />
          <label>
            {t.language}
            <select value={form.language} onChange={(e) => update({ language: e.target.value === 'zh' ? 'zh' : 'en' })}>
              <option value="en">English</option>
              <option value="zh">简体中文</option>
            </select>
          </label>
          <label className="check">
            <input type="checkbox" checked={form.memoryPaused} onChange={(e) => update({ memoryPaused: e.target.checked })} />
            {t.pauseMemory}
          </label>
          <fieldset className="row limits">
            <legend>{t.compactLimits}</legend>
            <input
              type="number"
              min={5}
              aria-label={`${t.compactLimits}: turns`}
              value={form.compactMaxTurns || ''}
              onChange={(e) => update({ compactMaxTurns: Number(e.target.value) })}
              onBlur={() => update({ compactMaxTurns: clampCompactionLimit('compactMaxTurns', form.compactMaxTurns) })}
            />
            <input
              type="number"
              min={2000}
              step={1000}
              aria-label={`${t.compactLimits}: characters`}
              value={form.compactMaxChars || ''}
              onChange={(e) => update({ compactMaxChars: Number(e.target.value) })}
              onBlur={() => update({ compactMaxChars: clampCompactionLimit('compactMaxChars', form.compactMaxChars) })}
            />
          </fieldset>
          <div className="row">
            <button type="button" onClick={() => void runTest()} disabled={test.kind === 'testing'}>
              {test.kind === 'testing' ? t.testing : t.testConnection}
            </button>
            {(test.kind === 'ok' || test.kind === 'error') && (
              <span role="status" className={test.kind === 'ok' ? 'ok' : 'error-text'}>
                {test.text}
              </span>
            )}
          </div>
          {problem && (
            <p role="alert" className="error-text">
              {problem}
            </p>
          )}
          <SessionSection />
          <div className="dialog-actions">
            <button type="button" onClick={store.closeSettings}>
              {t.cancel}
            </button>
            <button type="submit" className="primary">
              {t.save}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
