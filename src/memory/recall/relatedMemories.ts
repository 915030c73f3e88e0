import { originalMemory } from '../record/hanFolding';
import { buildMemoryFeatures, buildQueryFeatures } from './matchFeatures';
import { buildCorpus } from './words/recallCorpus';
import type { UserMemory } from '../record/schema';
import { scoreFeatures } from './score';
import { compareScored, type ScoredMemory } from './selection';

/**
 * The existing active memories most related to the user's text, for the extraction prompt, so the
 * model can name an old memory's exact identity when the user revises or withdraws it. Uses the
 * recall score with a lower bar than recall itself: any positive component counts, and the
 * controlled-type rule is ignored (revising a project memory needs to see it).
 */
export function findRelatedMemories(memories: readonly UserMemory[], userText: string, limit = 5): UserMemory[] {
  const active = memories.filter((m) => m.status === 'active').map(buildMemoryFeatures);
  const query = buildQueryFeatures(userText, buildCorpus(active));
  const scored: ScoredMemory[] = [];
  for (const features of active) {
    const memory = features.memory;
    const s = scoreFeatures(features, query);
    const raw = s.tags + s.identity + s.wholeText + s.partialText + s.latin;
    if (raw > 0) scored.push({ memory, score: { ...s, total: raw } });
  }
  return scored
    .sort(compareScored)
    .slice(0, Math.max(0, limit))
    .map((s) => originalMemory(s.memory));
}
