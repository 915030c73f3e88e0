import { lazyModule } from '../../../../shared';

/** What recall needs (memoryRulesChunk.ts): small, so the first request after start-up waits only for it. */
export type MemoryRules = typeof import('./memoryRulesChunk');
export type LoadMemoryRules = () => Promise<MemoryRules>;

/** What writes need (memoryWriteRulesChunk.ts): the gates with their libraries, extraction, import and export. */
export type MemoryWriteRules = typeof import('./memoryWriteRulesChunk');
export type LoadMemoryWriteRules = () => Promise<MemoryWriteRules>;

/**
 * One shared load per pipeline: started in the background as the memory database opens (never
 * awaited there), and shared by the first recall, meaning recall or embedding run.
 * A chunk that cannot be fetched rejects with a ModuleLoadError naming the part, and the next need tries again.
 */
export function memoryRulesOnDemand(load: LoadMemoryRules = () => import('./memoryRulesChunk')): LoadMemoryRules {
  return lazyModule('The memory rules', load);
}

/**
 * The same for the write side, shared by the first extraction job, promotion, export or import; fetched in
 * the background after the recall part, so a question asked right after a reload never waits for the gates.
 */
export function memoryWriteRulesOnDemand(load: LoadMemoryWriteRules = () => import('./memoryWriteRulesChunk')): LoadMemoryWriteRules {
  return lazyModule('The memory gates', load);
}
