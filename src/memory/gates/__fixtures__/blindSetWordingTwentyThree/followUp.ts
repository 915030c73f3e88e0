// Follow-up cases of the twenty-third wording round, written after the round's rules: other wordings of each class
// in other languages than the set's misses, to refuse and to accept.
import type { BlindCase } from '../blindCase';

export const WORDING_TWENTY_THREE_FOLLOW_UP: readonly BlindCase[] = [];
