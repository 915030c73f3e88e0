// Follow-up cases of the seventeenth round, written after reading the gates and writing its rules.
import type { BlindCase } from '../blindCase';

export const SEVENTEENTH_FOLLOW_UP: readonly BlindCase[] = [];
