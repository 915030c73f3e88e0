// Follow-up cases of the eleventh round, written after reading the gates and writing its rules: each rule both ways.
import type { BlindCase } from '../blindCase';

export const ELEVENTH_FOLLOW_UP: readonly BlindCase[] = [];
