// Follow-up cases of the fifth wording round, written after reading the gate rules.
import type { BlindCase } from '../blindCase';

export const WORDING_FIVE_FOLLOW_UP: readonly BlindCase[] = [];
