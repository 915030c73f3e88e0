import {
  filterMemories,
  planMemoryWrite,
  planStatusChange,
  suppressedOpposite,
  validateCandidate,
  type MemoryFilter,
  type MemoryQueryResult,
  type RejectionReason,
  type UserMemory,
  type WriteOutcome,
} from '../../../memory';
import { err, ok, type Result } from '../../../shared';
import {
  applyMemoryWrite,
  deleteMemoryPhysically,
  getMemory,
  listAllMemories,
  listHistory,
  listRejections,
  moveMemory,
  watchQuery,
  type ChatDb,
  type MemoryDb,
  type MemoryHistoryEntry,
} from '../../../storage';
import { systemClock } from '../../common/clock';
import { isStorageFull, storageFullValues } from '../../common/unsavedWrites';
import type { MemorySession } from '../memory';

/** Changes made by the person in the inspector are recorded against this pseudo-conversation. */
export const USER_EDIT_CONVERSATION = 'memory-inspector';

import type { InspectorFailure } from '../../errors';
import type {
  MemoryDraft,
  MemoryHistoryEntry as MemoryHistoryView,
  MemoryPatch,
  MemoryUse,
  RejectionEntry as RejectionView,
} from './contract';
import { createRecallUses } from './recallUses';
import { toHistoryEntry, toRejectionEntry } from './rowViews';

export type { InspectorFailure, MemoryDraft, MemoryUse };

const rejected = (reason: RejectionReason): InspectorFailure => ({ code: 'rejected', reason });

/** The memory inspector's reads and the changes only a person makes (the pipeline never deletes). */
export function createMemoryInspector(deps: { memory: MemorySession; chatDb: () => ChatDb; now?: () => string }) {
  const now = deps.now ?? systemClock.now;
  let cache: UserMemory[] | null = null;

  function database(): MemoryDb | null {
    return deps.memory.database();
  }

  async function all(db: MemoryDb): Promise<UserMemory[]> {
    cache ??= await listAllMemories(db);
    return cache;
  }

  async function guarded<T>(fn: (db: MemoryDb) => Promise<Result<T, InspectorFailure>>): Promise<Result<T, InspectorFailure>> {
    const db = database();
    if (!db) return err({ code: 'memory_unavailable' });
    try {
      const result = await fn(db);
      cache = null;
      return result;
    } catch (e) {
      // A full disk is said as such, and nothing was changed: the page keeps what the person
      // typed, so saving again once space is freed loses nothing. The database itself is still usable.
      if (isStorageFull(e)) return err({ code: 'storage_full', values: await storageFullValues() });
      deps.memory.reportStoreFailure(e);
      return err({ code: 'memory_write_failed' });
    }
  }

  /** Same gates as the pipeline; `source: user_edit`. */
  function vet(draft: MemoryDraft, confidence: number) {
    return validateCandidate(
      {
        type: draft.type,
        text: draft.text,
        tags: draft.tags,
        confidence,
        stability: 'stable',
        identity: { subject: draft.subject, facet: draft.facet ?? null, polarity: draft.polarity ?? null },
        action: 'add',
        sourceSignal: 'explicit_memory_intent',
      },
      { sourceConversationId: USER_EDIT_CONVERSATION, source: 'user_edit', secrets: deps.memory.knownSecrets() },
    );
  }

  const planCtx = () => ({ now: now(), conversationId: USER_EDIT_CONVERSATION, namespace: deps.memory.namespace() });
  const meta = () => ({ at: now(), conversationId: USER_EDIT_CONVERSATION });

  /** A status change goes through the planner (memory/plan.ts), so history and the live views see it like any write. */
  function setStatus(key: string, status: UserMemory['status']) {
    return guarded<WriteOutcome>(async (db) => {
      const ctx = planCtx();
      const outcome = await applyMemoryWrite(
        db,
        key,
        { plan: (existing) => planStatusChange(existing, status, ctx), suppressOpposite: (m) => suppressedOpposite(m, ctx) },
        { at: ctx.now, conversationId: USER_EDIT_CONVERSATION },
      );
      return outcome === 'not_found' ? err({ code: 'memory_gone' }) : ok(outcome);
    });
  }

  return {
    /** Tells the page to query again whenever memories change (any tab, any writer). */
    watch(onChange: () => void): () => void {
      const db = database();
      if (!db) return () => undefined;
      return watchQuery(
        () => listAllMemories(db),
        (list) => {
          cache = list;
          onChange();
        },
        (e) => deps.memory.reportStoreFailure(e),
      );
    },

    async query(filter: MemoryFilter): Promise<Result<MemoryQueryResult, InspectorFailure>> {
      const db = database();
      if (!db) return err({ code: 'memory_unavailable' });
      try {
        return ok(filterMemories(await all(db), filter));
      } catch (e) {
        deps.memory.reportStoreFailure(e);
        return err({ code: 'memory_read_failed' });
      }
    },

    suppress: (key: string) => setStatus(key, 'suppressed'),
    restore: (key: string) => setStatus(key, 'active'),

    remove: (key: string) => guarded(async (db) => ((await deleteMemoryPhysically(db, key)) ? ok(true) : err({ code: 'memory_gone' }))),

    add: (draft: MemoryDraft) =>
      guarded<{ stableKey: string; outcome: WriteOutcome }>(async (db) => {
        const checked = vet(draft, 1);
        if (!checked.ok) return err(rejected(checked.reason));
        const candidate = checked.candidate;
        const outcome = await applyMemoryWrite(
          db,
          candidate.stableKey,
          {
            plan: (existing) => planMemoryWrite(existing, candidate, planCtx()),
            suppressOpposite: (active) => suppressedOpposite(active, planCtx()),
          },
          meta(),
        );
        if (outcome === 'duplicate') return err(rejected('duplicate'));
        return ok({ stableKey: candidate.stableKey, outcome });
      }),

    /** Edits text, tags or type; a refused edit changes nothing and says why. */
    edit: (stableKey: string, patch: MemoryPatch) =>
      guarded<{ stableKey: string }>(async (db) => {
        const existing = await getMemory(db, stableKey);
        if (!existing) return err({ code: 'memory_gone' });
        const draft: MemoryDraft = {
          type: patch.type,
          text: patch.text,
          tags: patch.tags,
          subject: existing.identity.subject,
          ...(existing.identity.facet ? { facet: existing.identity.facet } : {}),
          // A preference needs a polarity; another type drops it (gate 12).
          ...(patch.type === 'user_preference' ? { polarity: existing.identity.polarity ?? 'prefer' } : {}),
        };
        const checked = vet(draft, existing.confidence);
        if (!checked.ok) return err(rejected(checked.reason));
        const candidate = checked.candidate;
        const at = now();
        const edited: UserMemory = {
          ...existing,
          stableKey: candidate.stableKey,
          type: candidate.type,
          text: candidate.text,
          tags: [...candidate.tags],
          identity: { ...candidate.identity },
          source: 'user_edit',
          updatedAt: at,
        };
        if (candidate.stableKey === stableKey) {
          const outcome = await applyMemoryWrite(
            db,
            stableKey,
            {
              plan: (current) =>
                current ? { outcome: 'updated', memory: { ...edited, status: current.status } } : { outcome: 'not_found' },
              suppressOpposite: (m) => m,
            },
            { at, conversationId: USER_EDIT_CONVERSATION },
          );
          return outcome === 'not_found' ? err({ code: 'memory_gone' }) : ok({ stableKey });
        }
        const entry: MemoryHistoryEntry = {
          stableKey: candidate.stableKey,
          outcome: 'updated',
          at,
          conversationId: USER_EDIT_CONVERSATION,
          before: existing,
          after: edited,
        };
        return (await moveMemory(db, stableKey, edited, entry)) ? ok({ stableKey: candidate.stableKey }) : err({ code: 'conflict' });
      }),

    history: (key: string) => guarded<MemoryHistoryView[]>(async (db) => ok((await listHistory(db, key)).map(toHistoryEntry))),
    rejections: () => guarded<RejectionView[]>(async (db) => ok((await listRejections(db, 500)).map(toRejectionEntry))),

    // The chat view's questions (how many memories each answer used, which and why) without this module's gates.
    ...createRecallUses(deps),
  };
}
