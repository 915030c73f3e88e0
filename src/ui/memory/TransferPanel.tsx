import { useEffect, useState } from 'react';
import { useAppStore } from '../../state/store';
import type { ImportReport } from '../../state/types';
import type { ImportProgress } from '../../shared';
import { errorText, format, useT } from '../i18n';
import { sizeText } from './sizeText';
import { reasonLabel } from './describe';
import { downloadText } from '../common/download';

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** Export, import, and how much of the browser's storage Mindkeep uses (the format: docs/export-format.md). */
export function TransferPanel() {
  const t = useT();
  const exportData = useAppStore((s) => s.exportData);
  const importData = useAppStore((s) => s.importData);
  const [withConversations, setWithConversations] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The file name of the last export: the download may land silently, so the panel says it happened. */
  const [exported, setExported] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [usage, setUsage] = useState<{ usage: number; quota: number; persisted: boolean } | null>(null);

  useEffect(() => {
    void (async () => {
      if (!navigator.storage?.estimate) return;
      const { usage = 0, quota = 0 } = await navigator.storage.estimate();
      setUsage({ usage, quota, persisted: (await navigator.storage.persisted?.()) ?? false });
    })();
  }, []);

  const download = async () => {
    setProblem(null);
    setExported(null);
    const result = await exportData(withConversations);
    if (!result.ok) return setProblem(errorText(t, result.error));
    const fileName = `mindkeep-export-${new Date().toISOString().slice(0, 10)}.json`;
    downloadText(fileName, result.value, 'application/json');
    setExported(fileName);
  };

  // The file goes to the worker unread: it is read and checked there, with progress, so a large file never freezes the page.
  const upload = async (file: File) => {
    setProblem(null);
    setReport(null);
    setProgress({ phase: 'reading', loaded: 0, total: file.size });
    const result = await importData(file, setProgress);
    setProgress(null);
    if (result.ok) setReport(result.value);
    else setProblem(errorText(t, result.error));
  };

  return (
    <div className="transfer">
      <section aria-label={t.exportTitle}>
        <h3>{t.exportTitle}</h3>
        <p className="faint">{t.exportHint}</p>
        <p className="faint">{t.exportVectorsNote}</p>
        <label className="check">
          <input type="checkbox" checked={withConversations} onChange={(e) => setWithConversations(e.target.checked)} />{' '}
          {t.exportWithConversations}
        </label>
        <button type="button" className="primary" onClick={() => void download()}>
          {t.exportButton}
        </button>
        <p aria-live="polite" className="faint">
          {exported ? format(t.exportSaved, { file: exported }) : ''}
        </p>
      </section>
      <section aria-label={t.importTitle}>
        <h3>{t.importTitle}</h3>
        <p className="faint">{t.importHint}</p>
        <input
          type="file"
          accept="application/json,.json"
          aria-label={t.importFile}
          onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])}
        />
        {progress && (
          <p role="status" aria-label={t.importProgress}>
            {t[`importPhase_${progress.phase}`]}{' '}
            <progress max={progress.total || 1} value={progress.loaded} aria-label={t.importProgress} /> {mb(progress.loaded)} /{' '}
            {mb(progress.total)} MB
          </p>
        )}
        {problem && (
          <p role="alert" className="error-text">
            {problem}
          </p>
        )}
        {report && (
          <div role="status" aria-label={t.importReport} className="import-report">
            <p>
              {format(t.importSummary, {
                added: report.memories.added.length,
                updated: report.memories.updated.length,
                skipped: report.memories.skipped.length,
              })}
            </p>
            {report.memories.skipped.length > 0 && (
              <ul>
                {report.memories.skipped.map((s) => (
                  <li key={s.index}>
                    {format(t.importSkipped, { n: s.index + 1 })}: {reasonLabel(t, s.reason)}
                    {s.detail ? ` (${s.detail})` : ''}
                  </li>
                ))}
              </ul>
            )}
            {report.conversations && (
              <p>
                {format(t.importConversations, { added: report.conversations.added.length, skipped: report.conversations.skipped.length })}
              </p>
            )}
          </div>
        )}
      </section>
      <section aria-label={t.storageTitle}>
        <h3>{t.storageTitle}</h3>
        {usage ? (
          <p>
            {format(t.storageUsage, { used: sizeText(usage.usage), quota: sizeText(usage.quota) })}{' '}
            {usage.persisted ? t.storagePersisted : ''}
          </p>
        ) : (
          <p className="muted">—</p>
        )}
        {usage && !usage.persisted && (
          <button
            type="button"
            onClick={async () => {
              const persisted = (await navigator.storage.persist?.()) ?? false;
              setUsage((u) => (u ? { ...u, persisted } : u));
            }}
          >
            {t.storagePersist}
          </button>
        )}
      </section>
    </div>
  );
}
