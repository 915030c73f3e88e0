import { useCallback } from 'react';
import { useAppStore } from '../../state/store';
import { MEMORY_TYPES, type MemoryType } from '../../shared';
import type { MemoryView } from '../../state/types';
import { errorText, usePlural, useT } from '../i18n';
import { VirtualList } from '../common/VirtualList';
import { MemoryItem } from './MemoryItem';
import { MemoryEditor } from './MemoryEditor';
import { typeLabel } from './describe';

export function MemoryList() {
  const t = useT();
  const plural = usePlural();
  const filter = useAppStore((s) => s.memoryFilter);
  const setFilter = useAppStore((s) => s.setMemoryFilter);
  const result = useAppStore((s) => s.memoryResult);
  const error = useAppStore((s) => s.memoryError);
  const paused = useAppStore((s) => s.settings.memoryPaused);
  const setPaused = useAppStore((s) => s.setMemoryPaused);
  const closeInspector = useAppStore((s) => s.closeInspector);
  const newChat = useAppStore((s) => s.newChat);
  const setDraftTemporary = useAppStore((s) => s.setDraftTemporary);
  const renderItem = useCallback((m: MemoryView) => <MemoryItem memory={m} />, []);

  return (
    <div className="memory-list">
      <div className="memory-controls">
        <input
          type="search"
          aria-label={t.searchMemories}
          placeholder={t.searchMemories}
          value={filter.search}
          onChange={(e) => setFilter({ search: e.target.value })}
        />
        <label>
          {t.filterType}
          <select value={filter.type} onChange={(e) => setFilter({ type: e.target.value as MemoryType | 'all' })}>
            <option value="all">{t.allTypes}</option>
            {MEMORY_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(t, type)} ({result?.countsByType[type] ?? 0})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.filterStatus}
          <select value={filter.status} onChange={(e) => setFilter({ status: e.target.value as 'all' | 'active' | 'suppressed' })}>
            <option value="all">{t.allStatuses}</option>
            <option value="active">{t.status_active}</option>
            <option value="suppressed">{t.status_suppressed}</option>
          </select>
        </label>
        <label>
          {t.sortBy}
          <select value={filter.sort} onChange={(e) => setFilter({ sort: e.target.value === 'lastUsed' ? 'lastUsed' : 'updated' })}>
            <option value="updated">{t.sortUpdated}</option>
            <option value="lastUsed">{t.sortLastUsed}</option>
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={paused} onChange={(e) => setPaused(e.target.checked)} />
          {t.pauseMemory}
        </label>
        <button
          type="button"
          onClick={() => {
            closeInspector();
            newChat();
            setDraftTemporary(true);
          }}
        >
          {t.startTemporaryChat}
        </button>
      </div>
      {error && (
        <p role="alert" className="error-text">
          {errorText(t, error)}
        </p>
      )}
      <MemoryEditor mode="add" />
      <p className="faint" aria-live="polite">
        {result ? plural('memoryCount', result.items.length) : ''}
      </p>
      {result && result.items.length === 0 ? (
        <p className="muted">{result.total === 0 && !filter.search ? t.noMemories : t.noMemoryMatches}</p>
      ) : (
        <VirtualList
          className="memory-items"
          role="list"
          aria-label={t.tabMemories}
          items={result?.items ?? []}
          getKey={(m: MemoryView) => m.stableKey}
          estimateSize={() => 110}
          threshold={60}
          stickToBottom={false}
          gap={6}
          renderItem={renderItem}
        />
      )}
    </div>
  );
}
