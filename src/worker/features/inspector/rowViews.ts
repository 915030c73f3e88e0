import type { MemoryHistoryEntry as HistoryRow, RejectionEntry as RejectionRow } from '../../../storage';
import type { MemoryHistoryEntry, RejectionEntry } from './contract';

// The contract owns what the page sees; storage rows are copied field by field, so a column added to a
// table does not reach the UI unless the contract names it.

export const toHistoryEntry = (row: HistoryRow): MemoryHistoryEntry => ({
  ...(row.id !== undefined ? { id: row.id } : {}),
  stableKey: row.stableKey,
  outcome: row.outcome,
  at: row.at,
  conversationId: row.conversationId,
  ...(row.turnId !== undefined ? { turnId: row.turnId } : {}),
  ...(row.evidence !== undefined ? { evidence: row.evidence } : {}),
  ...(row.before !== undefined ? { before: row.before } : {}),
  ...(row.after !== undefined ? { after: row.after } : {}),
  ...(row.device !== undefined ? { device: row.device } : {}),
  ...(row.cause !== undefined ? { cause: row.cause } : {}),
});

export const toRejectionEntry = (row: RejectionRow): RejectionEntry => ({
  ...(row.id !== undefined ? { id: row.id } : {}),
  at: row.at,
  conversationId: row.conversationId,
  reason: row.reason,
  ...(row.type !== undefined ? { type: row.type } : {}),
  ...(row.stableKey !== undefined ? { stableKey: row.stableKey } : {}),
  source: row.source,
});
