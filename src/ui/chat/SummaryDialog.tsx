import { useId } from 'react';
import { ModalDialog } from '../common/ModalDialog';
import { useT } from '../i18n';

/**
 * The compressed summary of a long chat, read only: it stands in for the older turns in every request,
 * so the user can see what the model is told about them (edits would silently change that context).
 */
export function SummaryDialog({ summary, onClose }: { summary: string; onClose(): void }) {
  const t = useT();
  const titleId = useId();
  return (
    <ModalDialog onClose={onClose} labelledBy={titleId} className="summary-dialog">
      <h2 id={titleId}>{t.summaryDialogTitle}</h2>
      <p className="faint">{t.summaryDialogNote}</p>
      <p className="summary-text">{summary}</p>
      <div className="dialog-actions">
        <button type="button" onClick={onClose} data-autofocus>
          {t.close}
        </button>
      </div>
    </ModalDialog>
  );
}
