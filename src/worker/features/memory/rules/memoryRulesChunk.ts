// The memory rules as the worker's memory pipeline uses them, in one module that is loaded on demand
// (docs/architecture.md): the gates (with the phone metadata), the word ranks, the recall index and scoring and the
// extraction prompt are the largest part of the worker after the openai SDK, and no call the worker answers
// at start-up needs them. Import this module only through `loadMemoryRules.ts` (elsewhere: `import type`), or it
// joins the start-up code again.

export {
  buildExport,
  buildMemorySystemMessage,
  buildRecallIndex,
  candidateFromPinnedDecision,
  cosineAll,
  diffPinnedDecisionsForPromotion,
  embeddingTextOf,
  normalizeQueryForCache,
  normalizeSimilarities,
  packVectors,
  parseImportFile,
  planMemoryImport,
  selectFusedFromIndex,
  SEMANTIC_ANCHOR_TEXTS,
  signalsOf,
  textHash,
  unitVector,
} from '../../../../memory';
// The worker-side steps that apply the gates and the extraction prompt throughout.
export { writeCandidates } from '../candidateWriter';
export { proposeCandidates, runExtractionJob, triageExtractionJob } from '../extractionJob';
