// What sync loads on first use, as one chunk: Yjs, y-websocket, the sync core (with the memory gates it
// checks incoming memories with) and the engine. A device that never turns sync on never fetches it.
export { deriveSpaceKeys, fromBase64Url, newDeviceSlot, SPACE_ID_BYTES, toBase64Url, type SpaceKeys } from '../../../sync';
export { startEngine, type Engine, type EngineDeps } from './engine';
export { previewSpace, type SpaceCounts } from './joinPreview';
export { tellMoved, type MovedNotice } from './movedNotice';
