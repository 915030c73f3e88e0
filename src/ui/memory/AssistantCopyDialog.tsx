import { useEffect, useId, useMemo, useState } from 'react';
import { copyableTypes, renderMemoriesForAssistant, type AssistantCopyWords } from '../../memory/exchange/assistantCopy';
import { MEMORY_TYPES, type MemoryType } from '../../shared';
import { useAppStore } from '../../state/store';
import type { MemoryForAssistant } from '../../state/types';
import { ModalDialog } from '../common/ModalDialog';
import { errorText, useT } from '../i18n';
import { copyText } from '../markdown/CodeBlock';
import { typeLabel } from './describe';

/**
 * Hand Mindkeep's memory to another assistant: the active memories as plain text grouped by type, in the UI
 * language, optionally only some types. Read from this device only, so it works offline.
 */
export function AssistantCopyDialog({ onClose }: { onClose(): void }) {
  const t = useT();
  const titleId = useId();
  const load = useAppStore((s) => s.memoriesForAssistant);
  const [memories, setMemories] = useState<MemoryForAssistant[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [excluded, setExcluded] = useState<ReadonlySet<MemoryType>>(new Set());
  const [copied, setCopied] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    void load().then((r) => {
      if (!live) return;
      if (r.ok) setMemories(r.value);
      else setProblem(errorText(t, r.error));
    });
    return () => {
      live = false;
    };
  }, [load, t]);

  const active = useMemo(() => (memories ?? []).map((m) => ({ ...m, status: 'active' as const })), [memories]);
  const offered = copyableTypes(active);
  const words: AssistantCopyWords = {
    preamble: t.assistantCopyPreamble,
    typeHeading: Object.fromEntries(MEMORY_TYPES.map((type) => [type, typeLabel(t, type)])) as AssistantCopyWords['typeHeading'],
  };
  const types = offered.filter((type) => !excluded.has(type));
  const text = types.length > 0 ? renderMemoriesForAssistant(active, words, { types }) : '';

  return (
    <ModalDialog onClose={onClose} labelledBy={titleId} className="assistant-copy">
      <header className="inspector-head">
        <h2 id={titleId}>{t.copyForAssistant}</h2>
        <button type="button" className="ghost" onClick={onClose}>
          {t.close}
        </button>
      </header>
      <p className="faint">{t.copyForAssistantIntro}</p>
      {problem && (
        <p role="alert" className="error-text">
          {problem}
        </p>
      )}
      {memories && offered.length === 0 && <p>{t.copyNothing}</p>}
      {offered.length > 0 && (
        <>
          <fieldset>
            <legend>{t.copyTypesLabel}</legend>
            {offered.map((type) => (
              <label key={type} className="check">
                <input
                  type="checkbox"
                  checked={!excluded.has(type)}
                  onChange={(e) =>
                    setExcluded((prev) => {
                      const next = new Set(prev);
                      if (e.target.checked) next.delete(type);
                      else next.add(type);
                      return next;
                    })
                  }
                />
                {typeLabel(t, type)}
              </label>
            ))}
          </fieldset>
          <textarea readOnly rows={12} aria-label={t.copyTextLabel} value={text} />
          <button type="button" className="primary" disabled={text === ''} onClick={() => void copyText(text).then(setCopied)}>
            {t.copyToClipboard}
          </button>{' '}
          <span role="status">{copied === null ? '' : copied ? t.copied : t.copyFailed}</span>
        </>
      )}
    </ModalDialog>
  );
}
