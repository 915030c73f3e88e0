import { THEMES } from '../../state/themeSlice';
import { useT } from '../i18n';
import { Field } from './Field';
import { SettingsSection } from './SettingsSection';
import type { SectionProps } from './useSettingsForm';

/** Language and colour theme; both apply on Save. */
export function AppearanceSection({ form, dispatch }: SectionProps) {
  const t = useT();
  return (
    <SettingsSection title={t.sectionAppearance}>
      <Field label={t.language}>
        <select
          value={form.settings.language}
          onChange={(e) => dispatch({ type: 'edited', patch: { language: e.target.value === 'zh' ? 'zh' : 'en' } })}
        >
          <option value="en" lang="en">
            English
          </option>
          <option value="zh" lang="zh-CN">
            简体中文
          </option>
        </select>
      </Field>
      <Field label={t.theme}>
        <select
          value={form.theme}
          onChange={(e) => dispatch({ type: 'themeChanged', theme: THEMES.find((x) => x === e.target.value) ?? 'system' })}
        >
          {THEMES.map((x) => (
            <option key={x} value={x}>
              {t[`theme_${x}`]}
            </option>
          ))}
        </select>
      </Field>
    </SettingsSection>
  );
}
