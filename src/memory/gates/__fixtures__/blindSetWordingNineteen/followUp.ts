// Follow-up cases of the nineteenth wording round, written after the rules: other wordings of each class in other
// languages than the set's misses, to refuse and to accept.
import type { BlindCase } from '../blindCase';

export const WORDING_NINETEEN_FOLLOW_UP: readonly BlindCase[] = [];
