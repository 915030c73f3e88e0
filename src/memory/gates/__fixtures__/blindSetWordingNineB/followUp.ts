// Follow-up cases of the ninth wording round (second half), written after reading the gates.
import type { BlindCase } from '../blindCase';

export const WORDING_NINE_B_FOLLOW_UP: readonly BlindCase[] = [];
