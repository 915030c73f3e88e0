import type { MemoryFeatures } from '../matchFeatures';

// What the cross-language bridges (conceptBridge.ts, conceptBridgeOpen.ts, placeNameBridge.ts) need alike: Chinese and Japanese words as
// Intl.Segmenter yields them, and the store's memories of one concept, found once per store.

export { segmentedWords } from '../words/wordSegmenter';

/**
 * A look-up of the store's memories of a concept, cached per store array (the index keeps one while memories are
 * unchanged) and per concept.
 */
export function holdersByStore<K>(
  holds: (m: MemoryFeatures, concept: K) => boolean,
): (store: readonly MemoryFeatures[], concept: K) => readonly MemoryFeatures[] {
  const cache = new WeakMap<readonly MemoryFeatures[], Map<K, readonly MemoryFeatures[]>>();
  return (store, concept) => {
    let byConcept = cache.get(store);
    if (byConcept === undefined) {
      byConcept = new Map();
      cache.set(store, byConcept);
    }
    const cached = byConcept.get(concept);
    if (cached !== undefined) return cached;
    const found = store.filter((m) => holds(m, concept));
    byConcept.set(concept, found);
    return found;
  };
}
