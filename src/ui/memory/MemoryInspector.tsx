import { useEffect, useId } from 'react';
import { useAppStore } from '../../state/store';
import { useT } from '../i18n';
import { MemoryList } from './MemoryList';
import { RejectionLog } from './RejectionLog';
import { TransferPanel } from './TransferPanel';
import type { InspectorTab } from '../../state/memoryViewSlice';

/** The memory view (SPEC §4): everything the assistant remembers, refused, and how to carry it. */
export function MemoryInspector() {
  const t = useT();
  const tab = useAppStore((s) => s.inspectorTab);
  const setTab = useAppStore((s) => s.setInspectorTab);
  const close = useAppStore((s) => s.closeInspector);
  const titleId = useId();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [close]);

  const tabs: Array<[InspectorTab, string]> = [
    ['memories', t.tabMemories],
    ['rejections', t.tabRejections],
    ['transfer', t.tabTransfer],
  ];

  return (
    <div className="overlay" onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <div className="dialog inspector" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="inspector-head">
          <h2 id={titleId}>{t.memoryTitle}</h2>
          <button type="button" className="ghost" onClick={close}>
            {t.close}
          </button>
        </header>
        <div role="tablist" className="tabs">
          {tabs.map(([id, label]) => (
            <button key={id} type="button" role="tab" aria-selected={tab === id} className={tab === id ? 'active' : ''} onClick={() => setTab(id)}>
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" className="inspector-body">
          {tab === 'memories' && <MemoryList />}
          {tab === 'rejections' && <RejectionLog />}
          {tab === 'transfer' && <TransferPanel />}
        </div>
      </div>
    </div>
  );
}
