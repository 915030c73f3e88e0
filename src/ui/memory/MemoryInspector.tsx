import { useId, useRef, useState } from 'react';
import { useAppStore } from '../../state/store';
import { useT } from '../i18n';
import { ModalDialog } from '../common/ModalDialog';
import { rovingTarget } from '../common/rovingTarget';
import { MemoryList } from './MemoryList';
import { RejectionLog } from './RejectionLog';
import { TransferPanel } from './TransferPanel';
import { AssistantCopyDialog } from './AssistantCopyDialog';
import { AssistantImportDialog } from './AssistantImportDialog';
import type { InspectorTab } from '../../state/memoryViewSlice';

const TAB_ORDER: readonly InspectorTab[] = ['memories', 'rejections', 'transfer'];

/** The memory view: everything the assistant remembers, refused, and how to carry it. */
export function MemoryInspector() {
  const t = useT();
  const tab = useAppStore((s) => s.inspectorTab);
  const setTab = useAppStore((s) => s.setInspectorTab);
  const close = useAppStore((s) => s.closeInspector);
  const titleId = useId();
  const baseId = useId();
  const tabList = useRef<HTMLDivElement>(null);
  const [exchange, setExchange] = useState<'import' | 'copy' | null>(null);

  const labels: Record<InspectorTab, string> = { memories: t.tabMemories, rejections: t.tabRejections, transfer: t.tabTransfer };

  // ARIA tabs pattern, automatic activation: arrows, Home and End move and select.
  const onKeyDown = (e: React.KeyboardEvent) => {
    const next = rovingTarget(e.key, TAB_ORDER.indexOf(tab), TAB_ORDER.length, 'horizontal');
    if (next === null) return;
    e.preventDefault();
    const id = TAB_ORDER[next]!;
    setTab(id);
    tabList.current?.querySelector<HTMLElement>(`#${CSS.escape(`${baseId}-tab-${id}`)}`)?.focus();
  };

  return (
    <ModalDialog onClose={close} labelledBy={titleId} className="inspector">
      <header className="inspector-head">
        <h2 id={titleId}>{t.memoryTitle}</h2>
        <div className="inspector-exchange">
          <button type="button" onClick={() => setExchange('import')}>
            {t.importFromAssistant}
          </button>
          <button type="button" onClick={() => setExchange('copy')}>
            {t.copyForAssistant}
          </button>
        </div>
        <button type="button" className="ghost" onClick={close}>
          {t.close}
        </button>
      </header>
      <div role="tablist" className="tabs" aria-label={t.memoryTitle} ref={tabList} onKeyDown={onKeyDown}>
        {TAB_ORDER.map((id) => (
          <button
            key={id}
            id={`${baseId}-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === id ? 0 : -1}
            className={tab === id ? 'active' : ''}
            onClick={() => setTab(id)}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`} className="inspector-body">
        {tab === 'memories' && <MemoryList />}
        {tab === 'rejections' && <RejectionLog />}
        {tab === 'transfer' && <TransferPanel />}
      </div>
      {exchange === 'import' && <AssistantImportDialog onClose={() => setExchange(null)} />}
      {exchange === 'copy' && <AssistantCopyDialog onClose={() => setExchange(null)} />}
    </ModalDialog>
  );
}
