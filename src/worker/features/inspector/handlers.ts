import { ok, unavailableIfNotLoaded } from '../../../shared';
import type { HandlerMap } from '../../answer';
import type { Subscriptions } from '../../common/subscriptions';
import type { InspectorApi } from './contract';
import type { MemoryInspector } from './inspectorLoader';

export interface InspectorHandlerDeps {
  inspector: MemoryInspector;
  subscriptions: Subscriptions;
  /** Deleting frees space: answers held after a full disk are tried again (chat feature). */
  retryUnsaved(): Promise<unknown>;
}

export function createInspectorHandlers({ inspector, subscriptions, retryUnsaved }: InspectorHandlerDeps): HandlerMap<InspectorApi> {
  return {
    watchMemories: async ({ onChange }) => ok(subscriptions.track(inspector.watch(() => onChange()))),
    queryMemories: ({ filter }) => inspector.query(filter),
    suppressMemory: ({ stableKey }) => inspector.suppress(stableKey),
    restoreMemory: ({ stableKey }) => inspector.restore(stableKey),
    async deleteMemory({ stableKey }) {
      const removed = await inspector.remove(stableKey);
      void retryUnsaved();
      return removed;
    },
    addMemory: ({ draft }) => inspector.add(draft),
    editMemory: ({ stableKey, patch }) => inspector.edit(stableKey, patch),
    memoryHistory: ({ stableKey }) => inspector.history(stableKey),
    rejectionLog: () => inspector.rejections(),
    // The inspector loads on first use (start-up needs none of it): a failed load is `unavailable`, not a rejected call.
    memoriesUsed: ({ assistantMessageId }) => unavailableIfNotLoaded(async () => ok(await inspector.memoriesUsed(assistantMessageId))),
    subscribeRecalls: async ({ conversationId, onChange }) => ok(subscriptions.track(inspector.watchRecalls(conversationId, onChange))),
  };
}
