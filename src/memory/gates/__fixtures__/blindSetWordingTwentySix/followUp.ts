// Follow-up cases of the twenty-sixth wording round, written after the rules for its misses (none yet: the round is
// only scored so far).
import type { BlindCase } from '../blindCase';

export const WORDING_TWENTY_SIX_FOLLOW_UP: readonly BlindCase[] = [];
