import { useId } from 'react';
import { canListModels, formLlmSettings, settingsToSave, type SettingsFormState } from '../../state/settingsForm';
import { useAppStore } from '../../state/store';
import { format, useT } from '../i18n';
import { ModalDialog } from '../common/ModalDialog';
import { AdvancedSection } from './AdvancedSection';
import { AppearanceSection } from './AppearanceSection';
import { ConnectionSection } from './ConnectionSection';
import { InstructionsSection } from './InstructionsSection';
import { MemorySection } from './MemorySection';
import { ModelsSection } from './ModelsSection';
import { SessionSection } from './SessionSection';
import { SyncSection } from './SyncSection';
import { useSettingsForm } from './useSettingsForm';
import './settings.css';

/**
 * Settings in sections (Connection, Models, Custom instructions, Memory, Appearance, Sessions, Sync, Advanced) with Cancel / Save
 * always in view. The form (state/settingsForm.ts) starts from the stored settings when the dialog opens
 * and is kept apart until Save; the dialog runs the endpoint calls it asks for.
 */
export function SettingsDialog() {
  const t = useT();
  const settingsReason = useAppStore((s) => s.settingsReason);
  const closeSettings = useAppStore((s) => s.closeSettings);
  const saveAllSettings = useAppStore((s) => s.saveAllSettings);
  const saveTheme = useAppStore((s) => s.saveTheme);
  const saveError = useAppStore((s) => s.settingsSaveError);
  const openInspector = useAppStore((s) => s.openInspector);
  const listModels = useAppStore((s) => s.listModels);
  const testConnection = useAppStore((s) => s.testConnection);
  const storedKey = useAppStore((s) => s.keyForEndpoint);
  const { form, dispatch, latest } = useSettingsForm();
  const titleId = useId();

  /** `asked`: the user pressed "Load models", so a failure is theirs to see (leaving the base URL loads quietly). */
  const loadModels = async (state: SettingsFormState, asked: boolean) => {
    if (!canListModels(state)) return;
    const result = await listModels(formLlmSettings(state));
    if (result.ok) dispatch({ type: 'modelsLoaded', models: result.value });
    else if (asked) dispatch({ type: 'modelsFailed', error: result.error });
  };
  // The key field follows the base URL to its endpoint before anything is sent there.
  const loadEndpointModels = (asked: boolean) => void loadModels(dispatch({ type: 'endpointUsed', storedKey }), asked);

  const runTest = async () => {
    const state = dispatch({ type: 'testStarted', storedKey });
    if (state.test.kind !== 'testing') return;
    const result = await testConnection(formLlmSettings(state), state.settings.chatModel.trim());
    dispatch({ type: 'testFinished', result });
  };

  const save = () => {
    const next = settingsToSave(dispatch({ type: 'saveRequested', storedKey }));
    if (!next) return;
    saveTheme(next.theme);
    saveAllSettings(next.settings, next.apiKey, next.remember);
  };

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
          <ConnectionSection
            form={form}
            dispatch={dispatch}
            storedKey={storedKey}
            onEndpointLeft={() => loadEndpointModels(false)}
            onTestConnection={() => void runTest()}
          />
          <ModelsSection form={form} dispatch={dispatch} onLoadModels={() => loadEndpointModels(true)} latest={latest} />
          <InstructionsSection form={form} dispatch={dispatch} />
          <MemorySection form={form} dispatch={dispatch} />
          <AppearanceSection form={form} dispatch={dispatch} />
          <SessionSection />
          <SyncSection />
          <AdvancedSection form={form} dispatch={dispatch} />
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
