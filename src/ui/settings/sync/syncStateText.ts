import type { SyncStatus } from '../../../state/types';
import { errorText, format, type Strings } from '../../i18n';

/** One wording of where sync stands, for the Sync status line in Settings and the chip in the top bar. */
export function syncStateText(t: Strings, status: SyncStatus | null): string {
  const state = status?.state ?? 'off';
  if (state === 'offline' && status?.waiting)
    return status.waiting === 1 ? t.syncState_offlineWaitingOne : format(t.syncState_offlineWaiting, { n: status.waiting });
  return `${t[`syncState_${state}`]}${status?.error ? `: ${errorText(t, status.error)}` : ''}`;
}
