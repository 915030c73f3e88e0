// Follow-up cases of the sixth wording round, written after reading the gate rules and writing the rules for its
// misses: the same classes in new words, both ways.
import type { BlindCase } from '../blindCase';

export const WORDING_SIX_FOLLOW_UP: readonly BlindCase[] = [];
