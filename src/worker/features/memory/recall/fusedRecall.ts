import type { MemoryDb } from '../../../../storage';
import type { EmbeddingSettings } from '../embeddingJobs';
import type { MeaningRecall, MeaningSignals } from './meaningSignals';
import type { Recaller, RecallInput } from './ruleRecall';
import type { LoadMemoryRules, MemoryRules } from '../rules/loadMemoryRules';

/**
 * The memory system message for one chat request, inside the recall budget: the memory rules (fetched on
 * demand), the meaning signal when an embedding model is set, then rule recall fused
 * with it, all within `timeoutMs`. Never throws; null means the request goes without memory.
 */
export function createRequestRecall(deps: {
  rules: LoadMemoryRules;
  recaller: Recaller;
  meaningRecall: MeaningRecall;
  timeoutMs: number;
  /**
   * The whole budget of the worker's first recall (until the rules have loaded once): their chunk, fetched
   * right after the session opens, then the first index build, which start-up work shares the thread with.
   * A question sent in that moment waits for them as it would for code in the start-up bundle; a chunk
   * that stalls longer costs that one request its memory. Later requests have `timeoutMs`.
   */
  firstLoadWaitMs: number;
  storeFailed: (e: unknown) => void;
  /** After each meaning attempt: why it fell back to the rules alone, or undefined when it was used. */
  onMeaning: (fallback: string | undefined) => void;
}) {
  /** Whether the rules have loaded in this worker: until then a recall has the first-load budget. */
  let everLoaded = false;
  /**
   * The rules, waiting no longer than recall itself may: null while they are still loading (the request
   * goes without memory) or when their chunk cannot be fetched (the status says so).
   */
  async function rulesWithin(ms: number): Promise<MemoryRules | null> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ms);
    });
    try {
      const loaded = await Promise.race([deps.rules(), late]);
      if (loaded) everLoaded = true;
      else console.warn('Recall went without memories: the memory rules are still loading.');
      return loaded;
    } catch (e) {
      console.warn('Recall went without memories:', e);
      deps.storeFailed(e);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return async function recallFor(
    target: MemoryDb,
    input: RecallInput,
    embedding: EmbeddingSettings | null,
    embedDeadlineMs: number,
  ): Promise<string | null> {
    // The rules are fetched in the background as the database opens; the first recall waits for them and
    // its index within firstLoadWaitMs, later ones within timeoutMs; a failed fetch never fails the chat.
    const first = !everLoaded;
    const started = Date.now();
    if (!(await rulesWithin(first ? deps.firstLoadWaitMs : deps.timeoutMs))) return null;
    const budget = first ? Math.max(deps.timeoutMs, deps.firstLoadWaitMs - (Date.now() - started)) : deps.timeoutMs;
    let meaning: MeaningSignals | undefined;
    if (embedding) {
      try {
        meaning = await deps.meaningRecall.signalsFor(
          target,
          embedding,
          input.userText,
          embedDeadlineMs,
          await deps.recaller.index(target),
        );
      } catch {
        meaning = { signals: null, meaning: { used: false, reason: 'error: storage' } };
      }
      deps.onMeaning(meaning.meaning.used ? undefined : meaning.meaning.reason);
    }
    return deps.recaller.recall(target, input, budget, meaning);
  };
}
