import { memo, useState } from 'react';
import { useAppStore } from '../../state/store';
import type { MemoryView } from '../../state/types';
import { useT } from '../i18n';
import { formatTime, sourceLabel, typeLabel } from './describe';
import { MemoryProblem, type MemoryFailure } from './MemoryProblem';
import { MemoryEditor } from './MemoryEditor';
import { MemoryHistory } from './MemoryHistory';
import { ConfirmDialog } from '../common/ConfirmDialog';

export const MemoryItem = memo(function MemoryItem({ memory }: { memory: MemoryView }) {
  const t = useT();
  const language = useAppStore((s) => s.settings.language);
  const conversations = useAppStore((s) => s.conversations);
  const suppress = useAppStore((s) => s.suppressMemory);
  const restore = useAppStore((s) => s.restoreMemory);
  const remove = useAppStore((s) => s.deleteMemory);
  const openConversation = useAppStore((s) => s.selectConversation);
  const closeInspector = useAppStore((s) => s.closeInspector);
  // An edit a full disk refused reopens with what was typed (kept in the store).
  const hasRefusedDraft = useAppStore((s) => memory.stableKey in s.refusedMemoryDrafts);
  const [editing, setEditing] = useState(hasRefusedDraft);
  const [showHistory, setShowHistory] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<MemoryFailure | null>(null);

  const source = conversations.find((c) => c.id === memory.sourceConversationId);
  const run = async (action: () => Promise<{ ok: true } | { ok: false; error: MemoryFailure }>) => {
    const result = await action();
    setProblem(result.ok ? null : result.error);
  };

  return (
    <div role="listitem" className={`memory-item ${memory.status}`} aria-label={memory.text}>
      <div className="memory-main">
        <p className="memory-text">{memory.text}</p>
        <div className="memory-meta">
          <span className="tag type">{typeLabel(t, memory.type)}</span>
          <span className={`tag status ${memory.status}`}>{t[`status_${memory.status}`]}</span>
          {memory.tags.map((tag) => (
            <span key={tag} className="tag">
              #{tag}
            </span>
          ))}
          <span className="faint">
            {t.confidence} {memory.confidence.toFixed(2)}
          </span>
        </div>
        <div className="memory-meta faint">
          <span>
            {t.created} {formatTime(memory.createdAt, language)}
          </span>
          <span>
            {t.updated} {formatTime(memory.updatedAt, language)}
          </span>
          <span>
            {t.lastUsed} {formatTime(memory.lastUsedAt, language)}
          </span>
          {source ? (
            <button
              type="button"
              className="link"
              onClick={() => {
                closeInspector();
                openConversation(source.id);
              }}
            >
              {t.sourceConversation}: {source.title}
            </button>
          ) : (
            <span>{sourceLabel(t, memory)}</span>
          )}
        </div>
      </div>
      <div className="actions">
        {memory.status === 'active' ? (
          <button type="button" className="ghost" onClick={() => void run(() => suppress(memory.stableKey))}>
            {t.suppress}
          </button>
        ) : (
          <button type="button" className="ghost" onClick={() => void run(() => restore(memory.stableKey))}>
            {t.restore}
          </button>
        )}
        <button type="button" className="ghost" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
          {t.edit}
        </button>
        <button type="button" className="ghost" onClick={() => setShowHistory((v) => !v)} aria-expanded={showHistory}>
          {showHistory ? t.hideHistory : t.history}
        </button>
        <button type="button" className="ghost" onClick={() => setConfirming(true)}>
          {t.delete}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          question={t.confirmDeleteMemory}
          confirmLabel={t.delete}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void run(() => remove(memory.stableKey))}
        />
      )}
      <MemoryProblem problem={problem} />
      {editing && <MemoryEditor mode="edit" memory={memory} onDone={() => setEditing(false)} />}
      {showHistory && <MemoryHistory stableKey={memory.stableKey} />}
    </div>
  );
});
