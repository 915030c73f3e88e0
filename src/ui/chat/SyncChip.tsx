import { useEffect } from 'react';
import { useAppStore } from '../../state/store';
import { useT } from '../i18n';
import { syncStateText } from '../settings/sync/syncStateText';

/** Where cross-device sync stands, beside the memory status: Off, Connecting, Synced, Offline with changes waiting, Paused, Error. */
export function SyncChip() {
  const t = useT();
  const status = useAppStore((s) => s.syncStatus);
  const watch = useAppStore((s) => s.watchSyncStatus);
  useEffect(() => watch(), [watch]);
  const state = status?.state ?? 'off';
  const text = syncStateText(t, status);
  return (
    <span role="status" aria-label={t.syncChipName} className={`memory-badge sync-badge sync-${state}`} title={text}>
      {text}
    </span>
  );
}
