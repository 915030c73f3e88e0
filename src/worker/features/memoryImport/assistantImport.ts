import {
  ASSISTANT_IMPORT_CONVERSATION_ID,
  ASSISTANT_IMPORT_MAX_CHARS,
  batchPastedLines,
  buildAssistantImportMessages,
  previewAssistantImport,
  splitPastedLines,
  type AssistantImportItem,
  type PastedLine,
  type ProposedCandidate,
} from '../../../memory';
import { err, ok, type Result } from '../../../shared';
import { inOneMemoryTransaction, listAllMemories } from '../../../storage';
import { systemClock } from '../../common/clock';
import type { MemoryImportFailure } from '../../errors';
import type { MemoryPipeline, MemorySession } from '../memory';
import type { AssistantImportPreview, AssistantImportProgress, AssistantImportResult } from './contract';

export interface AssistantImportDeps {
  memory: MemorySession;
  isPaused(): boolean;
  callSettings: MemoryPipeline['callSettings'];
  now?: () => string;
  /** Model requests in flight at once: a long paste finishes sooner without crowding the endpoint. */
  concurrency?: number;
}

type MemoryRules = Awaited<ReturnType<MemorySession['writeRules']>>;

/** A preview waiting for the user's confirmation: the model's candidates stay here, in the worker. */
interface HeldPreview {
  proposed: ProposedCandidate[];
  items: AssistantImportItem[];
}

/** Previews kept for confirmation; an older one is let go (its Import answers `import_gone`). */
const HELD_PREVIEWS = 4;
const DEFAULT_CONCURRENCY = 3;

/**
 * Import from another assistant: the paste is cut into batches, the memory model proposes candidates for
 * each (the extraction call, outside any transaction), the preview classifies them purely, and only the
 * items the user confirms are written, through the extraction's candidate writer, in one transaction.
 */
export function createAssistantImport(deps: AssistantImportDeps) {
  const now = deps.now ?? systemClock.now;
  const running = new Map<string, AbortController>();
  const held = new Map<string, HeldPreview>();

  async function loadRules(): Promise<Result<MemoryRules, MemoryImportFailure>> {
    try {
      return ok(await deps.memory.writeRules());
    } catch {
      return err({ code: 'module_unavailable' });
    }
  }

  /** Asks the model about every batch (a few at a time), in order; the first failure that is not a misread answer stops the rest. */
  async function proposeAll(
    rules: MemoryRules,
    settings: NonNullable<ReturnType<MemoryPipeline['callSettings']>>,
    batches: PastedLine[][],
    signal: AbortController,
    onProgress?: (p: AssistantImportProgress) => void,
  ): Promise<Result<{ proposed: ProposedCandidate[]; unreadLines: number }, MemoryImportFailure>> {
    const answers: ProposedCandidate[][] = batches.map(() => []);
    let failure: MemoryImportFailure | null = null;
    let unreadLines = 0;
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < batches.length && !signal.signal.aborted) {
        const at = next++;
        const batch = batches[at]!;
        const answer = await rules.proposeCandidates(settings, buildAssistantImportMessages(batch), signal.signal);
        if (answer.ok) answers[at] = answer.value.map((raw) => ({ raw, batch }));
        else if (answer.error.code === 'malformed') unreadLines += batch.length;
        else if (!failure) {
          failure = answer.error;
          signal.abort();
        }
        done += 1;
        if (!signal.signal.aborted) onProgress?.({ done, total: batches.length });
      }
    };
    await Promise.all(Array.from({ length: Math.min(deps.concurrency ?? DEFAULT_CONCURRENCY, batches.length) }, worker));
    if (failure) return err(failure);
    if (signal.signal.aborted) return err({ code: 'aborted' });
    return ok({ proposed: answers.flat(), unreadLines });
  }

  /** Memory must be on and open for an import; the text must be within bounds. */
  function checkReady(text: string): Result<PastedLine[], MemoryImportFailure> {
    if (!deps.memory.database()) return err({ code: 'memory_unavailable' });
    if (deps.isPaused()) return err({ code: 'memory_paused' });
    // Characters as the limit counts them (code points), so 50,000 Chinese characters are 50,000.
    const length = [...text].length;
    if (length > ASSISTANT_IMPORT_MAX_CHARS) return err({ code: 'paste_too_long', values: { limit: ASSISTANT_IMPORT_MAX_CHARS } });
    const lines = splitPastedLines(text);
    return lines.length > 0 ? ok(lines) : err({ code: 'paste_empty' });
  }

  function hold(runId: string, preview: HeldPreview): void {
    held.delete(runId);
    held.set(runId, preview);
    for (const key of held.keys()) if (held.size > HELD_PREVIEWS) held.delete(key);
  }

  return {
    async preview(
      runId: string,
      text: string,
      onProgress?: (p: AssistantImportProgress) => void,
    ): Promise<Result<AssistantImportPreview, MemoryImportFailure>> {
      const ready = checkReady(text);
      if (!ready.ok) return ready;
      const settings = deps.callSettings();
      if (!settings) return err({ code: 'no_key' });
      const rules = await loadRules();
      if (!rules.ok) return rules;
      const batches = batchPastedLines(ready.value);
      const controller = new AbortController();
      running.get(runId)?.abort();
      running.set(runId, controller);
      onProgress?.({ done: 0, total: batches.length });
      const asked = await proposeAll(rules.value, settings, batches, controller, onProgress).finally(() => {
        if (running.get(runId) === controller) running.delete(runId);
      });
      if (!asked.ok) return asked;
      const db = deps.memory.database();
      if (!db) return err({ code: 'memory_unavailable' });
      const { proposed, unreadLines } = asked.value;
      const items = previewAssistantImport(
        proposed,
        await listAllMemories(db),
        { now: now(), namespace: deps.memory.namespace(), secrets: deps.memory.knownSecrets() },
        ready.value,
      );
      hold(runId, { proposed, items });
      return ok({ runId, items, lines: ready.value.length, unreadLines });
    },

    cancel(runId: string): Result<null, never> {
      running.get(runId)?.abort();
      return ok(null);
    },

    /**
     * Writes the chosen items of a held preview. Each goes through the candidate writer again (the same
     * gates and write plan, against the memories as they are at the moment of writing), all in one transaction.
     */
    async apply(runId: string, indexes: readonly number[]): Promise<Result<AssistantImportResult, MemoryImportFailure>> {
      const db = deps.memory.database();
      if (!db) return err({ code: 'memory_unavailable' });
      if (deps.isPaused()) return err({ code: 'memory_paused' });
      const preview = held.get(runId);
      if (!preview) return err({ code: 'import_gone' });
      const rules = await loadRules();
      if (!rules.ok) return rules;
      const chosen = new Set(indexes);
      const raws = preview.items
        .filter((item) => (item.kind === 'add' || item.kind === 'update') && chosen.has(item.index))
        .map((item) => preview.proposed[item.index]!.raw);
      const ctx = {
        at: now(),
        conversationId: ASSISTANT_IMPORT_CONVERSATION_ID,
        namespace: deps.memory.namespace(),
        origin: 'import' as const,
        source: 'import' as const,
        secrets: deps.memory.knownSecrets(),
      };
      let summary;
      try {
        // The gates again (the key may have changed since the preview), before the transaction opens.
        const vetted = rules.value.vetCandidates(raws, ctx);
        summary = await inOneMemoryTransaction(db, () => rules.value.writeVetted(db, vetted, ctx));
      } catch (e) {
        return err({ code: 'import_failed', values: { detail: e instanceof Error ? e.name : 'unknown' } });
      }
      held.delete(runId);
      const count = (...outcomes: string[]) => summary.outcomes.filter((o) => outcomes.includes(o)).length;
      return ok({
        added: count('written'),
        updated: count('updated', 'restored'),
        unchanged: count('duplicate'),
        refused: summary.rejections.filter((r) => r !== 'duplicate').length,
      });
    },
  };
}

export type AssistantImport = ReturnType<typeof createAssistantImport>;
