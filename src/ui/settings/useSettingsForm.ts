import { useCallback, useRef, useState } from 'react';
import { useAppStore } from '../../state/store';
import { openSettingsForm, settingsFormReducer, type SettingsFormAction, type SettingsFormState } from '../../state/settingsForm';

/** Applies an action and answers the state it made, so a handler can call the endpoint with it at once. */
export type FormDispatch = (action: SettingsFormAction) => SettingsFormState;

export interface SectionProps {
  form: SettingsFormState;
  dispatch: FormDispatch;
}

/**
 * The Settings form (state/settingsForm.ts) for one opening of the dialog: it starts from the stored
 * settings, or from what a `?preset=` link proposes, and keeps its own draft until Save.
 */
export function useSettingsForm(): { form: SettingsFormState; dispatch: FormDispatch; latest: () => SettingsFormState } {
  const storedSettings = useAppStore((s) => s.settings);
  const storedKey = useAppStore((s) => s.apiKey);
  const storedRemember = useAppStore((s) => s.rememberKey);
  const draft = useAppStore((s) => s.settingsDraft);
  const theme = useAppStore((s) => s.theme);
  const [form, setForm] = useState(() =>
    openSettingsForm({ settings: draft?.settings ?? storedSettings, apiKey: draft?.apiKey ?? storedKey, remember: storedRemember, theme }),
  );
  // The newest state, ahead of React's next render: several actions in one handler build on each other.
  const current = useRef(form);
  const dispatch = useCallback<FormDispatch>((action) => {
    const next = settingsFormReducer(current.current, action);
    current.current = next;
    setForm(next);
    return next;
  }, []);
  const latest = useCallback(() => current.current, []);
  return { form, dispatch, latest };
}
