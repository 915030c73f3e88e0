// Public surface of the pure memory core. The first block is the contract of SPEC §5.
export { candidateSchema, userMemorySchema } from './schema';
export { validateCandidate } from './validate';
export { buildStableKey } from './stableKey';
export { oppositePreferenceKey, planMemoryWrite, planStatusChange, suppressedOpposite } from './plan';
export { scoreMemory } from './score';
export { selectRelevantMemories } from './select';
export { buildMemorySystemMessage } from './inject';

export type {
  Candidate,
  MemoryAction,
  MemoryIdentity,
  MemorySource,
  MemoryStatus,
  Polarity,
  RejectionReason,
  SourceSignal,
  Stability,
  UserMemory,
  ValidatedCandidate,
} from './schema';
export {
  MEMORY_ACTIONS,
  MEMORY_SOURCES,
  MEMORY_STATUSES,
  POLARITIES,
  REJECTION_REASONS,
  SOURCE_SIGNALS,
  STABILITIES,
  USER_MEMORY_SCHEMA_VERSION,
} from './schema';
export type { ValidationContext, ValidationResult } from './validate';
export type { PlanContext, WriteOutcome, WritePlan } from './plan';
export { WRITE_OUTCOMES } from './plan';
export type { MemoryScore, ScoreBreakdown } from './score';
export type { SelectedMemory } from './select';
export { normalizeSegment, normalizeTag } from './normalize';

// Recall index: the fast path for the worker, same answers as selectRelevantMemories.
export type { RecallIndex } from './recallIndex';
export { buildRecallIndex, relatedFromIndex, selectFromIndex } from './recallIndex';

// Extraction: prompt messages, the response_format schema, top-level parsing, related memories.
export type { ExtractionInput, ExtractionMessage } from './extractionPrompt';
export { buildExtractionMessages, EXTRACTION_LIMITS } from './extractionPrompt';
export type { ExtractionParseError } from './extractionSchema';
export { EXTRACTION_SCHEMA_NAME, extractionJsonSchema, parseExtractionResponse } from './extractionSchema';
export { findRelatedMemories } from './related';

// Pinned-decision promotion (SPEC §3.7).
export type { PinnedDecisionLike } from './promotion';
export { candidateFromPinnedDecision, diffPinnedDecisionsForPromotion, PROMOTION_CONFIDENCE } from './promotion';

// Export / import file format v1 (SPEC §4, docs/export-format.md); conversations are in chat/exchange.
export type { ExportInput, ImportFile, ImportFileError, ImportFileErrorCode, MindkeepExport } from './exchange';
export { buildExport, EXPORT_FORMAT, EXPORT_VERSION, exportEnvelopeSchema, parseImportFile } from './exchange';
export type { ImportSkipReason, MemoryImportContext, MemoryImportPlan, MemoryImportReport, SkippedImport } from './memoryImport';
export { planMemoryImport } from './memoryImport';
export type { RecallExplanation } from './explain';
export { explainRecall } from './explain';
export { filterMemories, type MemoryFilter, type MemoryQueryResult, type MemoryView } from './inspectorQuery';

// Meaning-based recall (issue 13): embedded text, per-query normalisation, fusion with the rules.
export type { FusedSelection, FusionInput, SemanticSignals, VectorMatrix } from './semantic';
export {
  cosineAll,
  embeddingTextOf,
  fuseRecall,
  normalizeQueryForCache,
  normalizeSimilarities,
  packVectors,
  SEMANTIC_SELECT_Z,
  signalsOf,
  textHash,
  unitVector,
} from './semantic';
export { SEMANTIC_ANCHOR_TEXTS } from './semanticAnchors';
export { selectFusedFromIndex } from './fusedRecall';
