import { buildMemoryFeatures, buildQueryFeatures } from './features';
import type { UserMemory } from './schema';
import { scoreFeatures } from './score';
import { compareScored, type ScoredMemory } from './select';

/**
 * The existing active memories most related to the user's text, for the extraction prompt, so the
 * model can name an old memory's exact identity when the user revises or withdraws it. Uses the
 * recall score with a lower bar than recall itself: any positive component counts, and the
 * controlled-type rule is ignored (revising a project memory needs to see it).
 */
export function findRelatedMemories(memories: readonly UserMemory[], userText: string, limit = 5): UserMemory[] {
  const query = buildQueryFeatures(userText);
  const scored: ScoredMemory[] = [];
  for (const memory of memories) {
    if (memory.status !== 'active') continue;
    const s = scoreFeatures(buildMemoryFeatures(memory), query);
    const raw = s.tags + s.identity + s.wholeText + s.partialText + s.latin;
    if (raw > 0) scored.push({ memory, score: { ...s, total: raw } });
  }
  return scored
    .sort(compareScored)
    .slice(0, Math.max(0, limit))
    .map((s) => s.memory);
}
