// Follow-up cases of the second wording round, written after reading the gates: none while the round is only scored.
import type { BlindCase } from '../blindCase';

export const WORDING_TWO_FOLLOW_UP: readonly BlindCase[] = [];
