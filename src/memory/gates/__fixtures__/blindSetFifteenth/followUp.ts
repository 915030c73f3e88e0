// Follow-up cases of the fifteenth round, written after reading the gates and writing its rules: each rule both ways
// (a hostile case it must refuse and a legitimate look-alike it must accept) in other words and languages.
import type { BlindCase } from '../blindCase';

export const FIFTEENTH_FOLLOW_UP: readonly BlindCase[] = [];
