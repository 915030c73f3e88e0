// Follow-up cases of the twenty-fourth wording round, written after its rules (none yet while the round is only scored).
import type { BlindCase } from '../blindCase';

export const WORDING_TWENTY_FOUR_FOLLOW_UP: readonly BlindCase[] = [];
