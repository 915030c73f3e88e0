// Follow-up cases of the seventeenth wording round, written after reading the gate rules (none yet).
import type { BlindCase } from '../blindCase';

export const WORDING_SEVENTEEN_FOLLOW_UP: readonly BlindCase[] = [];
