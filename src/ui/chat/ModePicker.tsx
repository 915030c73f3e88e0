import { CHAT_MODES } from '../../shared';
import { useAppStore } from '../../state/store';
import { useT } from '../i18n';

/** Chosen once, for a new chat: the mode and whether it is temporary; a chat keeps both for its life. */
export function ModePicker() {
  const t = useT();
  const mode = useAppStore((s) => s.draftMode);
  const temporary = useAppStore((s) => s.draftTemporary);
  const setMode = useAppStore((s) => s.setDraftMode);
  const setTemporary = useAppStore((s) => s.setDraftTemporary);

  return (
    <div className="mode-picker">
      <fieldset role="radiogroup" aria-label={t.mode}>
        <legend>{t.mode}</legend>
        {CHAT_MODES.map((m) => (
          <label key={m}>
            <input type="radio" name="chat-mode" value={m} checked={mode === m} onChange={() => setMode(m)} /> {t[`mode_${m}`]}
          </label>
        ))}
      </fieldset>
      <label className="temporary-switch" title={t.temporaryHint}>
        <input type="checkbox" checked={temporary} onChange={(e) => setTemporary(e.target.checked)} /> {t.temporaryChat}
      </label>
      <p className="faint">{temporary ? t.temporaryHint : t.modeHint}</p>
    </div>
  );
}
