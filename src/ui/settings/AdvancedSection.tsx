import { COMPACTION_LIMIT_MINIMUMS } from '../../state/settingsStorage';
import { useT } from '../i18n';
import { SettingsSection } from './SettingsSection';
import type { SectionProps } from './useSettingsForm';

/** When a long conversation is compacted: after so many turns or characters. */
export function AdvancedSection({ form, dispatch }: SectionProps) {
  const t = useT();
  const { compactMaxTurns, compactMaxChars } = form.settings;
  return (
    <SettingsSection title={t.sectionAdvanced}>
      <fieldset className="limits">
        <legend>{t.compactLimits}</legend>
        <div className="field-row">
          <input
            type="number"
            min={COMPACTION_LIMIT_MINIMUMS.compactMaxTurns}
            aria-label={t.compactTurns}
            value={compactMaxTurns || ''}
            onChange={(e) => dispatch({ type: 'edited', patch: { compactMaxTurns: Number(e.target.value) } })}
            onBlur={() => dispatch({ type: 'limitLeft', key: 'compactMaxTurns' })}
          />
          <input
            type="number"
            min={COMPACTION_LIMIT_MINIMUMS.compactMaxChars}
            step={1000}
            aria-label={t.compactChars}
            value={compactMaxChars || ''}
            onChange={(e) => dispatch({ type: 'edited', patch: { compactMaxChars: Number(e.target.value) } })}
            onBlur={() => dispatch({ type: 'limitLeft', key: 'compactMaxChars' })}
          />
        </div>
      </fieldset>
    </SettingsSection>
  );
}
