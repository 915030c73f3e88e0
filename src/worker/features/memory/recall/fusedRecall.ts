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
   * How long a request may wait for the rules, and then for its recall, while they have never loaded in
   * this worker (the first request after start-up). Their chunk is code, fetched once from the cache right after the session
   * opens; a question sent within that moment waits for it like it would for code in the start-up bundle,
   * and the recall budget starts once it is there. A chunk that stalls longer costs that one request its memory.
   */
  firstLoadWaitMs: number;
  storeFailed: (e: unknown) => void;
  /** After each meaning attempt: why it fell back to the rules alone, or undefined when it was used. */
  onMeaning: (fallback: string | undefined) => void;
}) {
  /**
   * The rules, waiting no longer than recall itself may: null while they are still loading (the request
   * goes without memory) or when their chunk cannot be fetched (the status says so).
   */
  let everLoaded = false;
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
    // The rules are fetched in the background as the database opens; a request that comes first waits for
    // them (bounded by firstLoadWaitMs), and a failed fetch never blocks or fails the chat.
    // The first recall of this worker also builds the recall index from storage (segmenter, word lists),
    // while start-up work shares the thread: like the code, it may take up to firstLoadWaitMs, once.
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
