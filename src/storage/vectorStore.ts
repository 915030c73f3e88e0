import type { AnchorVectors, MemoryDb, MemoryVector } from './memoryDb';

// Meaning vectors, one per memory and embedding model. The set of memories whose vector is missing or stale for the current
// model *is* the embedding queue: it lives in the database, so it survives a reload by construction.

export async function putVectors(db: MemoryDb, rows: readonly MemoryVector[]): Promise<void> {
  if (rows.length > 0) await db.vectors.bulkPut([...rows]);
}

/** Every stored vector as (key, model, hash) only: what the queue compares against the memories. */
export async function listVectorStamps(db: MemoryDb): Promise<Array<Pick<MemoryVector, 'stableKey' | 'model' | 'textHash'>>> {
  const stamps: Array<Pick<MemoryVector, 'stableKey' | 'model' | 'textHash'>> = [];
  await db.vectors.each((v) => {
    stamps.push({ stableKey: v.stableKey, model: v.model, textHash: v.textHash });
  });
  return stamps;
}

export async function listVectors(db: MemoryDb, model: string): Promise<MemoryVector[]> {
  return db.vectors.where('model').equals(model).toArray();
}

export async function deleteVectors(db: MemoryDb, stableKeys: readonly string[]): Promise<void> {
  if (stableKeys.length > 0) await db.vectors.bulkDelete([...stableKeys]);
}

/** Changes when any vector is written or removed (in this tab or another). */
export async function vectorsFingerprint(db: MemoryDb): Promise<string> {
  const [count, last] = await Promise.all([db.vectors.count(), db.vectors.orderBy('updatedAt').last()]);
  return `${count}:${last?.updatedAt ?? ''}`;
}

export async function getAnchors(db: MemoryDb, model: string): Promise<AnchorVectors | undefined> {
  return db.anchors.get(model);
}

export async function putAnchors(db: MemoryDb, anchors: AnchorVectors): Promise<void> {
  await db.anchors.put(anchors);
}

/** The keys of every stored memory (any status): a vector whose memory is gone is removed. */
export async function listMemoryKeys(db: MemoryDb): Promise<string[]> {
  return (await db.memories.toCollection().primaryKeys()) as string[];
}
