import { ok } from '../../../shared';
import type { HandlerMap } from '../../answer';
import type { Subscriptions } from '../../common/subscriptions';
import type { SyncApi } from './contract';
import type { SyncControl } from './syncControl';

export interface SyncHandlerDeps {
  sync: SyncControl;
  subscriptions: Subscriptions;
}

export function createSyncHandlers({ sync, subscriptions }: SyncHandlerDeps): HandlerMap<SyncApi> {
  return {
    testRelay: (req) => sync.testRelay(req),
    createSyncSpace: (req) => sync.create(req),
    previewSyncSpace: (req) => sync.preview(req),
    joinSyncSpace: (req) => sync.join(req),
    pauseSync: () => sync.pause(),
    resumeSync: () => sync.unpause(),
    syncNow: async () => sync.syncNow(),
    removeSyncDevice: (req) => sync.removeDevice(req),
    changeSyncPassphrase: (req) => sync.changePassphrase(req),
    leaveSyncSpace: () => sync.leave(),
    async subscribeSyncStatus({ onChange }) {
      onChange(sync.status());
      return ok(subscriptions.track(sync.onStatus(onChange)));
    },
  };
}
