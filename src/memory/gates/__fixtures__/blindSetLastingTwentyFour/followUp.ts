// Follow-up cases of the twenty-fourth round, written after its category rules (none yet while the round is only
// scored).
import type { BlindCase } from '../blindCase';

export const LASTING_TWENTY_FOUR_FOLLOW_UP: readonly BlindCase[] = [];
