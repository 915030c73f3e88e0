import { useAppStore } from '../../state/store';
import { errorText, format, useT, type ErrorLike } from '../i18n';
import { reasonLabel } from './describe';

/**
 * A memory change that failed, as the inspector shows it: the worker's code and values, `reason` when a gate
 * refused it; `subject_empty` is the form's own check, made before anything is sent.
 */
export type MemoryFailure = ErrorLike & { reason?: string };

/**
 * Why a change in the memory view failed, in words. A full disk says how full the storage is and
 * links to the storage panel; the form that failed stays as it was, so nothing typed is lost.
 */
// Used in the memory view and under a turn's memory notices, so the link opens the view as well as switching its tab.
export function MemoryProblem({ problem }: { problem: MemoryFailure | null }) {
  const t = useT();
  const openInspector = useAppStore((s) => s.openInspector);
  if (!problem) return null;
  const text = problem.reason
    ? format(t.refusedBecause, { reason: reasonLabel(t, problem.reason) })
    : problem.code === 'subject_empty'
      ? t.memorySubjectEmpty
      : errorText(t, problem, { nothingChanged: true });
  return (
    <p role="alert" className="error-text">
      {text}
      {problem.code === 'storage_full' && (
        <>
          {' '}
          <button type="button" className="ghost" onClick={() => openInspector('transfer')}>
            {t.openStoragePanel}
          </button>
        </>
      )}
    </p>
  );
}
