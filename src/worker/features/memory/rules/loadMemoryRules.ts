import { lazyModule } from '../../../../shared';

/** The memory rules (memoryRulesChunk.ts), fetched by the first step that needs them. */
export type MemoryRules = typeof import('./memoryRulesChunk');
export type LoadMemoryRules = () => Promise<MemoryRules>;

/**
 * One shared load per pipeline: started in the background as the memory database opens (never
 * awaited there), and shared by the first recall, extraction job, memory write, embedding run or import.
 * A chunk that cannot be fetched rejects with a ModuleLoadError naming the part, and the next need tries again.
 */
export function memoryRulesOnDemand(load: LoadMemoryRules = () => import('./memoryRulesChunk')): LoadMemoryRules {
  return lazyModule('The memory rules', load);
}
