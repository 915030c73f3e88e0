import { useId, useRef, useState } from 'react';
import { INSTRUCTION_MAX_CHARS, parseMaxTokens, parseTemperature, type ParsedSampling } from '../../chat';
import { useAppStore } from '../../state/store';
import { format, useT, type Strings } from '../i18n';
import { ModalDialog } from '../common/ModalDialog';
import { Field } from '../settings/Field';
import '../settings/settings.css';

type SamplingField = 'temperature' | 'maxTokens';

/** The sentence for a refused value, or null when it is fine. */
function samplingError(t: Strings, field: SamplingField, parsed: ParsedSampling): string | null {
  if (parsed.ok) return null;
  if (parsed.problem === 'notNumber') return t.samplingNotNumber;
  if (parsed.problem === 'notWhole') return t.maxTokensNotWhole;
  return field === 'temperature' ? t.temperatureOutOfRange : t.maxTokensOutOfRange;
}

const shown = (value: number | undefined): string => (value === undefined ? '' : String(value));

/**
 * One chat's own options: its system prompt (a persona) and the temperature and answer length its answers
 * are asked with. Kept apart until Save, like Settings; a value that cannot be sent is refused with its reason.
 */
export function ChatSettingsDialog({ conversationId, onClose }: { conversationId: string; onClose(): void }) {
  const t = useT();
  const stored = useAppStore((s) => s.chatOptionsOf(conversationId));
  const saveChatOptions = useAppStore((s) => s.saveChatOptions);
  const [systemPrompt, setSystemPrompt] = useState(stored.systemPrompt);
  const [temperature, setTemperature] = useState(shown(stored.temperature));
  const [maxTokens, setMaxTokens] = useState(shown(stored.maxTokens));
  const [errors, setErrors] = useState<Partial<Record<SamplingField, string>>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const inputs = { temperature: useRef<HTMLInputElement>(null), maxTokens: useRef<HTMLInputElement>(null) };
  const titleId = useId();

  const save = () => {
    const parsed = { temperature: parseTemperature(temperature), maxTokens: parseMaxTokens(maxTokens) };
    const found: Partial<Record<SamplingField, string>> = {};
    for (const field of ['temperature', 'maxTokens'] as const) {
      const error = samplingError(t, field, parsed[field]);
      if (error) found[field] = error;
    }
    setErrors(found);
    const firstBad = (['temperature', 'maxTokens'] as const).find((f) => found[f]);
    if (firstBad) return inputs[firstBad].current?.focus();
    const value = (p: ParsedSampling) => (p.ok ? p.value : undefined);
    const t0 = value(parsed.temperature);
    const m0 = value(parsed.maxTokens);
    // A failed write keeps the dialog open and says so; the options apply in this tab meanwhile.
    const failed = saveChatOptions(conversationId, {
      systemPrompt,
      ...(t0 === undefined ? {} : { temperature: t0 }),
      ...(m0 === undefined ? {} : { maxTokens: m0 }),
    });
    if (failed) setSaveError(failed);
    else onClose();
  };

  const edit = (field: SamplingField, set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    if (errors[field]) setErrors((all) => ({ ...all, [field]: undefined }));
  };

  return (
    <ModalDialog onClose={onClose} labelledBy={titleId} className="chat-settings">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <h2 id={titleId}>{t.chatOptionsTitle}</h2>
        <Field label={t.chatPrompt} hint={t.chatPromptHint}>
          <textarea
            rows={5}
            maxLength={INSTRUCTION_MAX_CHARS}
            value={systemPrompt}
            data-autofocus
            onChange={(e) => setSystemPrompt(e.target.value)}
          />
        </Field>
        <fieldset className="chat-sampling">
          <legend>{t.modelParameters}</legend>
          <Field label={t.temperature} hint={t.temperatureHint} error={errors.temperature ?? null}>
            <input
              ref={inputs.temperature}
              inputMode="decimal"
              autoComplete="off"
              value={temperature}
              onChange={edit('temperature', setTemperature)}
            />
          </Field>
          <Field label={t.maxTokens} hint={t.maxTokensHint} error={errors.maxTokens ?? null}>
            <input
              ref={inputs.maxTokens}
              inputMode="numeric"
              autoComplete="off"
              value={maxTokens}
              onChange={edit('maxTokens', setMaxTokens)}
            />
          </Field>
        </fieldset>
        {saveError && (
          <p role="alert" className="error-text">
            {format(t.chatOptionsNotSaved, { detail: saveError })}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
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
