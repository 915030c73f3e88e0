import { lazyModule } from '../../../../shared';

/** What recall needs (memoryRulesChunk.ts): small, so the first request after start-up waits only for it. */
export type MemoryRules = typeof import('./memoryRulesChunk');
export type LoadMemoryRules = () => Promise<MemoryRules>;

/** What writes need (memoryWriteRulesChunk.ts): the gates with their libraries, extraction, import and export. */
export type MemoryWriteRules = typeof import('./memoryWriteRulesChunk');
export type LoadMemoryWriteRules = () => Promise<MemoryWriteRules>;

/** What each finished turn's pre-check needs (memoryTriageChunk.ts): the user's words read for a memory signal. */
export type MemoryTriageRules = typeof import('./memoryTriageChunk');
export type LoadMemoryTriageRules = () => Promise<MemoryTriageRules>;

/**
 * One shared load per pipeline: started in the background as the memory database opens (never
 * awaited there), and shared by the first recall, meaning recall or embedding run.
 * A chunk that cannot be fetched rejects with a ModuleLoadError naming the part, and the next need tries again.
 */
export function memoryRulesOnDemand(load: LoadMemoryRules = () => import('./memoryRulesChunk')): LoadMemoryRules {
  return lazyModule('The memory rules', load);
}

/**
 * The same for the write side, shared by the first extraction call, promotion, export or import. Nothing fetches it
 * ahead of need: evaluating it holds the worker's thread for a second or more (longer on a phone), and fetched at
 * start-up it did so in front of the first message sent; a batch goes to the model after the user has been quiet.
 */
export function memoryWriteRulesOnDemand(load: LoadMemoryWriteRules = () => import('./memoryWriteRulesChunk')): LoadMemoryWriteRules {
  return lazyModule('The memory gates', load);
}

/** The same for the turns' pre-check: small, so the first finished turn waits on it for a moment only. */
export function memoryTriageOnDemand(load: LoadMemoryTriageRules = () => import('./memoryTriageChunk')): LoadMemoryTriageRules {
  return lazyModule('The memory pre-check', load);
}
