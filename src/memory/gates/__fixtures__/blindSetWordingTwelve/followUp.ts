// Follow-up cases of the twelfth wording round, written after reading the gates (none yet while the round is only
// scored).
import type { BlindCase } from '../blindCase';

export const WORDING_TWELVE_FOLLOW_UP: readonly BlindCase[] = [];
