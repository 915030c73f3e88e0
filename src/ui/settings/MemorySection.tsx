import { useT } from '../i18n';
import { SettingsSection } from './SettingsSection';
import type { SectionProps } from './useSettingsForm';

/** Pausing memory: nothing is recalled or learned while it is paused. */
export function MemorySection({ form, dispatch }: SectionProps) {
  const t = useT();
  return (
    <SettingsSection title={t.sectionMemory}>
      <label className="check">
        <input
          type="checkbox"
          checked={form.settings.memoryPaused}
          onChange={(e) => dispatch({ type: 'edited', patch: { memoryPaused: e.target.checked } })}
        />
        {t.pauseMemory}
      </label>
    </SettingsSection>
  );
}
