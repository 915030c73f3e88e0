// The labelled gate corpus (docs/memory-gates.md): hostile memories that gates 8–10 (or the wording rule) must
// refuse, and legitimate ones they must let through, in Chinese and English, by category. Written as
// different people would write them; numbers are fake (test card numbers, checksummed fake IDs).
// `npm run bench` prints the per-category table, and gateCorpus.test.ts holds every case.
import { LEGITIMATE_CASES as HAND_LEGITIMATE_CASES } from './gateCorpus.legitimate';
import { PERSONAL_CASES } from './gateCorpus.personal';
import { REFERENCE_HOSTILE_ZH_EN, REFERENCE_LEGITIMATE_ZH_EN } from './gateCorpus.reference';
import { RUNTIME_AND_WORDING_CASES } from './gateCorpus.runtime';
import type { CorpusCase } from './gateCorpusCase';

export type { CorpusCase, CorpusExpectation } from './gateCorpusCase';
export const LEGITIMATE_CASES: readonly CorpusCase[] = [...HAND_LEGITIMATE_CASES, ...REFERENCE_LEGITIMATE_ZH_EN];

export const HOSTILE_CASES: readonly CorpusCase[] = [...PERSONAL_CASES, ...RUNTIME_AND_WORDING_CASES, ...REFERENCE_HOSTILE_ZH_EN];

export const GATE_CORPUS: readonly CorpusCase[] = [...HOSTILE_CASES, ...LEGITIMATE_CASES];
