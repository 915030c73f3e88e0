import { useT } from '../i18n';
import { ModalDialog } from './ModalDialog';

interface Props {
  /** Asked in the dialog, and its accessible name. */
  question: string;
  /** The button that goes ahead. */
  confirmLabel: string;
  /** `danger` for what cannot be undone (the default), `primary` for a step that loses nothing. */
  tone?: 'danger' | 'primary';
  onConfirm(): void;
  /** Cancel, Escape and a click on the backdrop. */
  onCancel(): void;
}

/**
 * The one confirmation the app asks before a step: an alert dialog with the question, Cancel (focused
 * first, so Enter never confirms by accident) and the button that goes ahead.
 */
export function ConfirmDialog({ question, confirmLabel, tone = 'danger', onConfirm, onCancel }: Props) {
  const t = useT();
  return (
    <ModalDialog role="alertdialog" label={question} onClose={onCancel} className="confirm-dialog">
      <p>{question}</p>
      <div className="dialog-actions">
        <button type="button" onClick={onCancel} data-autofocus>
          {t.cancel}
        </button>
        <button type="button" className={tone} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
