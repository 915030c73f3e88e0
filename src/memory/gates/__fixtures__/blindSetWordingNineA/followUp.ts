// Follow-up cases of the ninth wording round (A), written after reading the gates (none yet while the round is only
// scored).
import type { BlindCase } from '../blindCase';

export const WORDING_NINE_A_FOLLOW_UP: readonly BlindCase[] = [];
