// Public surface of the pure sync core (docs/sync.md). The worker's sync module uses only these names.
export type { RandomBytes, SubtleLike, SyncCryptoKey } from './cryptoPort';
export { fromBase64Url, toBase64Url } from './bytes';
export { deriveSpaceKeys, PBKDF2_ITERATIONS, SPACE_ID_BYTES, SYNC_DOCS, type KeyOptions, type SpaceKeys, type SyncDocName } from './keys';
export {
  additionalData,
  ENVELOPE_VERSION,
  openValue,
  PADDING_BLOCK,
  sealValue,
  type EntryAddress,
  type OpenContext,
  type OpenError,
  type SealContext,
} from './envelope';
export {
  CLOCK_SKEW_LIMIT_MS,
  compareRevs,
  isClockAhead,
  maxRev,
  observeRev,
  revFromTime,
  revSchema,
  revTime,
  tickClock,
  type Rev,
} from './clock';
export {
  DEVICES_MAP,
  docOfTable,
  META_MAP,
  newDeviceSlot,
  ORDER_ARRAY,
  parseSlotEntryKey,
  recordKey,
  RECORDS_MAP,
  slotEntryKey,
  SYNC_TABLES,
  type SyncTable,
} from './slots';
export * from './payloads';
export { canonicalJson, type Register } from './registers';
export {
  sealSlot,
  openSlot,
  sealOrderItem,
  openOrderItem,
  type OpenedSlot,
  type SlotContext,
  type OpenSlotContext,
  type SlotRejection,
} from './sealedSlots';
export { foldMemorySlots, latestChange, type FoldedMemory, type MemoryFold, type StatusRegister } from './memoryFold';
export { memoryRowFromFold, memorySlotFromRow, memoryTombstoneSlot, type IncomingMemoryContext } from './memoryRows';
export { preferenceRepairs, preferencesToSuppress, type PreferenceRepair } from './preferenceRepair';
export {
  conversationRowFromFold,
  foldConversationSlots,
  foldMessageSlots,
  foldTaskRunSlots,
  foldThreadSlots,
  messageRowFromFold,
  taskRunFromFold,
  threadRowFromFold,
  type FoldedConversation,
  type FoldedMessage,
  type FoldedTaskRun,
  type FoldedThread,
  type RecordFold,
} from './chatFold';
export {
  conversationSlotFromRow,
  conversationTombstoneSlot,
  messageSlotFromRow,
  messageTombstoneSlot,
  taskRunSlotFromRow,
  threadSlotFromRow,
} from './chatRows';
export { orderMessages, seqChanges, type OrderedMessage } from './messageOrder';
