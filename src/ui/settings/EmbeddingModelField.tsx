import { useEffect, useState } from 'react';
import { clampEmbedDeadline, EMBED_DEADLINE_MIN_MS } from '../../state/settingsStorage';
import { useAppStore } from '../../state/store';
import { errorText, format, useT } from '../i18n';

type Probe = { kind: 'idle' } | { kind: 'ok'; dimension: number } | { kind: 'error'; text: string };

export interface EmbeddingModelFieldProps {
  value: string;
  deadlineMs: number;
  onChange(patch: { embeddingModel?: string; embedDeadlineMs?: number }): void;
  /** The datalist of the endpoint's models, shared with the other model fields. */
  modelsListId: string;
  /** Incremented by "Test connection": then this field checks embeddings too. */
  testRun: number;
  llmSettings(): { apiKey: string; baseURL: string };
}

/** Settings → "Embedding model": optional; empty turns meaning-based recall off. */
export function EmbeddingModelField({ value, deadlineMs, onChange, modelsListId, testRun, llmSettings }: EmbeddingModelFieldProps) {
  const t = useT();
  const testEmbeddings = useAppStore((s) => s.testEmbeddings);
  const [probe, setProbe] = useState<Probe>({ kind: 'idle' });

  useEffect(() => {
    if (testRun === 0) return;
    const model = value.trim();
    if (!model) return setProbe({ kind: 'idle' });
    let stale = false;
    void testEmbeddings(llmSettings(), model).then((r) => {
      if (!stale) setProbe(r.ok ? { kind: 'ok', dimension: r.value.dimension } : { kind: 'error', text: errorText(t, r.error, { model }) });
    });
    return () => {
      stale = true;
    };
    // Runs once per click of "Test connection", with the values of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [testRun]);

  return (
    <>
      <label>
        {t.embeddingModel}
        <input list={modelsListId} value={value} onChange={(e) => onChange({ embeddingModel: e.target.value })} spellCheck={false} />
      </label>
      <p className="hint">{t.embeddingModelHint}</p>
      {value.trim() && (
        <label>
          {t.embedDeadline}
          <input
            type="number"
            min={EMBED_DEADLINE_MIN_MS}
            step={EMBED_DEADLINE_MIN_MS}
            value={deadlineMs || ''}
            onChange={(e) => onChange({ embedDeadlineMs: Number(e.target.value) })}
            onBlur={() => onChange({ embedDeadlineMs: clampEmbedDeadline(deadlineMs) })}
          />
        </label>
      )}
      {probe.kind !== 'idle' && (
        <p role="status" className={probe.kind === 'ok' ? 'ok' : 'error-text'}>
          {probe.kind === 'ok' ? format(t.embeddingsOk, { n: probe.dimension }) : format(t.embeddingsFailed, { detail: probe.text })}
        </p>
      )}
    </>
  );
}
