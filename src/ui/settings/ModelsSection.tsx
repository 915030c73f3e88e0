import { useId } from 'react';
import { formLlmSettings, type SettingsFormState } from '../../state/settingsForm';
import { EMBED_DEADLINE_DEFAULT_MS } from '../../state/settingsStorage';
import { errorText, usePlural, useT } from '../i18n';
import { EmbeddingModelField } from './EmbeddingModelField';
import { Field } from './Field';
import { SettingsSection } from './SettingsSection';
import type { SectionProps } from './useSettingsForm';

interface Props extends SectionProps {
  onLoadModels(): void;
  /** The form as it is now (an embeddings check runs with the values of the moment it starts). */
  latest(): SettingsFormState;
}

/** Chat, memory and embedding models, offered from the endpoint's list once loaded. */
export function ModelsSection({ form, dispatch, onLoadModels, latest }: Props) {
  const t = useT();
  const plural = usePlural();
  const modelsId = useId();
  const { settings, errors } = form;
  return (
    <SettingsSection title={t.sectionModels}>
      <Field
        label={t.chatModel}
        error={errors.chatModel ? t[errors.chatModel] : undefined}
        action={
          <button type="button" className="ghost" onClick={onLoadModels}>
            {t.loadModels}
          </button>
        }
      >
        <input
          list={modelsId}
          value={settings.chatModel}
          onChange={(e) => dispatch({ type: 'edited', patch: { chatModel: e.target.value } })}
          spellCheck={false}
        />
      </Field>
      {/* Live, but no status role: the dialog's one status is the connection test's. */}
      <p aria-live="polite" className={form.modelsNote?.kind === 'failed' ? 'error-text' : 'hint'}>
        {form.modelsNote?.kind === 'loaded'
          ? plural('modelsLoaded', form.modelsNote.count)
          : form.modelsNote?.kind === 'failed'
            ? errorText(t, form.modelsNote.error, { baseURL: form.settings.baseURL })
            : ''}
      </p>
      <Field label={t.memoryModel} hint={t.memoryModelHint}>
        <input
          list={modelsId}
          value={settings.memoryModel}
          placeholder={settings.chatModel}
          onChange={(e) => dispatch({ type: 'edited', patch: { memoryModel: e.target.value } })}
          spellCheck={false}
        />
      </Field>
      <EmbeddingModelField
        value={settings.embeddingModel ?? ''}
        deadlineMs={settings.embedDeadlineMs ?? EMBED_DEADLINE_DEFAULT_MS}
        onChange={(patch) => dispatch({ type: 'edited', patch })}
        modelsListId={modelsId}
        testRun={form.embeddingTestRun}
        llmSettings={() => formLlmSettings(latest())}
      />
      <datalist id={modelsId}>
        {form.models.map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
    </SettingsSection>
  );
}
