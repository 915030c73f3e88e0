import { EMBED_DEADLINE_DEFAULT_MS } from '../../../shared';
import { keyBelongsTo } from '../../../llm';
import type { EmbeddingSettings } from './embeddingJobs';
import type { MemoryCallSettings } from './extractionJob';

/** Meaning-based recall: the embedding model (empty = off) and the query-embedding deadline. */
export interface MeaningSettings {
  embeddingModel?: string;
  embedDeadlineMs?: number;
}

/** Two embedding targets are the same when every field that decides the vectors or where they come from is. */
export const sameEmbeddingTarget = (a: EmbeddingSettings | null, b: EmbeddingSettings | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.baseURL === b.baseURL &&
    a.embeddingModel === b.embeddingModel &&
    a.apiKey === b.apiKey &&
    a.keyOrigin === b.keyOrigin);

/**
 * The page's settings as long-term memory uses them, kept in memory only (never stored): the extraction
 * calls' endpoint and model, the embedding target and the query deadline. The page sends its settings after
 * every turn; `apply` says whether the embedding target really changed, compared field by field.
 */
export function createMemorySettings() {
  let calls: MemoryCallSettings | null = null;
  let embedding: EmbeddingSettings | null = null;
  let embedDeadlineMs = EMBED_DEADLINE_DEFAULT_MS;

  return {
    apply(s: MemoryCallSettings & MeaningSettings): { embeddingChanged: boolean; meaningOff: boolean } {
      const keyOrigin = s.keyOrigin !== undefined ? { keyOrigin: s.keyOrigin } : {};
      // No key for this endpoint (none typed, or one of another origin): pending jobs wait for it.
      calls =
        s.apiKey.trim() && keyBelongsTo(s, s.baseURL)
          ? { apiKey: s.apiKey, baseURL: s.baseURL, memoryModel: s.memoryModel, ...keyOrigin }
          : null;
      const model = s.embeddingModel?.trim() ?? '';
      const before = embedding;
      embedding = calls && model ? { apiKey: s.apiKey, baseURL: s.baseURL, embeddingModel: model, ...keyOrigin } : null;
      embedDeadlineMs = s.embedDeadlineMs && s.embedDeadlineMs > 0 ? s.embedDeadlineMs : EMBED_DEADLINE_DEFAULT_MS;
      return { embeddingChanged: !sameEmbeddingTarget(before, embedding), meaningOff: !model };
    },
    calls: () => calls,
    embedding: () => embedding,
    embedDeadlineMs: () => embedDeadlineMs,
    /** The user's API key as last sent by the page, for the gates to refuse; never stored. */
    knownSecrets: (): readonly string[] => (calls ? [calls.apiKey] : []),
  };
}

export type MemorySettings = ReturnType<typeof createMemorySettings>;
