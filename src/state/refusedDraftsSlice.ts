import type { ErrorValues, MemoryType } from '../shared';
import type { Slice } from './slice';

/** A memory form whose save was refused because the disk is full, with everything typed in it. */
export interface RefusedMemoryDraft {
  type: MemoryType;
  text: string;
  tags: string;
  subject: string;
  facet: string;
  polarity: 'prefer' | 'avoid';
  problem: { code: string; values?: ErrorValues; reason?: string };
}

export interface RefusedDraftsSlice {
  /**
   * Memory forms a full disk refused, by memory key ('' for a new memory): kept while the memory view
   * shows its storage panel and back, so following the "Open storage" link loses nothing typed.
   */
  refusedMemoryDrafts: Record<string, RefusedMemoryDraft>;
  keepRefusedMemoryDraft(stableKey: string, draft: RefusedMemoryDraft): void;
  /** The form was saved or cancelled: its draft is no longer kept. */
  forgetRefusedMemoryDraft(stableKey: string): void;
}

export const createRefusedDraftsSlice: Slice<RefusedDraftsSlice> = () => (set, get) => ({
  refusedMemoryDrafts: {},
  keepRefusedMemoryDraft: (stableKey, draft) => set((s) => ({ refusedMemoryDrafts: { ...s.refusedMemoryDrafts, [stableKey]: draft } })),
  forgetRefusedMemoryDraft(stableKey) {
    if (!(stableKey in get().refusedMemoryDrafts)) return;
    set((s) => ({ refusedMemoryDrafts: Object.fromEntries(Object.entries(s.refusedMemoryDrafts).filter(([key]) => key !== stableKey)) }));
  },
});
