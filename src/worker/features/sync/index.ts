// The sync feature: a sync space set up in Settings, mirrored to a relay the user runs, sealed end to end.
export type { SyncApi, SyncDevice, SyncJoinPreview, SyncSpaceRequest, SyncState, SyncStatus } from './contract';
export { createSyncHandlers, type SyncHandlerDeps } from './handlers';
export { createSyncControl, type SyncControl, type SyncControlDeps } from './syncControl';
