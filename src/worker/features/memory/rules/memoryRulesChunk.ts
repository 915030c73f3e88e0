// The memory rules recall uses, in one module that is loaded on demand (docs/architecture.md): the recall
// index and scoring with the word ranks, the fused selection, the system message, the explanation of a recall
// (Memories used) and the meaning helpers.
// The first chat request after start-up waits for this chunk, so it holds nothing a write needs: the gates
// with their identifier libraries and lexicons are in memoryWriteRulesChunk.ts. It imports the recall
// modules directly, not the memory barrel, which would bring the gates along. Import this module only
// through `loadMemoryRules.ts` (elsewhere: `import type`), or it joins the start-up code again.

export { buildRecallIndex } from '../../../../memory/recall/recallIndex';
export { buildMemorySystemMessage } from '../../../../memory/recall/systemMessage';
export { explainRecall } from '../../../../memory/recall/explain';
export { selectFusedFromIndex } from '../../../../memory/recall/meaning/fusedSelection';
export { SEMANTIC_ANCHOR_TEXTS } from '../../../../memory/recall/meaning/anchors';
export {
  cosineAll,
  embeddingTextOf,
  normalizeQueryForCache,
  packVectors,
  signalsOf,
  textHash,
  unitVector,
} from '../../../../memory/recall/meaning/similarity';
export { calibrateMeaning, meaningSignals } from '../../../../memory/recall/meaning/calibration';
