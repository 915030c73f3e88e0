import { useEffect, useId, useState } from 'react';
import { ASSISTANT_IMPORT_MAX_CHARS } from '../../memory/exchange/pastedList';
import { useAppStore } from '../../state/store';
import type { AssistantImportPreview as Preview, AssistantImportProgress, AssistantImportResult } from '../../state/types';
import { ModalDialog } from '../common/ModalDialog';
import { errorText, format, useT } from '../i18n';
import { copyText } from '../markdown/CodeBlock';
import { AssistantImportPreview, isImportable } from './AssistantImportPreview';

type Phase = { kind: 'edit' } | { kind: 'running'; progress: AssistantImportProgress | null } | { kind: 'preview'; preview: Preview };

/**
 * Import from another assistant: step 1 gives a prompt to send to the old assistant (offline too), step 2
 * takes its pasted answer, the memory model reads it with progress (Cancel stops it), and the preview is
 * confirmed item by item; nothing is written before "Import selected".
 */
export function AssistantImportDialog({ onClose }: { onClose(): void }) {
  const t = useT();
  const titleId = useId();
  const online = useAppStore((s) => s.online);
  const paused = useAppStore((s) => s.settings.memoryPaused);
  const hasKey = useAppStore((s) => s.apiKey.trim() !== '');
  const preview = useAppStore((s) => s.previewAssistantImport);
  const cancel = useAppStore((s) => s.cancelAssistantImport);
  const apply = useAppStore((s) => s.applyAssistantImport);
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'edit' });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<AssistantImportResult | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const length = [...text].length;
  // Closing the dialog mid-preview stops the model requests; nothing had been written.
  useEffect(() => () => cancel(), [cancel]);
  const blocker = paused ? t.assistantImportPaused : !online ? t.assistantImportOffline : !hasKey ? t.assistantImportNoKey : null;

  const runPreview = async () => {
    setProblem(null);
    setResult(null);
    setPhase({ kind: 'running', progress: null });
    const answer = await preview(text, (progress) => setPhase({ kind: 'running', progress }));
    if (!answer.ok) {
      setPhase({ kind: 'edit' });
      // A cancel is the user's own doing: no error to show.
      if (answer.error.code !== 'aborted') setProblem(errorText(t, answer.error));
      return;
    }
    setSelected(new Set(answer.value.items.filter(isImportable).map((i) => i.index)));
    setPhase({ kind: 'preview', preview: answer.value });
  };

  const runImport = async (shown: Preview) => {
    setProblem(null);
    const answer = await apply(shown.runId, [...selected]);
    if (!answer.ok) return setProblem(errorText(t, answer.error));
    setResult(answer.value);
    setPhase({ kind: 'edit' });
  };

  const toggle = (index: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });

  return (
    <ModalDialog onClose={onClose} labelledBy={titleId} className="assistant-import">
      <header className="inspector-head">
        <h2 id={titleId}>{t.importFromAssistant}</h2>
        <button type="button" className="ghost" onClick={onClose}>
          {t.close}
        </button>
      </header>
      <p className="faint">{t.assistantImportIntro}</p>
      <section aria-labelledby={`${titleId}-step1`}>
        <h3 id={`${titleId}-step1`}>{t.assistantImportStep1}</h3>
        <p className="faint">{t.assistantImportStep1Hint}</p>
        <textarea readOnly rows={5} aria-label={t.assistantImportPromptLabel} value={t.assistantImportPrompt} />
        <button type="button" onClick={() => void copyText(t.assistantImportPrompt).then(setCopied)}>
          {t.copyPrompt}
        </button>{' '}
        <span role="status">{copied === null ? '' : copied ? t.copied : t.copyFailed}</span>
      </section>
      <section aria-labelledby={`${titleId}-step2`}>
        <h3 id={`${titleId}-step2`}>{t.assistantImportStep2}</h3>
        <p className="faint">{format(t.assistantImportStep2Hint, { limit: ASSISTANT_IMPORT_MAX_CHARS.toLocaleString() })}</p>
        <textarea
          rows={8}
          aria-label={t.assistantImportPasteLabel}
          value={text}
          disabled={phase.kind === 'running'}
          onChange={(e) => {
            setText(e.target.value);
            if (phase.kind === 'preview') setPhase({ kind: 'edit' });
          }}
        />
        <p className={length > ASSISTANT_IMPORT_MAX_CHARS ? 'error-text' : 'faint'}>
          {format(t.assistantImportLength, { n: length.toLocaleString(), limit: ASSISTANT_IMPORT_MAX_CHARS.toLocaleString() })}
        </p>
        {blocker && <p className="notice">{blocker}</p>}
        {phase.kind === 'running' ? (
          <div role="status" aria-label={t.assistantImportProgressLabel}>
            {phase.progress ? format(t.assistantImportProgress, { done: phase.progress.done, total: phase.progress.total }) : ''}{' '}
            <progress max={phase.progress?.total || 1} value={phase.progress?.done ?? 0} aria-label={t.assistantImportProgressLabel} />{' '}
            <button type="button" onClick={cancel}>
              {t.cancel}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="primary"
            disabled={blocker !== null || text.trim() === '' || length > ASSISTANT_IMPORT_MAX_CHARS}
            onClick={() => void runPreview()}
          >
            {t.previewImport}
          </button>
        )}
      </section>
      {problem && (
        <p role="alert" className="error-text">
          {problem}
        </p>
      )}
      {phase.kind === 'preview' && (
        <>
          <AssistantImportPreview preview={phase.preview} selected={selected} onToggle={toggle} />
          <button type="button" className="primary" disabled={selected.size === 0} onClick={() => void runImport(phase.preview)}>
            {t.importSelected}
          </button>
        </>
      )}
      {result && (
        <p role="status" aria-label={t.importReport}>
          {format(t.assistantImportResult, { added: result.added, updated: result.updated })}
          {result.refused > 0 ? ` ${format(t.assistantImportResultSkipped, { n: result.refused })}` : ''}
        </p>
      )}
    </ModalDialog>
  );
}
