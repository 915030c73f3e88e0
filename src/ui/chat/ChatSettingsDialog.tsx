import { useId, useState } from 'react';
import { INSTRUCTION_MAX_CHARS } from '../../chat';
import { useAppStore } from '../../state/store';
import { format, useT } from '../i18n';
import { ModalDialog } from '../common/ModalDialog';
import { Field } from '../settings/Field';

/** One chat's own settings: its system prompt (a persona). Kept apart until Save, like Settings. */
export function ChatSettingsDialog({ conversationId, onClose }: { conversationId: string; onClose(): void }) {
  const t = useT();
  const stored = useAppStore((s) => s.chatOptionsOf(conversationId));
  const saveChatOptions = useAppStore((s) => s.saveChatOptions);
  const [systemPrompt, setSystemPrompt] = useState(stored.systemPrompt);
  const [saveError, setSaveError] = useState<string | null>(null);
  const titleId = useId();

  const save = () => {
    // A failed write keeps the dialog open and says so; the options apply in this tab meanwhile.
    const failed = saveChatOptions(conversationId, { ...stored, systemPrompt });
    if (failed) setSaveError(failed);
    else onClose();
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
