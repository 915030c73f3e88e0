import { oppositePreferenceKey } from '../memory';
import { compareRevs } from './clock';
import { latestChange, type FoldedMemory } from './memoryFold';

/** One preference to suppress, and its opposite that stays active (whose latest change names the device that made it). */
export interface PreferenceRepair {
  readonly stableKey: string;
  readonly opposite: FoldedMemory;
}

/**
 * Liking and avoiding the same thing cannot both be active. Two devices can each make one of the pair
 * active offline; after the fold, the one changed less recently is suppressed. The choice depends only
 * on the folded memories, so devices that repair concurrently suppress the same one and agree. Returns
 * what to suppress, by stable key (the caller writes each as a new local status change, with a new rev),
 * with the opposite that won.
 */
export function preferenceRepairs(memories: readonly FoldedMemory[]): PreferenceRepair[] {
  const active = new Map(memories.filter((m) => m.status.value.status === 'active').map((m) => [m.stableKey, m]));
  const out: PreferenceRepair[] = [];
  for (const m of active.values()) {
    const opposite = active.get(oppositePreferenceKey({ type: m.content.value.type, identity: m.content.value.identity }) ?? '');
    if (!opposite) continue;
    const order = compareRevs(latestChange(m), latestChange(opposite));
    // Equal revs cannot come from two real changes (a rev names its device); the key then decides.
    if (order < 0 || (order === 0 && m.stableKey < opposite.stableKey)) out.push({ stableKey: m.stableKey, opposite });
  }
  return out.sort((a, b) => (a.stableKey < b.stableKey ? -1 : a.stableKey > b.stableKey ? 1 : 0));
}

/** The stable keys `preferenceRepairs` suppresses, sorted. */
export const preferencesToSuppress = (memories: readonly FoldedMemory[]): string[] => preferenceRepairs(memories).map((r) => r.stableKey);
