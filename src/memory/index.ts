// Public surface of the pure memory core. The first block is the contract the rest of the app relies on: its names stay.
export { candidateSchema, userMemorySchema } from './record/schema';
export { validateCandidate } from './gates/validate';
export { buildStableKey } from './record/stableKey';
export { oppositePreferenceKey, planMemoryWrite, planStatusChange, suppressedOpposite } from './record/writePlan';
export { scoreMemory } from './recall/score';
export { selectRelevantMemories } from './recall/selection';
export { buildMemorySystemMessage } from './recall/systemMessage';

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
} from './record/schema';
export {
  MEMORY_ACTIONS,
  MEMORY_SOURCES,
  MEMORY_STATUSES,
  POLARITIES,
  REJECTION_REASONS,
  SOURCE_SIGNALS,
  STABILITIES,
  USER_MEMORY_SCHEMA_VERSION,
} from './record/schema';
export type { ValidationContext, ValidationResult } from './gates/validate';
export type { PlanContext, WriteOutcome, WritePlan } from './record/writePlan';
export { WRITE_OUTCOMES } from './record/writePlan';
export type { MemoryScore, ScoreBreakdown } from './recall/score';
export type { SelectedMemory } from './recall/selection';
export { normalizeSegment, normalizeTag } from './record/normalize';

// The shared tokenizer: how memory text and the conversation search split words (CJK runs and
// folded Latin words). Code on the worker's start-up path imports record/tokenize directly, because
// this barrel would load the whole core with it.
export type { Run } from './record/tokenize';
export { foldWord, isCjk, splitRuns } from './record/tokenize';

// Recall index: the fast path for the worker, same answers as selectRelevantMemories.
export type { RecallIndex } from './recall/recallIndex';
export { buildRecallIndex, relatedFromIndex, selectFromIndex } from './recall/recallIndex';

// Extraction: prompt messages, the response_format schema, top-level parsing, related memories.
export type { ExtractionInput, ExtractionMessage, ExtractionTurn } from './extraction/prompt';
export { buildExtractionMessages, EXTRACTION_LIMITS } from './extraction/prompt';
export type { ExtractionParseError } from './extraction/responseSchema';
export { EXTRACTION_SCHEMA_NAME, extractionJsonSchema, parseExtractionResponse } from './extraction/responseSchema';
export { findRelatedMemories } from './recall/relatedMemories';

// Grounding (a candidate must quote the user's own words) and the pre-check that spares a model call
// for turns that cannot hold a memory; both pure, not yet wired into the worker.
export type { GroundingCandidate, GroundingResult, GroundingTurn } from './extraction/grounding';
export { checkGrounding, groundingTurnIndex } from './extraction/grounding';
export { isExplicitMemoryRequest, mayHoldMemory } from './extraction/mayHoldMemory';
export { storedEvidence } from './extraction/evidence';
export { EVIDENCE_MAX } from './record/schema';

// Pinned-decision promotion: decisions a compaction pinned take the same write path as extracted facts.
export type { PinnedDecisionLike } from './extraction/promotion';
export { candidateFromPinnedDecision, diffPinnedDecisionsForPromotion, PROMOTION_CONFIDENCE } from './extraction/promotion';

// Export / import file format v1 (docs/export-format.md); conversations are in chat/exchange.
export type { ExportInput, ImportFile, ImportFileError, ImportFileErrorCode, MindkeepExport } from './exchange/exportFile';
export { buildExport, EXPORT_FORMAT, EXPORT_VERSION, exportEnvelopeSchema, parseImportFile } from './exchange/exportFile';
export type {
  ImportSkipReason,
  MemoryImportContext,
  MemoryImportPlan,
  MemoryImportReport,
  SkippedImport,
  VettedImportRecord,
  VettedRecord,
} from './exchange/importPlan';
export { mergeMemoryImport, planMemoryImport, vetMemoryImport } from './exchange/importPlan';

// Import from another assistant (pasted text → batches → model candidates → preview) and the plain-text copy for one.
export type { BatchLimits, PastedLine } from './exchange/pastedList';
export {
  ASSISTANT_IMPORT_MAX_CHARS,
  batchPastedLines,
  cleanPastedLine,
  DEFAULT_BATCH_LIMITS,
  splitPastedLines,
} from './exchange/pastedList';
export { buildAssistantImportMessages } from './exchange/assistantImportPrompt';
export type { AssistantImportContext, AssistantImportItem, ProposedCandidate } from './exchange/assistantImportPreview';
export { lineOfEvidence, previewAssistantImport } from './exchange/assistantImportPreview';
export { ASSISTANT_IMPORT_CONVERSATION_ID } from './exchange/assistantImportSource';
export type { AssistantCopyOptions, AssistantCopyWords } from './exchange/assistantCopy';
export { copyableTypes, renderMemoriesForAssistant } from './exchange/assistantCopy';
export type { RecallExplanation } from './recall/explain';
export { explainRecall } from './recall/explain';
export { filterMemories, type MemoryFilter, type MemoryQueryResult, type MemoryView } from './record/inspectorQuery';

// Meaning-based recall: embedded text, per-query normalisation, fusion with the rules.
export type { SemanticSignals, VectorMatrix } from './recall/meaning/similarity';
export type { MeaningCalibration } from './recall/meaning/calibration';
export { calibrateMeaning, meaningSignals } from './recall/meaning/calibration';
export {
  cosineAll,
  embeddingTextOf,
  normalizeQueryForCache,
  packVectors,
  signalsOf,
  textHash,
  unitVector,
} from './recall/meaning/similarity';
export type { FusedSelection, FusionInput } from './recall/meaning/fusion';
export { fuseRecall, SEMANTIC_SELECT_Z } from './recall/meaning/fusion';
export { SEMANTIC_ANCHOR_TEXTS } from './recall/meaning/anchors';
export { selectFusedFromIndex } from './recall/meaning/fusedSelection';
