import { INSTRUCTION_MAX_CHARS } from '../../chat';
import { useT } from '../i18n';
import { Field } from './Field';
import { SettingsSection } from './SettingsSection';
import type { SectionProps } from './useSettingsForm';

/** The custom instructions sent with every chat: what the model should know about the user, and how to answer. */
export function InstructionsSection({ form, dispatch }: SectionProps) {
  const t = useT();
  return (
    <SettingsSection title={t.sectionInstructions}>
      <p className="hint">{t.instructionsIntro}</p>
      <Field label={t.aboutMe} hint={t.aboutMeHint}>
        <textarea
          rows={3}
          maxLength={INSTRUCTION_MAX_CHARS}
          value={form.settings.aboutMe ?? ''}
          onChange={(e) => dispatch({ type: 'edited', patch: { aboutMe: e.target.value } })}
        />
      </Field>
      <Field label={t.answerStyle} hint={t.answerStyleHint}>
        <textarea
          rows={3}
          maxLength={INSTRUCTION_MAX_CHARS}
          value={form.settings.answerStyle ?? ''}
          onChange={(e) => dispatch({ type: 'edited', patch: { answerStyle: e.target.value } })}
        />
      </Field>
    </SettingsSection>
  );
}
