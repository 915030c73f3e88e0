// The memory rules every write applies, in one module that is loaded on demand (docs/architecture.md): the
// gates with their identifier libraries (phone metadata, national IDs, IBAN, BIP-39 word lists) and the
// lexicons of ten languages, the extraction prompt and job, the candidate writer, promotion of pinned
// decisions, and the export and import formats. By far the largest part of the worker's code, and no
// request waits for it. Import this module only through `loadMemoryRules.ts` (elsewhere: `import type`), or
// it joins the start-up code again.

export {
  buildExport,
  candidateFromPinnedDecision,
  diffPinnedDecisionsForPromotion,
  parseImportFile,
  mergeMemoryImport,
  planMemoryImport,
  vetMemoryImport,
} from '../../../../memory';
// The worker-side steps that apply the gates and the extraction prompt throughout.
export { vetCandidates, writeCandidates, writeVetted } from '../candidateWriter';
export { proposeCandidates, runExtractionJob } from '../extractionJob';
